/**
 * Loans: check-out, check-in (fines, suspensions, the next reservation), renewals (patron and
 * desk), and the patron's lists of loans, debts and suspensions.
 *
 * Check-out and renewal lock the record row first (see circulation.repository.ts): of twenty
 * desks lending the last copy at once, one succeeds and the others find it on loan.
 */
import type { Db, Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import {
  allPolicies,
  findItem,
  findPatron,
  lockItem,
  lockPatron,
  lockRecord,
  patronStanding,
  setItemStatus,
  type ItemRow,
} from "./circulation.repository.ts";
import type {
  CheckinResponse,
  DebtsResponse,
  LoanOut,
  RenewalResponse,
  RenewalResult,
  SuspensionOut,
} from "./contract.ts";
import {
  closeLoan,
  countOpenLoans,
  findLoan,
  findOpenLoanOfItem,
  insertDebt,
  insertLoan,
  insertSuspension,
  loanHistoryViews,
  loanViews,
  lockLoan,
  lockOpenLoanOfItem,
  openLoanViews,
  pendingDebtRows,
  renewLoanRow,
  suspensionRows,
} from "./loans.repository.ts";
import { REFUSAL_STATUS, refusal } from "../../core/refusals.ts";
import {
  closeReservation,
  countOthersWaitingForCopy,
  lockPatronOpenAt,
  lockReadyHolding,
  queueKeyOf,
  renumberQueue,
} from "./reservations.repository.ts";
import { passCopyOn, policyFor, reservationsByIds, sweepRecord } from "./reservations.service.ts";
import {
  assertTransition,
  checkoutRefusal,
  copyCodes,
  dueDateFor,
  fineCents,
  lateDays,
  renewalRefusal,
  firstGainfulDay,
  renewedDueDate,
  suspensionFor,
} from "./rules.ts";
import { assertStaffServes, type StaffFacts } from "../../core/staff.ts";
import { localDay, TIME_ZONE, type Day } from "../../core/time.ts";
import { toDebtOut, toLoanOut, toSuspensionOut } from "./views.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { PAYMENT_PARAMS, patronSlipRefusal, pixFor } from "../clearance/gru.service.ts";

/** A record's loans by year and month, for its statistics page. */
export { loanYearsOfRecord, monthlyLoansOfRecord } from "./loans.repository.ts";

export interface PatronRef {
  id?: number;
  login?: string;
}

export interface ItemRef {
  id?: number;
  barcode?: string;
}

async function itemOrRefuse(db: Queryable, ref: ItemRef): Promise<ItemRow> {
  const item = await findItem(db, ref);
  if (!item) throw refusal("item_not_found");
  return item;
}

async function loanOuts(db: Queryable, ids: number[], now: Date): Promise<LoanOut[]> {
  const policies = await allPolicies(db);
  const today = localDay(now);
  const rows = await loanViews(db, ids);
  return ids.map((id) =>
    toLoanOut(
      rows.find((r) => r.id === id)!,
      policies,
      today,
    ),
  );
}

// ---------------------------------------------------------------------------------------------
// Desk

/** Lends a copy. A copy held for this patron is collected (their reservation is fulfilled). */
export async function checkOut(
  db: Db,
  input: { patron: PatronRef; item: ItemRef; staff?: StaffFacts | null; now?: Date },
): Promise<LoanOut> {
  const now = input.now ?? new Date();
  const today = localDay(now);
  const found = await itemOrRefuse(db, input.item);
  assertStaffServes(input.staff, found.library_id);
  const patronFound = await findPatron(db, input.patron);
  if (!patronFound) throw refusal("patron_not_found");

  const loanId = await db
    .transaction(async (tx) => {
      await lockRecord(tx, found.record_id);
      await sweepRecord(tx, found.record_id, now);
      const item = (await lockItem(tx, found.id))!;
      const held = item.status === "reserved" ? await lockReadyHolding(tx, item.id) : undefined;
      const patron = (await lockPatron(tx, patronFound.id))!;
      const policy = await policyFor(tx, item.library_id, patron.category);
      const why = checkoutRefusal({
        standing: { blocked: patron.blocked, ...(await patronStanding(tx, patron.id, today)) },
        status: item.status,
        heldForPatron: held?.patron_id === patron.id,
        openLoans: await countOpenLoans(tx, patron.id),
        maxLoans: policy.max_loans,
      });
      if (why) throw refusal(why, { max: policy.max_loans });

      const due = dueDateFor(today, policy);
      assertTransition(item.status, "on_loan");
      const id = await insertLoan(tx, {
        itemId: item.id,
        patronId: patron.id,
        libraryId: item.library_id,
        at: now,
        due,
        staffId: input.staff?.id ?? null,
      });
      await setItemStatus(tx, item.id, "on_loan", due);

      // The patron's own reservations this copy answers are fulfilled; a copy held for them under
      // another reservation of the same queue goes to the next patron.
      const codes = copyCodes(item);
      for (const r of await lockPatronOpenAt(tx, patron.id, item.record_id, item.library_id)) {
        if (r.volume !== codes.volume || r.tomo !== codes.tomo || r.parte !== codes.parte) continue;
        await closeReservation(tx, r.id, "fulfilled", now);
        if (r.status === "queued") await renumberQueue(tx, queueKeyOf(r));
        else if (r.item_id !== null && r.item_id !== item.id) {
          const other = await lockItem(tx, r.item_id);
          if (other && other.status === "reserved") await passCopyOn(tx, other, now);
        }
      }
      return id;
    })
    .catch(uniqueViolationAsConflict);
  return (await loanOuts(db, [loanId], now))[0];
}

/** Two check-outs of one copy can only meet at the unique index if a lock was missed: answer 409, not 500. */
function uniqueViolationAsConflict(error: unknown): never {
  if ((error as { code?: string })?.code === "23505") throw refusal("item_on_loan");
  throw error;
}

/**
 * Receives a copy: closes its loan, charges the late-return fine (and suspension, when the policy
 * says so), then holds the copy for the first reservation waiting for it or shelves it.
 * A copy in transit (or marked on loan without a loan row) is received the same way.
 */
export async function checkIn(
  db: Db,
  input: { item: ItemRef; staff?: StaffFacts | null; now?: Date },
  lang: Lang = "pt",
): Promise<CheckinResponse> {
  const now = input.now ?? new Date();
  const today = localDay(now);
  const found = await itemOrRefuse(db, input.item);
  assertStaffServes(input.staff, found.library_id);

  const result = await db.transaction(async (tx) => {
    await lockRecord(tx, found.record_id);
    await sweepRecord(tx, found.record_id, now);
    const item = (await lockItem(tx, found.id))!;
    const loan = await lockOpenLoanOfItem(tx, item.id);
    if (!loan && item.status !== "on_loan" && item.status !== "in_transit") throw refusal("item_not_on_loan");

    let fine: CheckinResponse["multa"] = null;
    let suspensionId: number | null = null;
    if (loan) {
      await closeLoan(tx, loan.id, now);
      const patron = await findPatron(tx, { id: loan.patron_id });
      const policy = await policyFor(tx, loan.library_id, patron?.category ?? "");
      const late = lateDays(loan.due_date, today);
      const cents = fineCents(late, policy);
      if (cents > 0) {
        const debtId = await insertDebt(tx, {
          patronId: loan.patron_id,
          loanId: loan.id,
          cents,
          reason: "late_return",
          description: null,
          at: now,
        });
        fine = { dias_atraso: late, valor_centavos: cents, cod_debito: debtId };
      }
      const suspension = suspensionFor(late, today, policy);
      if (suspension) {
        suspensionId = await insertSuspension(tx, {
          patronId: loan.patron_id,
          loanId: loan.id,
          from: suspension.starts_on,
          until: suspension.ends_on,
          reason: translate("pt", "circulation.suspensionLateReturn"),
          at: now,
        });
      }
    }
    const readyId = await passCopyOn(tx, item, now);
    return { loanId: loan?.id ?? null, patronId: loan?.patron_id ?? null, fine, suspensionId, readyId };
  });

  const suspension =
    result.suspensionId !== null && result.patronId !== null
      ? (await suspensionRows(db, result.patronId, [result.suspensionId])).map((s) => toSuspensionOut(s, today))[0]
      : null;
  return {
    emprestimo: result.loanId === null ? null : (await loanOuts(db, [result.loanId], now))[0],
    multa: result.fine,
    suspensao: suspension ?? null,
    reserva: result.readyId === null ? null : (await reservationsByIds(db, [result.readyId], lang))[0],
    situacao_exemplar: result.readyId === null ? "available" : "reserved",
  };
}

// ---------------------------------------------------------------------------------------------
// Renewal

/**
 * Renews one loan, or throws the refusal: not the patron's loan, blocked, suspended, debts,
 * overdue, renewal limit, or another patron waiting for the title.
 */
export async function renewLoan(
  db: Db,
  input: { loanId: number; patronId?: number; staff?: StaffFacts | null; now?: Date },
): Promise<LoanOut> {
  const now = input.now ?? new Date();
  const today = localDay(now);
  const found = await findLoan(db, input.loanId);
  if (!found || (input.patronId !== undefined && found.patron_id !== input.patronId)) throw refusal("loan_not_found");
  assertStaffServes(input.staff, found.library_id);
  const item0 = await itemOrRefuse(db, { id: found.item_id });

  await db.transaction(async (tx) => {
    await lockRecord(tx, item0.record_id);
    await sweepRecord(tx, item0.record_id, now);
    const item = (await lockItem(tx, item0.id))!;
    const loan = await lockLoan(tx, found.id);
    const patron = (await findPatron(tx, { id: found.patron_id }))!;
    const policy = await policyFor(tx, found.library_id, patron.category);
    const codes = copyCodes(item);
    const why = renewalRefusal({
      loan: loan && { due_date: loan.due_date, renewals: loan.renewals, returned: loan.returned_at !== null },
      today,
      maxRenewals: policy.max_renewals,
      blocked: patron.blocked,
      ...(await patronStanding(tx, patron.id, today)),
      reservedByOther: (await countOthersWaitingForCopy(tx, { ...item, ...codes }, patron.id)) > 0,
    });
    if (why) throw refusal(why);
    const due = renewedDueDate(today, loan!.due_date, policy);
    // A renewal that would not move the due date is refused, not spent (decision 037): the
    // patron keeps the renewal for when it gains time, and is told from which day it does.
    if (due <= loan!.due_date)
      throw refusal("renewal_no_gain", { due: loan!.due_date, from: firstGainfulDay(loan!.due_date, policy) });
    await renewLoanRow(tx, loan!.id, due);
    await setItemStatus(tx, item.id, "on_loan", due);
  });
  return (await loanOuts(db, [found.id], now))[0];
}

/** The open loan of a copy (the desk renews by barcode). */
export async function openLoanOf(db: Db, ref: ItemRef): Promise<number> {
  const item = await itemOrRefuse(db, ref);
  const loan = await findOpenLoanOfItem(db, item.id);
  if (!loan) throw refusal("loan_not_found");
  return loan.id;
}

/** Days (YYYY-MM-DD) among a message's values, as the patron's language writes them (dd/mm/yyyy). */
function datesInWords(params: Record<string, string | number> | undefined, lang: Lang) {
  if (!params) return params;
  const tag = lang === "pt" ? "pt-BR" : lang === "es" ? "es" : "en-GB";
  const format = new Intl.DateTimeFormat(tag, { day: "2-digit", month: "2-digit", year: "numeric", timeZone: "UTC" });
  return Object.fromEntries(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === "string" && /^\d{4}-\d{2}-\d{2}$/.test(value)
        ? format.format(new Date(`${value}T12:00:00Z`))
        : value,
    ]),
  );
}

