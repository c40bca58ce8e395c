/**
 * The circulation calls of the logged-in patron (/reserva, /emprestimo, /solicitacao-emprestimo,
 * /meupergamum/solicitacoes, /pessoas/afastamentos) and the institution parameters they depend
 * on, as declared in api/lending/circulation/circulation.calls.ts.
 */
import {
  institutionCalls as institution,
  loanCalls as loans,
  loanRequestCalls as loanRequests,
  myRequestCalls as myRequests,
  reservationCalls as reservations,
  suspensionCalls as suspensions,
  type LoanRequestPayload,
  type ReservationChoice,
} from "../../../api/lending/circulation/circulation.calls.ts";
import type { Transport } from "./transport.server.ts";

export function reservationCalls(t: Transport) {
  return {
    /** The reservable copies and the queue. */
    initialData: (recordId: number) => t.call(reservations.initialData, { params: { id: String(recordId) } }),
    /** The queue the reservation would join. */
    checkQueue: (choice: ReservationChoice) => t.call(reservations.checkQueue, { body: choice }),
    create: (choice: ReservationChoice) => t.call(reservations.create, { body: choice }),
    /** The patron's open reservations. */
    list: () => t.call(reservations.list, {}),
    cancel: (id: number) => t.call(reservations.cancel, { params: { id: String(id) } }),
  };
}

export function loanCalls(t: Transport) {
  return {
    /** The patron's open loans. */
    pending: () => t.call(loans.pending, {}),
    /** Renews one loan; each result says whether it was. */
    renew: (loanId: number) => t.call(loans.renew, { body: { emprestimos: [loanId] } }),
    /** The loans of a period (days as the form has them). */
    history: (range: { dataIni: string; dataFim: string }) => t.call(loans.history, { query: range }),
    debts: () => t.call(loans.debts, {}),
    /** The patron's suspensions. */
    suspensions: () => t.call(suspensions.list, {}),
  };
}

export function loanRequestCalls(t: Transport) {
  return {
    initialData: (recordId: number) => t.call(loanRequests.initialData, { params: { id: String(recordId) } }),
    /** The form's labels. */
    labels: () => t.call(loanRequests.labels, {}),
    /** The library's notice, else the institution's. */
    warning: (library?: string) => t.call(loanRequests.warning, { query: { cod_biblioteca: library || undefined } }),
    create: (recordId: number, payload: LoanRequestPayload) =>
      t.call(loanRequests.create, { params: { id: String(recordId) }, body: payload }),
    /** The patron's loan requests. */
    list: () => t.call(myRequests.loans, {}),
    cancel: (id: number) => t.call(myRequests.cancelLoan, { params: { id: String(id) } }),
  };
}

export function institutionCalls(t: Transport) {
  return {
    /** Every institution parameter by key. */
    parameters: () => t.call(institution.parameters, {}),
  };
}
