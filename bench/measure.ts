/**
 * Runs the built server on a prepared database and times sequential search requests against it:
 * the server-rendered results page (GET /?q=…) and the library service call (GET /api/consulta?q=…).
 * Loopback only; every request is checked (status 200, results present) and failures are counted,
 * not timed.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { createServer } from "node:net";
import { loadavg } from "node:os";
import { performance } from "node:perf_hooks";
import { parsePrometheusText, sampleValue } from "../tests/support/prometheus-text.ts";

export type Target = "page" | "api";

/**
 * search: GET /?… and GET /api/consulta?…; filters: the facet counts, GET /api/consulta/filtros?…
 * (the page shows them with every search, so its page figure is the page's); autocomplete:
 * GET /api/consulta/auto-complete?… (API only: the OPAC's combobox calls it as the user types);
 * browse: a page of the alphabetic browse, GET /navegar?… and GET /api/navegacao?…; browseRecords:
 * a heading's records, GET /navegar/registros?… and GET /api/navegacao/registros?… (decision 057);
 * similar: a record's page, which shows titles like it, and the call behind them,
 * GET /api/acervo/{id}/semelhantes (more like this, decision 051).
 */
export type QueryKind = "search" | "filters" | "autocomplete" | "browse" | "browseRecords" | "similar";

export interface Query {
  label: string;
  /** Query string parameters, the same for the page and the API call. */
  params: [string, string][];
  /** Default search. */
  kind?: QueryKind;
  /** The OPAC page that shows it (default the general search, "/"). */
  page?: string;
  /** The API call's path where it names a record (default the kind's path). */
  apiPath?: string;
  /** Parameters only the API call takes (the page's path says them). */
  apiParams?: [string, string][];
  /** Where it applies (default both; autocomplete: API only). */
  targets?: Target[];
  /** The label of the query this one misspells: its "did you mean" is compared with it (decision 051). */
  misspells?: string;
}

export function appliesTo(query: Query, target: Target): boolean {
  if (query.kind === "autocomplete" && target === "page") return false;
  return !query.targets || query.targets.includes(target);
}

/**
 * What is searched, in turn. Terms come from the demo records: common words (hundreds of hits
 * among 3,660 records), rare ones (a handful), two- and three-word searches (AND), an advanced
 * boolean search and a proximity search (document 1 §2: conditions AND and PRO; docs/search.md), the facet
 * counts of a word found in about half the catalogue ("the": 1,772 of 3,660 records), a browse
 * without a term filtered by library, and autocomplete. The browse is API only: the OPAC refuses a
 * blank term with 400 and a message (document 1 §5), so the page has no browse to measure.
 */
