import type { Queryable } from "../../core/db/db.ts";
import type { RecordTable } from "../../core/db/tables.ts";
import type { RecordRow } from "../records/record.service.ts";

export type ListedRecordRow = RecordRow & Pick<RecordTable, "authors" | "publication" | "created_at" | "updated_at">;

const COLUMNS = `id, title, author, authors, publication, year, work_type, language, isbn, online, classification, marc,
  created_at, updated_at`;

/** The records among `ids` that exist, in no particular order. */
export async function findRecords(db: Queryable, ids: readonly number[]): Promise<ListedRecordRow[]> {
  if (ids.length === 0) return [];
  return db.query<ListedRecordRow>(`SELECT ${COLUMNS} FROM record WHERE id = ANY($1::int[])`, [ids]);
}

/** The records added to the catalogue most recently. */
export async function findNewestRecords(db: Queryable, limit: number): Promise<ListedRecordRow[]> {
  return db.query<ListedRecordRow>(`SELECT ${COLUMNS} FROM record ORDER BY created_at DESC, id DESC LIMIT $1`, [limit]);
}
