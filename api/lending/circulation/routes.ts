/**
 * The circulation calls, mounted from their declarations (./circulation.calls.ts; rules in
 * docs/circulation.md). The patron is always the one of the bearer token; desk calls carry
 * X-Staff-Key. Who is calling is checked before the path, query or body is read.
 */
import type { Context } from "hono";
import * as z from "zod";
import { pendingTitlesWithDetails } from "../../patron/account-stats/account-stats.service.ts";
import { callRoutes } from "../../core/http/call.ts";
import type { ApiEnv } from "../../core/http/env.ts";
import { bodyOf, idList, invalidParameter, OptionalId, parse, pathId, queryOf } from "../../core/http/input.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { setInstitutionParam } from "../../operations/institution/institution-params.service.ts";
import {
  CancelBody,
  deskCalls,
  institutionCalls,
  ItemField,
  loanCalls,
  loanRequestCalls,
  myRequestCalls,
  PatronField,
  reservationCalls,
  suspensionCalls,
  userLibraryCalls,
  type CopyQuery,
  type LoanRequestQuery,
  type ReservationBody,
} from "./circulation.calls.ts";
import { patronLibraries } from "./circulation.repository.ts";
import { LOAN_REQUEST_STATUSES, type LoanRequestStatus } from "./contract.ts";
import { dateRange, optionalDateRange, optionalPatronOf, patronOf, staffOf } from "../../core/caller.ts";
import { parseDateTime } from "./loan-request.rules.ts";
import {
  authorizedPersonLabel,
  cancelLoanRequest,
  createLoanRequest,
  formLabels,
  loanRequestInitialData,
  patronLoanRequests,
  phoneAndEmailRule,
  warningFor,
} from "./loan-requests.service.ts";
import {
  checkIn,
  checkOut,
  loanHistory,
  openLoanOf,
  patronSuspensions,
  pendingDebts,
  pendingLoans,
  renewLoan,
  renewLoans,
} from "./loans.service.ts";
import {
  cancelReservation,
  checkQueue,
  markReady,
  openReservations,
  reservationHistory,
  reservationInitialData,
  reserve,
} from "./reservations.service.ts";

/** The copies an initial-data call counts: of one campus, of some libraries (`bibliotecas=1,2` or repeated). */
function copyFilter(q: z.output<typeof CopyQuery>) {
  return {
    campusId: parse(z.object({ campus: OptionalId }), { campus: q.campus }).campus ?? undefined,
    libraryIds: idList(q.bibliotecas ?? [], "bibliotecas"),
  };
}

function reservationRequest(body: z.output<typeof ReservationBody>) {
  return {
    recordId: body.acervo,
    libraryId: body.biblioteca,
    volume: body.volume,
    tomo: body.tomo,
    parte: body.parte,
    material: body.material,
    localizacao: body.localizacao,
  };
}

const isYes = (flag: string | undefined) => ["S", "s", "1", "true"].includes(flag ?? "");

/** /reserva (document 1 §4–§5 and §7; document 2 §7 "Reservations"). */
export const reservationRoutes = callRoutes("/reserva")
  .on(reservationCalls.history, async (c) => {
    const patronId = patronOf(c);
    const q = queryOf(c);
    const { from, to } = dateRange(q.dataIni, q.dataFim);
    return c.json(await reservationHistory(c.get("db"), patronId, from, to, c.get("lang")));
  })
  .on(reservationCalls.list, async (c) => c.json(await openReservations(c.get("db"), patronOf(c), c.get("lang"))))
  .on(reservationCalls.checkQueue, async (c) => {
    const patronId = patronOf(c);
    return c.json(await checkQueue(c.get("db"), patronId, reservationRequest(bodyOf(c))));
  })
  .on(reservationCalls.create, async (c) => {
    const patronId = patronOf(c);
    return c.json(await reserve(c.get("db"), patronId, reservationRequest(bodyOf(c)), c.get("lang")), 201);
  })
  .on(reservationCalls.cancel, async (c) => {
    const patronId = patronOf(c);
    return c.json(await cancelReservation(c.get("db"), patronId, pathId(c), c.get("lang")));
  })
  .on(reservationCalls.cancelMany, async (c) => {
    const patronId = patronOf(c);
    const fromQuery = queryOf(c).id;
    const { reservas } = parse(CancelBody, fromQuery?.length ? { reservas: fromQuery } : bodyOf(c));
    const out = [];
    for (const id of [...new Set(reservas)])
      out.push(await cancelReservation(c.get("db"), patronId, id, c.get("lang")));
    return c.json(out);
  })
  .on(reservationCalls.initialData, async (c) => {
    const patronId = optionalPatronOf(c);
    return c.json(await reservationInitialData(c.get("db"), pathId(c), copyFilter(queryOf(c)), patronId));
  }).app;

