/**
 * XML for the OAI-PMH provider. Every value that reaches the document goes through `esc`:
 * records are hostile input (a title may hold markup, a stray control character left over from
 * MARC-8, a lone surrogate), and one bad byte would make a whole ListRecords page unreadable.
 */
const SPECIAL: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;", "'": "&apos;" };

export function esc(text: string | number): string {
  return String(text)
    .replace(/[&<>"']/g, (ch) => SPECIAL[ch])
    .replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|\p{Cs}/gu, "\uFFFD");
}

/** `<name a="v">text</name>` with every attribute and the text escaped; undefined attributes left out. */
export function el(name: string, attrs: Record<string, string | number | undefined>, text?: string | number): string {
  const a = Object.entries(attrs)
    .filter(([, v]) => v !== undefined)
    .map(([k, v]) => ` ${k}="${esc(v!)}"`)
    .join("");
  return text === undefined ? `<${name}${a}/>` : `<${name}${a}>${esc(text)}</${name}>`;
}
