/**
 * The visitor's search history on the OPAC side: a random key in a signed cookie names the
 * visitor's entries in the library service (docs/api.md, /historico-pesquisa). The cookie lasts
 * the browser session, so a shared catalogue computer does not show one reader's searches to
 * the next; the service forgets entries after 30 days.
 */
import { randomBytes } from "node:crypto";

import type { HistoryEntry } from "../../../api/contract.ts";
import type { LibraryClient } from "../../lib/library/index.server.ts";
import { cookieSecure, signedCookie } from "../../lib/cookies.server.ts";

const historyCookie = signedCookie("__opac_history");

const KEY = /^[A-Za-z0-9_-]{22,128}$/;

export async function historyKey(request: Request): Promise<string | null> {
  const value: unknown = await historyCookie.parse(request.headers.get("Cookie")).catch(() => null);
  return typeof value === "string" && KEY.test(value) ? value : null;
}

export interface SearchToRecord {
  /** The service's id of the search (GET /consulta's `sessao`). */
  searchId: string;
  /** Each term with its type (the search-by option: LIVRE, TITULO…). */
  terms: { term: string; type: string }[];
  /** The tab: pesquisa_geral, pesquisa_avancada… */
  base: string;
  total: number;
  /** The OPAC path that redoes the search (without the page number). */
  url: string;
}

/**
 * Writes under way, by visitor key. The results page does not wait for its history entry (decision
 * 043: the write is off the search's path); what reads or changes the history in this process
 * waits for them first, so a search is in the history as soon as its page was served.
 */
const pendingWrites = new Map<string, Promise<void>>();

async function settled(key: string): Promise<void> {
  await pendingWrites.get(key);
}

/**
 * Adds a search to the visitor's history, creating the visitor's key on the first search (its
 * Set-Cookie is appended to `headers` before this returns). The entry itself is written after:
 * this returns without waiting for it, and a failure to write it never fails the search.
 */
export async function recordSearchHistory(
  { request, api, headers }: { request: Request; api: LibraryClient; headers: Headers },
  search: SearchToRecord,
): Promise<void> {
  let key = await historyKey(request);
  if (!key) {
    key = randomBytes(24).toString("base64url");
    headers.append("Set-Cookie", await historyCookie.serialize(key, { secure: cookieSecure(request) }));
  }
  const visitor = key;
  // One write at a time per visitor, in the order the searches were made.
  const write = settled(visitor)
    .then(() =>
      api.history.record(visitor, {
        search_id: search.searchId,
        campos: search.terms.map((t) => ({ termo: t.term, tipo: t.type })),
        base: search.base,
        registros: search.total,
        url: search.url,
      }),
    )
    .then(
      () => undefined,
      (error: unknown) => console.error("search history: could not record the search", error),
    );
  pendingWrites.set(visitor, write);
  void write.finally(() => {
    if (pendingWrites.get(visitor) === write) pendingWrites.delete(visitor);
  });
}

export async function loadSearchHistory(request: Request, api: LibraryClient): Promise<HistoryEntry[]> {
  const key = await historyKey(request);
  if (!key) return [];
  await settled(key);
  return api.history.list(key);
}

/**
 * The address of the visitor's newest search on one tab, or null: what the landing form is
 * pre-filled from (decision 064). The cookie lasts the browser session, so this is the last search
 * of this session, never another reader's on a shared computer.
 */
export async function lastSearchUrl(request: Request, api: LibraryClient, base: string): Promise<string | null> {
  if (!(await historyKey(request))) return null;
  const entries = await loadSearchHistory(request, api);
  return entries.find((entry) => entry.base === base)?.url ?? null;
}

export async function removeSearchHistoryEntry(request: Request, api: LibraryClient, id: number): Promise<void> {
  const key = await historyKey(request);
  if (!key) return;
  await settled(key);
  await api.history.remove(key, id);
}
