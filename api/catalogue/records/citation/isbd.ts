/**
 * Removing the ISBD punctuation that AACR2/RDA cataloguing leaves at the end of subfields
 * (" /", " :", " ;", " =", ",", final "."), so that presenters can add their own.
 * Shared by the citation model, the Dublin Core view and the record page.
 */
import type { Subfield } from "../../marc/record.ts";

/**
 * Words whose final period is an abbreviation mark, not ISBD punctuation: stripping it would
 * turn "3. ed. rev." into "3. ed. rev" or "Editora Exemplo Ltda." into "… Ltda". Symbols such
 * as "cm" take no period, so "23 cm." loses it. "min" is the Portuguese "Min." (minister).
 */
const ABBREVIATIONS = new Set([
  "al",
  "ampl",
  "atual",
  "aum",
  "ca",
  "co",
  "col",
  "color",
  "comp",
  "coord",
  "corr",
  "des",
  "dr",
  "dra",
  "ed",
  "etc",
  "f",
  "fla",
  "il",
  "inc",
  "jr",
  "ltd",
  "ltda",
  "min",
  "n",
  "org",
  "p",
  "prof",
  "reimpr",
  "rev",
  "son",
  "sr",
  "st",
  "v",
  // AACR2 place abbreviations (Appendix B): "Mankato, Minn." keeps its period before ": Publisher".
  "ala",
  "ariz",
  "ark",
  "calif",
  "colo",
  "conn",
  "del",
  "ga",
  "ill",
  "ind",
  "kan",
  "kans",
  "ky",
  "la",
  "mass",
  "md",
  "mich",
  "minn",
  "miss",
  "mo",
  "mont",
  "neb",
  "nebr",
  "nev",
  "okla",
  "or",
  "ore",
  "pa",
  "tenn",
  "tex",
  "va",
  "vt",
  "wash",
  "wis",
  "wyo",
  "ont",
  "que",
  "sask",
  "man",
  "alta",
  "eng",
  "bros",
  "dept",
  "univ",
]);

/** True when the final period belongs to the last word: "G. L.", "Ph.D.", "ed.", or an ellipsis. */
function endsWithAbbreviation(text: string): boolean {
  // Called on text ending in "."; the token is its last word, without an opening bracket.
  const token = text.slice(text.lastIndexOf(" ") + 1).replace(/^[([]+/, "");
  if (token.endsWith("...")) return true;
  const word = token.slice(0, -1);
  // An initial ("L."), letters with inner periods ("Ph.D.", "U.S.", "S.A.") or a known abbreviation.
  return /^\p{L}$/u.test(word) || /^(?:\p{L}{1,3}\.)+\p{L}{1,3}$/u.test(word) || ABBREVIATIONS.has(word.toLowerCase());
}

/** Strips trailing ISBD separators and a final period that is not an abbreviation mark. */
export function clean(value: string): string {
  let text = value.replace(/\s+/g, " ").trim();
  for (;;) {
    const stripped = text.replace(/\s*[/:;=,]$/, "").trimEnd();
    if (stripped !== text) {
      text = stripped;
      continue;
    }
    if (text.endsWith(".") && !endsWithAbbreviation(text)) {
      text = text.slice(0, -1).trimEnd();
      continue;
    }
    return text;
  }
}

/**
 * ISBD splits "[S.l. : s.n.]" across $a and $b, leaving "[S.l." and "s.n.]": close or open the
 * bracket so that each value stands alone.
 */
export function balanceBrackets(value: string): string {
  const opens = (value.match(/\[/g) ?? []).length;
  const closes = (value.match(/]/g) ?? []).length;
  if (opens > closes) return `${value}]`;
  if (closes > opens) return `[${value}`;
  return value;
}

/** Lower case without brackets, dots or spaces, to compare cataloguers' spellings of "[S.l.]". */
function squeeze(value: string): string {
  return value.toLowerCase().replace(/[[\]\s.]/g, "");
}

/** "[S.l.]", "s.l.", "[place of publication not identified]", "[Local não identificado]". */
export function isUnknownPlace(value: string): boolean {
  const v = squeeze(value);
  return v === "sl" || v === "sineloco" || /notidentified|nãoidentificad|naoidentificad/.test(v);
}

/** "[s.n.]", "[publisher not identified]", "[editora não identificada]". */
export function isUnknownPublisher(value: string): boolean {
  const v = squeeze(value);
  return v === "sn" || v === "sinenomine" || /notidentified|nãoidentificad|naoidentificad/.test(v);
}

/** "[s.d.]", "[date of publication not identified]", "[date of distribution not given]". */
export function isUnknownDate(value: string): boolean {
  const v = squeeze(value);
  return v === "sd" || v === "nd" || /notidentified|notgiven|nãoidentificad|naoidentificad/.test(v);
}

/** Separators a cataloguer types at the end of a subfield, as they read between two values. */
const TYPED_SEPARATORS: [RegExp, string][] = [
  [/\s=$/, " = "],
  [/\s;$/, " ; "],
  [/\s:$/, " : "],
  [/\s\/$/, " / "],
  [/,$/, ", "],
  [/\.$/, ". "],
];

/**
 * Joins subfields for display with ISBD separators. Between two values it keeps the separator
 * the cataloguer typed (" = " rather than " : " before a parallel title in $b) and supplies
 * `separators[code]` when the record has none: Brazilian records often omit ISBD punctuation.
 */
export function joinIsbd(subfields: Subfield[], separators: Record<string, string>): string {
  let out = "";
  let previousRaw = "";
  for (const { code, value } of subfields) {
    const text = clean(value);
    if (!text) continue;
    if (out) {
      // A period that ends an abbreviation ("M.A.", "Ltda.") stays in the value: it is no separator.
      const typed = out.endsWith(".") ? undefined : TYPED_SEPARATORS.find(([p]) => p.test(previousRaw.trimEnd()))?.[1];
      const separator = typed ?? separators[code] ?? " ";
      out += out.endsWith(".") && separator.startsWith(".") ? separator.slice(1) : separator;
    }
    out += text;
    previousRaw = value;
  }
  return out;
}

/** Joins parts as sentences: ". " between them, or only " " after an abbreviation ("Railway Co. Land Department"). */
export function joinSentences(parts: string[]): string {
  return parts.reduce((out, part) => (out ? `${out}${out.endsWith(".") ? " " : ". "}${part}` : part), "");
}
