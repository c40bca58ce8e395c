/** SQL of the search history (migration 006). */
import type { Queryable } from "../../core/db/db.ts";
import type { SearchHistoryTable } from "../../core/db/tables.ts";

/** The search's terms as the history keeps them (the `terms` jsonb). */
type HistoryTerms = { termo: string; tipo: string }[];

/** `updated_at` as PostgreSQL's text (COLUMNS). */
export type HistoryRow = Pick<SearchHistoryTable, "id" | "search_id" | "base" | "total" | "url"> & {
  terms: HistoryTerms;
  updated_at: string;
};

export interface NewHistoryEntry {
  searchId: string;
  terms: HistoryTerms;
  base: string;
  total: number;
  url: string;
}

const COLUMNS = "id::int AS id, search_id, terms, base, total, url, updated_at::text AS updated_at";

export function listHistory(db: Queryable, sessionKey: string, limit: number): Promise<HistoryRow[]> {
  return db.query<HistoryRow>(
    `SELECT ${COLUMNS} FROM search_history WHERE session_key = $1 ORDER BY id DESC LIMIT $2`,
    [sessionKey, limit],
  );
}

/** The visitor's entry for this search: the same search id, else the same URL (the newest such). */
export async function entryToUpdate(
  db: Queryable,
  sessionKey: string,
  searchId: string,
  url: string,
): Promise<number | undefined> {
  const [row] = await db.query<Pick<SearchHistoryTable, "id">>(
    `SELECT id::int AS id FROM search_history
      WHERE session_key = $1 AND (search_id = $2 OR url = $3)
      ORDER BY (search_id = $2) DESC, id DESC
      LIMIT 1`,
    [sessionKey, searchId, url],
  );
  return row?.id;
}

export async function updateHistoryEntry(db: Queryable, id: number, entry: NewHistoryEntry): Promise<HistoryRow> {
  const [row] = await db.query<HistoryRow>(
    `UPDATE search_history SET terms = $2::jsonb, base = $3, total = $4, url = $5, updated_at = now()
      WHERE id = $1
      RETURNING ${COLUMNS}`,
    [id, JSON.stringify(entry.terms), entry.base, entry.total, entry.url],
  );
  return row;
}

export async function insertHistoryEntry(
  db: Queryable,
  sessionKey: string,
  entry: NewHistoryEntry,
): Promise<HistoryRow> {
  const [row] = await db.query<HistoryRow>(
    `INSERT INTO search_history (session_key, search_id, terms, base, total, url)
     VALUES ($1, $2, $3::jsonb, $4, $5, $6)
     RETURNING ${COLUMNS}`,
    [sessionKey, entry.searchId, JSON.stringify(entry.terms), entry.base, entry.total, entry.url],
  );
  return row;
}

/** Keeps the newest `keep` entries of a visitor. */
export async function trimHistory(db: Queryable, sessionKey: string, keep: number): Promise<void> {
  await db.query(
    `DELETE FROM search_history
      WHERE session_key = $1
        AND id < (SELECT min(id) FROM (SELECT id FROM search_history WHERE session_key = $1 ORDER BY id DESC LIMIT $2) AS newest)`,
    [sessionKey, keep],
  );
}

/** Forgets entries nobody touched for `days` days, whoever they belong to. */
export async function expireHistory(db: Queryable, days: number): Promise<void> {
  await db.query("DELETE FROM search_history WHERE updated_at < now() - make_interval(days => $1)", [days]);
}

export async function deleteHistoryEntry(db: Queryable, sessionKey: string, id: number): Promise<boolean> {
  const rows = await db.query("DELETE FROM search_history WHERE session_key = $1 AND id = $2 RETURNING id", [
    sessionKey,
    id,
  ]);
  return rows.length > 0;
}
