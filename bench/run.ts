/**
 * `npm run bench`: latency of search — the server-rendered results page and the API call — on
 * PGlite and PostgreSQL, at demo size and larger. See docs/benchmarks.md.
 *
 * Environment: BENCH_SIZES ("demo,100000"), BENCH_ENGINES ("pglite,postgres"), BENCH_REQUESTS
 * (200 per measurement), BENCH_CACHE ("cold,warm": the server's search cache off, then on),
 * BENCH_DATABASE_URL or TEST_DATABASE_URL (a PostgreSQL admin URL; without one PostgreSQL is skipped),
 * BENCH_CLIENTS ("1,2,4,8,16": the concurrency curve, cache off; "" or BENCH_CURVE_SECONDS=0 skip it),
 * BENCH_CURVE_SECONDS (5 per step).
 */
import { execFileSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { measureDirect, type DirectMeasurement } from "./direct.ts";
import {
  QUERIES,
  appliesTo,
  hitsOf,
  measure,
  measureConcurrent,
  startServer,
  statementsPerRequest,
  type CurvePoint,
  type Measurement,
  type RunningServer,
  type Statements,
  type Target,
} from "./measure.ts";
import { profilePages, type CpuProfile } from "./profile.ts";
import { parseSize, preparePglite, preparePostgres, type Prepared, type SizeLabel } from "./prepare.ts";
import { formatTable, ms, summarize } from "./stats.ts";

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), "..");
const BENCH_DIR = path.join(ROOT, "var/bench");
const DEMO_FILE = path.join(ROOT, "data/marc/demo-bib.mrc");
const ENGINES = ["pglite", "postgres"] as const;
type Engine = (typeof ENGINES)[number];
/**
 * cold: the server's search result cache turned off (SEARCH_CACHE_ENTRIES=0), so every request
 * computes its answer; warm: the cache as shipped, which after the warm-up rounds answers the
 * repeated queries from memory (people re-run, page and re-sort the same searches).
 */
const CACHE_MODES = ["cold", "warm"] as const;
type CacheMode = (typeof CACHE_MODES)[number];

interface Options {
  sizes: SizeLabel[];
  engines: Engine[];
  requests: number;
  caches: CacheMode[];
  adminUrl?: string;
  clients: number[];
  curveSeconds: number;
}

function readOptions(env: NodeJS.ProcessEnv): Options {
  const list = (value: string | undefined, fallback: string) =>
    (value?.trim() ? value : fallback)
      .split(",")
      .map((s) => s.trim())
      .filter(Boolean);
  const sizes = list(env.BENCH_SIZES, "demo,100000").map(parseSize);
  const engines = list(env.BENCH_ENGINES, "pglite,postgres").map((e) => {
    if (!(ENGINES as readonly string[]).includes(e))
      throw new Error(`BENCH_ENGINES: unknown engine "${e}" (pglite, postgres)`);
    return e as Engine;
  });
  const requests = Number(env.BENCH_REQUESTS ?? 200);
  if (!Number.isInteger(requests) || requests < 1 || requests > 100_000) {
    throw new Error(`BENCH_REQUESTS: "${env.BENCH_REQUESTS}" is not a whole number from 1 to 100000`);
  }
  const caches = list(env.BENCH_CACHE, "cold,warm").map((m) => {
    if (!(CACHE_MODES as readonly string[]).includes(m))
      throw new Error(`BENCH_CACHE: unknown mode "${m}" (cold, warm)`);
    return m as CacheMode;
  });
  const clients = (env.BENCH_CLIENTS === undefined ? "1,2,4,8,16" : env.BENCH_CLIENTS)
    .split(",")
    .map((c) => c.trim())
    .filter(Boolean)
    .map((c) => {
      const n = Number(c);
      if (!Number.isInteger(n) || n < 1 || n > 256)
        throw new Error(`BENCH_CLIENTS: "${c}" is not a whole number from 1 to 256`);
      return n;
    });
  const curveSeconds = Number(env.BENCH_CURVE_SECONDS ?? 5);
  if (!(curveSeconds >= 0 && curveSeconds <= 600))
    throw new Error(`BENCH_CURVE_SECONDS: "${env.BENCH_CURVE_SECONDS}" is not 0–600`);
  return {
    sizes,
    engines,
    requests,
    caches,
    adminUrl: env.BENCH_DATABASE_URL || env.TEST_DATABASE_URL || undefined,
    clients: curveSeconds > 0 ? clients : [],
    curveSeconds,
  };
}

