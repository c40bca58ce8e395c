/**
 * The circulation calls of the logged-in patron (/reserva, /emprestimo, /solicitacao-emprestimo,
 * /meupergamum/solicitacoes, /pessoas/afastamentos) and the institution parameters they depend
 * on. Form-encoded bodies, as Pergamum's client sends.
 */
import type {
  DebtsResponse,
  LoanOut,
  LoanRequestInitialData,
  LoanRequestLabels,
  LoanRequestOut,
  LoanRequestWarning,
  QueueCheckResponse,
  RenewalResponse,
  ReservationInitialData,
  ReservationOut,
  SuspensionOut,
} from "../../../api/circulation/contract.ts";
import type { Transport } from "./transport.server.ts";

export function reservationCalls(t: Transport) {
  return {
    /** GET /reserva/{id}/informacoes-iniciais: the reservable copies and the queue. */
    initialData: (recordId: number) => t.json<ReservationInitialData>(`/reserva/${recordId}/informacoes-iniciais`),
    /** POST /reserva/validar-fila: the queue the reservation would join. */
    checkQueue: (form: Record<string, string>) =>
      t.json<QueueCheckResponse>("/reserva/validar-fila", { method: "POST", form }),
    /** POST /reserva */
    create: (form: Record<string, string>) => t.json<ReservationOut>("/reserva", { method: "POST", form }),
    /** GET /reserva: the patron's open reservations. */
    list: () => t.json<ReservationOut[]>("/reserva"),
    /** DELETE /reserva/{id} */
    cancel: (id: number) => t.json<ReservationOut>(`/reserva/${id}`, { method: "DELETE" }),
  };
}

export function loanCalls(t: Transport) {
  return {
    /** GET /emprestimo/titulos-pendentes: the patron's open loans. */
    pending: () => t.json<LoanOut[]>("/emprestimo/titulos-pendentes"),
    /** POST /emprestimo/renovacao: renews one loan; each result says whether it was. */
    renew: (loanId: number) =>
      t.json<RenewalResponse>("/emprestimo/renovacao", { method: "POST", form: { emprestimos: String(loanId) } }),
    /** GET /emprestimo/historico?dataIni=&dataFim= (days as the form has them). */
    history: (range: { dataIni: string; dataFim: string }) =>
      t.json<LoanOut[]>("/emprestimo/historico", { query: range }),
    /** GET /emprestimo/debitos-pendentes */
    debts: () => t.json<DebtsResponse>("/emprestimo/debitos-pendentes"),
    /** GET /pessoas/afastamentos: the patron's suspensions. */
    suspensions: () => t.json<SuspensionOut[]>("/pessoas/afastamentos"),
  };
}

export function loanRequestCalls(t: Transport) {
  return {
    /** GET /solicitacao-emprestimo/{id}/informacoes-iniciais */
    initialData: (recordId: number) =>
      t.json<LoanRequestInitialData>(`/solicitacao-emprestimo/${recordId}/informacoes-iniciais`),
    /** GET /solicitacao-emprestimo/get-labels: the form's labels. */
    labels: () => t.json<LoanRequestLabels>("/solicitacao-emprestimo/get-labels"),
    /** GET /solicitacao-emprestimo/get-warning-message[?cod_biblioteca=] */
    warning: (library?: string) =>
      t.json<LoanRequestWarning>("/solicitacao-emprestimo/get-warning-message", {
        query: { cod_biblioteca: library || undefined },
      }),
    /** POST /solicitacao-emprestimo/{id} */
    create: (recordId: number, form: Record<string, string>) =>
      t.json<LoanRequestOut>(`/solicitacao-emprestimo/${recordId}`, { method: "POST", form }),
    /** GET /meupergamum/solicitacoes/emprestimo: the patron's loan requests. */
    list: () => t.json<LoanRequestOut[]>("/meupergamum/solicitacoes/emprestimo"),
    /** PUT /meupergamum/solicitacoes/cancel-emprestimo/{id} */
    cancel: (id: number) =>
      t.json<LoanRequestOut>(`/meupergamum/solicitacoes/cancel-emprestimo/${id}`, { method: "PUT" }),
  };
}

export function institutionCalls(t: Transport) {
  return {
    /**
     * GET /parametros/instituicao: every institution parameter by key. The service answers the
     * table as is (no contract type beyond key → value).
     */
    parameters: () => t.json<Record<string, string>>("/parametros/instituicao"),
  };
}
