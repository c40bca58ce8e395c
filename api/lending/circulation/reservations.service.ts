/**
 * Reservations: the initial data of the reservation form, the queue check, reserving,
 * cancelling, the patron's lists, marking ready at the desk, and expiry.
 *
 * Every change runs in one transaction that first locks the record row, so that two patrons
 * reserving the same title, or a reservation racing a check-in, take turns: positions are
 * computed under the lock and renumbered in the same transaction (see circulation.repository.ts
 * for the lock order).
 */
import { institutionParams } from "../../core/institution-params.repository.ts";
import { raiseReservationReady } from "../../patron/alerts/due-alerts.ts";
import type { Db, Queryable, Tx } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import type { Lang } from "../../core/i18n.ts";
import {
  allPolicies,
  copyCombos,
  findItem,
  findLibrary,
  findPatron,
  findRecordFacts,
  lockCopiesAt,
  lockItem,
  lockPatron,
  lockRecord,
  patronLibraries,
  patronStanding,
  setItemStatus,
  type ItemRow,
  type LibraryFacts,
  type PatronFacts,
} from "./circulation.repository.ts";
import type { QueueCheckResponse, ReservationInitialData, ReservationOut } from "./contract.ts";
import { refusal } from "../../core/refusals.ts";
import {
  closeReservation,
  countOthersInQueue,
  countPatronOpen,
  findReservation,
  insertReservation,
  lockOverdueOfRecord,
  lockPatronOpenAt,
  lockQueue,
  lockReservation,
  makeReady,
  maxPosition,
  openCountsByLibrary,
  openReservationViews,
  patronHasRecordOnLoanAt,
  queueKeyOf,
  recordsWithOverdue,
  renumberQueue,
  reservationHistoryViews,
  reservationViews,
  type QueueKey,
} from "./reservations.repository.ts";
import {
  assertTransition,
  copyCodes,
  matchesChoice,
  nextInQueue,
  normaliseChoice,
  pickPolicy,
  pickupDeadline,
  reservationExpiry,
  reservationRefusal,
  standingRefusal,
  type Choice,
  type ChoiceInput,
  type LoanPolicy,
} from "./rules.ts";
import { assertStaffServes, type StaffFacts } from "../../core/staff.ts";
import { localDay, TIME_ZONE, type Day } from "../../core/time.ts";
import { toReservableCopy, toReservationOut } from "./views.ts";

export interface ReservationRequest extends ChoiceInput {
  recordId: number;
  libraryId: number;
}

export function recordNotFound(id: number): ApiError {
  return new ApiError(404, "record_not_found", "errors.record_not_found", { id });
}

/** Institution flag: '1' limits reservations to the patron's own libraries. */
async function restrictedToOwnLibraries(db: Queryable): Promise<boolean> {
  const params = await institutionParams(db);
  return params.restringe_ui_res_se_usu_logado === "1";
}

export async function policyFor(
  db: Queryable,
  libraryId: number,
  category: string,
  policies?: LoanPolicy[],
): Promise<LoanPolicy> {
  const policy = pickPolicy(policies ?? (await allPolicies(db)), libraryId, category);
  if (!policy) throw new Error("no loan policy: the default row of loan_policy is missing");
  return policy;
}

// ---------------------------------------------------------------------------------------------
// Reading

/** GET /reserva/{id}/informacoes-iniciais */
export async function reservationInitialData(
  db: Db,
  recordId: number,
  filter: { campusId?: number; libraryIds?: number[] },
  patronId: number | undefined,
): Promise<ReservationInitialData> {
  if (!(await findRecordFacts(db, recordId))) throw recordNotFound(recordId);
  let libraryIds = filter.libraryIds;
  if (patronId !== undefined && (await restrictedToOwnLibraries(db))) {
    const own = (await patronLibraries(db, patronId)).map((l) => l.cod_biblioteca);
    libraryIds = libraryIds ? libraryIds.filter((id) => own.includes(id)) : own;
  }
  const combos = await copyCombos(db, recordId, { campusId: filter.campusId, libraryIds });
  const libraries = new Set(combos.map((c) => c.library_id));
  const counts = await openCountsByLibrary(db, recordId);
  return {
    exemplares: combos.map(toReservableCopy),
    reservas: counts.filter((c) => libraries.has(c.cod_biblioteca)),
  };
}

async function views(db: Queryable, ids: number[], lang: Lang): Promise<ReservationOut[]> {
  const rows = await reservationViews(db, ids);
  return ids.map((id) =>
    toReservationOut(
      rows.find((r) => r.id === id)!,
      lang,
    ),
  );
}

/** GET /reserva: the patron's open reservations (expired ones are closed first). */
export async function openReservations(
  db: Db,
  patronId: number,
  lang: Lang,
  now = new Date(),
): Promise<ReservationOut[]> {
  await expireDue(db, now, patronId);
  return (await openReservationViews(db, patronId)).map((r) => toReservationOut(r, lang));
}