export const QUERIES: Query[] = [
  { label: "history (common)", params: [["q", "history"]] },
  { label: "music (common)", params: [["q", "music"]] },
  { label: "darwin (rare)", params: [["q", "darwin"]] },
  { label: "photosynthesis (rare)", params: [["q", "photosynthesis"]] },
  { label: "united states (2 words)", params: [["q", "united states"]] },
  { label: "são paulo (2 words)", params: [["q", "são paulo"]] },
  { label: "civil war (2 words)", params: [["q", "civil war"]] },
  { label: "history united states (3 words)", params: [["q", "history united states"]] },
  // Nothing found: the page is the search, the corrections' words and counts (decision 051).
  // ("photosynthesis" is in a note only: the vocabulary of titles, authors and subjects lacks it.)
  { label: "dawrin (misspelt)", params: [["q", "dawrin"]], misspells: "darwin (rare)" },
  {
    label: "histroy united staets (misspelt)",
    params: [["q", "histroy united staets"]],
    misspells: "history united states (3 words)",
  },
  {
    label: "history AND war in title (advanced)",
    page: "/pesquisa_avancada",
    params: [
      ["q", "history"],
      ["for", "LIVRE"],
      ["keyword_type", "P"],
      ["condition", "AND"],
      ["q2", "war"],
      ["for2", "TITULO"],
    ],
    apiParams: [["guia", "pesquisa_avancada"]],
  },
  {
    label: "civil PRO war (proximity)",
    page: "/pesquisa_avancada",
    params: [
      ["q", "civil"],
      ["for", "LIVRE"],
      ["keyword_type", "P"],
      ["condition", "PRO"],
      ["q2", "war"],
      ["for2", "LIVRE"],
    ],
    apiParams: [["guia", "pesquisa_avancada"]],
  },
  // One entry per work among a common word's hits (decision 056): every hit ranked and grouped.
  {
    label: "history by work (grouped)",
    params: [
      ["q", "history"],
      ["agrupar", "1"],
    ],
  },
  // Paged and filtered, for the mixed load of the concurrency curve (decision 043).
  {
    label: "history page 3 (paged)",
    params: [
      ["q", "history"],
      ["page", "3"],
    ],
  },
  {
    label: "music T=1 (filtered)",
    params: [
      ["q", "music"],
      ["T", "1"],
    ],
  },
  {
    label: "browse q= B=1 (library)",
    params: [
      ["q", ""],
      ["B", "1"],
    ],
    targets: ["api"],
  },
  { label: 'facets of "the" (half the catalogue)', kind: "filters", params: [["q", "the"]] },
  {
    label: 'autocomplete "hist" (titles)',
    kind: "autocomplete",
    params: [
      ["term", "hist"],
      ["searchBy", "TITULO"],
    ],
  },
  // The alphabetic browse (decision 057): forwards from a point, backwards before one, the call
  // numbers, and a common subject's records.
  {
    label: 'browse authors from "m"',
    kind: "browse",
    page: "/navegar",
    params: [
      ["tipo", "autor"],
      ["de", "m"],
    ],
  },
  {
    label: 'browse titles before "s"',
    kind: "browse",
    page: "/navegar",
    params: [
      ["tipo", "titulo"],
      ["ate", "s"],
    ],
  },
  {
    label: 'browse call numbers from "800"',
    kind: "browse",
    page: "/navegar",
    params: [
      ["tipo", "chamada"],
      ["de", "800"],
    ],
  },
  {
    label: 'records of subject "Historia"',
    kind: "browseRecords",
    page: "/navegar/registros",
    params: [
      ["tipo", "assunto"],
      ["chave", "historia"],
    ],
  },
  // More like this (decision 051): a record of the demo (the same id at every size: the demo is
  // imported first) whose headings six other titles share.
  {
    label: "more like record 200",
    kind: "similar",
    page: "/acervo/200",
    apiPath: "/api/acervo/200/semelhantes",
    params: [],
  },
  {
    label: 'autocomplete "darw" (free)',
    kind: "autocomplete",
    params: [
      ["term", "darw"],
      ["searchBy", "LIVRE"],
    ],
  },
];

/** Each kind's call; a record's (similar) is in the query's own `apiPath`. */
const API_PATH: Record<Exclude<QueryKind, "similar">, string> = {
  search: "/api/consulta",
  filters: "/api/consulta/filtros",
  autocomplete: "/api/consulta/auto-complete",
  browse: "/api/navegacao",
  browseRecords: "/api/navegacao/registros",
};

export function urlOf(baseUrl: string, target: Target, query: Query): string {
  const params = target === "api" ? [...(query.apiParams ?? []), ...query.params] : query.params;
  const search = new URLSearchParams(params).toString();
  const kind = query.kind ?? "search";
  const api = query.apiPath ?? (kind === "similar" ? undefined : API_PATH[kind]);
  if (target === "api" && !api) throw new Error(`${query.label}: no apiPath`);
  const path = target === "page" ? (query.page ?? "/") : api;
  return `${baseUrl}${path}${search ? `?${search}` : ""}`;
}

/** The "did you mean" block with a link to a search. */
const CORRECTION = /class="did-you-mean"[\s\S]*?<a [^>]*href="\/\?q=/;

