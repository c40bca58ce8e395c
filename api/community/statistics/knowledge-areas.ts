/**
 * The CNPq knowledge areas ("grandes áreas" of the Tabela de Áreas do Conhecimento) a record
 * belongs to, from its classification number (decision 039). MEC's evaluation and the census of
 * higher education (Censo da Educação Superior) ask a library for its titles and copies by area.
 *
 * The records carry a Dewey (082) or Library of Congress (050/090) number, or UDC (080): the
 * mapping reads the Dewey hundreds/tens (three digits) and the LC class letters. UDC numbers of
 * one or two digits, and anything else, are "not classified" (area 0): counted, never guessed.
 */

export const KNOWLEDGE_AREAS = [
  { code: "1", cnpq: "1.00.00.00-3", name: "Ciências Exatas e da Terra" },
  { code: "2", cnpq: "2.00.00.00-6", name: "Ciências Biológicas" },
  { code: "3", cnpq: "3.00.00.00-9", name: "Engenharias" },
  { code: "4", cnpq: "4.00.00.00-1", name: "Ciências da Saúde" },
  { code: "5", cnpq: "5.00.00.00-4", name: "Ciências Agrárias" },
  { code: "6", cnpq: "6.00.00.00-7", name: "Ciências Sociais Aplicadas" },
  { code: "7", cnpq: "7.00.00.00-0", name: "Ciências Humanas" },
  { code: "8", cnpq: "8.00.00.00-2", name: "Linguística, Letras e Artes" },
  { code: "9", cnpq: "9.00.00.00-5", name: "Multidisciplinar" },
  { code: "0", cnpq: null, name: "Não classificado" },
] as const;
export type KnowledgeAreaCode = (typeof KNOWLEDGE_AREAS)[number]["code"];

/**
 * The part of a classification the mapping reads, as the SQL groups it: three leading digits
 * (Dewey), or one to three capital letters not followed by a small letter (an LC class; "Micfich"
 * is not one). PostgreSQL regular expression, the same on both engines.
 */
export const CLASSIFICATION_PREFIX_SQL = `substring(r.classification from '^([0-9]{3}|[A-Z]{1,3}(?![a-z]))')`;

/** Dewey: ranges of the first three digits, inclusive, first match wins. */
const DEWEY: [number, number, KnowledgeAreaCode][] = [
  [4, 6, "1"], // computer science
  [20, 29, "6"], // library and information science
  [0, 99, "9"], // general works, encyclopaedias, journalism
  [100, 299, "7"], // philosophy, psychology, religion
  [330, 339, "6"], // economics
  [340, 369, "6"], // law, public administration, social services
  [380, 389, "6"], // commerce, communications, transport
  [300, 399, "7"], // sociology, politics, education, customs
  [400, 499, "8"], // language
  [500, 559, "1"], // mathematics, astronomy, physics, chemistry, earth sciences
  [560, 599, "2"], // palaeontology, life sciences, botany, zoology
  [610, 619, "4"], // medicine and health
  [630, 639, "5"], // agriculture
  [640, 659, "6"], // home economics, management
  [600, 699, "3"], // technology, engineering
  [710, 729, "6"], // urbanism, landscape, architecture
  [790, 799, "4"], // recreation and sports (physical education)
  [700, 899, "8"], // arts, literature
  [900, 999, "7"], // history, geography
];

/** LC: the class letters, longest prefix first, then the single letter. */
const LC: Record<string, KnowledgeAreaCode> = {
  A: "9",
  B: "7",
  C: "7",
  D: "7",
  E: "7",
  F: "7",
  G: "7",
  GA: "1",
  GB: "1",
  GC: "1",
  GV: "4",
  H: "7",
  HA: "1",
  HB: "6",
  HC: "6",
  HD: "6",
  HE: "6",
  HF: "6",
  HG: "6",
  HJ: "6",
  J: "7",
  K: "6",
  L: "7",
  M: "8",
  N: "8",
  NA: "6",
  P: "8",
  Q: "1",
  QH: "2",
  QK: "2",
  QL: "2",
  QM: "2",
  QP: "2",
  QR: "2",
  R: "4",
  S: "5",
  T: "3",
  TR: "8",
  TT: "8",
  TX: "6",
  U: "9",
  V: "9",
  Z: "6",
};

/** The area of a classification prefix (as CLASSIFICATION_PREFIX_SQL extracts it), "0" when none. */
export function knowledgeAreaOf(prefix: string | null): KnowledgeAreaCode {
  if (!prefix) return "0";
  if (/^[0-9]{3}$/.test(prefix)) {
    const n = Number(prefix);
    return DEWEY.find(([from, to]) => n >= from && n <= to)?.[2] ?? "0";
  }
  if (!/^[A-Z]{1,3}$/.test(prefix)) return "0";
  for (let length = Math.min(prefix.length, 2); length > 0; length--) {
    const area = LC[prefix.slice(0, length)];
    if (area) return area;
  }
  return "0";
}