interface Result {
  prepared: Prepared;
  cache: CacheMode;
  hits: Map<string, number>;
  page: Measurement;
  api: Measurement;
  /** The same queries' SQL on the database directly (one per engine and size, shared by both modes). */
  direct: DirectMeasurement;
  /** Throughput with 1…16 concurrent clients (cold mode only). */
  curve: CurvePoint[];
  /** The statements of one request of each query and target, by pool (cold mode only). */
  statements?: Map<string, Partial<Record<Target, Statements>>>;
  /** Where a cold page's CPU goes (cold mode only; a server of its own, profiled). */
  profile?: CpuProfile;
}

let running: RunningServer | undefined;

/** 1, 5 and 15 minute load averages: other work on the machine skews the figures. */
const load = () =>
  os
    .loadavg()
    .map((l) => l.toFixed(2))
    .join(" / ");
const loadAtStart = load();

async function benchOne(engine: Engine, size: SizeLabel, options: Options): Promise<Result[]> {
  const prepared =
    engine === "pglite"
      ? await preparePglite(size, DEMO_FILE, BENCH_DIR, log)
      : await preparePostgres(size, DEMO_FILE, options.adminUrl!, log);
  log(
    `${engine} ${size}: ${prepared.records} records, ${prepared.items} copies; preparation ${prepared.seconds.toFixed(1)} s${
      prepared.reused ? " (earlier run, reused)" : ""
    }`,
  );
  // Before any server holds the database (PGlite allows one process per data folder).
  const direct = await measureDirect(
    prepared.serverEnv,
    QUERIES,
    Math.max(1, Math.ceil(options.requests / QUERIES.length)),
  );
  log(`${engine} ${size}: direct SQL measured; settings ${JSON.stringify(direct.settings)}`);
  const results: Result[] = [];
  for (const cache of options.caches) {
    const env = { ...prepared.serverEnv, ...(cache === "cold" ? { SEARCH_CACHE_ENTRIES: "0" } : {}) };
    const server = await startServer(ROOT, env);
    running = server;
    const tag = `${engine} ${size} ${cache}`;
    try {
      log(`${tag}: server pid ${server.pid} at ${server.baseUrl}`);
      const hits = new Map<string, number>();
      for (const query of QUERIES) hits.set(query.label, await hitsOf(server.baseUrl, query));
      const page = await measure(server.baseUrl, "page", QUERIES, options.requests);
      log(`${tag}: page ${describe(page)}`);
      const api = await measure(server.baseUrl, "api", QUERIES, options.requests);
      log(`${tag}: api  ${describe(api)}`);
      const curve: CurvePoint[] = [];
      let statements: Result["statements"];
      if (cache === "cold") {
        statements = await statementsPerRequest(server.baseUrl, QUERIES);
        for (const clients of options.clients) {
          const point = await measureConcurrent(server.baseUrl, QUERIES, clients, options.curveSeconds);
          curve.push(point);
          log(
            `${tag}: ${clients} clients: ${point.perSecond.toFixed(1)} pages/s, ${describe({ ...page, samples: point.samples, errors: point.errors, errorExamples: point.errorExamples })}`,
          );
        }
      }
      results.push({ prepared, cache, hits, page, api, direct, curve, statements });
    } finally {
      await server.stop();
      running = undefined;
    }
    if (cache === "cold") {
      const profile = await profilePages(ROOT, prepared.serverEnv, QUERIES, 3);
      log(`${tag}: profiled ${profile.pages} pages: ${profile.serverMs.toFixed(1)} ms of server CPU per page`);
      results[results.length - 1].profile = profile;
    }
  }
  return results;
}

function describe(m: Measurement): string {
  const s = summarize(m.samples);
  return `p50 ${ms(s.p50)} ms, p95 ${ms(s.p95)} ms, ${m.errors} errors${m.errorExamples.length ? ` (${m.errorExamples[0]})` : ""}`;
}

function log(line: string) {
  console.error(`[bench] ${line}`);
}

function versionOf(dbVersion: string): string {
  return dbVersion.match(/PostgreSQL [\d.]+/)?.[0] ?? dbVersion;
}