/** The browse page links each heading to its records; no such link, no headings shown. */
const HEADING_LINK = /href="\/navegar\/registros\?/;

/** A record page's titles like it (more like this), each a link to its record. */
const RELATED = /class="record-related"[\s\S]*?href="\/acervo\/\d+/;

/** The results page links each hit to its record page; no such link, no results shown. */
const RECORD_LINK = /href="[^"]*\/acervo\/\d+/;

/** null when the answer is a good one, else what is wrong with it. */
export function problemWith(
  target: Target,
  status: number,
  body: string,
  kind: QueryKind = "search",
  misspelt = false,
): string | null {
  if (status !== 200) return `HTTP ${status}`;
  // A misspelt query finds nothing: its answer is the correction (decision 051).
  if (misspelt) {
    if (target === "page") return CORRECTION.test(body) ? null : "page shows no correction";
    return /"correcoes":\[\{/.test(body) ? null : "no correction in the answer";
  }
  if (target === "api") {
    try {
      const json = JSON.parse(body) as unknown;
      if (kind === "search") {
        const registros = (json as { registros?: unknown[] }).registros;
        return Array.isArray(registros) && registros.length > 0 ? null : "no registros in the answer";
      }
      if (kind === "browse")
        return listOf((json as { cabecalhos?: unknown }).cabecalhos).length > 0 ? null : "no headings in the answer";
      if (kind === "browseRecords")
        return listOf((json as { itens?: unknown }).itens).length > 0 ? null : "no records in the answer";
      if (kind === "filters") {
        const counted =
          Array.isArray(json) && json.some((f: { contagem?: unknown[] }) => (f.contagem?.length ?? 0) > 0);
        return counted ? null : "no filter counts in the answer";
      }
      return listOf(json).length > 0 ? null : "no suggestions in the answer";
    } catch {
      return "answer is not JSON";
    }
  }
  if (kind === "browse") return HEADING_LINK.test(body) ? null : "page shows no heading links";
  if (kind === "similar") return RELATED.test(body) ? null : "page shows no titles like it";
  return RECORD_LINK.test(body) ? null : "page shows no result links";
}

/** Suggestions: a plain array, or the array in the answer's first array-valued field. */
function listOf(json: unknown): unknown[] {
  if (Array.isArray(json)) return json;
  const field = Object.values((json ?? {}) as Record<string, unknown>).find(Array.isArray);
  return (field as unknown[] | undefined) ?? [];
}

export interface Measurement {
  target: Target;
  /** Milliseconds of the successful timed requests, in order. */
  samples: number[];
  /** The same samples by query label. */
  byQuery: Map<string, number[]>;
  errors: number;
  /** The first few failures, for the report. */
  errorExamples: string[];
  /** The machine's 1-minute load average when the timed requests began and ended. */
  load: { start: number; end: number };
}

const REQUEST_TIMEOUT_MS = 60_000;

async function timedRequest(
  url: string,
  target: Target,
  query?: Pick<Query, "kind" | "misspells">,
): Promise<{ ms: number; problem: string | null }> {
  const t0 = performance.now();
  try {
    const res = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS), redirect: "manual" });
    const body = await res.text();
    const ms = performance.now() - t0;
    return { ms, problem: problemWith(target, res.status, body, query?.kind, Boolean(query?.misspells)) };
  } catch (error) {
    return { ms: performance.now() - t0, problem: String((error as Error).message ?? error) };
  }
}

/**
 * `warmup` untimed rounds over every query that applies to `target`, then `requests` timed
 * sequential requests taking those queries in turn.
 */
