/** schema.org JSON-LD of the record (GET /api/acervo/{id}/exportar?formato=jsonld), escaped for a script element. */
import { jsonLdText } from "./json-ld.ts";

export function JsonLd({ value }: { value: unknown }) {
  const text = jsonLdText(value);
  if (!text) return null;
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: text }} />;
}