/** POST /emprestimo/renovacao: each loan on its own; a refusal is a result, not a failure. */
export async function renewLoans(
  db: Db,
  patronId: number,
  loanIds: number[],
  lang: Lang,
  now = new Date(),
): Promise<RenewalResponse> {
  const resultados: RenewalResult[] = [];
  for (const id of [...new Set(loanIds)]) {
    try {
      const loan = await renewLoan(db, { loanId: id, patronId, now });
      resultados.push({
        cod_emprestimo: id,
        renovado: true,
        data_devolucao: loan.data_devolucao,
        renovacoes_restantes: loan.renovacoes_restantes,
      });
    } catch (error) {
      if (!(error instanceof ApiError) || !(error.code in REFUSAL_STATUS)) throw error;
      resultados.push({
        cod_emprestimo: id,
        renovado: false,
        codigo: error.code,
        mensagem: translate(lang, error.messageKey, datesInWords(error.params, lang)),
      });
    }
  }
  return { resultados };
}

// ---------------------------------------------------------------------------------------------
// The patron's lists

export async function pendingLoans(db: Db, patronId: number, now = new Date()): Promise<LoanOut[]> {
  const policies = await allPolicies(db);
  const today = localDay(now);
  return (await openLoanViews(db, patronId)).map((r) => toLoanOut(r, policies, today));
}

