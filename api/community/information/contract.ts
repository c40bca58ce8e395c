/**
 * The answers of the FAQ, information and support calls (/parametros/…, decision 038), as
 * schemas the calls declare (information.calls.ts) and types the OPAC reads. Every `conteudo`
 * is HTML written by staff, already sanitised by the service.
 */
import * as z from "zod";

/** The staff HTML of one piece of content, sanitised by the service (api/community/information/sanitize.ts). */
const SanitisedHtml = z.string().describe("Staff HTML, sanitised by the service");

/** document 1 §8 "FAQ: id, titulo", with its answer. */
export const FaqOutSchema = z.object({ id: z.number().int(), titulo: z.string(), conteudo: SanitisedHtml });
export type FaqOut = z.output<typeof FaqOutSchema>;

export const GeneralInformationSchema = z.object({ conteudo: SanitisedHtml.nullable() });
export type GeneralInformation = z.output<typeof GeneralInformationSchema>;

/** document 1 §8 "Activity: cod_atividade, descricao (label is the part after the last hyphen)". */
export const ActivityOutSchema = z.object({
  cod_atividade: z.number().int(),
  descricao: z.string(),
  rotulo: z.string().describe("What follows the last hyphen of `descricao`"),
  possui_informativo: z.boolean(),
});
export type ActivityOut = z.output<typeof ActivityOutSchema>;

export const ActivityInformationSchema = z.object({
  cod_atividade: z.number().int(),
  rotulo: z.string(),
  conteudo: SanitisedHtml.nullable(),
});
export type ActivityInformation = z.output<typeof ActivityInformationSchema>;

export const ServicePointOutSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  cod_biblioteca: z.number().int().nullable().describe("null: the whole institution"),
  desc_biblioteca: z.string().nullable(),
});
export type ServicePointOut = z.output<typeof ServicePointOutSchema>;

export const ServicePointDetailsSchema = ServicePointOutSchema.extend({ conteudo: SanitisedHtml });
export type ServicePointDetails = z.output<typeof ServicePointDetailsSchema>;

export const EventOutSchema = z.object({
  id: z.number().int(),
  titulo: z.string(),
  data_inicio: z.string().describe("yyyy-mm-dd"),
  data_fim: z.string().nullable(),
  local: z.string().nullable(),
  descricao: SanitisedHtml.nullable(),
  url: z
    .string()
    .nullable()
    .describe("An http(s) address, with the scheme (http:// added when the institution left it out)"),
});
export type EventOut = z.output<typeof EventOutSchema>;

export const SupportMessageSchema = z.object({ mensagem: SanitisedHtml.nullable() });
export type SupportMessage = z.output<typeof SupportMessageSchema>;

/**
 * GET /parametros/extras-consulta: what the institution enables by code (document 1 §6) outside
 * the record tabs and the database types; each is null when its code is off or it has nothing to
 * show (docs/decisions/065-record-blocks-and-messages.md).
 */
export const CatalogueExtrasSchema = z.object({
  artigos_compartilhados: z
    .string()
    .nullable()
    .describe("57: the address of the shared-articles service (http:// added when left out)"),
  catalogo_rede: z.string().nullable().describe("87: the address of the network catalogue"),
  logo_produto: z
    .object({ link: z.string().nullable().describe("Where the logo leads, when the institution gave an address") })
    .nullable()
    .describe("88: the product's logo in the footer"),
  bloco_acervo: z
    .object({ titulo: z.string().nullable(), conteudo: SanitisedHtml })
    .nullable()
    .describe("85: the institution's block under every record's data"),
});
export type CatalogueExtras = z.output<typeof CatalogueExtrasSchema>;
