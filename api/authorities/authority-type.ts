/**
 * The kind of heading an authority record establishes, from the tag of its 1XX (MARC 21
 * Authority format). The codes are public values of the API (GET /autoridade/{id} `tipo`);
 * labels live in the locale files under `authorityType.<code>`. They follow the authority
 * search types of document 1 §9: persons, institutions, events, uniform title, subjects,
 * geographic subjects, genre/form, chronological term and the four subdivisions.
 */
import type { AuthorityTypeCode } from "../contract.ts";
import type { DataField } from "../marc/record.ts";

export const AUTHORITY_TYPES = [
  "pessoa",
  "entidade",
  "evento",
  "titulo_uniforme",
  "termo_cronologico",
  "assunto",
  "assunto_geografico",
  "genero_forma",
  "meio_execucao",
  "subdivisao_geral",
  "subdivisao_geografica",
  "subdivisao_cronologica",
  "subdivisao_forma",
] as const;

export type AuthorityType = (typeof AUTHORITY_TYPES)[number];

// Fails to compile when the contract and this list disagree.
const SAME: [AuthorityType] extends [AuthorityTypeCode]
  ? [AuthorityTypeCode] extends [AuthorityType]
    ? true
    : never
  : never = true;
void SAME;

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

/**
 * The types the authority search offers (document 1 §9): all, persons, institutions, events,
 * uniform title, subjects, geographic subjects, genre/form, chronological term and the four
 * subdivisions. AUTORIDADE_TODOS searches every heading (medium of performance included).
 */
export const AUTHORITY_SEARCH_OPTIONS = [
  "AUTORIDADE_TODOS",
  "pessoa",
  "entidade",
  "evento",
  "titulo_uniforme",
  "assunto",
  "assunto_geografico",
  "genero_forma",
  "termo_cronologico",
  "subdivisao_geral",
  "subdivisao_geografica",
  "subdivisao_cronologica",
  "subdivisao_forma",
] as const;
export type AuthoritySearchOption = (typeof AUTHORITY_SEARCH_OPTIONS)[number];
