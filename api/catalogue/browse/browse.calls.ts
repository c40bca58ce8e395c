/**
 * The alphabetic browse (docs/decisions/057-browse.md): titles, authors, subjects and call
 * numbers in sort order from any starting point, paged both ways by key, and a heading's records.
 */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { Id } from "../../core/http/input.ts";

/** What one browses, as the URL names it. */
export const BROWSE_KINDS = ["titulo", "autor", "assunto", "chamada"] as const;
export type BrowseKind = (typeof BROWSE_KINDS)[number];

export const BROWSE_PAGE = 20;
const MAX_PAGE = 100;
const MAX_KEY = 200;

const Kind = z.enum(BROWSE_KINDS).optional().default("titulo").describe("titulo, autor, assunto or chamada");
const Limit = z.coerce.number().int().min(1).max(MAX_PAGE).optional().default(BROWSE_PAGE);
const KeyText = (what: string) =>
  z
    .string()
    .max(MAX_KEY)
    .optional()
    .transform((v) => v?.trim() || undefined)
    .describe(what);

/** `de` and `ate` exclude each other: the service refuses both (a contradiction is never ignored silently). */
export const BrowseQuerySchema = z.object({
  tipo: Kind,
  de: KeyText("Start from here: the headings filed at or after it (any text, sorted as the headings are)"),
  ate: KeyText("The headings filed before this key (the previous page's link)"),
  limite: Limit.describe("Headings per page (20)"),
});

export const BrowseHeadingSchema = z.object({
  cabecalho: z.string().describe("The heading as catalogued"),
  chave: z.string().describe("Its sort key: what /navegacao/registros takes"),
  registros: z.number().int().min(1).describe("Records filed under it"),
});
export type BrowseHeading = z.output<typeof BrowseHeadingSchema>;

export const BrowsePageSchema = z.object({
  tipo: z.enum(BROWSE_KINDS),
  inicio: z.string().nullable().describe("The starting point as a sort key (null from the first heading)"),
  cabecalhos: z.array(BrowseHeadingSchema),
  anterior: z.string().nullable().describe("The previous page: send it as `ate` (null on the first page)"),
  proximo: z.string().nullable().describe("The next page: send it as `de` (null on the last page)"),
});
export type BrowsePage = z.output<typeof BrowsePageSchema>;

export const BrowseRecordsQuerySchema = z.object({
  tipo: Kind,
  chave: z.string().trim().min(1).max(MAX_KEY).describe("The heading's sort key (or the heading: it is sorted again)"),
  apos: Id.optional().describe("The records after this record id (the next page's link)"),
  limite: Limit.describe("Records per page (20)"),
});

export const BrowseRecordSchema = z.object({
  cod_acervo: z.number().int(),
  titulo: z.string(),
  autor: z.string().nullable(),
  ano_publicacao: z.number().int().nullable(),
});

export const BrowseRecordsSchema = z.object({
  tipo: z.enum(BROWSE_KINDS),
  cabecalho: z.string(),
  chave: z.string(),
  registros: z.number().int().describe("Records filed under the heading, all pages"),
  itens: z.array(BrowseRecordSchema).describe("This page's records, in catalogue order (by id)"),
  proximo: z.number().int().nullable().describe("The next page: send it as `apos` (null on the last page)"),
});
export type BrowseRecords = z.output<typeof BrowseRecordsSchema>;

export const browseCalls = {
  page: defineCall({
    method: "get",
    path: "/navegacao",
    summary: "A page of headings in sort order (alphabetic browse)",
    description:
      "Titles (sorted after a non-filing article), authors, subjects or the copies' call numbers, folded (no " +
      "accents, no case, punctuation as a space; call numbers by the rule of decision 057), each with its number " +
      "of records. `de` starts at a point (inclusive), `ate` ends before one; with neither, from the first heading. " +
      "A page before the first heading starts at the first heading.",
    query: BrowseQuerySchema,
    responses: {
      200: json(BrowsePageSchema, "The headings."),
      400: refusal("A parameter is malformed, or both `de` and `ate` are given."),
    },
  }),
  records: defineCall({
    method: "get",
    path: "/navegacao/registros",
    summary: "The records filed under one heading",
    query: BrowseRecordsQuerySchema,
    responses: {
      200: json(BrowseRecordsSchema, "The heading and a page of its records."),
      400: refusal("A parameter is malformed."),
      404: refusal("`browse_heading_not_found`: no heading has that key."),
    },
  }),
};
