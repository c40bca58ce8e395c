/**
 * Edition statements as ABNT writes them: "2a ed." / "2ª edição" / "2.ed" → "2. ed.", with
 * revision words kept ("3. ed. rev. e ampl."). A first edition is not cited.
 */
import { clean } from "./isbd.ts";

const FIRST = /^(?:1\s*(?:ª|a|º|o|st|\.)?\s*(?:ed\b|edi[cç][aã]o|edition)|primeira\b|first\b)/i;
const NUMBERED = /^(\d+)\s*(ª|a|º|o|\.|st|nd|rd|th)?\s*(?:ed\b\.?|edi[cç][aã]o|edition|edn\b\.?)(.*)$/i;
/** Words abbreviated after the edition number; records without ISBD punctuation drop their period. */
const REVISION_WORDS = /\b(rev|ampl|atual|aum|corr|reimpr)\b\.?/g;

export function normaliseEdition(raw: string): string | undefined {
  const text = clean(raw);
  if (!text || FIRST.test(text)) return undefined;
  const m = text.match(NUMBERED);
  if (!m) return text;
  const [, number, suffix = "", rest] = m;
  // English ordinals stay in the language of the document ("5th ed."); Portuguese ones become "5. ed.".
  const ordinal = /^(st|nd|rd|th)$/i.test(suffix) ? `${number}${suffix.toLowerCase()}` : `${number}.`;
  return `${ordinal} ed.${rest.replace(REVISION_WORDS, "$1.")}`.trim();
}
