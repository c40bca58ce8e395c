/**
 * Read replicas (decision 043): PostgreSQL hot standbys named by DATABASE_REPLICA_URL
 * (one or more, comma-separated) serve the catalogue's reads — searches, their filter counts,
 * autocomplete and the record page — while everything that writes or must read its own write
 * (login, circulation, the account, basket, history) stays on the primary (`Db` itself).
 *
 * A replica that cannot be reached, is shutting down or cancels a query because of a conflict
 * with recovery is left out for a short while and the query runs on the next replica, and in the
 * end on the primary: a patron's search answers whenever the primary does. Each replica's state
 * and each read sent elsewhere are in the metrics (api/core/http/metrics.ts, decision 049).
 */
import { metrics, watchReplicas } from "../http/metrics.ts";
import { isDatabaseUnavailable, openDb, type Db, type ReadDb, type Tx } from "./db.ts";

/** How long a failed replica is left out before it is tried again. */
export const REPLICA_RETRY_MS = 5_000;

// 40001 on a standby: "canceling statement due to conflict with recovery" (a vacuum replayed
// under a long read). The same read on the primary answers.
const RETRY_ELSEWHERE = new Set(["40001"]);

/** How long a read may take on a replica before it is given up and goes to the primary. */
export const DEFAULT_REPLICA_TIMEOUT_MS = 5_000;

/** A replica as /readyz shows it: in use, or left out after a failure until `retry_at`. */
export interface ReplicaState {
  replica: string;
  state: "up" | "down";
  retry_at?: string;
  last_error?: string;
}

export interface ReadPool extends ReadDb {
  /** The replicas in use (their URLs without passwords), for logs and health. */
  readonly replicas: string[];
  /** Each replica's state as the last reads found it (no probe of its own). */
  states(): ReplicaState[];
  close(): Promise<void>;
}

interface Replica {
  name: string;
  db: ReadDb & { close(): Promise<void> };
  downUntil: number;
  lastError?: string;
}

export function parseReplicaUrls(value: string | undefined): string[] {
  return (value ?? "")
    .split(",")
    .map((s) => s.trim())
    .filter(Boolean);
}

function safeName(url: string): string {
  const u = new URL(url);
  u.password = "";
  return u.toString();
}

/**
 * The reader over `urls`, falling back to `primary`. Replicas are taken in turn (round robin);
 * connections are opened lazily by the pool, so a replica that is down at start costs nothing
 * until it is asked, and is then left out for REPLICA_RETRY_MS.
 */
export async function openReadPool(
  primary: ReadDb,
  urls: string[],
  options: {
    poolSize?: number;
    log?: (line: string) => void;
    now?: () => number;
    /** DEFAULT_REPLICA_TIMEOUT_MS unless given (DATABASE_REPLICA_TIMEOUT_SECONDS). */
    timeoutMs?: number;
    /** How a replica is opened (tests hand in their own). */
    open?: (url: string) => Promise<ReadDb & { close(): Promise<void> }>;
  } = {},
): Promise<ReadPool> {
  const log = options.log ?? ((line: string) => console.error(line));
  const now = options.now ?? Date.now;
  const replicas: Replica[] = [];
  for (const url of urls) {
    // A short connection timeout: a replica that does not answer must not hold a search for the
    // 5 s the primary's pool waits before its 503. And a statement timeout: a replica that stops
    // answering mid-read (a frozen host) holds a read no longer than that.
    const db = options.open
      ? await options.open(url)
      : await openDb({
          databaseUrl: url,
          poolSize: options.poolSize ?? 8,
          connectTimeoutMs: 1_000,
          statementTimeoutMs: options.timeoutMs ?? DEFAULT_REPLICA_TIMEOUT_MS,
          poolName: "replica",
        });
    replicas.push({ name: safeName(url), db, downUntil: 0 });
  }
  let next = 0;
  const unwatch = watchReplicas(() => replicas.map((r) => ({ replica: r.name, up: r.downUntil <= now() })));
  /** `run` on the replicas in turn, then on the primary; only "not here, not now" moves on. */
  async function onReplica<T>(run: (db: ReadDb) => Promise<T>): Promise<T> {
    const start = next;
    next = (next + 1) % Math.max(replicas.length, 1);
    for (let i = 0; i < replicas.length; i++) {
      const replica = replicas[(start + i) % replicas.length];
      if (replica.downUntil > now()) {
        metrics.replicaFallbacks.inc({ reason: "left_out" });
        continue;
      }
      try {
        return await run(replica.db);
      } catch (error) {
        const code = (error as { code?: unknown }).code;
        if (typeof code === "string" && RETRY_ELSEWHERE.has(code)) {
          metrics.replicaFallbacks.inc({ reason: "conflict" });
          continue;
        }
        if (!isDatabaseUnavailable(error)) throw error;
        metrics.replicaFallbacks.inc({ reason: "unavailable" });
        replica.downUntil = now() + REPLICA_RETRY_MS;
        replica.lastError = (error as Error).message;
        log(`database: replica ${replica.name} failed (${(error as Error).message}); reading elsewhere`);
      }
    }
    return run(primary);
  }
  return {
    replicas: replicas.map((r) => r.name),
    states: () =>
      replicas.map((r) =>
        r.downUntil > now()
          ? {
              replica: r.name,
              state: "down",
              retry_at: new Date(r.downUntil).toISOString(),
              ...(r.lastError ? { last_error: r.lastError } : {}),
            }
          : { replica: r.name, state: "up" },
      ),
    query<T>(text: string, params?: unknown[]): Promise<T[]> {
      return onReplica((server) => server.query<T>(text, params));
    },
    // Reads only, so a transaction that failed on a replica can run again on the primary.
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return onReplica((server) => server.transaction(fn));
    },
    async close() {
      unwatch();
      await Promise.all(replicas.map((r) => r.db.close()));
    },
  };
}

/**
 * `primary` with its `reader` set to the replicas of `urls` (none: `primary` as it is). Closing
 * the result closes both.
 */
export async function withReplicas(
  primary: Db,
  urls: string[],
  log?: (line: string) => void,
  timeoutMs?: number,
): Promise<Db> {
  if (urls.length === 0) return primary;
  if (primary.engine !== "postgres") {
    throw new Error("DATABASE_REPLICA_URL needs DATABASE_URL: read replicas are PostgreSQL standbys of that server");
  }
  const reader = await openReadPool(primary, urls, { log, timeoutMs });
  return {
    ...primary,
    reader,
    async close() {
      await Promise.all([reader.close(), primary.close()]);
    },
  };
}
