/** SQL of the sitemap: the records' ids and last changes, in id order, a page at a time. */
import type { Queryable } from "../../core/db/db.ts";

export async function countRecordPages(db: Queryable): Promise<number> {
  const [row] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM record");
  return row?.n ?? 0;
}

/** The `page`-th (from 0) run of `size` records: id and the day it last changed (YYYY-MM-DD). */
export async function recordPagesAt(
  db: Queryable,
  page: number,
  size: number,
): Promise<{ id: number; changed: string }[]> {
  return db.query(
    `SELECT id, to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS changed FROM record
      ORDER BY id OFFSET $1 LIMIT $2`,
    [page * size, size],
  );
}