export async function measure(
  baseUrl: string,
  target: Target,
  queries: Query[],
  requests: number,
  warmup = 2,
): Promise<Measurement> {
  queries = queries.filter((q) => appliesTo(q, target));
  for (let round = 0; round < warmup; round++) {
    for (const query of queries) await timedRequest(urlOf(baseUrl, target, query), target, query);
  }
  const result: Measurement = {
    target,
    samples: [],
    byQuery: new Map(),
    errors: 0,
    errorExamples: [],
    load: { start: loadavg()[0], end: NaN },
  };
  for (let i = 0; i < requests; i++) {
    const query = queries[i % queries.length];
    const url = urlOf(baseUrl, target, query);
    const { ms, problem } = await timedRequest(url, target, query);
    if (problem) {
      result.errors++;
      if (result.errorExamples.length < 3) result.errorExamples.push(`${url}: ${problem}`);
      continue;
    }
    result.samples.push(ms);
    const list = result.byQuery.get(query.label) ?? [];
    list.push(ms);
    result.byQuery.set(query.label, list);
  }
  result.load.end = loadavg()[0];
  return result;
}

/**
 * What the query finds: totalRegistros of the API search with the same parameters, or for
 * autocomplete the number of suggestions (throws when the call fails).
 */
export async function hitsOf(baseUrl: string, query: Query): Promise<number> {
  // Suggestions and titles like a record count as the list's length.
  const kind = query.kind === "autocomplete" || query.kind === "similar" ? query.kind : "search";
  const url = urlOf(baseUrl, "api", { ...query, kind });
  const res = await fetch(url, { signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS) });
  if (res.status !== 200) throw new Error(`${url}: HTTP ${res.status}`);
  const json = (await res.json()) as unknown;
  return kind === "search" ? (json as { totalRegistros: number }).totalRegistros : listOf(json).length;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      probe.close(() =>
        typeof address === "object" && address ? resolve(address.port) : reject(new Error("no port")),
      );
    });
  });
}

export interface RunningServer {
  baseUrl: string;
  pid: number;
  /** The server's last lines of output. */
  output(): string;
  /** SIGTERM, then waits for the exit (SIGKILL after 15 s). */
  stop(): Promise<void>;
}

const START_TIMEOUT_MS = 120_000;

/**
 * Starts `node build/server.js` in `cwd` on a free loopback port with `env` added (the database),
 * demo data off, and resolves when it answers.
 */
export async function startServer(cwd: string, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort();
  const childEnv: NodeJS.ProcessEnv = { ...process.env };
  for (const name of ["DATABASE_URL", "DATA_DIR", "LIBRARY_API_URL", "DEMO_DATA_DIR"]) delete childEnv[name];
  Object.assign(childEnv, {
    NODE_ENV: "production",
    PORT: String(port),
    HOST: "127.0.0.1",
    DEMO_DATA: "off",
    TOKEN_SECRET: "bench-token-secret-bench-token-secret-0",
    // 32+ characters: the production OPAC refuses a shorter one (decision 035).
    SESSION_SECRET: "bench-session-secret-bench-session-secret",
    // A production server refuses to publish localhost addresses (OAI, QR codes) without it.
    OPAC_PUBLIC_URL: `http://127.0.0.1:${port}`,
    METRICS_TOKEN: BENCH_METRICS_TOKEN,
    ...env,
  });
  const child = spawn(process.execPath, ["build/server.js"], { cwd, env: childEnv, stdio: ["ignore", "pipe", "pipe"] });
  if (child.pid === undefined) throw new Error("could not start node build/server.js");
  const lines: string[] = [];
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split("\n").filter(Boolean));
    if (lines.length > 60) lines.splice(0, lines.length - 60);
  };
  child.stdout!.on("data", keep);
  child.stderr!.on("data", keep);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code ?? -1));

  const baseUrl = `http://127.0.0.1:${port}`;
  const server: RunningServer = {
    baseUrl,
    pid: child.pid,
    output: () => lines.join("\n"),
    stop: () => stopChild(child, exited),
  };
  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (exitCode !== undefined)
      throw new Error(`the server exited (code ${exitCode}) before answering:\n${server.output()}`);
    try {
      const res = await fetch(`${baseUrl}/api/consulta/ordenacao`, { signal: AbortSignal.timeout(2_000) });
      await res.arrayBuffer();
      if (res.status === 200) return server;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  await server.stop();
  throw new Error(`the server did not answer within ${START_TIMEOUT_MS / 1000} s:\n${server.output()}`);
}

