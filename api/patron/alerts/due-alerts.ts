/**
 * The circulation notices (decision 034): a reservation ready for pick-up (raised by the
 * reservation code where a copy is held, in its transaction), a loan due within two days, and a
 * loan overdue. The last two are not changes anybody makes: they come true as days pass, so they
 * are found by `raiseDueAlerts`, which the desk job `npm run circ -- alerts-due` runs for everyone
 * and the alerts calls run for the patron asking (so a patron sees them even where no job runs).
 * The dedupe keys name the loan and its due date: running again raises nothing twice, and a
 * renewal (a new due date) announces the new date once.
 */
import type { Queryable } from "../../core/db/db.ts";
import { addDays, daysBetween, localDay, type Day } from "../../core/time.ts";
import { openLoansDueBetween, readyReservationFacts } from "./alerts.repository.ts";
import { raiseAlert } from "./alerts.service.ts";
import { LOAN_DUE_NOTICE_DAYS } from "./contract.ts";

/** Called in the transaction that made reservation `reservationId` ready. */
export async function raiseReservationReady(tx: Queryable, reservationId: number, readyAt: Date): Promise<void> {
  const facts = await readyReservationFacts(tx, reservationId);
  if (!facts) return;
  await raiseAlert(tx, {
    patronId: facts.patron_id,
    kind: "reservation_ready",
    params: { titulo: facts.title, biblioteca: facts.library_name, prazo: facts.pickup_deadline },
    link: "/meupergamum/reservas",
    // A reservation is ready once; a copy passed on again is another hold of the same reservation.
    dedupeKey: `reservation_ready:${reservationId}:${readyAt.toISOString()}`,
  });
}

export interface DueAlertsResult {
  due: number;
  overdue: number;
}

/** Raises the due-soon and overdue notices of open loans (of one patron, or everyone's). */
export async function raiseDueAlerts(
  db: Queryable,
  now = new Date(),
  patronId: number | null = null,
): Promise<DueAlertsResult> {
  const today: Day = localDay(now);
  const result: DueAlertsResult = { due: 0, overdue: 0 };
  for (const loan of await openLoansDueBetween(db, today, addDays(today, LOAN_DUE_NOTICE_DAYS), patronId)) {
    const raised = await raiseAlert(db, {
      patronId: loan.patron_id,
      kind: "loan_due",
      params: { titulo: loan.title, data: loan.due_date, dias: daysBetween(today, loan.due_date) },
      link: "/meupergamum/emprestimos",
      dedupeKey: `loan_due:${loan.loan_id}:${loan.due_date}`,
    });
    if (raised) result.due++;
  }
  for (const loan of await openLoansDueBetween(db, null, addDays(today, -1), patronId)) {
    const raised = await raiseAlert(db, {
      patronId: loan.patron_id,
      kind: "loan_overdue",
      params: { titulo: loan.title, data: loan.due_date },
      link: "/meupergamum/emprestimos",
      dedupeKey: `loan_overdue:${loan.loan_id}:${loan.due_date}`,
    });
    if (raised) result.overdue++;
  }
  return result;
}
