/**
 * One small interface over the two PostgreSQL engines we support: PGlite (embedded, a data
 * folder, the default) and a PostgreSQL server (DATABASE_URL). Repositories receive a
 * `Queryable`, so the same function runs inside or outside a transaction; those that take row
 * locks (`lock*`, `FOR UPDATE`) receive a `Tx`, so that a lock that would be released at once
 * outside a transaction does not type-check.
 * See docs/decisions/003-database-engines.md.
 */
import { mkdirSync } from "node:fs";
import type { ClientConfig, PoolClient } from "pg";
import { lockFolder } from "./folder-lock.ts";
import { StartupError } from "../startup.ts";
import { gzipped, withoutSpareWal } from "./pglite-backup.ts";
import { metrics, watchPool } from "../http/metrics.ts";
import { createPoolGate, PoolBusyError } from "./pool-gate.ts";
import type { ReplicaState } from "./replicas.ts";

export { PoolBusyError } from "./pool-gate.ts";

export interface Queryable {
  query<T = Record<string, unknown>>(text: string, params?: unknown[]): Promise<T[]>;
}

declare const inTransaction: unique symbol;

/**
 * A connection inside `Db.transaction`. The brand exists only for the type checker: nothing but
 * `transaction` hands one out, so a function asking for a `Tx` cannot be given the pool.
 */
export interface Tx extends Queryable {
  readonly [inTransaction]: true;
}

/** What the catalogue's reads need: queries, and a transaction for a statement timeout. */
export interface ReadDb extends Queryable {
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
}

export interface Db extends ReadDb {
  readonly engine: "pglite" | "postgres";
  /** Runs several statements separated by semicolons, without parameters (migrations). */
  exec(sql: string): Promise<void>;
  /** Runs `fn` in one transaction; rolled back if it throws. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /**
   * Where the catalogue's reads go (searches, autocomplete, record pages): read replicas when
   * DATABASE_REPLICA_URL names some (api/core/db/replicas.ts), otherwise absent and the primary reads.
   */
  reader?: ReadDb & { states?(): ReplicaState[] };
  /**
   * The embedded database's folder as a gzipped tar, consistent while the server runs
   * (api/operations/backup/backup.ts); absent for a PostgreSQL server, which pg_dump copies.
   */
  backup?(): Promise<Blob>;
}

export interface DbOptions {
  /** postgres://… ; when absent, PGlite in `dataDir`. */
  databaseUrl?: string;
  /** Folder for PGlite; "memory://" for a throwaway in-memory database. */
  dataDir?: string;
  /** Pool size for the server engine (default 8). */
  poolSize?: number;
  /** How long the server engine waits for the server to accept a new connection (default 5 s). */
  connectTimeoutMs?: number;
  /**
   * How long a query waits for one of the pool's connections while all are busy (default 30 s),
   * then PoolBusyError (a 503). Separate from the connect timeout: a queue is not an outage.
   */
  poolWaitMs?: number;
  /**
   * How long a statement may run (server engine), then given up: the client stops waiting (a slow
   * or a frozen server alike) and drops the connection; the server cancels it a second later.
   * Unset: no limit. Read replicas have one, so a stuck replica costs a read no more than that
   * before it goes to the primary (api/core/db/replicas.ts).
   */
  statementTimeoutMs?: number;
  /** The pool's name in the metrics: "primary" (default) or "replica". */
  poolName?: string;
  /** PGlite: fill the empty `dataDir` from this backup (`Db.backup`'s tar) instead of running initdb. */
  loadDataDir?: Blob;
}

export const DEFAULT_POOL_SIZE = 8;
export const DEFAULT_CONNECT_TIMEOUT_MS = 5_000;
export const DEFAULT_POOL_WAIT_MS = 30_000;

/**
 * Memory a query may use for a sort or a bitmap before spilling. PostgreSQL's 4 MB default makes
 * the bitmap of a word found in 150,000 of a million records lossy, and every lossy page's rows
 * are then re-read and re-checked: 3.7 s instead of 0.7 s to count them (docs/benchmarks.md).
 * Per connection, so a pool of 8 may use 8 times this at worst.
 */
export const WORK_MEM = "32MB";

/**
 * The embedded database's shared buffers (PGLITE_SHARED_BUFFERS, PostgreSQL's units: `32MB`);
 * unset: PGlite's own (128 MB). Starting PGlite sets up all of them, about half of its start's
 * CPU at 128 MB: the test suites open hundreds of copies of a small database and use 32 MB
 * (vitest.config.ts, decision 022).
 */
