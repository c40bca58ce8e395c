/** A reference as the service splits it (`partes`): emphasis as <strong>/<em>, never HTML from data. */
import type { ReferenceSegment } from "../../api/contract.ts";

export function ReferenceText({ parts }: { parts: readonly ReferenceSegment[] }) {
  return (
    <>
      {parts.map((segment, index) =>
        segment.destaque === "negrito" ? (
          <strong key={index}>{segment.texto}</strong>
        ) : segment.destaque === "italico" ? (
          <em key={index}>{segment.texto}</em>
        ) : (
          <span key={index}>{segment.texto}</span>
        ),
      )}
    </>
  );
}
