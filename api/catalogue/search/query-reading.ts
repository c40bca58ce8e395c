/**
 * How the general search reads what a patron typed or pasted before PostgreSQL's
 * `websearch_to_tsquery` parses it (decisions 004 and 051). The parser's operators stay: quotes
 * for a phrase, `or` between two words, and a minus glued to the start of a word for "without"
 * ("history -war"). What a pasted title carries by way of punctuation is not an operator:
 * - a dash standing alone between spaces ("1806 - 1918", "Velikovsky – The truth") is read as a
 *   space, whatever the dash (hyphen-minus, en or em dash, minus sign);
 * - a run of minus signs, or a minus followed by no letter or digit ("--et pour finir", "-)"),
 *   likewise;
 * - words set off by a pair of dashes ("retablo -sombras y títeres- dividida") are an aside, not
 *   an exclusion: a minus glued to a word excludes it only when no dash glued to the end of a
 *   later word closes the aside;
 * - an XML character reference ("Ta&#x02bc;rīkh", left in some records by a conversion) is read
 *   as a space, as the text search parser reads it in the indexed title;
 * - an unpaired double quote is dropped, so that the rest is read word by word rather than as a
 *   phrase running to the end.
 */

/** The dashes a title is typed or catalogued with: hyphen-minus, hyphen, figure/en/em dash, bar, minus sign. */
const DASH = "\\-\\u2010\\u2011\\u2012\\u2013\\u2014\\u2015\\u2212";

/** A word made only of dashes and other punctuation, standing alone between spaces. */
const STANDALONE_DASH = new RegExp(`(^|\\s)[${DASH}]+(?=\\s|$)`, "gu");
/** A minus that excludes nothing: doubled, or followed by punctuation rather than a letter or digit. */
const EMPTY_MINUS = /(^|\s)(?:-{2,}|-(?=[^\p{L}\p{N}"-]|$))/gu;
/** An aside between dashes: a minus glued to a word's start, closed by a dash glued to a later word's end. */
const DASHED_ASIDE = /(^|\s)-([^\s-][^-]*?[^\s-])-(?=\s|$)/gu;
/** An XML character reference, decimal, hexadecimal or named. */
const CHARACTER_REFERENCE = /&#?[\p{L}\p{N}]+;/gu;

export function readQuery(text: string): string {
  let q = text
    .replace(CHARACTER_REFERENCE, " ")
    .replace(STANDALONE_DASH, "$1 ")
    .replace(EMPTY_MINUS, "$1 ")
    .replace(DASHED_ASIDE, "$1$2");
  const quotes = q.match(/"/g)?.length ?? 0;
  if (quotes % 2 === 1) {
    const last = q.lastIndexOf('"');
    q = `${q.slice(0, last)} ${q.slice(last + 1)}`;
  }
  return q.replace(/\s+/g, " ").trim();
}

/** Whether the read query excludes a word (a minus glued to the start of a word). */
export function excludesWord(query: string): boolean {
  return /(^|\s)-[\p{L}\p{N}"]/u.test(query);
}
