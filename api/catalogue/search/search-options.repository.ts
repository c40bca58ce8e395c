import type { Queryable } from "../../core/db/db.ts";
import type { RecordTable, SavedSearchTable } from "../../core/db/tables.ts";
import type { MarcRecord } from "../marc/record.ts";

export function workTypeCounts(
  db: Queryable,
  workTypes: readonly number[],
): Promise<(Pick<RecordTable, "work_type"> & { n: number })[]> {
  return db.query(
    `SELECT work_type, count(*)::int AS n FROM record WHERE work_type = ANY($1::int[]) GROUP BY work_type ORDER BY work_type`,
    [workTypes],
  );
}

export async function yearRange(
  db: Queryable,
  workTypes: readonly number[],
): Promise<{ min: number | null; max: number | null }> {
  const [row] = await db.query<{ min: number | null; max: number | null }>(
    `SELECT min(year) AS min, max(year) AS max FROM record WHERE work_type = ANY($1::int[]) AND year > 0`,
    [workTypes],
  );
  return row;
}

export function recordsMarc(
  db: Queryable,
  ids: number[],
): Promise<(Pick<RecordTable, "id" | "title"> & { marc: MarcRecord })[]> {
  return db.query(`SELECT id, title, marc FROM record WHERE id = ANY($1::int[]) ORDER BY id`, [ids]);
}

/** The ids among these that the search can find (a record with its full-text vector). */
export async function indexedRecords(db: Queryable, ids: number[]): Promise<number[]> {
  const rows = await db.query<Pick<RecordTable, "id">>(
    `SELECT id FROM record WHERE id = ANY($1::int[]) AND tsv <> ''::tsvector ORDER BY id`,
    [ids],
  );
  return rows.map((r) => r.id);
}

/** Keeps a search's criteria under its id for an hour (document 1 §9); older ones go on the way. */
/** Several searches in one statement (ids distinct: ON CONFLICT may not touch a row twice). */
export async function saveSearches(
  db: Queryable,
  searches: { id: string; guide: string; criteria: unknown }[],
): Promise<void> {
  if (searches.length === 0) return;
  await db.query(
    `INSERT INTO saved_search (id, guide, criteria)
     SELECT s.id, s.guide, s.criteria::jsonb FROM unnest($1::text[], $2::text[], $3::text[]) AS s(id, guide, criteria)
     ON CONFLICT (id) DO UPDATE SET guide = EXCLUDED.guide, criteria = EXCLUDED.criteria, created_at = now()`,
    [searches.map((s) => s.id), searches.map((s) => s.guide), searches.map((s) => JSON.stringify(s.criteria))],
  );
}

export async function purgeSavedSearches(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM saved_search WHERE created_at < now() - interval '1 hour'`);
}

export async function findSavedSearch(
  db: Queryable,
  id: string,
): Promise<Pick<SavedSearchTable, "guide" | "criteria"> | undefined> {
  const [row] = await db.query<Pick<SavedSearchTable, "guide" | "criteria">>(
    `SELECT guide, criteria FROM saved_search WHERE id = $1 AND created_at >= now() - interval '1 hour'`,
    [id],
  );
  return row;
}