/** /emprestimo (document 2 §7 "Loans"). */
export const loanRoutes = callRoutes("/emprestimo")
  .on(loanCalls.pending, async (c) => {
    const patronId = patronOf(c);
    // showDetails (document 2 §7): each loan with its copy's place and the queue behind it.
    if (isYes(queryOf(c).showDetails)) return c.json(await pendingTitlesWithDetails(c.get("db"), patronId));
    return c.json(await pendingLoans(c.get("db"), patronId));
  })
  .on(loanCalls.renew, async (c) => {
    const patronId = patronOf(c);
    const { emprestimos } = bodyOf(c);
    return c.json(await renewLoans(c.get("db"), patronId, emprestimos, c.get("lang")));
  })
  .on(loanCalls.history, async (c) => {
    const patronId = patronOf(c);
    const q = queryOf(c);
    const { from, to } = dateRange(q.dataIni, q.dataFim);
    return c.json(await loanHistory(c.get("db"), patronId, from, to, isYes(q.multa)));
  })
  .on(loanCalls.debts, async (c) => c.json(await pendingDebts(c.get("db"), patronOf(c), c.get("lang")))).app;

const StatusQuery = z.enum(LOAN_REQUEST_STATUSES).optional();

async function listLoanRequests(c: Context<ApiEnv>, patronId: number, q: z.output<typeof LoanRequestQuery>) {
  const range = optionalDateRange(q.dataIni, q.dataFim);
  const status = parse(z.object({ status: StatusQuery }), { status: q.status || undefined }).status as
    LoanRequestStatus | undefined;
  return c.json(await patronLoanRequests(c.get("db"), patronId, { ...range, status }, c.get("lang")));
}

/** /solicitacao-emprestimo (document 2 §3, §5, §7 "Loan requests"). */
export const loanRequestRoutes = callRoutes("/solicitacao-emprestimo")
  .on(loanRequestCalls.warning, async (c) => {
    const library = queryOf(c).cod_biblioteca;
    return c.json(await warningFor(c.get("db"), library ?? undefined));
  })
  .on(loanRequestCalls.authorizedPersonLabel, async (c) =>
    c.json(await authorizedPersonLabel(c.get("db"), c.get("lang"))),
  )
  .on(loanRequestCalls.phoneAndEmailRule, async (c) => c.json(await phoneAndEmailRule(c.get("db"))))
  .on(loanRequestCalls.labels, async (c) => c.json(await formLabels(c.get("db"), c.get("lang"))))
  .on(loanRequestCalls.list, async (c) => {
    const patronId = patronOf(c);
    return listLoanRequests(c, patronId, queryOf(c));
  })
  .on(loanRequestCalls.initialData, async (c) => {
    const patronId = optionalPatronOf(c);
    const filter = copyFilter(queryOf(c));
    return c.json(await loanRequestInitialData(c.get("db"), pathId(c), filter, patronId, c.get("lang")));
  })
  .on(loanRequestCalls.create, async (c) => {
    const patronId = patronOf(c);
    const recordId = pathId(c);
    const body = bodyOf(c);
    const request = await createLoanRequest(
      c.get("db"),
      patronId,
      recordId,
      {
        originLibraryId: body.biblioteca_origem,
        pickupLibraryId: body.biblioteca_recebimento,
        receivingUnitId: body.cod_local_recebimento,
        volume: body.volume,
        tomo: body.tomo,
        parte: body.parte,
        material: body.material_adicional,
        phone: body.telefone,
        emails: body.email,
        authorizedPerson: body.pessoa_autorizada,
        homeDelivery: body.domicilio,
        address: body.recebimento_textual,
        pickupStart: body.retirada_inicio ? (parseDateTime(body.retirada_inicio) ?? null) : null,
        pickupEnd: body.retirada_fim ? (parseDateTime(body.retirada_fim) ?? null) : null,
      },
      c.get("lang"),
    );
    return c.json(request, 201);
  }).app;