export async function loanHistory(
  db: Db,
  patronId: number,
  from: Day,
  to: Day,
  onlyFined: boolean,
  now = new Date(),
): Promise<LoanOut[]> {
  const policies = await allPolicies(db);
  const today = localDay(now);
  return (await loanHistoryViews(db, patronId, from, to, TIME_ZONE, onlyFined)).map((r) =>
    toLoanOut(r, policies, today),
  );
}

export async function pendingDebts(db: Db, patronId: number, lang: Lang, now = new Date()): Promise<DebtsResponse> {
  const debitos = (await pendingDebtRows(db, patronId)).map((d) => toDebtOut(d, lang));
  const total_centavos = debitos.reduce((sum, d) => sum + d.pendente_centavos, 0);
  // The reference names the day and the patron, as the slip's does (decision 054).
  const pix =
    total_centavos > 0
      ? pixFor(
          await institutionParams(db, [...PAYMENT_PARAMS]),
          total_centavos,
          `${localDay(now).replace(/-/g, "")}P${patronId}`,
        )
      : null;
  const gru_indisponivel = debitos.length > 0 ? await patronSlipRefusal(db, patronId) : null;
  return { debitos, total_centavos, total: total_centavos / 100, pix, gru_indisponivel };
}

export async function patronSuspensions(
  db: Db,
  patronId: number,
  now = new Date(),
  lang: Lang = "pt",
): Promise<SuspensionOut[]> {
  const today = localDay(now);
  return (await suspensionRows(db, patronId)).map((s) => toSuspensionOut(s, today, lang));
}
