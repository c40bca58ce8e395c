/**
 * The authority page's presenters (docs/decisions/010): fields grouped by their label (024 left
 * out: identifiers are shown as logo links), identifiers as logo links for the seven sources of
 * document 1 ("paragraph 24 sections 1 and 2", 50 px high), links from 670/678/856 $u.
 */
import type { AuthorityDetails, AuthorityField, AuthorityIdentifier } from "../../../api/contract.ts";
import { languageName } from "../../lib/language-names.ts";
import { isFollowableUrl } from "./links.ts";

export const LOGO_SOURCES = ["wikidata", "isni", "oclc", "lattes", "viaf", "webofscience", "orcid"] as const;

const SOURCE_NAMES: Record<string, string> = {
  wikidata: "Wikidata",
  isni: "ISNI",
  oclc: "OCLC",
  lattes: "Plataforma Lattes",
  viaf: "VIAF",
  webofscience: "Web of Science",
  orcid: "ORCID",
  gnd: "GND",
  lccn: "LCCN",
};

export interface IdentifierView {
  source: string;
  name: string;
  code: string;
  url: string | null;
  /** /logos/{source}.svg for the seven sources, else null (shown as text). */
  logo: string | null;
}

export function sourceName(source: string): string {
  return SOURCE_NAMES[source.toLowerCase()] ?? source.toUpperCase();
}

export function presentIdentifier(identifier: AuthorityIdentifier): IdentifierView {
  const source = identifier.fonte.toLowerCase();
  const url = identifier.url && /^https?:\/\//i.test(identifier.url.trim()) ? identifier.url.trim() : null;
  const known = (LOGO_SOURCES as readonly string[]).includes(source);
  return {
    source,
    name: sourceName(source),
    code: identifier.codigo,
    url,
    logo: identifier.logo && known && url ? `/logos/${source}.svg` : null,
  };
}

export interface FieldGroup {
  label: string;
  tag: string;
  values: string[];
}

/** ISO 5218 (375 $2 iso5218) and the English terms catalogues also write in 375 $a. */
const GENDER_WORDS: Record<string, string> = {
  "0": "unknown",
  "1": "male",
  "2": "female",
  "9": "notApplicable",
  male: "male",
  males: "male",
  female: "female",
  females: "female",
};

/**
 * A field's text in words where the record holds codes (decision 037): 375 (gender) as
 * ISO 5218 codes or English terms, 377 (associated language) as MARC codes, one per $a. Other
 * fields, and values that are not codes, are the service's text.
 */
export function fieldInWords(field: AuthorityField, lang: string, t: (key: string) => string): string {
  const a = field.campos.filter((c) => c.secao === "a").map((c) => c.descricao.trim());
  if (field.paragrafo === "375" && a.length > 0) {
    return a
      .map((value) => {
        const word = GENDER_WORDS[value.toLowerCase()];
        return word ? t(`ui.authorityGender.${word}`) : value;
      })
      .join(", ");
  }
  if (field.paragrafo === "377" && a.length > 0) {
    const named = a.flatMap((value) => value.split(/\s+/)).map((code) => languageName(code.toLowerCase(), lang, code));
    const terms = field.campos.filter((c) => c.secao === "l").map((c) => c.descricao.trim());
    return [...new Set([...named, ...terms])].join(", ");
  }
  return field.texto;
}

/**
 * Fields in record order, consecutive fields with the same label together; 024 and the 1XX
 * heading left out. `words` gives a field's text (fieldInWords); the service's text by default.
 */
export function groupFields(
  details: AuthorityDetails,
  words: (field: AuthorityField) => string = (field) => field.texto,
): FieldGroup[] {
  const groups: FieldGroup[] = [];
  for (const field of details.campos) {
    if (field.paragrafo === "024" || field.paragrafo === details.paragrafo) continue;
    const text = words(field).trim();
    if (!text) continue;
    const last = groups.at(-1);
    if (last && last.label === field.descricao_paragrafo) last.values.push(text);
    else groups.push({ label: field.descricao_paragrafo, tag: field.paragrafo, values: [text] });
  }
  return groups;
}

/** How many values of one field stand open; the rest are folded (decision 037). */
export const OPEN_VALUES = 5;

/**
 * A field's values, the first few open and the rest to fold: an authority with a hundred variant
 * names, all open, makes a page 6,800 px tall before its records. Two or fewer left over are not worth a fold.
 */
export function foldValues(values: string[], open = OPEN_VALUES): { shown: string[]; folded: string[] } {
  if (values.length <= open + 2) return { shown: values, folded: [] };
  return { shown: values.slice(0, open), folded: values.slice(open) };
}

export interface AuthorityLinkView {
  url: string;
  label: string;
  tag: string;
}

export function presentAuthorityLinks(details: AuthorityDetails): AuthorityLinkView[] {
  return details.links
    .filter((l) => /^https?:\/\//i.test(l.url.trim()) && isFollowableUrl(l.url))
    .map((l) => ({ url: l.url.trim(), label: l.descricao.trim() || l.url.trim(), tag: l.paragrafo }));
}

export const AUTHORITY_PER_PAGE = 20;

export function parsePage(raw: string | null): number {
  if (!raw || !/^[1-9]\d{0,5}$/.test(raw)) return 1;
  return Number(raw);
}
