/**
 * Shared lookups and locks of circulation: patrons, their standing, records, copies, libraries,
 * the loan policy and institution parameters.
 *
 * Lock order, everywhere: the record row first (`FOR NO KEY UPDATE`, the mutex of everything
 * circulating around one title), then its copies (`FOR UPDATE`), then loans and reservations,
 * then the patron row (`FOR NO KEY UPDATE`, for limits). Nothing locks a record after a patron,
 * so concurrent transactions queue instead of deadlocking. docs/decisions/007-circulation.md.
 */
import type { CopyStatus } from "../../contract.ts";
import type { Queryable, Tx } from "../../core/db/db.ts";
import type { ItemTable, LibraryTable, LocationTable, PatronTable, RecordTable } from "../../core/db/tables.ts";
import type { UserLibrary } from "./contract.ts";
import type { LoanPolicy } from "./rules.ts";
import type { Day } from "../../core/time.ts";

/** `blocked` also when the patron was cleared (PATRON_COLUMNS). */
export type PatronFacts = Pick<PatronTable, "id" | "login" | "name" | "email" | "category" | "library_id" | "blocked">;

// A patron who produced a clearance declaration is out of the unit (decision 032): to circulation,
// blocked (no loan, renewal, reservation or request), though still able to log in.
const PATRON_COLUMNS = "id, login, name, email, category, library_id, (blocked OR cleared_at IS NOT NULL) AS blocked";

export async function findPatron(
  db: Queryable,
  ref: { id?: number; login?: string },
): Promise<PatronFacts | undefined> {
  const [row] =
    ref.id !== undefined
      ? await db.query<PatronFacts>(`SELECT ${PATRON_COLUMNS} FROM patron WHERE id = $1`, [ref.id])
      : await db.query<PatronFacts>(`SELECT ${PATRON_COLUMNS} FROM patron WHERE lower(login) = lower($1)`, [
          ref.login ?? "",
        ]);
  return row;
}

/** Locks the patron row: limits (open loans, reservations, requests) are counted under it. */
export async function lockPatron(tx: Tx, id: number): Promise<PatronFacts | undefined> {
  const [row] = await tx.query<PatronFacts>(`SELECT ${PATRON_COLUMNS} FROM patron WHERE id = $1 FOR NO KEY UPDATE`, [
    id,
  ]);
  return row;
}

/** Whether the patron is suspended today and whether any debt is still unpaid. */
export async function patronStanding(
  db: Queryable,
  patronId: number,
  today: Day,
): Promise<{ suspended: boolean; hasDebts: boolean }> {
  const [row] = await db.query<{ suspended: boolean; has_debts: boolean }>(
    `SELECT EXISTS (SELECT 1 FROM suspension WHERE patron_id = $1 AND starts_on <= $2::date AND ends_on >= $2::date) AS suspended,
            EXISTS (SELECT 1 FROM debt WHERE patron_id = $1 AND paid_at IS NULL
                       AND amount_cents - discount_cents - paid_cents > 0) AS has_debts`,
    [patronId, today],
  );
  return { suspended: row.suspended, hasDebts: row.has_debts };
}

/** The patron's home library and the other libraries linked to them. */
export async function patronLibraries(db: Queryable, patronId: number): Promise<UserLibrary[]> {
  return db.query<UserLibrary>(
    `SELECT l.id AS cod_biblioteca, l.name AS desc_biblioteca, c.id AS cod_campus, c.name AS nome_campus
       FROM library l JOIN campus c ON c.id = l.campus_id
      WHERE l.id IN (SELECT library_id FROM patron WHERE id = $1
                     UNION SELECT library_id FROM patron_library WHERE patron_id = $1)
      ORDER BY c.name, l.name`,
    [patronId],
  );
}

export type RecordFacts = Pick<RecordTable, "id" | "title">;

export async function findRecordFacts(db: Queryable, id: number): Promise<RecordFacts | undefined> {
  const [row] = await db.query<RecordFacts>(`SELECT id, title FROM record WHERE id = $1`, [id]);
  return row;
}

/** The mutex of one title: every circulation change on its copies and queues takes it first. */
export async function lockRecord(tx: Tx, id: number): Promise<RecordFacts | undefined> {
  const [row] = await tx.query<RecordFacts>(`SELECT id, title FROM record WHERE id = $1 FOR NO KEY UPDATE`, [id]);
  return row;
}

export type LibraryFacts = Pick<
  LibraryTable,
  "id" | "name" | "campus_id" | "reserve_by_location" | "reserve_by_material"
>;

