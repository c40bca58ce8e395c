/**
 * The kind of heading an authority record establishes, from the tag of its 1XX (MARC 21
 * Authority format). The codes are public values of the API (GET /autoridade/{id} `tipo`);
 * labels live in the locale files under `authorityType.<code>`. They follow the authority
 * search types of document 1 §9: persons, institutions, events, uniform title, subjects,
 * geographic subjects, genre/form, chronological term and the four subdivisions.
 */
import { AUTHORITY_TYPE_CODES, type AuthorityTypeCode } from "../../contract.ts";
import type { DataField } from "../marc/record.ts";

// The list is the contract's (shared with the OPAC).
export const AUTHORITY_TYPES = AUTHORITY_TYPE_CODES;
export type AuthorityType = AuthorityTypeCode;

const BY_TAG: Record<string, AuthorityType> = {
  "100": "pessoa",
  "110": "entidade",
  "111": "evento",
  "130": "titulo_uniforme",
  "148": "termo_cronologico",
  "150": "assunto",
  "151": "assunto_geografico",
  "155": "genero_forma",
  "162": "meio_execucao",
  "180": "subdivisao_geral",
  "181": "subdivisao_geografica",
  "182": "subdivisao_cronologica",
  "185": "subdivisao_forma",
};

/**
 * The type of a heading field. A name with a title ($t: "Shakespeare, William, 1564-1616.
 * Macbeth") establishes a work, so it is a uniform title like a 130.
 */
export function authorityType(heading: DataField): AuthorityType | undefined {
  const type = BY_TAG[heading.tag];
  if (!type) return undefined;
  if (
    (type === "pessoa" || type === "entidade" || type === "evento") &&
    heading.subfields.some((s) => s.code === "t")
  ) {
    return "titulo_uniforme";
  }
  return type;
}

export function isHeadingTag(tag: string): boolean {
  return tag in BY_TAG;
}

// The authority search's types are declared in the contract (the OPAC's form offers them).
export { AUTHORITY_SEARCH_OPTIONS, type AuthoritySearchOption } from "../../contract.ts";
