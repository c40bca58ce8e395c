/**
 * schema.org JSON-LD for a <script type="application/ld+json"> element. The text of a script
 * element ends at the first "</script" whatever the JSON says, and "<!--" changes how it is
 * parsed, so "<", ">" and "&" are written as JSON escapes (still the same JSON), as are the two
 * line separators JavaScript once refused in strings.
 */
export function jsonLdText(value: unknown): string | null {
  if (value === null || typeof value !== "object") return null;
  return JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}
