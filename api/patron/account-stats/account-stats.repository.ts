/** The SQL of the patron's account figures and extras (decision 034). */
import type { Queryable } from "../../core/db/db.ts";
import type { ItemTable, LibraryTable, LoanTable, LocationTable, PatronTable } from "../../core/db/tables.ts";

/** The patron's loans checked out between two days, counted per month ("YYYY-MM"). */
export async function loansPerMonth(
  db: Queryable,
  patronId: number,
  from: string,
  to: string,
  timeZone: string,
): Promise<{ month: string; total: number }[]> {
  return db.query(
    `SELECT to_char(checked_out_at AT TIME ZONE $4, 'YYYY-MM') AS month, count(*)::int AS total
       FROM loan
      WHERE patron_id = $1 AND (checked_out_at AT TIME ZONE $4)::date BETWEEN $2::date AND $3::date
      GROUP BY 1 ORDER BY 1`,
    [patronId, from, to, timeZone],
  );
}

export async function loansPerLibrary(
  db: Queryable,
  patronId: number,
  from: string,
  to: string,
  timeZone: string,
): Promise<{ cod_biblioteca: number; desc_biblioteca: string; total: number }[]> {
  return db.query(
    `SELECT l.library_id AS cod_biblioteca, lib.name AS desc_biblioteca, count(*)::int AS total
       FROM loan l JOIN library lib ON lib.id = l.library_id
      WHERE l.patron_id = $1 AND (l.checked_out_at AT TIME ZONE $4)::date BETWEEN $2::date AND $3::date
      GROUP BY l.library_id, lib.name ORDER BY total DESC, lib.name`,
    [patronId, from, to, timeZone],
  );
}

/** Per open loan of the patron: the copy's call number and location, and who else waits for the title. */
export async function pendingLoanDetails(
  db: Queryable,
  patronId: number,
): Promise<
  (Pick<ItemTable, "call_number"> & {
    loan_id: LoanTable["id"];
    location_name: LocationTable["name"] | null;
    queued: number;
  })[]
> {
  return db.query(
    `SELECT l.id AS loan_id, i.call_number, loc.name AS location_name,
            (SELECT count(*)::int FROM reservation r
              WHERE r.record_id = i.record_id AND r.library_id = l.library_id
                AND r.status = 'queued' AND r.patron_id <> l.patron_id) AS queued
       FROM loan l JOIN item i ON i.id = l.item_id LEFT JOIN location loc ON loc.id = i.location_id
      WHERE l.patron_id = $1 AND l.returned_at IS NULL`,
    [patronId],
  );
}

export async function libraryInfoMessage(
  db: Queryable,
  libraryId: number,
): Promise<Pick<LibraryTable, "id" | "name" | "info_message"> | undefined> {
  const [row] = await db.query<Pick<LibraryTable, "id" | "name" | "info_message">>(
    `SELECT id, name, info_message FROM library WHERE id = $1`,
    [libraryId],
  );
  return row;
}

export async function homeLibraryOf(db: Queryable, patronId: number): Promise<number | null> {
  const [row] = await db.query<Pick<PatronTable, "library_id">>(`SELECT library_id FROM patron WHERE id = $1`, [
    patronId,
  ]);
  return row?.library_id ?? null;
}
