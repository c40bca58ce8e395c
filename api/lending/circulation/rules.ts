/**
 * The circulation rules as plain functions: no database, no HTTP. The services
 * (api/lending/circulation/*.service.ts) load the facts, lock the rows and ask these functions what is
 * allowed; a refusal is a code that api/core/refusals.ts turns into an ApiError.
 */
import type { CopyStatus } from "../../contract.ts";
import type { LoanPolicyTable } from "../../core/db/tables.ts";
import { addDays, daysBetween, type Day } from "../../core/time.ts";

/** Pergamum's codes (document 1 §5): single volume/tomo/parte, the main material, all locations. */
export const SINGLE = "99999";
export const MAIN_MATERIAL = "0";
export const ALL_LOCATIONS = -1;

// ---------------------------------------------------------------------------------------------
// Copy status

/** Which status may follow which. Anything else is a bug in a service, not a patron's mistake. */
const TRANSITIONS: Record<CopyStatus, readonly CopyStatus[]> = {
  available: ["on_loan", "reserved", "in_transit", "lost", "closed_stacks", "not_for_loan"],
  on_loan: ["available", "reserved", "in_transit", "lost"],
  // reserved → reserved: a held copy passes to the next patron in the queue.
  reserved: ["on_loan", "available", "reserved", "in_transit", "lost"],
  in_transit: ["available", "reserved", "lost"],
  // A lost copy that turns up goes back to the shelf, or to the first patron waiting for it.
  lost: ["available", "reserved"],
  closed_stacks: ["available", "not_for_loan"],
  not_for_loan: ["available", "closed_stacks"],
};

export function canTransition(from: CopyStatus, to: CopyStatus): boolean {
  return TRANSITIONS[from]?.includes(to) ?? false;
}

export function assertTransition(from: CopyStatus, to: CopyStatus): void {
  if (!canTransition(from, to)) throw new Error(`copy status cannot go from ${from} to ${to}`);
}

/**
 * Statuses a reservation can wait for: the copy will come back to the shelf (on loan, held for
 * another patron, travelling). Available copies are lent, not reserved (Pergamum reserves
 * unavailable material only); lost, closed-stacks and not-for-loan copies never come back to
 * circulation by themselves.
 */
export const RESERVABLE_STATUSES: readonly CopyStatus[] = ["on_loan", "reserved", "in_transit"];

// ---------------------------------------------------------------------------------------------
// Policy

/** A row of loan_policy as allPolicies reads it (api/lending/circulation/circulation.repository.ts). */
export type LoanPolicy = Pick<
  LoanPolicyTable,
  | "library_id"
  | "category"
  | "loan_days"
  | "max_renewals"
  | "max_loans"
  | "max_reservations"
  | "pickup_days"
  | "reservation_days"
  | "daily_fine_cents"
  | "suspension_days_per_late_day"
>;

/** The most specific policy: library and category, then library, then category, then the default. */
export function pickPolicy<P extends Pick<LoanPolicy, "library_id" | "category">>(
  candidates: P[],
  libraryId: number,
  category: string,
): P | undefined {
  const rank = (p: P) =>
    p.library_id !== null && p.library_id !== libraryId
      ? -1
      : p.category !== null && p.category !== category
        ? -1
        : (p.library_id === null ? 0 : 2) + (p.category === null ? 0 : 1);
  return candidates.filter((p) => rank(p) >= 0).sort((a, b) => rank(b) - rank(a))[0];
}

export function dueDateFor(today: Day, policy: Pick<LoanPolicy, "loan_days">): Day {
  return addDays(today, policy.loan_days);
}

// ---------------------------------------------------------------------------------------------
// The patron's standing

export interface Standing {
  blocked: boolean;
  suspended: boolean;
  hasDebts: boolean;
}

export type StandingRefusal = "patron_blocked" | "patron_suspended" | "patron_debts";

