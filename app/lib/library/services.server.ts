/**
 * The patron area's services (decision 034): alerts, the permanent basket, the reservation
 * history and the loan history with its fine filter, the pending titles' details, loan
 * statistics, the patron's libraries and their information message, and a teacher's plans.
 */
import { accountStatsCalls } from "../../../api/patron/account-stats/account-stats.calls.ts";
import type { PendingTitle } from "../../../api/patron/account-stats/contract.ts";
import { alertCalls as alerts } from "../../../api/patron/alerts/alerts.calls.ts";
import { loanCalls, reservationCalls, userLibraryCalls } from "../../../api/lending/circulation/circulation.calls.ts";
import type { PermanentBasketType } from "../../../api/patron/permanent-basket/contract.ts";
import { permanentBasketCalls as permanentBasket } from "../../../api/patron/permanent-basket/permanent-basket.calls.ts";
import { teacherPlanCalls } from "../../../api/catalogue/teaching/teaching.calls.ts";
import type { Transport } from "./transport.server.ts";

type Range = { dataIni: string; dataFim: string };

export function alertCalls(t: Transport) {
  return {
    /** GET /solicitacoes/alertas[?dataIni&dataFim] */
    list: (range?: Range) => t.call(alerts.list, { query: range }),
    /** GET /solicitacoes/alertas/nao-lidos */
    unread: () => t.call(alerts.unread, {}),
    /** PUT /solicitacoes/alertas/{id}: marks it read. */
    read: (id: number) => t.call(alerts.read, { params: { id: String(id) } }),
    /** DELETE /solicitacoes/alertas/{id} */
    dismiss: (id: number) => t.call(alerts.dismiss, { params: { id: String(id) } }),
  };
}

export function permanentBasketCalls(t: Transport) {
  return {
    /** GET /acervo/cesta-permanente/colecao?tipo=[&dataIni&dataFim] */
    list: (tipo: PermanentBasketType, range?: Range) => t.call(permanentBasket.list, { query: { tipo, ...range } }),
    /** POST /acervo/cesta-permanente {acervos} */
    keep: (ids: readonly number[]) => t.call(permanentBasket.keep, { body: { acervos: ids } }),
    /** PUT /acervo/cesta-permanente {acervos, situacao} */
    change: (ids: readonly number[], situacao: "removido" | "colecao") =>
      t.call(permanentBasket.change, { body: { acervos: ids, situacao } }),
  };
}

export function accountFigureCalls(t: Transport) {
  return {
    /** GET /reserva/historico?dataIni&dataFim */
    reservationHistory: (range: Range) => t.call(reservationCalls.history, { query: range }),
    /** GET /emprestimo/historico?dataIni&dataFim[&multa=S] */
    loanHistory: (range: Range, onlyFined: boolean) =>
      t.call(loanCalls.history, { query: { ...range, multa: onlyFined ? "S" : undefined } }),
    /** GET /emprestimo/titulos-pendentes?showDetails=S */
    // Asked with showDetails, every loan carries `detalhes` (the declaration makes it optional:
    // the same call answers without them otherwise).
    pendingTitles: () => t.call(loanCalls.pending, { query: { showDetails: "S" } }) as Promise<PendingTitle[]>,
    /** GET /emprestimo/estatisticas[?dataIni&dataFim] */
    statistics: (range?: Range) => t.call(accountStatsCalls.statistics, { query: range }),
    /** GET /unidade-informacao/get-user-libraries */
    libraries: () => t.call(userLibraryCalls.list, {}),
    /** GET /biblioteca/get-info-message[?cod_biblioteca] */
    infoMessage: (library?: number) => t.call(accountStatsCalls.infoMessage, { query: { cod_biblioteca: library } }),
    /** GET /plano-ensino/disciplinas-bibliotecas */
    teacherPlans: () => t.call(teacherPlanCalls.plans, {}),
    /** GET /plano-ensino/bibliografia?plano= */
    planBibliography: (plan: number) => t.call(teacherPlanCalls.bibliography, { query: { plano: plan } }),
  };
}
