/**
 * The patron area's services (decision 034): alerts, the permanent basket, the reservation
 * history and the loan history with its fine filter, the pending titles' details, loan
 * statistics, the patron's libraries and their information message, and a teacher's plans.
 */
import type { LibraryInfoMessage, LoanStatistics, PendingTitle } from "../../../api/account-stats/contract.ts";
import type { AlertCount, AlertDismissed, AlertOut } from "../../../api/alerts/contract.ts";
import type { LoanOut, ReservationOut, UserLibrary } from "../../../api/circulation/contract.ts";
import type {
  PermanentBasketChange,
  PermanentBasketItem,
  PermanentBasketType,
} from "../../../api/permanent-basket/contract.ts";
import type { PlanBibliographyResponse, TeacherPlansResponse } from "../../../api/teaching/teacher-plans.contract.ts";
import type { Transport } from "./transport.server.ts";

type Range = { dataIni: string; dataFim: string };

export function alertCalls(t: Transport) {
  return {
    /** GET /solicitacoes/alertas[?dataIni&dataFim] */
    list: (range?: Range) => t.json<AlertOut[]>("/solicitacoes/alertas", { query: range }),
    /** GET /solicitacoes/alertas/nao-lidos */
    unread: () => t.json<AlertCount>("/solicitacoes/alertas/nao-lidos"),
    /** PUT /solicitacoes/alertas/{id}: marks it read. */
    read: (id: number) => t.json<AlertOut>(`/solicitacoes/alertas/${id}`, { method: "PUT" }),
    /** DELETE /solicitacoes/alertas/{id} */
    dismiss: (id: number) => t.json<AlertDismissed>(`/solicitacoes/alertas/${id}`, { method: "DELETE" }),
  };
}

export function permanentBasketCalls(t: Transport) {
  return {
    /** GET /acervo/cesta-permanente/colecao?tipo=[&dataIni&dataFim] */
    list: (tipo: PermanentBasketType, range?: Range) =>
      t.json<PermanentBasketItem[]>("/acervo/cesta-permanente/colecao", { query: { tipo, ...range } }),
    /** POST /acervo/cesta-permanente {acervos} */
    keep: (ids: readonly number[]) =>
      t.json<PermanentBasketChange>("/acervo/cesta-permanente", { method: "POST", json: { acervos: ids } }),
    /** PUT /acervo/cesta-permanente {acervos, situacao} */
    change: (ids: readonly number[], situacao: "removido" | "colecao") =>
      t.json<PermanentBasketChange>("/acervo/cesta-permanente", { method: "PUT", json: { acervos: ids, situacao } }),
  };
}

export function accountFigureCalls(t: Transport) {
  return {
    /** GET /reserva/historico?dataIni&dataFim */
    reservationHistory: (range: Range) => t.json<ReservationOut[]>("/reserva/historico", { query: range }),
    /** GET /emprestimo/historico?dataIni&dataFim[&multa=S] */
    loanHistory: (range: Range, onlyFined: boolean) =>
      t.json<LoanOut[]>("/emprestimo/historico", { query: { ...range, multa: onlyFined ? "S" : undefined } }),
    /** GET /emprestimo/titulos-pendentes?showDetails=S */
    pendingTitles: () => t.json<PendingTitle[]>("/emprestimo/titulos-pendentes", { query: { showDetails: "S" } }),
    /** GET /emprestimo/estatisticas[?dataIni&dataFim] */
    statistics: (range?: Range) => t.json<LoanStatistics>("/emprestimo/estatisticas", { query: range }),
    /** GET /unidade-informacao/get-user-libraries */
    libraries: () => t.json<UserLibrary[]>("/unidade-informacao/get-user-libraries"),
    /** GET /biblioteca/get-info-message[?cod_biblioteca] */
    infoMessage: (library?: number) =>
      t.json<LibraryInfoMessage>("/biblioteca/get-info-message", { query: { cod_biblioteca: library } }),
    /** GET /plano-ensino/disciplinas-bibliotecas */
    teacherPlans: () => t.json<TeacherPlansResponse>("/plano-ensino/disciplinas-bibliotecas"),
    /** GET /plano-ensino/bibliografia?plano= */
    planBibliography: (plan: number) =>
      t.json<PlanBibliographyResponse>("/plano-ensino/bibliografia", { query: { plano: plan } }),
  };
}