/** GET /reserva/historico: every reservation the patron made between two days. */
export async function reservationHistory(
  db: Db,
  patronId: number,
  from: Day,
  to: Day,
  lang: Lang,
  now = new Date(),
): Promise<ReservationOut[]> {
  await expireDue(db, now, patronId);
  return (await reservationHistoryViews(db, patronId, from, to, TIME_ZONE)).map((r) => toReservationOut(r, lang));
}

// ---------------------------------------------------------------------------------------------
// Reserving

interface Prepared {
  patron: PatronFacts;
  library: LibraryFacts;
  choice: Choice;
  key: QueueKey;
  policy: LoanPolicy;
}

/**
 * Everything a reservation must pass, inside the caller's transaction, with the record, its
 * copies at the library and the patron locked.
 */
async function prepareReservation(tx: Tx, patronId: number, request: ReservationRequest, now: Date): Promise<Prepared> {
  const today = localDay(now);
  if (!(await lockRecord(tx, request.recordId))) throw recordNotFound(request.recordId);
  const library = await findLibrary(tx, request.libraryId);
  if (!library) throw refusal("library_not_found");
  await sweepRecord(tx, request.recordId, now);
  const copies = await lockCopiesAt(tx, request.recordId, request.libraryId);
  const patron = await lockPatron(tx, patronId);
  if (!patron) throw new ApiError(401, "unauthorized", "errors.unauthorized");

  if (await restrictedToOwnLibraries(tx)) {
    const own = (await patronLibraries(tx, patronId)).map((l) => l.cod_biblioteca);
    if (!own.includes(library.id)) throw refusal("reservation_library_not_allowed");
  }
  const standing = standingRefusal({ blocked: patron.blocked, ...(await patronStanding(tx, patronId, today)) });
  if (standing) throw refusal(standing);

  const choice = normaliseChoice(request, library);
  const copyRefusal = reservationRefusal(copies.filter((c) => matchesChoice(c, choice)));
  if (copyRefusal) throw refusal(copyRefusal);

  const key: QueueKey = {
    record_id: request.recordId,
    library_id: library.id,
    volume: choice.volume,
    tomo: choice.tomo,
    parte: choice.parte,
  };
  const mine = await lockPatronOpenAt(tx, patronId, request.recordId, library.id);
  if (mine.some((r) => r.volume === key.volume && r.tomo === key.tomo && r.parte === key.parte)) {
    throw refusal("reservation_duplicate");
  }
  if (await patronHasRecordOnLoanAt(tx, patronId, request.recordId, library.id))
    throw refusal("reservation_already_borrowed");
  const policy = await policyFor(tx, library.id, patron.category);
  if ((await countPatronOpen(tx, patronId)) >= policy.max_reservations) {
    throw refusal("reservation_limit", { max: policy.max_reservations });
  }
  return { patron, library, choice, key, policy };
}

/** POST /reserva/validar-fila: the same checks as reserving, and whether others already wait. */
export async function checkQueue(
  db: Db,
  patronId: number,
  request: ReservationRequest,
  now = new Date(),
): Promise<QueueCheckResponse> {
  return db.transaction(async (tx) => {
    const { key } = await prepareReservation(tx, patronId, request, now);
    return { existeFila: (await countOthersInQueue(tx, key, patronId)) > 0, posicao: (await maxPosition(tx, key)) + 1 };
  });
}

/** POST /reserva: joins the queue at its end. */
export async function reserve(
  db: Db,
  patronId: number,
  request: ReservationRequest,
  lang: Lang,
  now = new Date(),
): Promise<ReservationOut> {
  const id = await db.transaction(async (tx) => {
    const { key, choice, policy } = await prepareReservation(tx, patronId, request, now);
    const position = (await maxPosition(tx, key)) + 1;
    return insertReservation(tx, {
      ...key,
      patron_id: patronId,
      material: choice.material,
      location_id: choice.location_id,
      position,
      at: now,
      expires_on: reservationExpiry(localDay(now), policy),
    });
  });
  return (await views(db, [id], lang))[0];
}

// ---------------------------------------------------------------------------------------------
// Cancelling, holding, expiring

/**
 * A copy came back (check-in), or its hold ended (cancelled or expired ready reservation): it
 * goes to the first reservation of its queue that accepts it, which becomes ready with a
 * pick-up window, or back to the shelf. Returns the reservation made ready, if any.
 */
export async function passCopyOn(tx: Tx, item: ItemRow, now: Date, policies?: LoanPolicy[]): Promise<number | null> {
  const codes = copyCodes(item);
  const key: QueueKey = {
    record_id: item.record_id,
    library_id: item.library_id,
    volume: codes.volume,
    tomo: codes.tomo,
    parte: codes.parte,
  };
  const next = nextInQueue(
    (await lockQueue(tx, key)).map((r) => ({ ...r, position: r.position ?? 0 })),
    item,
  );
  if (!next) {
    assertTransition(item.status, "available");
    await setItemStatus(tx, item.id, "available", null);
    return null;
  }
  const patron = await findPatron(tx, { id: next.patron_id });
  const policy = await policyFor(tx, item.library_id, patron?.category ?? "", policies);
  assertTransition(item.status, "reserved");
  await makeReady(tx, next.id, item.id, now, pickupDeadline(localDay(now), policy));
  await setItemStatus(tx, item.id, "reserved", null);
  await renumberQueue(tx, key);
  await raiseReservationReady(tx, next.id, now);
  return next.id;
}

