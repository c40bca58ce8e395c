/**
 * Answers of the basket calls (api/catalogue/basket/basket.calls.ts), as zod schemas with their types:
 * the records of a list of ids, the export of several records at once, and whether e-mail can be
 * sent.
 */
import * as z from "zod";
import { ReferenceSegmentSchema } from "../records/records.calls.ts";

/** Most records one basket call accepts (the OPAC's basket holds no more). */
export const BASKET_MAX = 200;

export const BASKET_FORMATS = ["abnt", "ris", "bibtex", "marc", "marcxml"] as const;
export type BasketFormat = (typeof BASKET_FORMATS)[number];

/** A record as a basket, a printed list or a feed shows it. */
export const BasketRecordSchema = z.object({
  cod_acervo: z.number().int(),
  titulo: z.string(),
  autor: z.string().nullable().describe("The main entry (1XX) as catalogued"),
  autores: z.array(z.string()).describe("Every name of 1XX/7XX, main entry first"),
  publicacao: z.string().nullable(),
  ano_publicacao: z.number().int().nullable(),
  cod_tipo_obra: z.number().int(),
  desc_tipo_obra: z.string(),
  idioma: z
    .string()
    .nullable()
    .optional()
    .describe("The MARC language code (008/35-37, else 041 $a): the title's lang on a page in another language"),
  referencia: z.string().describe("ABNT NBR 6023 reference (or the CSL style asked), plain"),
  partes: z.array(ReferenceSegmentSchema).describe("The same reference as emphasised segments"),
  criado_em: z.string().describe("When the record entered the catalogue (ISO 8601)"),
  atualizado_em: z.string().describe("When the record last changed (ISO 8601)"),
});
export type BasketRecord = z.output<typeof BasketRecordSchema>;

/** GET /api/cesta/get-email-sending-message */
export const EmailSendingMessageSchema = z.object({ habilitado: z.boolean(), mensagem: z.string() });
export type EmailSendingMessage = z.output<typeof EmailSendingMessageSchema>;

/** POST /api/acervo/exportar-cesta with tipo "email". */
export const BasketMailResponseSchema = z.object({
  enviado: z.literal(true),
  destinatarios: z.array(z.string()),
  total: z.number().int(),
});
export type BasketMailResponse = z.output<typeof BasketMailResponseSchema>;
