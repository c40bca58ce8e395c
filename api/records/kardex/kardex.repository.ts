import type { Queryable } from "../../db/db.ts";

export interface KardexRow {
  id: number;
  library_id: number;
  library_name: string;
  year: number;
  month: number | null;
  volume: string | null;
  number: string | null;
  designation: string;
  status: "received" | "missing";
  received_on: string | null;
}

export async function countKardex(db: Queryable, recordId: number): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM kardex_issue WHERE record_id = $1", [
    recordId,
  ]);
  return n;
}

export async function kardexLibraries(db: Queryable, recordId: number): Promise<{ id: number; name: string }[]> {
  return db.query(
    `SELECT DISTINCT l.id, l.name FROM kardex_issue k JOIN library l ON l.id = k.library_id
      WHERE k.record_id = $1 ORDER BY l.name`,
    [recordId],
  );
}

export async function kardexYears(db: Queryable, recordId: number): Promise<number[]> {
  const rows = await db.query<{ year: number }>(
    "SELECT DISTINCT year FROM kardex_issue WHERE record_id = $1 ORDER BY year DESC",
    [recordId],
  );
  return rows.map((r) => r.year);
}

export async function kardexMonths(db: Queryable, recordId: number): Promise<number[]> {
  const rows = await db.query<{ month: number }>(
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
    `SELECT k.id, k.library_id, l.name AS library_name, k.year, k.month, k.volume, k.number, k.designation,
            k.status, to_char(k.received_on, 'YYYY-MM-DD') AS received_on
       FROM kardex_issue k JOIN library l ON l.id = k.library_id
      WHERE k.record_id = $1
        AND ($2::int IS NULL OR k.library_id = $2)
        AND ($3::int IS NULL OR k.year = $3)
        AND ($4::int IS NULL OR k.month = $4)
      ORDER BY k.year DESC, k.month DESC NULLS LAST, k.id DESC, l.name`,
    [recordId, filter.libraryId ?? null, filter.year ?? null, filter.month ?? null],
  );
}
