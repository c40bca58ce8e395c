/**
 * The operator's metrics in Prometheus' text format (decision 048): requests by route template and
 * status with their latency, the database pools, the search cache, imports, harvests, mail, and
 * the captcha's and login limits' refusals. Every label takes a bounded set of values (a route's
 * template, never the path a visitor typed), so the series stay few however the site is crawled.
 *
 * The metrics live in prom-client's default registry, and each is looked up there before it is
 * made: the one-process server bundles this module twice (build/server.js and the OPAC's
 * build/index.js), and both copies must count into the same series.
 */
import { timingSafeEqual } from "node:crypto";
import client from "prom-client";

const { register } = client;

function counter<L extends string>(name: string, help: string, labelNames: readonly L[] = []) {
  return (
    (register.getSingleMetric(name) as client.Counter<L> | undefined) ?? new client.Counter({ name, help, labelNames })
  );
}

function histogram<L extends string>(name: string, help: string, labelNames: readonly L[], buckets: number[]) {
  return (
    (register.getSingleMetric(name) as client.Histogram<L> | undefined) ??
    new client.Histogram({ name, help, labelNames, buckets })
  );
}

const LATENCY_BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30];

export const metrics = {
  requests: counter("opac_http_requests_total", "Requests answered, by method, route template and status.", [
    "method",
    "route",
    "status",
  ]),
  requestSeconds: histogram(
    "opac_http_request_duration_seconds",
    "Time to answer a request, by method, route template and status.",
    ["method", "route", "status"],
    LATENCY_BUCKETS,
  ),
  poolWaits: counter(
    "opac_db_pool_waits_total",
    "Queries that found every pooled connection busy and queued for one.",
    ["pool"],
  ),
  poolWaitSeconds: histogram(
    "opac_db_pool_wait_seconds",
    "How long queued queries waited for a pooled connection.",
    ["pool"],
    [0.001, 0.01, 0.05, 0.1, 0.5, 1, 5, 10, 30],
  ),
  poolTimeouts: counter(
    "opac_db_pool_timeouts_total",
    "Queries refused with 503 after DATABASE_POOL_WAIT_SECONDS without a free connection.",
    ["pool"],
  ),
  replicaFallbacks: counter(
    "opac_db_replica_fallbacks_total",
    "Reads meant for a read replica that ran on the next replica or the primary, by why: the replica failed or did " +
      "not answer in time (unavailable), cancelled the read for recovery (conflict), or was left out after a failure (left_out).",
    ["reason"],
  ),
  statements: counter(
    "opac_db_statements_total",
    "Statements sent to the database (transaction control included), by pool: the primary, or the read replicas.",
    ["pool"],
  ),
  searchCache: counter("opac_search_cache_lookups_total", "Search answers looked up in the cache, by result.", [
    "result",
  ]),
  importRuns: counter("opac_import_runs_total", "Imports of MARC files run by this process."),
  importRecords: counter("opac_import_records_total", "Records of the imports, by result.", ["result"]),
  harvestRuns: counter("opac_harvest_runs_total", "Network harvests of one OAI-PMH endpoint, by outcome.", ["outcome"]),
  harvestRecords: counter("opac_harvest_records_total", "Records the network harvests stored."),
  mail: counter("opac_mail_messages_total", "E-mail messages handed to the SMTP server, by outcome.", ["outcome"]),
  coldSearches: counter(
    "opac_cold_searches_total",
    "Cold searches (not answered by the search cache) of anonymous clients, by what the search budget did: let " +
      "through (admitted), let through with a solved proof of work (proved), asked the page's script for one " +
      "(challenged), or refused with 429 past the budget (refused).",
    ["outcome"],
  ),
  captchaRefusals: counter("opac_captcha_refusals_total", "Captcha answers refused (wrong, expired or reused)."),
  loginLimitRefusals: counter(
    "opac_login_limit_refusals_total",
    "Requests refused with 429 by the login limits, by what was tried.",
    ["kind"],
  ),
};

/** What one pool reports when scraped (api/core/db/pool-gate.ts). */
export interface PoolStats {
  size: number;
  busy: number;
  waiting: number;
}

const pools = new Map<string, Set<() => PoolStats>>();

