/**
 * The interest profile (DSI) under /api/perfil-interesse: the shapes the OPAC reads, as
 * api/patron/interest/interest.calls.ts declares them. Document 2 §3 "Interest-profile item" names the
 * entry's fields; decision 031 says how they are used.
 */
import * as z from "zod";
import { BasketRecordSchema } from "../../catalogue/basket/contract.ts";

/** tipoDSI: A author heading, S subject heading, P periodical, T work type. */
export const INTEREST_KINDS = ["A", "S", "P", "T"] as const;
export type InterestKind = (typeof INTEREST_KINDS)[number];

/** tipoPesquisa of area-autor-assunto/pesquisa. */
export const HEADING_SEARCH_TYPES = ["autor", "assunto"] as const;
export type HeadingSearchType = (typeof HEADING_SEARCH_TYPES)[number];

/** One entry of the profile (document 2 §3). */
export const InterestEntrySchema = z.object({
  codigo: z.number().int(),
  tipoDSI: z.enum(INTEREST_KINDS),
  codTipoArea: z.number().int().nullable().describe("The knowledge area a work-type entry is limited to, or null"),
  validade: z.string().nullable().describe("Last day it matches (YYYY-MM-DD), or null: no end"),
  expirada: z.boolean().describe("True when `validade` is before today: it no longer matches"),
  itens: z.string().describe('What it is about, as shown: the heading, the periodical\'s title, or "" for a work type'),
  cod_acervo: z.number().int().nullable().describe("The periodical's record (P)"),
  cod_tipo_obra: z.number().int().nullable().describe("The work type (T)"),
  fasciculo: z.boolean().describe("Periodical (P): new issues"),
  artigo: z.boolean().describe("Periodical (P): articles"),
  sumario: z.boolean().describe("Periodical (P): tables of contents"),
  bibliotecas: z.array(z.number().int()).describe("Libraries a periodical entry is followed at (empty: all)"),
  idiomas: z.array(z.string()).describe("The profile's languages (the same for every entry: decision 031)"),
});
export type InterestEntry = z.output<typeof InterestEntrySchema>;

/** The whole profile, as the profile page shows it. */
export const InterestProfileSchema = z.object({
  entradas: z.array(InterestEntrySchema),
  idiomas: z
    .array(z.string())
    .describe("Only titles in these languages (MARC codes) and held at these libraries; empty: any"),
  bibliotecas: z.array(z.number().int()),
  resumo_email: z.boolean().describe("The e-mail digest is wanted"),
  tem_email: z.boolean().describe("The patron has an e-mail address the digest can go to"),
  feed_token: z
    .string()
    .nullable()
    .describe("The private feed's token (its address is /feed/perfil-interesse/{token}), or null: none made"),
  feed_criado_em: z.string().nullable(),
});
export type InterestProfile = z.output<typeof InterestProfileSchema>;

const auxOption = <C extends z.ZodType>(codigo: C) => z.object({ codigo, descricao: z.string() });
export type AuxOption<C extends string | number = number> = { codigo: C; descricao: string };
const AuxOptionSchema = auxOption(z.number().int());

/** GET areas-interesse/info-auxiliar: what an entry may name, from the catalogue. */
export const InterestAuxInfoSchema = z.object({
  areas: z.array(AuxOptionSchema),
  tiposObra: z.array(AuxOptionSchema),
  idiomas: z
    .array(auxOption(z.string()).extend({ titulos: z.number().int() }))
    .describe("Languages of the catalogue's records, by MARC code, most common first"),
  bibliotecas: z.array(AuxOptionSchema),
});
export type InterestAuxInfo = z.output<typeof InterestAuxInfoSchema>;

/** One heading found by area-autor-assunto/pesquisa. */
export const HeadingHitSchema = z.object({
  tipoPesquisa: z.enum(HEADING_SEARCH_TYPES),
  termo: z.string(),
  titulos: z.number().int().describe("Records of the catalogue under this heading"),
  noPerfil: z.boolean().describe("Already in the patron's profile"),
});
export type HeadingHit = z.output<typeof HeadingHitSchema>;

/** One periodical found by periodicos/pesquisa. */
export const PeriodicalHitSchema = z.object({
  cod_acervo: z.number().int(),
  titulo: z.string(),
  issn: z.array(z.string()),
  bibliotecas: z.array(AuxOptionSchema),
  noPerfil: z.boolean(),
});
export type PeriodicalHit = z.output<typeof PeriodicalHitSchema>;

/** GET titulos: the catalogue's titles matching the profile now, paged. */
export const InterestTitlesSchema = z.object({
  pagina: z.number().int(),
  porPagina: z.number().int(),
  total: z.number().int(),
  titulos: z.array(BasketRecordSchema),
});
export type InterestTitles = z.output<typeof InterestTitlesSchema>;

/** POST feed: a new private address (the old one stops); DELETE feed: none. */
export const InterestFeedTokenSchema = z.object({ token: z.string().nullable() });
export type InterestFeedToken = z.output<typeof InterestFeedTokenSchema>;

/** GET feed/{token}: the feed's recent matches, newest first. */
export const InterestFeedSchema = z.object({
  nome: z.string(),
  titulos: z.array(BasketRecordSchema.extend({ encontrado_em: z.string() })),
});
export type InterestFeed = z.output<typeof InterestFeedSchema>;

/** GET/POST resumo/cancelar: the digest turned off by the unsubscribe link. */
export const DigestUnsubscribeSchema = z.object({ nome: z.string(), resumo_email: z.boolean() });
export type DigestUnsubscribe = z.output<typeof DigestUnsubscribeSchema>;