function machine(results: Result[]): string[] {
  const cpus = os.cpus();
  const pgliteVersion = (
    JSON.parse(readFileSync(path.join(ROOT, "node_modules/@electric-sql/pglite/package.json"), "utf8")) as {
      version: string;
    }
  ).version;
  const versions = new Map<Engine, string>();
  for (const r of results) versions.set(r.prepared.engine, versionOf(r.prepared.dbVersion));
  return [
    `machine: ${cpus.length} cores (${cpus[0]?.model.trim() ?? "unknown CPU"}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GB RAM, ${os.type()} ${os.release()}`,
    `Node ${process.version}; PGlite ${pgliteVersion}${versions.has("pglite") ? ` (${versions.get("pglite")})` : ""}` +
      (versions.has("postgres") ? `; server ${versions.get("postgres")}` : ""),
    `build/server.js built ${statSync(path.join(ROOT, "build/server.js")).mtime.toISOString()}; load average at start ${loadAtStart}, at end ${load()}`,
  ];
}

function report(results: Result[], options: Options, notes: string[]): string {
  const sample = QUERIES[0];
  const sampleTerm = new URLSearchParams(sample.params).get("q");
  const main = formatTable(
    [
      "engine",
      "records",
      "cache",
      "target",
      "n",
      "errors",
      "p50 ms",
      "p95 ms",
      "mean ms",
      "max ms",
      `hits "${sampleTerm}"`,
      "load 1m",
    ],
    results.flatMap((r) =>
      [r.page, r.api].map((m) => {
        const s = summarize(m.samples);
        return [
          r.prepared.engine,
          r.prepared.records.toLocaleString("en-US"),
          r.cache,
          m.target === "page" ? "page GET /?q=" : "API GET /api/consulta…",
          String(s.n),
          String(m.errors),
          ms(s.p50),
          ms(s.p95),
          ms(s.mean),
          ms(s.max),
          String(r.hits.get(sample.label)),
          `${m.load.start.toFixed(1)}→${m.load.end.toFixed(1)}`,
        ];
      }),
    ),
    new Set([1, 4, 5, 6, 7, 8, 9, 10, 11]),
  );
  const ratio = (a: number, b: number) =>
    Number.isFinite(a) && Number.isFinite(b) && b > 0 ? (a / b).toFixed(2) : "–";
  const perTerm = formatTable(
    [
      "engine",
      "records",
      "cache",
      "query",
      "hits",
      "page p50",
      "page p95",
      "API p50",
      "API p95",
      "SQL page p50",
      "SQL page p95",
      "SQL API p50",
      "SQL API p95",
      "page/SQL p95",
      "API/SQL p95",
    ],
    results.flatMap((r) =>
      QUERIES.map((q) => {
        const page = summarize(r.page.byQuery.get(q.label) ?? []);
        const api = summarize(r.api.byQuery.get(q.label) ?? []);
        const sqlPage = summarize(r.direct.byQuery.get(q.label)?.page ?? []);
        const sqlApi = summarize(r.direct.byQuery.get(q.label)?.api ?? []);
        return [
          r.prepared.engine,
          r.prepared.records.toLocaleString("en-US"),
          r.cache,
          q.label,
          String(r.hits.get(q.label)),
          ms(page.p50),
          ms(page.p95),
          ms(api.p50),
          ms(api.p95),
          ms(sqlPage.p50),
          ms(sqlPage.p95),
          ms(sqlApi.p50),
          ms(sqlApi.p95),
          ratio(page.p95, sqlPage.p95),
          ratio(api.p95, sqlApi.p95),
        ];
      }),
    ),
    new Set([1, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14]),
  );
  // Decision 051's bound: a misspelt query's page p95 within 1.5 times its correct query's.
  const misspelt = formatTable(
    ["engine", "records", "cache", "misspelt", "correct", "page p95", "correct p95", "ratio", "SQL ratio"],
    results.flatMap((r) =>
      QUERIES.filter((q) => q.misspells).map((q) => {
        const p95 = (label: string) => summarize(r.page.byQuery.get(label) ?? []).p95;
        const sqlP95 = (label: string) => summarize(r.direct.byQuery.get(label)?.page ?? []).p95;
        return [
          r.prepared.engine,
          r.prepared.records.toLocaleString("en-US"),
          r.cache,
          q.label,
          q.misspells!,
          ms(p95(q.label)),
          ms(p95(q.misspells!)),
          ratio(p95(q.label), p95(q.misspells!)),
          ratio(sqlP95(q.label), sqlP95(q.misspells!)),
        ];
      }),
    ),
    new Set([1, 5, 6, 7, 8]),
  );
  const curves = formatTable(
    ["engine", "records", "clients", "seconds", "pages", "pages/s", "p50 ms", "p95 ms", "errors", "load 1m"],
    results.flatMap((r) =>
      r.curve.map((c) => {
        const s = summarize(c.samples);
        return [
          r.prepared.engine,
          r.prepared.records.toLocaleString("en-US"),
          String(c.clients),
          c.seconds.toFixed(1),
          String(s.n),
          c.perSecond.toFixed(1),
          ms(s.p50),
          ms(s.p95),
          String(c.errors),
          `${c.load.start.toFixed(1)}→${c.load.end.toFixed(1)}`,
        ];
      }),
    ),
    new Set([1, 2, 3, 4, 5, 6, 7, 8]),
  );
  const sent = (s: Statements | undefined) => (s ? `${s.primary} / ${s.replica}` : "–");
  const statements = formatTable(
    ["engine", "records", "query", "page: primary / replica", "API: primary / replica"],
    results.flatMap((r) =>
      r.statements
        ? QUERIES.map((q) => [
            r.prepared.engine,
            r.prepared.records.toLocaleString("en-US"),
            q.label,
            sent(r.statements!.get(q.label)?.page),
            sent(r.statements!.get(q.label)?.api),
          ])
        : [],
    ),
    new Set([1, 3, 4]),
  );
  const profiles = results.flatMap((r) =>
    r.profile
      ? [
          `- ${r.prepared.engine} ${r.prepared.records.toLocaleString("en-US")} records, ${r.profile.pages} pages:` +
            ` ${r.profile.wallMs.toFixed(1)} ms wall per page; CPU per page: server process ${r.profile.serverMs.toFixed(1)} ms` +
            (r.profile.databaseMs === undefined ? "" : `, PostgreSQL ${r.profile.databaseMs.toFixed(1)} ms`) +
            `; the server's main thread: ${r.profile.parts.map((p) => `${p.part} ${p.ms.toFixed(1)}`).join(", ")}`,
        ]
      : [],
  );
  const settings = results
    .filter((r, i) => results.findIndex((o) => o.prepared === r.prepared) === i)
    .map(
      (r) =>
        `- ${r.prepared.engine} ${r.prepared.size}: ${Object.entries(r.direct.settings)
          .map(([k, v]) => `${k}=${v}`)
          .join(
            ", ",
          )}; direct SQL load 1m ${r.direct.load.start.toFixed(1)}→${r.direct.load.end.toFixed(1)}; ${bitmapLine(r.direct)}`,
    );
  const preparation = formatTable(
    ["engine", "size", "records", "copies", "preparation s", "this run"],
    results
      .filter((r, i) => results.findIndex((o) => o.prepared === r.prepared) === i)
      .map((r) => [
        r.prepared.engine,
        r.prepared.size,
        r.prepared.records.toLocaleString("en-US"),
        r.prepared.items.toLocaleString("en-US"),
        r.prepared.seconds.toFixed(1),
        r.prepared.reused ? "reused" : "built",
      ]),
    new Set([2, 3, 4]),
  );
  return [
    `# Search latency (${new Date().toISOString()})`,
    "",
    ...machine(results).map((l) => `${l}  `),
    `${options.requests} sequential requests per measurement, taking the queries in turn (page ${
      QUERIES.filter((q) => appliesTo(q, "page")).length
    }, API ${QUERIES.filter((q) => appliesTo(q, "api")).length}: the page has no blank-term browse), after 2 untimed rounds;` +
      " times in ms, wall clock per request until the body is read. load 1m: the machine's 1-minute load average" +
      " when the timed requests began → ended (above the core count, other work competed for the CPU).",
    "",
    main,
    "",
    "By query (ms). SQL: the same search run by the service's own functions in-process on the database, no HTTP," +
      " no page, no cache (bench/direct.ts); the page's SQL is the search and its filter counts. page/SQL: the" +
      " page's p95 over its SQL's p95.",
    "",
    perTerm,
    "",
    "Did you mean (decision 051): a misspelt query's page p95 over its correct query's (bound 1.5); SQL ratio:" +
      " the same for the direct SQL of the page.",
    "",
    misspelt,
    "",
    ...(results.some((r) => r.curve.length > 0)
      ? [
          `Concurrency curve (cache off; each client requests the results pages of the query set in turn for ${options.curveSeconds} s):`,
          "",
          curves,
          "",
        ]
      : []),
    ...(results.some((r) => r.statements)
      ? [
          "Statements per request (cache off; one request each, counted by the server's opac_db_statements_total," +
            " what the page writes after answering included; the replica pool is used when the server has" +
            " DATABASE_REPLICA_URL, see docs/operations.md):",
          "",
          statements,
          "",
        ]
      : []),
    ...(profiles.length
      ? [
          "Where a cold page's CPU goes (bench/profile.ts: the pages of the query set three times, cache off, on a" +
            " server run with V8's sampling profiler; ms per page):",
          "",
          ...profiles,
          "",
        ]
      : []),
    "Database settings:",
    "",
    ...settings,
    "",
    "Preparation:",
    "",
    preparation,
    ...(notes.length ? ["", ...notes.map((n) => `- ${n}`)] : []),
    "",
  ].join("\n");
}