function poolGauge(name: string, help: string, read: (stats: PoolStats) => number) {
  if (register.getSingleMetric(name)) return;
  new client.Gauge({
    name,
    help,
    labelNames: ["pool"],
    collect() {
      this.reset();
      for (const [pool, readers] of pools) {
        this.set(
          { pool },
          [...readers].reduce((sum, stats) => sum + read(stats()), 0),
        );
      }
    },
  });
}
poolGauge("opac_db_pool_connections", "Connections each pool may open (DATABASE_POOL_SIZE).", (s) => s.size);
poolGauge("opac_db_pool_connections_in_use", "Connections in use by a query.", (s) => s.busy);
poolGauge("opac_db_pool_waiting", "Queries waiting for a connection now.", (s) => s.waiting);

/** Reports a pool ("primary", "replica") at every scrape until the returned function is called. */
export function watchPool(pool: string, stats: () => PoolStats): () => void {
  const readers = pools.get(pool) ?? new Set();
  pools.set(pool, readers);
  readers.add(stats);
  return () => readers.delete(stats);
}

/** A replica as the gauge reads it: its address (no password) and whether reads go to it now. */
export interface ReplicaUp {
  replica: string;
  up: boolean;
}

// On globalThis, as the request context is: whichever bundled copy of this module made the gauge
// must see the read pools the other copy registered (decision 048).
const READ_POOLS = Symbol.for("acervo.metrics.readPools");
const readPools = ((globalThis as { [READ_POOLS]?: Set<() => ReplicaUp[]> })[READ_POOLS] ??= new Set());

if (!register.getSingleMetric("opac_db_replica_up")) {
  new client.Gauge({
    name: "opac_db_replica_up",
    help: "1 while reads go to the replica, 0 while it is left out after a failure (as /readyz lists it).",
    labelNames: ["replica"],
    collect() {
      this.reset();
      const up = new Map<string, boolean>();
      for (const states of readPools) {
        for (const r of states()) up.set(r.replica, (up.get(r.replica) ?? true) && r.up);
      }
      for (const [replica, isUp] of up) this.set({ replica }, isUp ? 1 : 0);
    },
  });
}

/** Reports each replica of a read pool at every scrape until the returned function is called. */
export function watchReplicas(states: () => ReplicaUp[]): () => void {
  readPools.add(states);
  return () => readPools.delete(states);
}

/** The release and the schema, as `opac_build_info{version,build,schema} 1`. */
export function recordBuildInfo(info: { version: string; build: string; schema: string }): void {
  const gauge =
    (register.getSingleMetric("opac_build_info") as client.Gauge<"version" | "build" | "schema"> | undefined) ??
    new client.Gauge({
      name: "opac_build_info",
      help: "The release, the build and the last migration this process runs.",
      labelNames: ["version", "build", "schema"],
    });
  gauge.reset();
  gauge.set(info, 1);
}

const DEFAULTS = Symbol.for("acervo.metrics.defaults");

/** The process's own metrics (CPU, memory, event loop lag), once per process. */
export function collectProcessMetrics(): void {
  const global = globalThis as { [DEFAULTS]?: boolean };
  if (global[DEFAULTS]) return;
  global[DEFAULTS] = true;
  client.collectDefaultMetrics({ register });
}

export function observeRequest(method: string, route: string, status: number, seconds: number): void {
  const labels = { method: KNOWN_METHODS.has(method) ? method : "other", route, status: String(status) };
  metrics.requests.inc(labels);
  metrics.requestSeconds.observe(labels, seconds);
}
const KNOWN_METHODS = new Set(["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"]);

/**
 * Who may read /metrics: with METRICS_TOKEN, a caller sending it as `Authorization: Bearer …`;
 * without one, only a caller on this machine (a loopback peer), so that a public port never
 * publishes them by default (decision 048).
 */
export function mayReadMetrics(token: string | undefined, authorization: string | null, peer: string | undefined) {
  if (!token) return isLoopback(peer);
  return bearerMatches(token, authorization);
}

/** Whether `authorization` is `Bearer <token>`, compared in constant time. */
export function bearerMatches(token: string, authorization: string | null | undefined): boolean {
  const given = Buffer.from(authorization?.match(/^Bearer (.+)$/i)?.[1] ?? "");
  const wanted = Buffer.from(token);
  return given.length === wanted.length && timingSafeEqual(given, wanted);
}

function isLoopback(peer: string | undefined): boolean {
  return !!peer && (peer === "::1" || /^(::ffff:)?127\./.test(peer));
}

/** The answer to GET /metrics: the scrape, or 404 to a caller who may not read it. */
export async function metricsResponse(allowed: boolean): Promise<Response> {
  if (!allowed) return new Response("Not found", { status: 404, headers: { "Content-Type": "text/plain" } });
  return new Response(await register.metrics(), {
    headers: { "Content-Type": register.contentType, "Cache-Control": "no-store" },
  });
}
