/**
 * The kids and museum catalogues' answers (decision 040), as schemas the calls declare
 * (catalog.calls.ts) and types the OPAC reads, with the value sets their parameters take.
 */
import * as z from "zod";
import type {
  ContentItemRemovedSchema,
  ContentItemSavedSchema,
  ContentListSavedSchema,
} from "../../community/information/staff-content.calls.ts";

// The value sets live in values.ts, which holds no schema: the OPAC's pages read them without
// bringing zod into the browser's bundle (decision 037).
export * from "./values.ts";

/** GET /catalogo/secoes: the home's sections, in order. */
export const CatalogSectionSchema = z.object({
  tipo_secao: z.enum(["DESTAQUE", "NOTICIAS"]),
  nome_secao: z.string(),
});
export type CatalogSection = z.output<typeof CatalogSectionSchema>;

/** A record as the kids and museum catalogues show it (document 1 §3 "Acervo (kids record)"). */
export const CatalogRecordSchema = z.object({
  cod_acervo: z.number().int(),
  obra: z.string(),
  autor: z.string().nullable(),
  tipo_obra: z.string(),
  cod_tipo_obra: z.number().int(),
  ano_publicacao: z.number().int().nullable(),
  idioma: z.string().nullable(),
  idioma_desc: z.string().nullable(),
  desc_fisica: z.string().nullable(),
  classificacao: z.string().nullable(),
  referencia: z.string().describe("The ABNT reference, as plain text"),
  isbn_issn: z.string().nullable(),
  link_capa: z.string(),
});
export type CatalogRecord = z.output<typeof CatalogRecordSchema>;

/** GET /catalogo/destaques */
export const HighlightsResponseSchema = z.object({
  destaques: z.array(CatalogRecordSchema),
  pagination: z.object({
    currentPage: z.number().int(),
    perPage: z.number().int(),
    totalItems: z.number().int(),
    lastPage: z.number().int(),
  }),
});
export type HighlightsResponse = z.output<typeof HighlightsResponseSchema>;

/** GET /catalogo/noticias: `url` as the institution wrote it (the OPAC adds http:// when it has no scheme). */
export const CatalogNewsSchema = z.object({
  id_noticia: z.number().int(),
  titulo: z.string(),
  conteudo: z.string().describe("Plain text"),
  url: z.string().nullable(),
  nom_imagem: z.string().nullable(),
});
export type CatalogNews = z.output<typeof CatalogNewsSchema>;

export const INFO_TAB_TYPES = ["INFORMACOES_GERAIS", "ATENDIMENTO", "EVENTOS", "HTML", "TEXT"] as const;
export type InfoTabType = (typeof INFO_TAB_TYPES)[number];

/** GET /parametros/secao_1: the information tabs; HTML content is sanitised, TEXT is plain text. */
export const InfoTabSchema = z.object({
  tipo: z.enum(INFO_TAB_TYPES),
  titulo: z.string(),
  icone: z.string().nullable(),
  conteudo: z.string(),
});
export type InfoTab = z.output<typeof InfoTabSchema>;

/** GET /parametros/secao_2: the catalogue's visual settings (document 1 §3 "Kids visual settings"). */
export const CatalogVisualSchema = z.object({
  opc_catalogo: z.enum(["UI", "IN"]),
  nom_textura_kids: z.string().nullable(),
  nom_logo_kids: z.string().nullable(),
  cor_logo_kids_fundo: z.string(),
  cor_textura_kids: z.string(),
  perc_cor_textura: z.number().int(),
  capa_padrao_kids: z.string().nullable(),
  capa_cor_fonte_padrao_kids: z.string(),
});
export type CatalogVisual = z.output<typeof CatalogVisualSchema>;

/** GET /parametros/autoatendimento: the self-service (kiosk) button's check. */
export const SelfServiceSchema = z.object({
  showAuto: z.boolean(),
  urlAuto: z.string().nullable().describe("The self-service login page; the button opens it with the parameters below"),
  codBibAuto: z.number().int().nullable(),
  authAuto: z.string().nullable(),
  idiomaAuto: z.string(),
  empresa: z.string(),
});
export type SelfService = z.output<typeof SelfServiceSchema>;

/** PUT /balcao/catalogo/secoes, /destaques, /abas: how many sections, records or tabs the list now has. */
export type CatalogListSaved = z.output<typeof ContentListSavedSchema>;

/** POST /balcao/catalogo/noticias (201) and PUT /balcao/catalogo/noticias/{id}. */
export type CatalogNewsSaved = z.output<typeof ContentItemSavedSchema>;

/** DELETE /balcao/catalogo/noticias/{id}. */
export type CatalogNewsRemoved = z.output<typeof ContentItemRemovedSchema>;