/** A blocked or suspended patron, or one with unpaid debts, may not borrow, reserve or request. */
export function standingRefusal(standing: Standing): StandingRefusal | null {
  if (standing.blocked) return "patron_blocked";
  if (standing.suspended) return "patron_suspended";
  if (standing.hasDebts) return "patron_debts";
  return null;
}

export function isSuspended(suspensions: { starts_on: Day; ends_on: Day }[], today: Day): boolean {
  return suspensions.some((s) => s.starts_on <= today && today <= s.ends_on);
}

// ---------------------------------------------------------------------------------------------
// Renewal

export type RenewalRefusal =
  | "loan_not_found"
  | "patron_blocked"
  | "renewal_suspended"
  | "renewal_debts"
  | "renewal_overdue"
  | "renewal_limit"
  | "renewal_no_gain"
  | "renewal_reserved";

export interface RenewalFacts extends Standing {
  loan: { due_date: Day; renewals: number; returned: boolean } | undefined;
  today: Day;
  maxRenewals: number;
  /** Another patron holds an open reservation that this copy could serve. */
  reservedByOther: boolean;
}

/** Why a renewal is refused (the first reason, in this order), or null when it is allowed. */
export function renewalRefusal(facts: RenewalFacts): RenewalRefusal | null {
  if (!facts.loan || facts.loan.returned) return "loan_not_found";
  if (facts.blocked) return "patron_blocked";
  if (facts.suspended) return "renewal_suspended";
  if (facts.hasDebts) return "renewal_debts";
  if (isOverdue(facts.loan.due_date, facts.today)) return "renewal_overdue";
  if (facts.loan.renewals >= facts.maxRenewals) return "renewal_limit";
  if (facts.reservedByOther) return "renewal_reserved";
  return null;
}

/** A renewal counts a full loan period from today, and never shortens the loan. */
export function renewedDueDate(today: Day, currentDue: Day, policy: Pick<LoanPolicy, "loan_days">): Day {
  const fresh = addDays(today, policy.loan_days);
  return fresh > currentDue ? fresh : currentDue;
}

/** The first day a renewal moves the due date: the day after due − loan period. */
export function firstGainfulDay(currentDue: Day, policy: Pick<LoanPolicy, "loan_days">): Day {
  return addDays(currentDue, 1 - policy.loan_days);
}

export function isOverdue(due: Day, today: Day): boolean {
  return due < today;
}

export function renewalsLeft(renewals: number, maxRenewals: number): number {
  return Math.max(0, maxRenewals - renewals);
}

// ---------------------------------------------------------------------------------------------
// Fines and suspensions on return

export function lateDays(due: Day, returnedOn: Day): number {
  return Math.max(0, daysBetween(due, returnedOn));
}

export function fineCents(late: number, policy: Pick<LoanPolicy, "daily_fine_cents">): number {
  return late * policy.daily_fine_cents;
}

/** The suspension a late return earns, starting on the day of return; null when none. */
export function suspensionFor(
  late: number,
  returnedOn: Day,
  policy: Pick<LoanPolicy, "suspension_days_per_late_day">,
): { starts_on: Day; ends_on: Day } | null {
  const days = late * policy.suspension_days_per_late_day;
  if (days <= 0) return null;
  return { starts_on: returnedOn, ends_on: addDays(returnedOn, days - 1) };
}

// ---------------------------------------------------------------------------------------------
// Reservation choices and queues

/** A copy as the reservation rules see it. */
export interface CopyFacts {
  id: number;
  status: CopyStatus;
  volume: string | null;
  tomo: string | null;
  parte: string | null;
  material: string | null;
  location_id: number | null;
}

/**
 * The patron's choice, normalised: volume/tomo/parte are codes ('99999' single), material
 * null = any ('0' main), location null = all.
 */
export interface Choice {
  volume: string;
  tomo: string;
  parte: string;
  material: string | null;
  location_id: number | null;
}

export interface ChoiceInput {
  volume: string;
  tomo: string;
  parte: string;
  material: string | null;
  localizacao: number | null;
}

