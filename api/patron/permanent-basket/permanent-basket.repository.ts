/** The SQL of the permanent basket (migration 028). */
import type { Queryable } from "../../core/db/db.ts";
import type { PermanentBasketItemTable, RecordTable } from "../../core/db/tables.ts";

export type PermanentRow = Pick<PermanentBasketItemTable, "record_id" | "added_at" | "removed_at">;

/** Ids among `ids` that are records of the catalogue. */
export async function existingRecords(db: Queryable, ids: number[]): Promise<number[]> {
  const rows = await db.query<Pick<RecordTable, "id">>(`SELECT id FROM record WHERE id = ANY($1::int[]) ORDER BY id`, [
    ids,
  ]);
  return rows.map((r) => r.id);
}

/** Keeps the records (restoring removed ones, keeping the first day they were kept). */
export async function keepRecords(db: Queryable, patronId: number, ids: number[]): Promise<void> {
  await db.query(
    `INSERT INTO permanent_basket_item (patron_id, record_id)
     SELECT $1, unnest($2::int[])
     ON CONFLICT (patron_id, record_id) DO UPDATE SET removed_at = NULL`,
    [patronId, ids],
  );
}

/** Moves the patron's items to 'removed' (removed = true) or back to the collection; the ids changed. */
export async function setRemoved(db: Queryable, patronId: number, ids: number[], removed: boolean): Promise<number[]> {
  const rows = await db.query<Pick<PermanentBasketItemTable, "record_id">>(
    `UPDATE permanent_basket_item
        SET removed_at = CASE WHEN $3 THEN coalesce(removed_at, now()) ELSE NULL END
      WHERE patron_id = $1 AND record_id = ANY($2::int[])
      RETURNING record_id`,
    [patronId, ids, removed],
  );
  return rows.map((r) => r.record_id).sort((a, b) => a - b);
}

export async function countKept(db: Queryable, patronId: number): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM permanent_basket_item WHERE patron_id = $1 AND removed_at IS NULL`,
    [patronId],
  );
  return row.n;
}

/** The patron's items of one state (or both), kept on days between from and to, newest first. */
export async function listPermanent(
  db: Queryable,
  patronId: number,
  filter: { state: "kept" | "removed" | "all"; from?: string; to?: string; timeZone: string },
): Promise<PermanentRow[]> {
  return db.query<PermanentRow>(
    `SELECT record_id, added_at, removed_at FROM permanent_basket_item
      WHERE patron_id = $1
        AND ($2 = 'all' OR ($2 = 'kept') = (removed_at IS NULL))
        AND ($3::date IS NULL OR (added_at AT TIME ZONE $5)::date >= $3::date)
        AND ($4::date IS NULL OR (added_at AT TIME ZONE $5)::date <= $4::date)
      ORDER BY added_at DESC, record_id`,
    [patronId, filter.state, filter.from ?? null, filter.to ?? null, filter.timeZone],
  );
}
