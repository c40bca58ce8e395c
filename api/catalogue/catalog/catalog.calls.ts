/**
 * The kids and museum catalogues' calls (document 2 §7 "Catalogue and parameters", decision 040):
 * public GETs under /catalogo and /parametros, and the desk's calls that write each catalogue's
 * home (decision 040) under /balcao/catalogo.
 *
 * Kids are the children's books (008/22 a, b, c, j); museum objects are leader/06 r, k, and g
 * with 008/33 not m or v.
 */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { Id } from "../../core/http/input.ts";
import {
  ContentLink,
  ContentPosition,
  ContentTitle as Title,
  contentItemCalls,
  contentListCall,
  optionalField as optional,
} from "../../community/information/staff-content.calls.ts";
import {
  CATALOG_TYPES,
  CatalogNewsSchema,
  CatalogRecordSchema,
  CatalogSectionSchema,
  CatalogVisualSchema,
  HIGHLIGHT_SORTS,
  HighlightsResponseSchema,
  INFO_TAB_TYPES,
  InfoTabSchema,
  MAX_HIGHLIGHTS,
  SelfServiceSchema,
} from "./contract.ts";

/** Which catalogue a call reads: `catalogType` wins; else the guide's; else the classic one. */
export const CatalogueQuery = z.object({
  guia: z.string().max(40).optional().describe("catalogos/kids or catalogos/museus; another guide is a 400"),
  catalogType: z.enum(CATALOG_TYPES).optional().describe("C classic (the default), K kids, M museum"),
});

const HighlightsQuery = CatalogueQuery.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  orderBy: z.enum(HIGHLIGHT_SORTS).default("obra"),
  direction: z.enum(["C", "D"]).default("C").describe("C ascending, D descending"),
});

const badQuery = refusal("`invalid_parameter` naming the first bad parameter (a guide naming no catalogue is `guia`).");
const notEnabled = refusal(
  "`not_found`: the institution has not enabled that catalogue (`habilita_kids_pesq_catalogo`, `habilita_museu_catalogo` not S).",
);

export const catalogCalls = {
  sections: defineCall({
    method: "get",
    path: "/catalogo/secoes",
    summary: "The sections of a catalogue's home, in order",
    query: CatalogueQuery,
    responses: { 200: json(z.array(CatalogSectionSchema), "The sections, in order."), 400: badQuery, 404: notEnabled },
  }),
  highlights: defineCall({
    method: "get",
    path: "/catalogo/destaques",
    summary: "A page of a catalogue's highlighted records, sorted",
    query: HighlightsQuery,
    responses: { 200: json(HighlightsResponseSchema, "A page of the highlights."), 400: badQuery, 404: notEnabled },
  }),
  news: defineCall({
    method: "get",
    path: "/catalogo/noticias",
    summary: "A catalogue's news",
    query: CatalogueQuery,
    responses: { 200: json(z.array(CatalogNewsSchema), "The news, in order."), 400: badQuery, 404: notEnabled },
  }),
  record: defineCall({
    method: "get",
    path: "/catalogo/acervo/:id",
    summary: "A record as a catalogue shows it",
    params: z.object({ id: Id }),
    query: CatalogueQuery,
    responses: {
      200: json(CatalogRecordSchema, "The record."),
      400: badQuery,
      404: refusal(
        "`record_not_found`: the record is not in that catalogue; `not_found`: the catalogue is not enabled.",
      ),
    },
  }),
};

const CatalogParamsQuery = z.object({
  tipo_catalogo: z.enum(CATALOG_TYPES).default("C"),
  cod_biblioteca: z
    .union([z.literal("0"), Id])
    .optional()
    .describe("A library: its own tabs, or the institution's (0, the default) when it has none"),
});

