/**
 * The bibliographic bulletin (document 1 /alerta-bibliografico; document 2 §7 "Bibliographic
 * alert"): the library's bulletins ("report cards"), each one month's new records grouped by
 * knowledge area and chapter, as api/patron/bulletin/bulletin.calls.ts declares them. Decision 031.
 */
import * as z from "zod";
import { BasketRecordSchema } from "../../catalogue/basket/contract.ts";

/** GET /bibliographic-alert/get-report-cards: one per bulletin, newest month first. */
export const ReportCardSchema = z.object({
  cod_report_card: z.number().int(),
  titulo: z.string(),
  mes: z.string().describe("The month it covers, YYYY-MM"),
  total: z.number().int(),
  criado_em: z.string(),
});
export type ReportCard = z.output<typeof ReportCardSchema>;

export const ReportCardChapterSchema = z.object({
  chapter_code: z.string(),
  descricao: z.string(),
  total: z.number().int(),
});
export type ReportCardChapter = z.output<typeof ReportCardChapterSchema>;

export const ReportCardAreaSchema = z.object({
  codigo: z.string().describe("The CNPq knowledge area"),
  descricao: z.string(),
  total: z.number().int(),
  capitulos: z.array(ReportCardChapterSchema),
});
export type ReportCardArea = z.output<typeof ReportCardAreaSchema>;

/** GET /bibliographic-alert/get-report-card-data?cod_report_card= */
export const ReportCardDataSchema = ReportCardSchema.extend({ areas: z.array(ReportCardAreaSchema) });
export type ReportCardData = z.output<typeof ReportCardDataSchema>;

/** GET /bibliographic-alert/get-report-card-data-item?cod_report_card=&chapter_code=&pagina= */
export const ReportCardChapterDataSchema = z.object({
  cod_report_card: z.number().int(),
  titulo: z.string(),
  mes: z.string(),
  area: z.object({ codigo: z.string(), descricao: z.string() }),
  capitulo: ReportCardChapterSchema,
  pagina: z.number().int(),
  porPagina: z.number().int(),
  titulos: z.array(BasketRecordSchema),
});
export type ReportCardChapterData = z.output<typeof ReportCardChapterDataSchema>;