async function stopChild(child: ChildProcess, exited: Promise<unknown>): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  process.kill(child.pid!, "SIGTERM");
  const timer = new Promise<"timeout">((r) => setTimeout(() => r("timeout"), 15_000).unref());
  if ((await Promise.race([exited, timer])) === "timeout") {
    process.kill(child.pid!, "SIGKILL");
    await exited;
  }
}

const BENCH_METRICS_TOKEN = "bench-metrics-token-bench-metrics";

/** Statements one request sent to the database, by pool (the server's opac_db_statements_total). */
export interface Statements {
  primary: number;
  replica: number;
}

async function statementsSent(baseUrl: string): Promise<Statements> {
  const res = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${BENCH_METRICS_TOKEN}` } });
  const families = parsePrometheusText(await res.text());
  const sent = (pool: string) => sampleValue(families, "opac_db_statements_total", { pool });
  return { primary: sent("primary"), replica: sent("replica") };
}

/**
 * The statements each query's page and API call sent, by pool: one request each, on a server
 * with nothing else to do, counted from its metrics before and after (with a pause for what a
 * page writes after answering: the search kept for paging, the visitor's history).
 */
export async function statementsPerRequest(
  baseUrl: string,
  queries: Query[],
): Promise<Map<string, Partial<Record<Target, Statements>>>> {
  const settle = () => new Promise((resolve) => setTimeout(resolve, 300));
  const counted = new Map<string, Partial<Record<Target, Statements>>>();
  for (const query of queries) {
    const row: Partial<Record<Target, Statements>> = {};
    for (const target of ["page", "api"] as const) {
      if (!appliesTo(query, target)) continue;
      await settle();
      const before = await statementsSent(baseUrl);
      const res = await fetch(urlOf(baseUrl, target, query));
      await res.arrayBuffer();
      await settle();
      const after = await statementsSent(baseUrl);
      row[target] = { primary: after.primary - before.primary, replica: after.replica - before.replica };
    }
    counted.set(query.label, row);
  }
  return counted;
}

export interface CurvePoint {
  clients: number;
  seconds: number;
  /** Good answers per second over the whole step. */
  perSecond: number;
  samples: number[];
  errors: number;
  errorExamples: string[];
  load: { start: number; end: number };
}

/**
 * Throughput under load (decision 043): `clients` concurrent clients, each requesting the results
 * pages of `queries` in turn (a mixed set: common, rare, several words, advanced, filtered, paged)
 * for `seconds`, without pause. Short by design: a curve of 1 to 16 clients costs a few
 * seconds per step on a shared machine.
 */
export async function measureConcurrent(
  baseUrl: string,
  queries: Query[],
  clients: number,
  seconds: number,
): Promise<CurvePoint> {
  const pages = queries.filter((q) => appliesTo(q, "page"));
  const point: CurvePoint = {
    clients,
    seconds,
    perSecond: 0,
    samples: [],
    errors: 0,
    errorExamples: [],
    load: { start: loadavg()[0], end: NaN },
  };
  const started = performance.now();
  const deadline = started + seconds * 1000;
  await Promise.all(
    Array.from({ length: clients }, async (_, client) => {
      for (let i = client; performance.now() < deadline; i++) {
        const query = pages[i % pages.length];
        const url = urlOf(baseUrl, "page", query);
        const { ms, problem } = await timedRequest(url, "page", query);
        if (problem) {
          point.errors++;
          if (point.errorExamples.length < 3) point.errorExamples.push(`${url}: ${problem}`);
        } else point.samples.push(ms);
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  point.seconds = elapsed;
  point.perSecond = point.samples.length / elapsed;
  point.load.end = loadavg()[0];
  return point;
}
