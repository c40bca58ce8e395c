import type { Queryable } from "../../core/db/db.ts";
import type { CampusTable, ItemTable, LibraryTable, LocationTable, RecordTable } from "../../core/db/tables.ts";
import type { CopyStatus } from "../../contract.ts";
import type { MarcRecord } from "../marc/record.ts";

export type RecordRow = Pick<
  RecordTable,
  "id" | "title" | "author" | "year" | "work_type" | "language" | "isbn" | "online" | "classification"
> & { marc: MarcRecord };

export async function findRecord(db: Queryable, id: number): Promise<RecordRow | undefined> {
  const [row] = await db.query<RecordRow>(
    `SELECT id, title, author, year, work_type, language, isbn, online, classification, marc FROM record WHERE id = $1`,
    [id],
  );
  return row;
}

/** The MARC of several records (a page of results), by id; unknown ids are absent. */
export async function findRecordMarcs(db: Queryable, ids: number[]): Promise<Map<number, MarcRecord>> {
  if (ids.length === 0) return new Map();
  const rows = await db.query<{ id: number; marc: MarcRecord }>(
    `SELECT id, marc FROM record WHERE id = ANY($1::int[])`,
    [ids],
  );
  return new Map(rows.map((r) => [r.id, r.marc]));
}

/** A library and the campus it belongs to, as the lists of copies name them. */
export interface LibraryOfCampus {
  library_id: LibraryTable["id"];
  library_name: LibraryTable["name"];
  campus_id: CampusTable["id"];
  campus_name: CampusTable["name"];
}

export type CopyRow = Pick<
  ItemTable,
  "id" | "barcode" | "call_number" | "volume" | "tomo" | "parte" | "location_id" | "due_date"
> &
  LibraryOfCampus & { location_name: LocationTable["name"] | null; status: CopyStatus };

export async function findCopies(
  db: Queryable,
  recordId: number,
  filter: { libraryId?: number; campusId?: number } = {},
): Promise<CopyRow[]> {
  return db.query<CopyRow>(
    `SELECT i.id, i.barcode, i.call_number, i.volume, i.tomo, i.parte, i.location_id, loc.name AS location_name,
            i.status, to_char(i.due_date, 'YYYY-MM-DD') AS due_date,
            l.id AS library_id, l.name AS library_name, c.id AS campus_id, c.name AS campus_name
       FROM item i
       JOIN library l ON l.id = i.library_id
       JOIN campus c ON c.id = l.campus_id
       LEFT JOIN location loc ON loc.id = i.location_id
      WHERE i.record_id = $1
        AND ($2::int IS NULL OR l.id = $2)
        AND ($3::int IS NULL OR c.id = $3)
      ORDER BY c.name, l.name, i.volume NULLS FIRST, i.tomo NULLS FIRST, i.parte NULLS FIRST, i.barcode`,
    [recordId, filter.libraryId ?? null, filter.campusId ?? null],
  );
}

export async function countRecords(db: Queryable): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM record");
  return n;
}
