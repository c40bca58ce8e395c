/**
 * The SQL each benchmark query runs, timed directly on the database (decision 043): the service's own
 * search functions called in-process on an open `Db`, with no HTTP, no rendering and no result
 * cache. The page shows a search with its filter counts, so a page's SQL is the search and the
 * counts one after the other; the API call's is the search alone (the counts alone for a
 * "filters" query, the suggestions for autocomplete, the same service call for both with the browse). The ratio page/SQL in the report is what
 * the OPAC and the HTTP hop add on top of the database.
 */
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { openDb, type Db } from "../api/core/db/db.ts";
import { BrowseQuerySchema, BrowseRecordsQuerySchema } from "../api/catalogue/browse/browse.calls.ts";
import { browsePage, browseRecords } from "../api/catalogue/browse/browse.service.ts";
import { recordRelated } from "../api/catalogue/records/record.service.ts";
import { autocomplete, parseAutocompleteQuery } from "../api/catalogue/search/autocomplete.ts";
import { SearchQuerySchema } from "../api/catalogue/search/criteria.ts";
import { search, searchFilters } from "../api/catalogue/search/search.service.ts";
import { useBitmaps, type BitmapStats } from "../api/catalogue/search/bitmap-index.ts";
import { readConfig } from "../api/core/config.ts";
import { appliesTo, type Query, type Target } from "./measure.ts";

export interface DirectMeasurement {
  /** Milliseconds by query label and by what it stands for (the page's SQL, the API call's). */
  byQuery: Map<string, { page: number[]; api: number[] }>;
  load: { start: number; end: number };
  /** The server's settings that matter to these figures (PostgreSQL: pg_settings). */
  settings: Record<string, string>;
  /** The bitmap index the counts came from (decision 060): its build, then its size after the rounds. */
  bitmaps?: { build: BitmapStats; after: BitmapStats };
}

const SETTINGS = [
  "shared_buffers",
  "effective_cache_size",
  "work_mem",
  "maintenance_work_mem",
  "max_parallel_workers_per_gather",
  "max_parallel_workers",
  "random_page_cost",
  "jit",
  "max_connections",
];

export async function databaseSettings(db: Db): Promise<Record<string, string>> {
  const rows = await db.query<{ name: string; value: string }>(
    `SELECT name, CASE WHEN unit = '8kB' THEN pg_size_pretty(setting::bigint * 8192)
                       WHEN unit = 'kB' THEN pg_size_pretty(setting::bigint * 1024)
                       ELSE setting || coalesce(unit, '') END AS value
       FROM pg_settings WHERE name = ANY($1::text[])`,
    [SETTINGS],
  );
  return Object.fromEntries(SETTINGS.map((name) => [name, rows.find((r) => r.name === name)?.value ?? "?"]));
}

async function runOnce(db: Db, query: Query, target: Target): Promise<void> {
  const params = Object.fromEntries([...(query.apiParams ?? []), ...query.params]);
  // The browse's page and its call run the same SQL (decision 057).
  if (query.kind === "browse") {
    await browsePage(db, BrowseQuerySchema.parse(params));
    return;
  }
  if (query.kind === "browseRecords") {
    await browseRecords(db, BrowseRecordsQuerySchema.parse(params));
    return;
  }
  if (query.kind === "similar") {
    await recordRelated(db, Number(/\/acervo\/(\d+)/.exec(query.apiPath ?? "")?.[1]));
    return;
  }
  if (query.kind === "autocomplete") {
    await autocomplete(db, parseAutocompleteQuery(params));
    return;
  }
  const criteria = SearchQuerySchema.parse(params);
  if (query.kind === "filters") {
    await searchFilters(db, criteria, "en");
    return;
  }
  await search(db, criteria, "en");
  if (target === "page") await searchFilters(db, criteria, "en");
}

/**
 * `rounds` timed rounds over the queries (after one untimed round), each query's page SQL and
 * API SQL in turn, on a connection pool of one: one request at a time, as the sequential
 * measurements of the server.
 */
export async function measureDirect(
  serverEnv: Record<string, string>,
  queries: Query[],
  rounds: number,
): Promise<DirectMeasurement> {
  const db = await openDb(
    serverEnv.DATABASE_URL ? { databaseUrl: serverEnv.DATABASE_URL, poolSize: 1 } : { dataDir: serverEnv.DATA_DIR },
  );
  try {
    const settings = db.engine === "postgres" ? await databaseSettings(db) : { engine: "PGlite (single connection)" };
    // As the server does with SEARCH_BITMAP_MB (default 256; 0: the counts in SQL).
    const index = useBitmaps(db, readConfig(process.env).SEARCH_BITMAP_MB);
    const build = await index?.ready();
    const byQuery = new Map<string, { page: number[]; api: number[] }>();
    const targets = (q: Query) => (["page", "api"] as const).filter((t) => appliesTo(q, t));
    for (const query of queries) for (const target of targets(query)) await runOnce(db, query, target);
    const load = { start: loadavg()[0], end: NaN };
    for (let round = 0; round < rounds; round++) {
      for (const query of queries) {
        const entry = byQuery.get(query.label) ?? { page: [], api: [] };
        byQuery.set(query.label, entry);
        for (const target of targets(query)) {
          const t0 = performance.now();
          await runOnce(db, query, target);
          entry[target].push(performance.now() - t0);
        }
      }
    }
    load.end = loadavg()[0];
    return { byQuery, load, settings, ...(index && build ? { bitmaps: { build, after: index.stats() } } : {}) };
  } finally {
    await db.close();
  }
}
