/**
 * The authority calls (/autoridade; docs/decisions/010-authorities.md): an authority record's
 * details and MARC, the records under its heading, and the authorities tab's search.
 */
import * as z from "zod";
import { AUTHORITY_SEARCH_OPTIONS, AUTHORITY_TYPE_CODES } from "../../contract.ts";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { Id } from "../../core/http/input.ts";
import { MarcResponseSchema, RecordSummaryFields } from "../records/records.calls.ts";

/** Document 1 §3 "Authority field": secao is the subfield code, pontuacao its closing punctuation. */
export const AuthoritySectionSchema = z.object({ descricao: z.string(), pontuacao: z.string(), secao: z.string() });
export type AuthoritySection = z.output<typeof AuthoritySectionSchema>;

export const AuthorityFieldSchema = z.object({
  paragrafo: z.string().describe("The tag"),
  seq_paragrafo: z.number().int().describe("Occurrence of the tag in the record, from 1"),
  ordem: z.number().int(),
  rotulo: z
    .string()
    .describe("Stable key of the label (heading, see_from, see_also, identifier, biographical, source…)"),
  descricao_paragrafo: z.string(),
  ind1: z.string(),
  ind2: z.string(),
  texto: z.string(),
  campos: z.array(AuthoritySectionSchema),
});
export type AuthorityField = z.output<typeof AuthorityFieldSchema>;

export const AuthorityIdentifierSchema = z.object({
  fonte: z
    .string()
    .describe('wikidata, isni, oclc, lattes (Pergamum "cl"), viaf, webofscience, orcid, or another source code'),
  codigo: z.string(),
  url: z.string().nullable(),
  logo: z.boolean().describe("True for the seven sources the OPAC shows as logos"),
  seq_paragrafo: z.number().int(),
});
export type AuthorityIdentifier = z.output<typeof AuthorityIdentifierSchema>;

export const AuthorityLinkSchema = z.object({ paragrafo: z.string(), url: z.string(), descricao: z.string() });
export type AuthorityLink = z.output<typeof AuthorityLinkSchema>;

export const AuthorityDetailsSchema = z.object({
  cod_autoridade: z.number().int(),
  cabecalho: z.string(),
  tipo: z.enum(AUTHORITY_TYPE_CODES),
  desc_tipo: z.string(),
  paragrafo: z.string().describe("The 1XX tag of the heading"),
  campos: z.array(AuthorityFieldSchema),
  identificadores: z.array(AuthorityIdentifierSchema).describe("From 024"),
  links: z.array(AuthorityLinkSchema).describe("From 670/678/856 $u"),
  total_acervos: z.number().int().describe("Bibliographic records under this heading"),
});
export type AuthorityDetails = z.output<typeof AuthorityDetailsSchema>;

export const AuthorityComboEntrySchema = z.object({
  cod_autoridade: z.number().int(),
  detalhes: AuthorityDetailsSchema,
  marc: MarcResponseSchema,
});
export type AuthorityComboEntry = z.output<typeof AuthorityComboEntrySchema>;

export const HeadingRecordSchema = z.object({
  ...RecordSummaryFields,
  link_capa: z.string(),
});
export type HeadingRecord = z.output<typeof HeadingRecordSchema>;

export const AuthoritySearchResponseSchema = z.object({
  registros: z.array(
    z.object({
      cod_autoridade: z.number().int(),
      cabecalho: z.string(),
      tipo: z.enum(AUTHORITY_TYPE_CODES),
      desc_tipo: z.string(),
    }),
  ),
  totalRegistros: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type AuthoritySearchResponse = z.output<typeof AuthoritySearchResponseSchema>;

export const AuthorityRecordsResponseSchema = z.object({
  registros: z.array(HeadingRecordSchema),
  totalRegistros: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int(),
});
export type AuthorityRecordsResponse = z.output<typeof AuthorityRecordsResponseSchema>;

const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20).describe("1-100"),
});
const AuthorityParam = z.object({ id: Id.describe("The authority's code (cod_autoridade)") });
const badId = refusal("The id is not a positive integer (invalid_parameter).");
const unknown = refusal("No such authority (authority_not_found).");

export const authorityCalls = {
  combo: defineCall({
    method: "get",
    path: "/autoridade/combo",
    summary: "Several authorities' details and MARC, in the order asked",
    description: "Unknown ids are left out.",
    query: z.object({
      autoridades: z
        .string()
        .regex(/^\d{1,10}(,\d{1,10}){0,49}$/)
        .transform((v) => v.split(",").map(Number))
        .pipe(z.array(z.number().int().positive().max(2_147_483_647)))
        .describe("1,2,3: at most 50 ids"),
    }),
    responses: {
      200: json(z.array(AuthorityComboEntrySchema), "The authorities."),
      400: refusal("autoridades is missing or malformed (invalid_parameter)."),
    },
  }),
  search: defineCall({
    method: "get",
    path: "/autoridade/pesquisa",
    summary: "The authorities tab: headings with every word of the term",
    description: "`q` in web-search syntax; results by heading.",
    query: PageQuery.extend({
      q: z
        .string()
        .max(500)
        .transform((v) => v.trim())
        .pipe(z.string().min(1))
        .describe("The term (required)"),
      for: z.enum(AUTHORITY_SEARCH_OPTIONS).default("AUTORIDADE_TODOS").describe("All headings, or one type"),
    }),
    responses: {
      200: json(AuthoritySearchResponseSchema, "A page of headings."),
      400: refusal("A malformed parameter (invalid_parameter)."),
    },
  }),
  images: defineCall({
    method: "get",
    path: "/autoridade/get-images",
    summary: "The authority's pictures (the catalogue keeps none: always empty)",
    query: z.object({
      cod_autoridade: Id.describe("The authority"),
      limit: z.coerce.number().int().min(1).max(100).default(10),
    }),
    responses: {
      200: json(z.array(z.object({ conteudo: z.string() })), "The pictures."),
      400: refusal("A malformed parameter (invalid_parameter)."),
      404: unknown,
    },
  }),
  details: defineCall({
    method: "get",
    path: "/autoridade/:id",
    summary: "An authority record's heading, fields, identifiers and links",
    description:
      "`campos` in Pergamum's shape; 024 keeps sections 1 and 2. Types (`tipo`): pessoa (100), entidade (110), " +
      "evento (111), titulo_uniforme (130, or a name with $t), termo_cronologico (148), assunto (150), " +
      "assunto_geografico (151), genero_forma (155), meio_execucao (162), " +
      "subdivisao_geral/geografica/cronologica/forma (180/181/182/185).",
    params: AuthorityParam,
    responses: { 200: json(AuthorityDetailsSchema, "The authority."), 400: badId, 404: unknown },
  }),
  marc: defineCall({
    method: "get",
    path: "/autoridade/:id/marc",
    summary: "An authority record's MARC",
    params: AuthorityParam,
    responses: { 200: json(MarcResponseSchema, "The MARC view."), 400: badId, 404: unknown },
  }),
  records: defineCall({
    method: "get",
    path: "/autoridade/:id/acervos",
    summary: "The bibliographic records under an authority's heading, by title",
    description: "Records whose 1XX/6XX/7XX heading matches, whole or without its title or subdivisions.",
    params: AuthorityParam,
    query: PageQuery,
    responses: { 200: json(AuthorityRecordsResponseSchema, "A page of records."), 400: badId, 404: unknown },
  }),
};
