/**
 * Response shapes of the patron's alerts (GET/PUT/DELETE /api/solicitacoes/alertas; decision 028
 * and 034). An alert is a kind code and its parameters, put into words by the OPAC
 * (`alerts.kind.<tipo>` in the reader's language); `id` and `lido` are the spec's (document 2 §3).
 */
import * as z from "zod";

export const AlertOutSchema = z.object({
  id: z.number().int(),
  tipo: z.string().describe("What happened: reservation_ready, loan_due, loan_overdue, request_status, …"),
  parametros: z
    .record(z.string(), z.union([z.string(), z.number(), z.null()]))
    .describe('The words that fill the message (a title, a day "YYYY-MM-DD", a status code): never markup'),
  link: z.string().nullable().describe("Where the patron acts on it: a path of the OPAC"),
  data: z.string().describe("ISO 8601 instant it was raised"),
  lido: z.boolean(),
  data_leitura: z.string().nullable(),
});
export type AlertOut = z.output<typeof AlertOutSchema>;

/** GET /api/solicitacoes/alertas/nao-lidos: the count in the patron area's menu. */
export const AlertCountSchema = z.object({ nao_lidos: z.number().int() });
export type AlertCount = z.output<typeof AlertCountSchema>;

/** DELETE /api/solicitacoes/alertas/{id} */
export const AlertDismissedSchema = z.object({ id: z.number().int(), removido: z.literal(true) });
export type AlertDismissed = z.output<typeof AlertDismissedSchema>;

/** The kinds this service raises itself (api/patron/alerts/due-alerts.ts, reservations). */
export const CIRCULATION_ALERT_KINDS = ["reservation_ready", "loan_due", "loan_overdue"] as const;

/** A loan due in this many days (or fewer) is announced. */
export const LOAN_DUE_NOTICE_DAYS = 2;