/** Applies the library's flags: with reserva_localizacao / reserva_mat_adicional 'N' those choices are "any". */
export function normaliseChoice(
  input: ChoiceInput,
  library: { reserve_by_location: boolean; reserve_by_material: boolean },
): Choice {
  const location = input.localizacao;
  return {
    volume: input.volume.trim() || SINGLE,
    tomo: input.tomo.trim() || SINGLE,
    parte: input.parte.trim() || SINGLE,
    material:
      library.reserve_by_material && input.material !== null && input.material.trim() !== ""
        ? input.material.trim()
        : null,
    location_id: library.reserve_by_location && location !== null && location !== ALL_LOCATIONS ? location : null,
  };
}

/** The codes a copy shows in the choice lists. */
export function copyCodes(copy: Pick<CopyFacts, "volume" | "tomo" | "parte" | "material">) {
  return {
    volume: copy.volume ?? SINGLE,
    tomo: copy.tomo ?? SINGLE,
    parte: copy.parte ?? SINGLE,
    material: copy.material ?? MAIN_MATERIAL,
  };
}

export function matchesChoice(copy: CopyFacts, choice: Choice): boolean {
  const codes = copyCodes(copy);
  return (
    codes.volume === choice.volume &&
    codes.tomo === choice.tomo &&
    codes.parte === choice.parte &&
    (choice.material === null || codes.material === choice.material) &&
    (choice.location_id === null || copy.location_id === choice.location_id)
  );
}

export type ReservationRefusal = "reservation_copies_available" | "reservation_not_allowed";

/**
 * Given the copies of the chosen library that match the choice: a reservation waits only for
 * unavailable material, and only when some copy is in a status that will bring it back.
 */
export function reservationRefusal(matching: Pick<CopyFacts, "status">[]): ReservationRefusal | null {
  if (matching.some((c) => c.status === "available")) return "reservation_copies_available";
  if (!matching.some((c) => RESERVABLE_STATUSES.includes(c.status))) return "reservation_not_allowed";
  return null;
}

export interface QueuedFacts {
  id: number;
  position: number;
  material: string | null;
  location_id: number | null;
}

/** The first queued reservation (by position) that a copy coming back can serve. */
export function nextInQueue<Q extends QueuedFacts>(queue: Q[], copy: CopyFacts): Q | undefined {
  const codes = copyCodes(copy);
  return [...queue]
    .sort((a, b) => a.position - b.position)
    .find(
      (r) =>
        (r.material === null || r.material === codes.material) &&
        (r.location_id === null || r.location_id === copy.location_id),
    );
}

/** Positions after removing some: 1…n in the old order (what the renumbering query does). */
export function compactPositions(positions: number[]): number[] {
  const order = [...positions].sort((a, b) => a - b);
  return positions.map((p) => order.indexOf(p) + 1);
}

/** The pick-up deadline of a reservation released today. */
export function pickupDeadline(today: Day, policy: Pick<LoanPolicy, "pickup_days">): Day {
  return addDays(today, policy.pickup_days);
}

export function reservationExpiry(today: Day, policy: Pick<LoanPolicy, "reservation_days">): Day {
  return addDays(today, policy.reservation_days);
}

// ---------------------------------------------------------------------------------------------
// Check-out

export type CheckoutRefusal = StandingRefusal | "item_on_loan" | "item_reserved" | "item_not_loanable" | "loan_limit";

export function checkoutRefusal(facts: {
  standing: Standing;
  status: CopyStatus;
  /** For a reserved copy: whether it is held for this patron. */
  heldForPatron: boolean;
  openLoans: number;
  maxLoans: number;
}): CheckoutRefusal | null {
  const standing = standingRefusal(facts.standing);
  if (standing) return standing;
  if (facts.status === "on_loan") return "item_on_loan";
  if (facts.status === "reserved" && !facts.heldForPatron) return "item_reserved";
  if (facts.status !== "available" && facts.status !== "reserved") return "item_not_loanable";
  if (facts.openLoans >= facts.maxLoans) return "loan_limit";
  return null;
}
