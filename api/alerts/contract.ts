/**
 * Response shapes of the patron's alerts (GET/PUT/DELETE /api/solicitacoes/alertas; decision 028
 * and 034). An alert is a kind code and its parameters, put into words by the OPAC
 * (`alerts.kind.<tipo>` in the reader's language); `id` and `lido` are the spec's (document 2 §3).
 */
export interface AlertOut {
  id: number;
  /** What happened: reservation_ready, loan_due, loan_overdue, request_status, … */
  tipo: string;
  /** The words that fill the message (a title, a day "YYYY-MM-DD", a status code): never markup. */
  parametros: Record<string, string | number | null>;
  /** Where the patron acts on it: a path of the OPAC. */
  link: string | null;
  /** ISO 8601 instant it was raised. */
  data: string;
  lido: boolean;
  data_leitura: string | null;
}

/** GET /api/solicitacoes/alertas/nao-lidos: the count in the patron area's menu. */
export interface AlertCount {
  nao_lidos: number;
}

/** DELETE /api/solicitacoes/alertas/{id} */
export interface AlertDismissed {
  id: number;
  removido: true;
}

/** The kinds this service raises itself (api/alerts/due-alerts.ts, reservations). */
export const CIRCULATION_ALERT_KINDS = ["reservation_ready", "loan_due", "loan_overdue"] as const;

/** A loan due in this many days (or fewer) is announced. */
export const LOAN_DUE_NOTICE_DAYS = 2;