export async function findLibrary(db: Queryable, id: number): Promise<LibraryFacts | undefined> {
  const [row] = await db.query<LibraryFacts>(
    `SELECT id, name, campus_id, reserve_by_location, reserve_by_material FROM library WHERE id = $1`,
    [id],
  );
  return row;
}

export type ItemRow = Pick<
  ItemTable,
  "id" | "record_id" | "library_id" | "location_id" | "barcode" | "volume" | "tomo" | "parte" | "material" | "due_date"
> & { status: CopyStatus };

const ITEM_COLUMNS = `id, record_id, library_id, location_id, barcode, volume, tomo, parte, material, status,
  to_char(due_date, 'YYYY-MM-DD') AS due_date`;

export async function findItem(db: Queryable, ref: { id?: number; barcode?: string }): Promise<ItemRow | undefined> {
  const [row] =
    ref.id !== undefined
      ? await db.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM item WHERE id = $1`, [ref.id])
      : await db.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM item WHERE barcode = $1`, [ref.barcode ?? ""]);
  return row;
}

export async function lockItem(tx: Tx, id: number): Promise<ItemRow | undefined> {
  const [row] = await tx.query<ItemRow>(`SELECT ${ITEM_COLUMNS} FROM item WHERE id = $1 FOR UPDATE`, [id]);
  return row;
}

/** Every copy of a record at a library, locked (the record is already locked by the caller). */
export async function lockCopiesAt(tx: Tx, recordId: number, libraryId: number): Promise<ItemRow[]> {
  return tx.query<ItemRow>(
    `SELECT ${ITEM_COLUMNS} FROM item WHERE record_id = $1 AND library_id = $2 ORDER BY id FOR UPDATE`,
    [recordId, libraryId],
  );
}

export async function setItemStatus(tx: Queryable, id: number, status: CopyStatus, due: Day | null): Promise<void> {
  await tx.query(`UPDATE item SET status = $2, due_date = $3::date WHERE id = $1`, [id, status, due]);
}

export async function allPolicies(db: Queryable): Promise<LoanPolicy[]> {
  return db.query<LoanPolicy>(
    `SELECT library_id, category, loan_days, max_renewals, max_loans, max_reservations, pickup_days,
            reservation_days, daily_fine_cents, suspension_days_per_late_day
       FROM loan_policy`,
  );
}

/**
 * Distinct combinations of library, volume, tomo, parte, material and location among a
 * record's copies, counting those on the shelf and those a reservation can wait for.
 */
export type CopyComboRow = Pick<LibraryTable, "reserve_by_location" | "reserve_by_material"> &
  Pick<ItemTable, "library_id" | "location_id"> & {
    library_name: LibraryTable["name"];
    location_name: LocationTable["name"] | null;
    /** Coalesced in the query ('99999', the material '0'): never null. */
    volume: string;
    tomo: string;
    parte: string;
    material: string;
    available: number;
    reservable: number;
  };

export async function copyCombos(
  db: Queryable,
  recordId: number,
  filter: { campusId?: number; libraryIds?: number[]; statuses?: CopyStatus[] },
): Promise<CopyComboRow[]> {
  return db.query<CopyComboRow>(
    `SELECT l.id AS library_id, l.name AS library_name, l.reserve_by_location, l.reserve_by_material,
            coalesce(i.volume, '99999') AS volume, coalesce(i.tomo, '99999') AS tomo,
            coalesce(i.parte, '99999') AS parte, coalesce(i.material, '0') AS material,
            i.location_id, loc.name AS location_name,
            count(*) FILTER (WHERE i.status = 'available')::int AS available,
            count(*) FILTER (WHERE i.status IN ('on_loan', 'reserved', 'in_transit'))::int AS reservable
       FROM item i
       JOIN library l ON l.id = i.library_id
       LEFT JOIN location loc ON loc.id = i.location_id
      WHERE i.record_id = $1
        AND ($2::int IS NULL OR l.campus_id = $2)
        AND ($3::int[] IS NULL OR l.id = ANY($3::int[]))
        AND ($4::text[] IS NULL OR i.status = ANY($4::text[]))
      GROUP BY l.id, l.name, l.reserve_by_location, l.reserve_by_material,
               coalesce(i.volume, '99999'), coalesce(i.tomo, '99999'), coalesce(i.parte, '99999'),
               coalesce(i.material, '0'), i.location_id, loc.name
      ORDER BY l.name, l.id, 5, 6, 7, 8, loc.name NULLS FIRST`,
    [recordId, filter.campusId ?? null, filter.libraryIds ?? null, filter.statuses ?? null],
  );
}