/** /meupergamum/solicitacoes (document 2 §7 "Requests"): the loan-request part. */
export const myRequestRoutes = callRoutes("/meupergamum/solicitacoes")
  .on(myRequestCalls.loans, async (c) => {
    const patronId = patronOf(c);
    return listLoanRequests(c, patronId, queryOf(c));
  })
  .on(myRequestCalls.cancelLoan, async (c) => {
    const patronId = patronOf(c);
    return c.json(await cancelLoanRequest(c.get("db"), patronId, pathId(c), c.get("lang")));
  }).app;

/** /unidade-informacao/get-user-libraries */
export const userLibraryRoutes = callRoutes("/unidade-informacao").on(userLibraryCalls.list, async (c) =>
  c.json(await patronLibraries(c.get("db"), patronOf(c))),
).app;

/** /parametros/instituicao: every institution parameter; staff change the whitelisted ones. */
export const institutionRoutes = callRoutes("/parametros")
  .on(institutionCalls.parameters, async (c) => c.json(await institutionParams(c.get("db"))))
  .on(institutionCalls.set, async (c) => {
    const staff = await staffOf(c);
    const body = bodyOf(c);
    return c.json(await setInstitutionParam(c.get("db"), staff, c.req.valid("param").key, body.valor ?? body.value));
  }).app;

/** /pessoas/afastamentos: the patron's suspensions. */
export const suspensionRoutes = callRoutes("/pessoas").on(suspensionCalls.list, async (c) =>
  c.json(await patronSuspensions(c.get("db"), patronOf(c), new Date(), c.get("lang"))),
).app;

function itemRef(body: z.infer<typeof ItemField>) {
  if (body.cod_exemplar !== null) return { id: body.cod_exemplar };
  if (body.tombo?.trim()) return { barcode: body.tombo.trim() };
  return undefined;
}

function requiredItem(body: z.infer<typeof ItemField>) {
  const ref = itemRef(body);
  if (!ref) throw invalidParameter("tombo");
  return ref;
}

/** /balcao: desk operations with a staff key (X-Staff-Key). */
export const deskRoutes = callRoutes("/balcao")
  .on(deskCalls.checkOut, async (c) => {
    const staff = await staffOf(c);
    const body = bodyOf(c);
    const who = parse(PatronField, body);
    const login = who.login?.trim();
    if (who.cod_pessoa === null && !login) throw invalidParameter("login");
    const loan = await checkOut(c.get("db"), {
      patron: who.cod_pessoa !== null ? { id: who.cod_pessoa } : { login },
      item: requiredItem(parse(ItemField, body)),
      staff,
    });
    return c.json(loan, 201);
  })
  .on(deskCalls.checkIn, async (c) => {
    const staff = await staffOf(c);
    const item = requiredItem(bodyOf(c));
    return c.json(await checkIn(c.get("db"), { item, staff }, c.get("lang")));
  })
  .on(deskCalls.renew, async (c) => {
    const staff = await staffOf(c);
    const body = bodyOf(c);
    const { cod_emprestimo } = parse(z.object({ cod_emprestimo: OptionalId }), body);
    const loanId = cod_emprestimo ?? (await openLoanOf(c.get("db"), requiredItem(parse(ItemField, body))));
    return c.json(await renewLoan(c.get("db"), { loanId, staff }));
  })
  .on(deskCalls.markReady, async (c) => {
    const staff = await staffOf(c);
    const item = itemRef(bodyOf(c));
    return c.json(await markReady(c.get("db"), pathId(c), item, staff, c.get("lang")));
  }).app;