async function main(): Promise<number> {
  process.chdir(ROOT);
  const options = readOptions(process.env);
  for (const file of ["build/server.js", "build/index.js"]) {
    if (!existsSync(path.join(ROOT, file))) throw new Error(`${file} is missing: run \`npm run build\` first`);
  }
  if (!existsSync(DEMO_FILE)) throw new Error(`${path.relative(ROOT, DEMO_FILE)} is missing`);
  mkdirSync(BENCH_DIR, { recursive: true });

  const results: Result[] = [];
  const notes: string[] = [];
  let failed = false;
  for (const engine of options.engines) {
    if (engine === "postgres" && !options.adminUrl) {
      const why =
        "PostgreSQL skipped: neither BENCH_DATABASE_URL nor TEST_DATABASE_URL is set (e.g. postgres://opac:opac@127.0.0.1:5432/postgres)";
      log(why);
      notes.push(why);
      continue;
    }
    for (const size of options.sizes) {
      try {
        for (const result of await benchOne(engine, size, options)) {
          results.push(result);
          for (const m of [result.page, result.api]) {
            if (m.errors > 0) {
              failed = true;
              notes.push(
                `${engine} ${size} ${result.cache} ${m.target}: ${m.errors} failed requests, e.g. ${m.errorExamples.join("; ")}`,
              );
            }
          }
        }
      } catch (error) {
        failed = true;
        const message = `${engine} ${size}: not measured: ${(error as Error).stack ?? error}`;
        log(message);
        notes.push(message.split("\n")[0]);
      }
    }
  }
  // The JavaScript each page type ships, from the same build, with the search pages' goal
  // (scripts/js-weight.mjs, decision 037).
  const weight = execFileSync(process.execPath, ["scripts/js-weight.mjs"], { encoding: "utf8" });
  const text = [report(results, options, notes), "```", weight.trimEnd(), "```", ""].join("\n");
  console.log(text);
  writeFileSync(path.join(BENCH_DIR, "last.md"), text);
  log(`written to ${path.relative(ROOT, path.join(BENCH_DIR, "last.md"))}`);
  return failed ? 1 : 0;
}

for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.once(signal, () => {
    log(`${signal}: stopping`);
    void (running?.stop() ?? Promise.resolve()).finally(() => process.exit(130));
  });
}

main().then(
  (code) => process.exit(code),
  (error) => {
    log(String((error as Error).message ?? error));
    process.exit(1);
  },
);

/** The bitmap index's memory and build time (decision 060), as the direct SQL built it. */
function bitmapLine(direct: DirectMeasurement): string {
  const b = direct.bitmaps;
  if (!b) return "bitmaps off (SEARCH_BITMAP_MB=0)";
  const mb = (bytes: number) => (bytes / 2 ** 20).toFixed(1);
  return b.build.overBudget
    ? `bitmaps over budget (SQL counts), build ${Math.round(b.build.buildMs)} ms`
    : `bitmaps: ${b.build.filterValues} filter values ${mb(b.build.bytes)} MB built in ${Math.round(b.build.buildMs)} ms; ` +
        `after the rounds ${b.after.words} words, ${mb(b.after.bytes)} MB in all`;
}
