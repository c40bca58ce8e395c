/**
 * The search history of a visitor (document 1 §2, §4): each search of the catalogue is an
 * entry with its terms and their types, the tab (base), the number of records found and the
 * URL that redoes it. A re-run keeps its search id and so stays one entry; the newest 50
 * entries are kept, and entries untouched for 30 days are forgotten.
 */
import type { HistoryEntry, NewSearch } from "./history.calls.ts";
import type { Db, Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import {
  deleteHistoryEntry,
  entryToUpdate,
  expireHistory,
  insertHistoryEntry,
  listHistory,
  trimHistory,
  updateHistoryEntry,
  type HistoryRow,
} from "./history.repository.ts";

export const MAX_ENTRIES = 50;
export const EXPIRY_DAYS = 30;

/** Random, unguessable and URL-safe: the key is the visitor's only credential to their history. */
const SESSION_KEY = /^[A-Za-z0-9_-]{22,128}$/;

export function checkSessionKey(key: string): string {
  if (!SESSION_KEY.test(key)) throw new ApiError(400, "invalid_parameter", "searchHistory.sessionInvalid");
  return key;
}

function toEntry(row: HistoryRow): HistoryEntry {
  return {
    id: row.id,
    search_id: row.search_id,
    campos: row.terms,
    base: row.base,
    registros: row.total,
    url: row.url,
    data: new Date(row.updated_at).toISOString(),
  };
}

export async function searchHistory(db: Queryable, sessionKey: string): Promise<HistoryEntry[]> {
  return (await listHistory(db, sessionKey, MAX_ENTRIES)).map(toEntry);
}

/**
 * Records a search. A re-run is not a new entry: the entry of the same search id, or else the
 * one with the same URL (a reload, another page of the results, a redo link), is updated in
 * place and keeps its id and position; anything else is a new entry.
 */
export async function recordSearch(db: Db, sessionKey: string, input: NewSearch): Promise<HistoryEntry> {
  const entry = {
    searchId: input.search_id,
    terms: input.campos,
    base: input.base,
    total: input.registros,
    url: input.url,
  };
  const row = await db.transaction(async (tx) => {
    const existing = await entryToUpdate(tx, sessionKey, entry.searchId, entry.url);
    const saved =
      existing === undefined
        ? await insertHistoryEntry(tx, sessionKey, entry)
        : await updateHistoryEntry(tx, existing, entry);
    await trimHistory(tx, sessionKey, MAX_ENTRIES);
    return saved;
  });
  await expireHistory(db, EXPIRY_DAYS);
  return toEntry(row);
}

export async function removeSearch(db: Queryable, sessionKey: string, id: number): Promise<void> {
  if (!(await deleteHistoryEntry(db, sessionKey, id))) {
    throw new ApiError(404, "not_found", "searchHistory.entryNotFound", { id });
  }
}
