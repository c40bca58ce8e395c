import type { Queryable } from "../../core/db/db.ts";
import type { ItemTable, LibraryTable, LocationTable } from "../../core/db/tables.ts";
import type { LibraryOfCampus } from "./record.repository.ts";

export type LibraryCount = LibraryOfCampus & { total: number; available: number };

export function recordLibraries(db: Queryable, recordId: number): Promise<LibraryCount[]> {
  return db.query<LibraryCount>(
    `SELECT l.id AS library_id, l.name AS library_name, c.id AS campus_id, c.name AS campus_name,
            count(*)::int AS total, count(*) FILTER (WHERE i.status = 'available')::int AS available
       FROM item i JOIN library l ON l.id = i.library_id JOIN campus c ON c.id = l.campus_id
      WHERE i.record_id = $1
      GROUP BY l.id, l.name, c.id, c.name
      ORDER BY l.name, l.id`,
    [recordId],
  );
}

interface RecordTotalsRow {
  total: number;
  available: number;
  on_loan: number;
  loans: number;
  reservations: number;
}

export async function recordTotals(
  db: Queryable,
  recordId: number,
  libraryId: number | null,
  from: string | null,
  to: string | null,
): Promise<RecordTotalsRow> {
  const [row] = await db.query<RecordTotalsRow>(
    `SELECT
       (SELECT count(*)::int FROM item WHERE record_id = $1 AND ($2::int IS NULL OR library_id = $2)) AS total,
       (SELECT count(*)::int FROM item WHERE record_id = $1 AND ($2::int IS NULL OR library_id = $2)
           AND status = 'available') AS available,
       (SELECT count(*)::int FROM item WHERE record_id = $1 AND ($2::int IS NULL OR library_id = $2)
           AND status = 'on_loan') AS on_loan,
       (SELECT count(*)::int FROM loan lo JOIN item i ON i.id = lo.item_id
         WHERE i.record_id = $1 AND ($2::int IS NULL OR lo.library_id = $2)
           AND ($3::date IS NULL OR lo.checked_out_at >= $3::date)
           AND ($4::date IS NULL OR lo.checked_out_at < $4::date + 1)) AS loans,
       (SELECT count(*)::int FROM reservation r
         WHERE r.record_id = $1 AND ($2::int IS NULL OR r.library_id = $2)
           AND ($3::date IS NULL OR r.created_at >= $3::date)
           AND ($4::date IS NULL OR r.created_at < $4::date + 1)) AS reservations`,
    [recordId, libraryId, from, to],
  );
  return row;
}

export function recordLocations(
  db: Queryable,
  recordId: number,
  libraryId: number,
): Promise<
  (Pick<ItemTable, "location_id"> & {
    location_name: LocationTable["name"] | null;
    call_numbers: string[];
    total: number;
    available: number;
  })[]
> {
  return db.query(
    `SELECT i.location_id, lo.name AS location_name,
            COALESCE(array_agg(DISTINCT i.call_number ORDER BY i.call_number)
                     FILTER (WHERE i.call_number IS NOT NULL), '{}') AS call_numbers,
            count(*)::int AS total, count(*) FILTER (WHERE i.status = 'available')::int AS available
       FROM item i LEFT JOIN location lo ON lo.id = i.location_id
      WHERE i.record_id = $1 AND i.library_id = $2
      GROUP BY i.location_id, lo.name
      ORDER BY lo.name NULLS LAST, i.location_id`,
    [recordId, libraryId],
  );
}

export async function libraryName(db: Queryable, libraryId: number): Promise<string | undefined> {
  const [row] = await db.query<Pick<LibraryTable, "name">>(`SELECT name FROM library WHERE id = $1`, [libraryId]);
  return row?.name;
}

export type ClosedCopyRow = Pick<ItemTable, "id" | "barcode" | "call_number" | "volume" | "tomo" | "parte"> & {
  location_name: LocationTable["name"] | null;
  requested: boolean;
};

export function closedStackCopies(
  db: Queryable,
  recordId: number,
  libraryId: number,
  filter: { volume?: string; tomo?: string; parte?: string },
  patronId: number | null,
): Promise<ClosedCopyRow[]> {
  return db.query<ClosedCopyRow>(
    `SELECT i.id, i.barcode, i.call_number, i.volume, i.tomo, i.parte, lo.name AS location_name,
            EXISTS (SELECT 1 FROM closed_stacks_request r
                     WHERE r.item_id = i.id AND r.patron_id = $6 AND r.status = 'pending') AS requested
       FROM item i LEFT JOIN location lo ON lo.id = i.location_id
      WHERE i.record_id = $1 AND i.library_id = $2 AND i.status = 'closed_stacks'
        AND ($3::text IS NULL OR i.volume = $3) AND ($4::text IS NULL OR i.tomo = $4)
        AND ($5::text IS NULL OR i.parte = $5)
      ORDER BY i.volume NULLS FIRST, i.tomo NULLS FIRST, i.parte NULLS FIRST, i.barcode`,
    [recordId, libraryId, filter.volume ?? null, filter.tomo ?? null, filter.parte ?? null, patronId],
  );
}

/** Asks for the copies (already pending ones are kept as they are); the ids asked for. */
export async function insertClosedStackRequests(
  db: Queryable,
  patronId: number,
  recordId: number,
  libraryId: number,
  itemIds: number[],
): Promise<void> {
  await db.query(
    `INSERT INTO closed_stacks_request (patron_id, record_id, item_id, library_id)
     SELECT $1, $2, id, $3 FROM item WHERE id = ANY($4::int[])
     ON CONFLICT (patron_id, item_id) WHERE status = 'pending' DO NOTHING`,
    [patronId, recordId, libraryId, itemIds],
  );
}

export function campusesWithLibraries(db: Queryable): Promise<LibraryOfCampus[]> {
  return db.query(
    `SELECT c.id AS campus_id, c.name AS campus_name, l.id AS library_id, l.name AS library_name
       FROM campus c JOIN library l ON l.campus_id = c.id
      WHERE EXISTS (SELECT 1 FROM item i WHERE i.library_id = l.id)
      ORDER BY c.name, c.id, l.name, l.id`,
  );
}