export const catalogParamCalls = {
  infoTabs: defineCall({
    method: "get",
    path: "/parametros/secao_1",
    summary: "A catalogue's information tabs",
    description:
      "INFORMACOES_GERAIS, ATENDIMENTO, EVENTOS, HTML, TEXT; HTML sanitised, TEXT without tags, empty tabs left out; a library without tabs of its own gets the institution's (0).",
    query: CatalogParamsQuery,
    responses: { 200: json(z.array(InfoTabSchema), "The tabs, in order."), 400: badQuery, 404: notEnabled },
  }),
  visual: defineCall({
    method: "get",
    path: "/parametros/secao_2",
    summary: "A catalogue's visual settings",
    description: "Defaults for unset or malformed values.",
    query: CatalogParamsQuery.pick({ tipo_catalogo: true }),
    responses: { 200: json(CatalogVisualSchema, "The visual settings."), 400: badQuery, 404: notEnabled },
  }),
  selfService: defineCall({
    method: "get",
    path: "/parametros/autoatendimento",
    summary: "Whether the self-service button shows, and where it leads",
    description:
      "From the institution parameters `autoatendimento` (S), `autoatendimento_url` (http/https only), `autoatendimento_biblioteca`, `autoatendimento_autenticacao`, `cod_empresa` (525 by default).",
    responses: { 200: json(SelfServiceSchema, "The self-service button's check.") },
  }),
};

const Catalogue = z.enum(CATALOG_TYPES);
/** What the news card's <img> accepts: an http(s) address or a path on this site. */
const Image = z
  .string()
  .trim()
  .max(500)
  .regex(/^(?:https?:\/\/|\/(?!\/))\S*$/i);

export const SectionsBody = z.object({
  tipo_catalogo: Catalogue,
  secoes: z.array(z.object({ tipo_secao: z.enum(["DESTAQUE", "NOTICIAS"]), nome_secao: Title })).max(2),
});
export const HighlightsBody = z.object({
  tipo_catalogo: Catalogue,
  acervos: z.array(Id).max(MAX_HIGHLIGHTS),
});
export const NewsBody = z.object({
  tipo_catalogo: Catalogue,
  titulo: Title,
  conteudo: z.string().trim().max(4000).default("").describe("Shown as plain text (tags removed)"),
  url: optional(ContentLink).describe("http(s), or an address without a scheme"),
  nom_imagem: optional(Image).describe("http(s), or a path on this site"),
  posicao: ContentPosition,
});
export const TabsBody = z.object({
  tipo_catalogo: Catalogue,
  cod_biblioteca: z
    .union([z.literal(0), Id])
    .default(0)
    .describe("0: the institution's tabs, which every library without tabs of its own shows"),
  abas: z
    .array(
      z.object({
        tipo: z.enum(INFO_TAB_TYPES),
        titulo: Title,
        icone: optional(z.string().regex(/^[\w-]{1,60}$/)),
        conteudo: z
          .string()
          .trim()
          .max(20_000)
          .default("")
          .describe("HTML (sanitised when shown) or, for TEXT, text; an empty tab is not shown"),
      }),
    )
    .max(20),
});

/**
 * The home belongs to the whole institution (a desk of every library), except one library's own
 * tabs, which its desk may write too. Stored as written; news and tabs made safe when shown.
 */
export const catalogContentCalls = {
  sections: contentListCall("/balcao/catalogo/secoes", SectionsBody, {
    one: "a section",
    the: "the catalogue home's sections",
    rules: "Each kind at most once (else `invalid_parameter` naming `secoes`). Needs a desk of every library.",
    saved: "How many sections the catalogue's home now has.",
  }),
  highlights: contentListCall("/balcao/catalogo/destaques", HighlightsBody, {
    one: "a highlighted record",
    the: "the catalogue's highlighted records",
    rules: `At most ${MAX_HIGHLIGHTS}, each once, each a record of that catalogue (a children's book, a museum object); else \`invalid_parameter\` naming \`acervos (id)\`. Needs a desk of every library.`,
    saved: "How many records the catalogue now highlights.",
  }),
  tabs: contentListCall("/balcao/catalogo/abas", TabsBody, {
    one: "an information tab",
    the: "the information tabs of a library (or of the institution)",
    rules:
      "`[]` removes a library's own tabs, which then shows the institution's. An unknown library is `invalid_parameter`. A library's desk may write its own tabs.",
    saved: "How many information tabs the library (or the institution) now has.",
  }),
  news: contentItemCalls("/balcao/catalogo/noticias", NewsBody, {
    one: "a news item",
    the: "the news item",
    rules: "Needs a desk of every library.",
  }),
};
