/**
 * Identifiers of the person or body an authority record names (024: $a the identifier, $1 the
 * real-world-object URI, $2 the source), as links for the logos of document 1 §2 "Authority
 * record display" (wikidata, isni, oclc, cl/lattes, viaf, webofscience, orcid). When $1 is
 * absent the address is built from $a with the source's URL pattern (standards §5.2), but only
 * when $a has the form that source gives its identifiers; otherwise the identifier is shown
 * as text.
 */
import type { AuthorityIdentifier } from "../../contract.ts";
import { dataFields, subfield, subfieldValues, type MarcRecord } from "../marc/record.ts";

/** Sources shown as logos, by their code in the API. */
export const LOGO_SOURCES = ["wikidata", "isni", "oclc", "lattes", "viaf", "webofscience", "orcid"] as const;
export type LogoSource = (typeof LOGO_SOURCES)[number];

const ALIASES: Record<string, string> = {
  cl: "lattes",
  wos: "webofscience",
  researcherid: "webofscience",
  "isni-id": "isni",
};

/**
 * ISO 7064 MOD 11-2 check character of the first 15 digits, as ISNI and ORCID compute it
 * ("X" stands for 10).
 */
export function mod112CheckCharacter(digits: string): string {
  let total = 0;
  for (const d of digits) total = (total + Number(d)) * 2;
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? "X" : String(result);
}

function validMod112(id: string): boolean {
  return /^\d{15}[\dX]$/.test(id) && mod112CheckCharacter(id.slice(0, 15)) === id.charAt(15);
}

type Builder = (a: string) => string | null;

const BUILDERS: Record<string, Builder> = {
  wikidata: (a) => (/^Q\d+$/.test(a) ? `https://www.wikidata.org/wiki/${a}` : null),
  isni: (a) => {
    const id = a.replace(/[\s-]/g, "").toUpperCase();
    return validMod112(id) ? `https://isni.org/isni/${id}` : null;
  },
  viaf: (a) => (/^\d+$/.test(a) ? `https://viaf.org/viaf/${a}` : null),
  orcid: (a) => {
    const id = a
      .replace(/^https?:\/\/orcid\.org\//i, "")
      .replace(/[\s-]/g, "")
      .toUpperCase();
    return validMod112(id) ? `https://orcid.org/${id.match(/.{4}/g)!.join("-")}` : null;
  },
  lattes: (a) => (/^\d{16}$/.test(a) ? `http://lattes.cnpq.br/${a}` : null),
  webofscience: (a) =>
    /^[A-Z]{1,4}-\d{4}-(?:19|20)\d{2}$/i.test(a)
      ? `https://www.webofscience.com/wos/author/record/${a.toUpperCase()}`
      : null,
  // OCLC numbers are ambiguous (standards §5.2); only WorldCat Entities ids ("E39P…") have one address.
  oclc: (a) => (/^E39[A-Za-z0-9]+$/.test(a) ? `https://id.oclc.org/worldcat/entity/${a}` : null),
  gnd: (a) => (/^[\dX-]+$/i.test(a) ? `https://d-nb.info/gnd/${a}` : null),
  // Library of Congress control numbers: names ("n79003362", "no2006000014") and subjects ("sh85100861").
  lccn: (a) => {
    const id = a.replace(/\s/g, "");
    if (/^n[a-z]?\d+$/.test(id)) return `https://id.loc.gov/authorities/names/${id}`;
    if (/^sh\d+$/.test(id)) return `https://id.loc.gov/authorities/subjects/${id}`;
    return null;
  },
};

const isHttp = (value: string | undefined): value is string => Boolean(value && /^https?:\/\//i.test(value.trim()));

export function authorityIdentifiers(record: MarcRecord): AuthorityIdentifier[] {
  const out: AuthorityIdentifier[] = [];
  dataFields(record, "024").forEach((field, index) => {
    const codigo = subfield(field, "a")?.trim();
    const rwo = subfield(field, "1")?.trim();
    // A field with only a cancelled identifier ($z) names nothing.
    if (!codigo && !rwo) return;
    const raw = (subfield(field, "2") ?? "").trim().toLowerCase();
    const fonte = ALIASES[raw] ?? raw;
    const built = codigo ? (BUILDERS[fonte]?.(codigo) ?? null) : null;
    const authorityUri = subfieldValues(field, "0").find(isHttp);
    out.push({
      fonte,
      codigo: codigo ?? rwo!,
      url: (isHttp(rwo) ? rwo : null) ?? built ?? authorityUri?.trim() ?? null,
      logo: (LOGO_SOURCES as readonly string[]).includes(fonte),
      seq_paragrafo: index + 1,
    });
  });
  return out;
}
