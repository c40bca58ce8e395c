/**
 * Parameter calls of document 2 §7 whose response the spec does not show (decision 045),
 * under /parametros: the date a client's search cache goes stale, the values of
 * prefilter links, and whether the app offers the institution's "layers" system.
 */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";

export const LastCacheDateSchema = z.object({
  data: z
    .string()
    .describe("ISO 8601: when what a search can find last changed (an import, an edit, a copy, a setting)"),
  geracao: z.string().describe("The catalogue's generation at that moment (a number, as text: it is a bigint)"),
});
export type LastCacheDate = z.output<typeof LastCacheDateSchema>;

/** One value a prefilter link may carry, with its name in the caller's language. */
export const PrefilterValueSchema = z.object({ codigo: z.number().int(), descricao: z.string() });
export type PrefilterValue = z.output<typeof PrefilterValueSchema>;

export const PrefilterParamsSchema = z.object({
  bibliotecas: z.array(PrefilterValueSchema).describe("id_biblioteca: libraries (the search's B filter)"),
  tiposObra: z.array(PrefilterValueSchema).describe("tipo_obra: work types (the T filter)"),
  acessoOnline: z.boolean().describe("cr: only records with online access, when the link asks for it"),
  colecoes: z
    .array(PrefilterValueSchema)
    .describe("id_colecao: always empty, this catalogue has no collections (decision 014)"),
  ignorados: z
    .array(z.string())
    .describe('Codes the link gave that name nothing here, as `parameter:code` (e.g. "id_biblioteca:99")'),
});
export type PrefilterParams = z.output<typeof PrefilterParamsSchema>;

export const AppLayersParamsSchema = z.object({
  habilitado: z.boolean(),
  nome: z.string().nullable().describe("The system's name, for a button's text; null when not offered"),
  requerLogin: z
    .boolean()
    .describe("Whether the hand-off (GET /pessoas/autenticar/app-layers) needs the patron's token"),
});
export type AppLayersParams = z.output<typeof AppLayersParamsSchema>;

/**
 * A prefilter link's list of codes, as Pergamum writes it: "1,3," (a trailing comma), or one
 * code. At most 30 codes; anything but digits and commas is refused.
 */
const CodeList = z
  .string()
  .max(400)
  .regex(/^\s*\d{1,9}(\s*,\s*\d{1,9})*\s*,?\s*$|^\s*,?\s*$/)
  .transform((v) => [
    ...new Set(
      v
        .split(",")
        .map((s) => s.trim())
        .filter(Boolean)
        .map(Number),
    ),
  ])
  .refine((codes) => codes.length <= 30);

const YES = new Set(["1", "s", "sim", "true", "on", "y", "yes"]);

export const PrefilterQuerySchema = z.object({
  id_biblioteca: CodeList.optional().describe("Library codes, comma-separated (at most 30)"),
  tipo_obra: CodeList.optional().describe("Work type codes, comma-separated (at most 30)"),
  cr: z
    .string()
    .max(10)
    .optional()
    .transform((v) => v !== undefined && YES.has(v.trim().replace(/,$/, "").toLowerCase()))
    .describe("1, S, sim, true: only records with online access"),
  id_colecao: CodeList.optional().describe("Collection codes, comma-separated (at most 30)"),
});
export type PrefilterQuery = z.output<typeof PrefilterQuerySchema>;

export const paramCalls = {
  lastCacheDate: defineCall({
    method: "get",
    path: "/parametros/get-last-cache-date",
    summary: "When what a search can find last changed",
    description:
      "An import, an edit, a copy added or moved, a search setting; not a loan. A client keeping searches for an hour drops those kept before it.",
    responses: { 200: json(LastCacheDateSchema, "When what a search can find last changed.") },
  }),
  prefilters: defineCall({
    method: "get",
    path: "/parametros/prefiltros",
    summary: "The values a prefilter link may carry, named",
    description:
      "All of them, or those the link's `id_biblioteca`, `tipo_obra`, `cr`, `id_colecao` name; the codes naming nothing here in `ignorados`.",
    query: PrefilterQuerySchema,
    responses: {
      200: json(PrefilterParamsSchema, "The values of prefilter links, named."),
      400: refusal("A list of codes is malformed or too long."),
    },
  }),
  appLayers: defineCall({
    method: "get",
    path: "/parametros/app-layers",
    summary: "Whether the app offers the institution's layers system",
    responses: { 200: json(AppLayersParamsSchema, "Whether the app offers the layers system.") },
  }),
};