/**
 * Closes the reservations of one record that ran out: queued ones past their validity, ready
 * ones past their pick-up day (their copy passes on). The caller holds the record lock.
 */
export async function sweepRecord(tx: Tx, recordId: number, now: Date): Promise<number> {
  const due = await lockOverdueOfRecord(tx, recordId, localDay(now));
  if (due.length === 0) return 0;
  const queues = new Map<string, QueueKey>();
  for (const r of due.filter((r) => r.status === "queued")) {
    await closeReservation(tx, r.id, "expired", now);
    queues.set(JSON.stringify(queueKeyOf(r)), queueKeyOf(r));
  }
  for (const key of queues.values()) await renumberQueue(tx, key);
  for (const r of due.filter((r) => r.status === "ready")) {
    await closeReservation(tx, r.id, "expired", now);
    const item = r.item_id === null ? undefined : await lockItem(tx, r.item_id);
    if (item && item.status === "reserved") await passCopyOn(tx, item, now);
  }
  return due.length;
}

/** Expires what ran out, record by record (each in its own transaction); optionally one patron's only. */
export async function expireDue(db: Db, now = new Date(), patronId?: number): Promise<number> {
  let closed = 0;
  for (const recordId of await recordsWithOverdue(db, localDay(now), patronId)) {
    closed += await db.transaction(async (tx) => {
      await lockRecord(tx, recordId);
      return sweepRecord(tx, recordId, now);
    });
  }
  return closed;
}

/** DELETE /reserva/{id}: the patron cancels; the queue behind moves up, a held copy passes on. */
export async function cancelReservation(
  db: Db,
  patronId: number,
  reservationId: number,
  lang: Lang,
  now = new Date(),
): Promise<ReservationOut> {
  const found = await findReservation(db, reservationId);
  if (!found || found.patron_id !== patronId) throw refusal("reservation_not_found");
  await db.transaction(async (tx) => {
    await lockRecord(tx, found.record_id);
    await sweepRecord(tx, found.record_id, now);
    const r = await lockReservation(tx, reservationId);
    if (!r || (r.status !== "queued" && r.status !== "ready")) throw refusal("reservation_not_open");
    await closeReservation(tx, r.id, "cancelled", now);
    if (r.status === "queued") {
      await renumberQueue(tx, queueKeyOf(r));
    } else if (r.item_id !== null) {
      const item = await lockItem(tx, r.item_id);
      if (item && item.status === "reserved") await passCopyOn(tx, item, now);
    }
  });
  return (await views(db, [reservationId], lang))[0];
}

/**
 * Desk: holds a copy for a queued reservation (a new or found copy, one back from another
 * library). With no copy named, the first available copy that fits the reservation is taken.
 */
export async function markReady(
  db: Db,
  reservationId: number,
  itemRef: { id?: number; barcode?: string } | undefined,
  staff: StaffFacts | null,
  lang: Lang,
  now = new Date(),
): Promise<ReservationOut> {
  const found = await findReservation(db, reservationId);
  if (!found) throw refusal("reservation_not_found");
  assertStaffServes(staff, found.library_id);
  const named =
    itemRef && (itemRef.id !== undefined || itemRef.barcode !== undefined) ? await findItem(db, itemRef) : undefined;
  if (itemRef && (itemRef.id !== undefined || itemRef.barcode !== undefined) && !named) throw refusal("item_not_found");
  await db.transaction(async (tx) => {
    await lockRecord(tx, found.record_id);
    await sweepRecord(tx, found.record_id, now);
    const r = await lockReservation(tx, reservationId);
    if (!r || r.status !== "queued") throw refusal("reservation_not_open");
    const choice: Choice = {
      volume: r.volume,
      tomo: r.tomo,
      parte: r.parte,
      material: r.material,
      location_id: r.location_id,
    };
    const copies = (await lockCopiesAt(tx, r.record_id, r.library_id)).filter(
      (c) => (c.status === "available" || c.status === "in_transit") && matchesChoice(c, choice),
    );
    const item = named ? copies.find((c) => c.id === named.id) : copies.find((c) => c.status === "available");
    if (!item) throw refusal("reservation_no_copy_to_hold");
    const patron = await findPatron(tx, { id: r.patron_id });
    const policy = await policyFor(tx, r.library_id, patron?.category ?? "");
    assertTransition(item.status, "reserved");
    await makeReady(tx, r.id, item.id, now, pickupDeadline(localDay(now), policy));
    await setItemStatus(tx, item.id, "reserved", null);
    await renumberQueue(tx, queueKeyOf(r));
    await raiseReservationReady(tx, r.id, now);
  });
  return (await views(db, [reservationId], lang))[0];
}

export { views as reservationsByIds };