export function pgliteSharedBuffers(env: Record<string, string | undefined> = process.env): string | undefined {
  const value = env.PGLITE_SHARED_BUFFERS?.trim();
  if (!value) return undefined;
  const match = /^(\d+)(kB|MB|GB)$/.exec(value);
  const megabytes = match ? Number(match[1]) / (match[2] === "kB" ? 1024 : match[2] === "GB" ? 1 / 1024 : 1) : 0;
  if (megabytes < 1 || megabytes > 8192) {
    throw new StartupError(`PGLITE_SHARED_BUFFERS must be a size from 1MB to 8GB, such as 128MB (got "${value}").`);
  }
  return value;
}

export async function openDb(options: DbOptions = {}): Promise<Db> {
  if (options.databaseUrl)
    return openPostgres(
      options.databaseUrl,
      options.poolSize ?? DEFAULT_POOL_SIZE,
      options.connectTimeoutMs ?? DEFAULT_CONNECT_TIMEOUT_MS,
      options.poolWaitMs ?? DEFAULT_POOL_WAIT_MS,
      options.statementTimeoutMs,
      options.poolName ?? "primary",
    );
  return openPglite(options.dataDir ?? "./var/data", options.loadDataDir);
}

async function openPglite(dataDir: string, loadDataDir: Blob | undefined): Promise<Db> {
  const { PGlite } = await import("@electric-sql/pglite");
  const { pg_trgm } = await import("@electric-sql/pglite/contrib/pg_trgm");
  const { unaccent } = await import("@electric-sql/pglite/contrib/unaccent");
  let unlock = () => {};
  if (!dataDir.startsWith("memory://")) {
    mkdirSync(dataDir, { recursive: true });
    // One process per folder (api/core/db/folder-lock.ts): throws LockedError when another holds it.
    unlock = lockFolder(dataDir);
  }
  let pg: InstanceType<typeof PGlite>;
  try {
    const sharedBuffers = pgliteSharedBuffers();
    pg = await PGlite.create(dataDir, {
      extensions: { pg_trgm, unaccent },
      loadDataDir,
      ...(sharedBuffers ? { postgresqlconf: `shared_buffers = ${sharedBuffers}` } : {}),
    });
  } catch (error) {
    unlock();
    throw error;
  }
  await pg.exec(`SET work_mem = '${WORK_MEM}'`);
  const statements = metrics.statements.labels({ pool: "primary" });
  const wrap = (q: { query: typeof pg.query }): Queryable => ({
    async query<T>(text: string, params: unknown[] = []) {
      statements.inc();
      const res = await q.query<T>(text, params);
      return res.rows;
    },
  });
  return {
    engine: "pglite",
    ...wrap(pg),
    async exec(sql) {
      statements.inc();
      await pg.exec(sql);
    },
    transaction(fn) {
      // Its BEGIN and its COMMIT or ROLLBACK.
      statements.inc(2);
      return pg.transaction((tx) => fn(wrap(tx) as Tx));
    },
    // A throwaway in-memory database has nothing to keep.
    ...(dataDir.startsWith("memory://")
      ? {}
      : {
          async backup() {
            // Inside a transaction of its own, so no other transaction is open or starts meanwhile
            // (PGlite runs one at a time, and every query waits for it): the copy is the database
            // between two transactions. The checkpoint first writes every committed change into
            // the data files, so a restored copy has no write-ahead log to replay.
            const { tar, segment } = await pg.transaction(async (tx) => {
              await tx.query("CHECKPOINT");
              const { rows } = await tx.query<{ segment: string }>(
                "SELECT pg_walfile_name(pg_current_wal_lsn()) AS segment",
              );
              return { tar: await pg.dumpDataDir("none"), segment: rows[0].segment };
            });
            return gzipped(withoutSpareWal(new Uint8Array(await tar.arrayBuffer()), segment));
          },
        }),
    async close() {
      try {
        await pg.close();
      } finally {
        unlock();
      }
    },
  };
}

