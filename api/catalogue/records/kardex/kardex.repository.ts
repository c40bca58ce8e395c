import type { Queryable } from "../../../core/db/db.ts";
import type { KardexIssueTable, LibraryTable, RecordTable } from "../../../core/db/tables.ts";
import type { MarcRecord } from "../../marc/record.ts";

type KardexStatus = "received" | "missing";

export type KardexRow = Pick<
  KardexIssueTable,
  "id" | "library_id" | "year" | "month" | "volume" | "number" | "designation" | "received_on"
> & { library_name: LibraryTable["name"]; status: KardexStatus };

/** An issue with its library's name: the rows of `KardexRow`, filtered by the caller's WHERE. */
const ISSUE_VIEW = `SELECT k.id, k.library_id, l.name AS library_name, k.year, k.month, k.volume, k.number, k.designation,
            k.status, to_char(k.received_on, 'YYYY-MM-DD') AS received_on
       FROM kardex_issue k JOIN library l ON l.id = k.library_id`;

export async function countKardex(db: Queryable, recordId: number): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM kardex_issue WHERE record_id = $1", [
    recordId,
  ]);
  return n;
}

export async function kardexLibraries(db: Queryable, recordId: number): Promise<Pick<LibraryTable, "id" | "name">[]> {
  return db.query(
    `SELECT DISTINCT l.id, l.name FROM kardex_issue k JOIN library l ON l.id = k.library_id
      WHERE k.record_id = $1 ORDER BY l.name`,
    [recordId],
  );
}

export async function kardexYears(db: Queryable, recordId: number): Promise<number[]> {
  const rows = await db.query<Pick<KardexIssueTable, "year">>(
    "SELECT DISTINCT year FROM kardex_issue WHERE record_id = $1 ORDER BY year DESC",
    [recordId],
  );
  return rows.map((r) => r.year);
}

export async function kardexMonths(db: Queryable, recordId: number): Promise<number[]> {
  const rows = await db.query<{ month: NonNullable<KardexIssueTable["month"]> }>(
    "SELECT DISTINCT month FROM kardex_issue WHERE record_id = $1 AND month IS NOT NULL ORDER BY month",
    [recordId],
  );
  return rows.map((r) => r.month);
}

export async function kardexIssues(
  db: Queryable,
  recordId: number,
  filter: { libraryId?: number; year?: number; month?: number },
): Promise<KardexRow[]> {
  return db.query<KardexRow>(
    `${ISSUE_VIEW}
      WHERE k.record_id = $1
        AND ($2::int IS NULL OR k.library_id = $2)
        AND ($3::int IS NULL OR k.year = $3)
        AND ($4::int IS NULL OR k.month = $4)
      ORDER BY k.year DESC, k.month DESC NULLS LAST, k.id DESC, l.name`,
    [recordId, filter.libraryId ?? null, filter.year ?? null, filter.month ?? null],
  );
}

/** One issue of the record, with its library's name. */
export async function kardexIssue(db: Queryable, recordId: number, issueId: number): Promise<KardexRow | undefined> {
  const [row] = await db.query<KardexRow>(`${ISSUE_VIEW} WHERE k.record_id = $1 AND k.id = $2`, [recordId, issueId]);
  return row;
}

type SerialRow = Pick<RecordTable, "id" | "source_key"> & { marc: MarcRecord; libraries: number[] };

/** Records of a work type held by some library and without a kardex yet, with those libraries. */
export async function serialsWithoutKardex(db: Queryable, workType: number): Promise<SerialRow[]> {
  return db.query<SerialRow>(
    `SELECT r.id, r.source_key, r.marc, array_agg(DISTINCT i.library_id ORDER BY i.library_id) AS libraries
       FROM record r JOIN item i ON i.record_id = r.id
      WHERE r.work_type = $1 AND NOT EXISTS (SELECT 1 FROM kardex_issue k WHERE k.record_id = r.id)
      GROUP BY r.id ORDER BY r.id`,
    [workType],
  );
}

export interface KardexIssueInsert {
  recordId: number;
  libraryId: number;
  year: number;
  month: number | null;
  volume: string | null;
  number: string | null;
  designation: string;
  status: KardexStatus;
  receivedOn: string | null;
}

/** Adds issues in one statement; an issue already there is left as it is. */
export async function insertKardexIssues(db: Queryable, issues: KardexIssueInsert[]): Promise<void> {
  const column = <K extends keyof KardexIssueInsert>(key: K) => issues.map((i) => i[key]);
  await db.query(
    `INSERT INTO kardex_issue (record_id, library_id, year, month, volume, number, designation, status, received_on)
     SELECT * FROM unnest($1::int[], $2::int[], $3::int[], $4::smallint[], $5::text[], $6::text[], $7::text[], $8::text[], $9::date[])
     ON CONFLICT DO NOTHING`,
    [
      column("recordId"),
      column("libraryId"),
      column("year"),
      column("month"),
      column("volume"),
      column("number"),
      column("designation"),
      column("status"),
      column("receivedOn"),
    ],
  );
}
