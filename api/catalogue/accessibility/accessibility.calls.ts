/**
 * /accessibility: the accessible search's four public calls (document 1 §7 and §8, decision 038),
 * read by the OPAC's /pesquisa_acessibilidade pages.
 */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { Id } from "../../core/http/input.ts";
import {
  CopiesLibrarySchema,
  LinkOutSchema,
  RecordFieldSchema,
  RecordSummaryFields,
} from "../records/records.calls.ts";
import { CodeLabelSchema, FilterDefinitionSchema } from "../search/search.calls.ts";

const Accessible = z.enum(["S", "N"]);

/** One result: document 1 §8 "Accessible search result: descricao, cod_tipo_obra, possui_acessibilidade, dados_adicionais.B". */
export const AccessibleSearchItemSchema = z.object({
  cod_acervo: z.number().int(),
  descricao: z.string().describe("The title, as the list reads it aloud"),
  autor: z.string().nullable(),
  ano_publicacao: z.number().int().nullable(),
  cod_tipo_obra: z.number().int(),
  desc_tipo_obra: z.string(),
  possui_acessibilidade: Accessible,
  dados_adicionais: z.object({ B: z.array(CodeLabelSchema).describe("The libraries holding copies") }),
});
export type AccessibleSearchItem = z.output<typeof AccessibleSearchItemSchema>;

export const AccessibleSearchResponseSchema = z.object({
  registros: z.array(AccessibleSearchItemSchema),
  totalRegistros: z.number().int(),
  page: z.number().int(),
  perPage: z.number().int().describe("Always 10 (document 1 §9)"),
  ordenacao: z
    .literal("descricao_desc")
    .describe("Titles sorted by description, descending, without leading articles (document 1 §8)"),
  search_id: z.string(),
});
export type AccessibleSearchResponse = z.output<typeof AccessibleSearchResponseSchema>;

export const AccessibleFiltersSchema = z.array(FilterDefinitionSchema);
export type AccessibleFilters = z.output<typeof AccessibleFiltersSchema>;

export const AccessibleLibrarySchema = z.object({
  cod_biblioteca: z.number().int(),
  desc_biblioteca: z.string(),
  nome_campus: z.string(),
  total: z.number().int(),
  disponiveis: z.number().int(),
});
export type AccessibleLibrary = z.output<typeof AccessibleLibrarySchema>;

export const AccessibleDetailsSchema = z.object({
  ...RecordSummaryFields,
  idioma_desc: z.string().nullable(),
  possui_acessibilidade: Accessible,
  campos: z.array(RecordFieldSchema).describe("The record's fields as the record page shows them"),
  links: z
    .array(LinkOutSchema)
    .describe("Its links; restricted and accessibility ones without their address (login first)"),
  biblioteca: CopiesLibrarySchema.nullable().describe("With codBiblioteca: that library's copies"),
});
export type AccessibleDetails = z.output<typeof AccessibleDetailsSchema>;

/** The search's words and narrowing (document 1 §9 "Readiness": a title search needs a term). */
export const AccessibleSearchQuerySchema = z.object({
  search_text: z
    .string()
    .max(500)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0)
    .describe("Words of the title (required)"),
  accessibleTitleSearch: z
    .enum(["TT", "TA"])
    .optional()
    .default("TT")
    .describe("TT every title, TA only titles with an accessible version (decision 020)"),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  B: Id.optional().describe("One library"),
  T: z.coerce.number().int().nonnegative().max(2_147_483_647).optional().describe("One work type"),
  search_id: z.string().max(64).optional(),
});
export type AccessibleQuery = z.output<typeof AccessibleSearchQuerySchema>;

const CollectionParam = z.object({ id: Id });
const invalid = refusal("`invalid_parameter`, naming the parameter.");

export const accessibilityCalls = {
  search: defineCall({
    method: "get",
    path: "/accessibility/search",
    summary: "The accessible search: titles Z to A, ten a page",
    query: AccessibleSearchQuerySchema,
    responses: { 200: json(AccessibleSearchResponseSchema, "A page of titles."), 400: invalid },
  }),
  filters: defineCall({
    method: "get",
    path: "/accessibility/filters",
    summary: "The accessible search's filters: libraries (B) and work types (T), with counts",
    query: AccessibleSearchQuerySchema,
    responses: { 200: json(AccessibleFiltersSchema, "The filters of the letters B and T."), 400: invalid },
  }),
  details: defineCall({
    method: "get",
    path: "/accessibility/collection/:id/details",
    summary: "A title's details for the accessible search, with one library's copies when given",
    params: CollectionParam,
    query: z.object({ codBiblioteca: Id.optional().describe("A library: its copies in `biblioteca`") }),
    responses: {
      200: json(AccessibleDetailsSchema, "The title's details."),
      400: invalid,
      404: refusal("`record_not_found`; or `library_not_found` when the library holds no copy."),
    },
  }),
  libraries: defineCall({
    method: "get",
    path: "/accessibility/collection/:id/libraries",
    summary: "The libraries holding copies of a title, with how many are available",
    params: CollectionParam,
    responses: {
      200: json(z.array(AccessibleLibrarySchema), "The libraries and their copies."),
      400: invalid,
      404: refusal("`record_not_found`."),
    },
  }),
};