async function openPostgres(
  url: string,
  poolSize: number,
  connectTimeoutMs: number,
  poolWaitMs: number,
  statementTimeoutMs: number | undefined,
  poolName: string,
): Promise<Db> {
  const pgModule = await import("pg");
  const pg = pgModule.default;
  // A connection that always has a listener for its 'error' event, which Node would otherwise turn
  // into the end of the process. The pool listens only while a connection is idle (and only to its
  // first error), withClient while it is checked out; neither listens to one being destroyed, and
  // the server's goodbye (57P01 on a shutdown) can arrive then. The failure itself reaches whoever
  // used the connection, or the pool's log.
  class ListenedClient extends pg.Client {
    constructor(config?: string | ClientConfig) {
      super(config);
      this.on("error", () => {});
    }
  }
  // Dates stay strings and bigint counts become numbers: the API serialises both as JSON.
  pg.types.setTypeParser(20, (v: string) => Number(v));
  pg.types.setTypeParser(1082, (v: string) => v);
  // An operator's own settings in the URL (?options=-c …) are left as they are.
  const options = new URL(url).searchParams.has("options") ? undefined : `-c work_mem=${WORK_MEM}`;
  // A server that does not answer must not hold a request for ever: the caller gets a 503. With
  // the gate below never letting more callers through than the pool has connections, pg-pool
  // applies this timeout only to opening a connection, never to waiting for a busy one.
  const pool = new pg.Pool({
    Client: ListenedClient,
    connectionString: url,
    max: poolSize,
    options,
    connectionTimeoutMillis: connectTimeoutMs,
    ...(statementTimeoutMs ? { query_timeout: statementTimeoutMs, statement_timeout: statementTimeoutMs + 1_000 } : {}),
  });
  const gate = createPoolGate(poolSize, poolWaitMs, poolName);
  const statements = metrics.statements.labels({ pool: poolName });
  /** One statement on `client`, counted. */
  const send = (client: PoolClient, text: string, params?: unknown[]) => {
    statements.inc();
    return client.query(text, params);
  };
  const unwatch = watchPool(poolName, () => ({ size: poolSize, ...gate.stats }));
  // An idle connection the server ends (a restart, pg_terminate_backend) is reported here; with
  // no listener Node would end the process. The pool has already dropped it and opens another
  // at the next query.
  pool.on("error", (error) => {
    console.error(`database: an idle connection failed and was dropped (${error.message})`);
  });
  /** `fn` on a pooled client, after waiting for a turn at the gate. */
  async function withClient<T>(fn: (client: PoolClient) => Promise<T>): Promise<T> {
    await gate.acquire();
    try {
      let client: PoolClient;
      try {
        client = await pool.connect();
      } catch (error) {
        if (isDatabaseUnavailable(error)) gate.failWaiting(error as Error);
        throw error;
      }
      let broken: Error | undefined;
      // While a connection is checked out the pool does not listen to it: one the server ends
      // between two statements of `fn` (a restart, pg_terminate_backend) would raise an 'error'
      // event nobody handles, and Node would end the process. Its next statement fails instead,
      // and the release destroys it.
      const onError = (error: Error) => {
        broken ??= error;
      };
      client.on("error", onError);
      try {
        return await fn(client);
      } catch (error) {
        // A broken connection is destroyed rather than handed to the next caller.
        if (isDatabaseUnavailable(error)) broken ??= error as Error;
        throw error;
      } finally {
        client.off("error", onError);
        client.release(broken);
      }
    } finally {
      gate.release();
    }
  }
  return {
    engine: "postgres",
    async query<T>(text: string, params: unknown[] = []) {
      const res = await withClient((client) => send(client, text, params));
      return res.rows as T[];
    },
    async exec(sql) {
      await withClient((client) => send(client, sql));
    },
    transaction(fn) {
      return withClient(async (client) => {
        await send(client, "BEGIN");
        const tx: Queryable = {
          async query<T>(text: string, params: unknown[] = []) {
            const res = await send(client, text, params);
            return res.rows as T[];
          },
        };
        try {
          const result = await fn(tx as Tx);
          await send(client, "COMMIT");
          return result;
        } catch (error) {
          // A connection that is gone (or frozen) is destroyed below: nothing to roll back, and a
          // ROLLBACK sent to a frozen server would wait as long again.
          if (!isDatabaseUnavailable(error)) await send(client, "ROLLBACK").catch(() => {});
          throw error;
        }
      });
    },
    async close() {
      unwatch();
      gate.failWaiting(new Error("the database pool is closing"));
      await pool.end();
    },
  };
}

// PostgreSQL's codes for "not now" rather than "wrong": connection exceptions (class 08), the
// server shutting down or starting (57P01-57P03), too many connections (53300).
const UNAVAILABLE_SQLSTATE = /^(08...|57P0[123]|53300)$/;
const UNAVAILABLE_NODE = new Set(["ECONNREFUSED", "ECONNRESET", "ETIMEDOUT", "EPIPE", "ENOTFOUND", "EHOSTUNREACH"]);
// node-postgres's own words when a connection ends, cannot be made in time, or a server stops
// answering a query (query_timeout: a frozen replica).
const UNAVAILABLE_MESSAGE =
  /Connection terminated|connection error and is not queryable|timeout exceeded when trying to connect|Query read timeout/;

/**
 * Whether a failure means the database cannot be reached now (down, restarting, refusing
 * connections), so the caller should answer 503 and try again later, rather than a query fault.
 */
export function isDatabaseUnavailable(error: unknown): boolean {
  if (!(error instanceof Error)) return false;
  // Not down, only busy, but "try again later" all the same (handleError words it in the log).
  if (error instanceof PoolBusyError) return true;
  const code = (error as { code?: unknown }).code;
  if (typeof code === "string" && (UNAVAILABLE_SQLSTATE.test(code) || UNAVAILABLE_NODE.has(code))) return true;
  if (error instanceof AggregateError) return error.errors.some(isDatabaseUnavailable);
  return UNAVAILABLE_MESSAGE.test(error.message);
}
