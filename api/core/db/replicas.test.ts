import { describe, expect, it } from "vitest";
import type { ReadDb, Tx } from "./db.ts";
import { REPLICA_RETRY_MS, openReadPool, parseReplicaUrls } from "./replicas.ts";

/** A stand-in server: answers its own name, or fails with `failure` while it is set. */
function fakeServer(name: string) {
  const server = {
    failure: undefined as Error | undefined,
    calls: 0,
    async query<T>(): Promise<T[]> {
      server.calls++;
      if (server.failure) throw server.failure;
      return [{ from: name }] as T[];
    },
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return fn(server as unknown as Tx);
    },
    async close() {},
  };
  return server;
}

const coded = (code: string, message = code) => Object.assign(new Error(message), { code });

async function setUp(names: string[]) {
  const servers = new Map(names.map((n) => [n, fakeServer(n)]));
  const primary = fakeServer("primary");
  let clock = 1_000_000;
  const logged: string[] = [];
  const pool = await openReadPool(primary as ReadDb, names, {
    open: async (url) => servers.get(url)!,
    now: () => clock,
    log: (line) => logged.push(line),
  });
  const from = async () => (await pool.query<{ from: string }>("SELECT 1"))[0].from;
  return { servers, primary, pool, from, logged, advance: (ms: number) => (clock += ms) };
}

describe("read replicas", () => {
  it("parses DATABASE_REPLICA_URL as a comma-separated list", () => {
    expect(parseReplicaUrls(" postgres://a/x , postgres://b/x,,")).toEqual(["postgres://a/x", "postgres://b/x"]);
    expect(parseReplicaUrls(undefined)).toEqual([]);
  });

  it("takes the replicas in turn", async () => {
    const { from } = await setUp(["postgres://r1/db", "postgres://r2/db"]);
    expect([await from(), await from(), await from()]).toEqual([
      "postgres://r1/db",
      "postgres://r2/db",
      "postgres://r1/db",
    ]);
  });

  it("leaves a replica that is down out for a while, then tries it again", async () => {
    const { servers, from, logged, advance } = await setUp(["postgres://r1/db", "postgres://r2/db"]);
    const r1 = servers.get("postgres://r1/db")!;
    r1.failure = coded("ECONNREFUSED", "connect ECONNREFUSED 127.0.0.1:5433");
    expect([await from(), await from(), await from()]).toEqual(Array(3).fill("postgres://r2/db"));
    expect(r1.calls).toBe(1);
    expect(logged).toEqual([
      "database: replica postgres://r1/db failed (connect ECONNREFUSED 127.0.0.1:5433); reading elsewhere",
    ]);
    r1.failure = undefined;
    advance(REPLICA_RETRY_MS + 1);
    expect(new Set([await from(), await from()])).toEqual(new Set(["postgres://r1/db", "postgres://r2/db"]));
  });

  it("falls back to the primary when every replica is down, shutting down or cancels for recovery", async () => {
    const { servers, primary, from } = await setUp(["postgres://r1/db", "postgres://r2/db"]);
    servers.get("postgres://r1/db")!.failure = coded("57P01", "terminating connection due to administrator command");
    servers.get("postgres://r2/db")!.failure = coded("40001", "canceling statement due to conflict with recovery");
    expect(await from()).toBe("primary");
    expect(primary.calls).toBe(1);
    // A conflict with recovery is about one query: that replica is not left out.
    servers.get("postgres://r2/db")!.failure = undefined;
    expect(await from()).toBe("postgres://r2/db");
  });

  it("passes a query's own error on instead of running it elsewhere", async () => {
    const { servers, primary, pool } = await setUp(["postgres://r1/db"]);
    servers.get("postgres://r1/db")!.failure = coded("42703", 'column "nope" does not exist');
    await expect(pool.query("SELECT nope")).rejects.toThrow('column "nope" does not exist');
    expect(primary.calls).toBe(0);
  });

  it("gives up a read the replica does not answer in time and reads it from the primary; /readyz shows it down", async () => {
    const { servers, primary, from, pool, advance } = await setUp(["postgres://r1/db"]);
    expect(pool.states()).toEqual([{ replica: "postgres://r1/db", state: "up" }]);
    // node-postgres's words when query_timeout passes (DATABASE_REPLICA_TIMEOUT_SECONDS).
    servers.get("postgres://r1/db")!.failure = new Error("Query read timeout");
    expect(await from()).toBe("primary");
    expect(primary.calls).toBe(1);
    expect(pool.states()).toEqual([
      {
        replica: "postgres://r1/db",
        state: "down",
        retry_at: new Date(1_000_000 + REPLICA_RETRY_MS).toISOString(),
        last_error: "Query read timeout",
      },
    ]);
    servers.get("postgres://r1/db")!.failure = undefined;
    advance(REPLICA_RETRY_MS + 1);
    expect(await from()).toBe("postgres://r1/db");
    expect(pool.states()).toEqual([{ replica: "postgres://r1/db", state: "up" }]);
  });

  it("runs read-only transactions on a replica, or on the primary when it is down", async () => {
    const { servers, pool } = await setUp(["postgres://r1/db"]);
    const inTx = () => pool.transaction(async (tx) => (await tx.query<{ from: string }>("SELECT 1"))[0].from);
    expect(await inTx()).toBe("postgres://r1/db");
    servers.get("postgres://r1/db")!.failure = coded("ECONNREFUSED");
    expect(await inTx()).toBe("primary");
  });
});
