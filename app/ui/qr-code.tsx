/**
 * A QR code as an inline SVG drawn on the server (it needs no JavaScript and prints as it shows),
 * named for assistive technology by its title. Whoever shows one writes its content beside it
 * as text too, for those who cannot scan it.
 */
import { useId } from "react";

/** The symbol as the server drew it (qr-code.server.ts): its side in modules and one path of its dark modules. */
export interface QrSymbol {
  size: number;
  path: string;
}

/** The quiet zone the QR standard asks for around the symbol, in modules. */
const QUIET = 4;

export function QrCode({ qr, title, className }: { qr: QrSymbol; title: string; className?: string }) {
  const titleId = useId();
  const side = qr.size + 2 * QUIET;
  return (
    <svg
      className={className ? `qr-code ${className}` : "qr-code"}
      role="img"
      aria-labelledby={titleId}
      viewBox={`${-QUIET} ${-QUIET} ${side} ${side}`}
      shapeRendering="crispEdges"
    >
      <title id={titleId}>{title}</title>
      <rect x={-QUIET} y={-QUIET} width={side} height={side} fill="#fff" />
      <path d={qr.path} fill="#000" />
    </svg>
  );
}
