import type { Queryable } from "../../core/db/db.ts";
import type { RecordTable } from "../../core/db/tables.ts";

/** Whether the record has an accessible version (record.accessible, decision 020); undefined: no such record. */
export async function recordAccessible(db: Queryable, id: number): Promise<boolean | undefined> {
  const [row] = await db.query<Pick<RecordTable, "accessible">>(`SELECT accessible FROM record WHERE id = $1`, [id]);
  return row?.accessible;
}
