/**
 * A queue of patrons is not an outage (decision 036): with every pooled PostgreSQL
 * connection busy, a request waits for the next free one up to DATABASE_POOL_WAIT_SECONDS, well
 * past the connect timeout, and is served; a wait beyond that is a clean 503 with Retry-After,
 * logged as "busy"; a server that does not answer still fails fast. Before the gate, pg-pool's
 * one `connectionTimeoutMillis` ended the wait for a busy client as if the database were down
 * (63 such 503s in the 10-minute, 50-patron load).
 */
import { createServer, type Server, type Socket } from "node:net";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { inject } from "vitest";

import { createApi } from "../../api/app.ts";
import { readConfig } from "../../api/core/config.ts";
import { isDatabaseUnavailable, openDb, type Db } from "../../api/core/db/db.ts";
import { migrate } from "../../api/core/db/migrate.ts";
import { healthRoutes } from "../../api/core/http/health.ts";
import { createDatabase, dropDatabase } from "../support/db-templates.ts";

const config = readConfig({ TOKEN_SECRET: "test-secret-test-secret-test-secret-0123", DEMO_DATA: "off" });
const english = { headers: { lang: "5" } };

/** Runs `hold` on the pool's only connection and resolves once the connection is taken. */
function holdTheConnection(db: Db, seconds: number): { taken: Promise<void>; done: Promise<unknown> } {
  let taken!: () => void;
  const takenPromise = new Promise<void>((resolve) => (taken = resolve));
  const done = db.transaction(async (tx) => {
    taken();
    return tx.query(`SELECT pg_sleep(${seconds})`);
  });
  return { taken: takenPromise, done };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe.runIf(process.env.TEST_DATABASE_URL)("a PostgreSQL pool whose connections are all busy", () => {
  const adminUrl = process.env.TEST_DATABASE_URL ?? "";
  let name: string;
  let url: string;
  const opened: Db[] = [];
  /** A pool of one connection on the test's database: 0.3 s to connect, `waitMs` to wait. */
  const poolOfOne = async (waitMs: number) => {
    const db = await openDb({ databaseUrl: url, poolSize: 1, connectTimeoutMs: 300, poolWaitMs: waitMs });
    opened.push(db);
    return db;
  };

  beforeAll(async () => {
    let built: { migrated: string; prefix: string } | undefined;
    try {
      built = inject("dbTemplates")?.postgres;
    } catch {
      built = undefined;
    }
    name = await createDatabase(adminUrl, built?.migrated, built?.prefix);
    const u = new URL(adminUrl);
    u.pathname = `/${name}`;
    url = u.toString();
    if (!built) {
      const db = await openDb({ databaseUrl: url, poolSize: 1 });
      await migrate(db);
      await db.close();
    }
  }, 60_000);
  afterAll(async () => {
    await Promise.all(opened.map((db) => db.close().catch(() => {})));
    if (name) await dropDatabase(adminUrl, name);
  });

  it("serves a request that waited for the busy connection longer than the connect timeout", async () => {
    const db = await poolOfOne(10_000);
    const api = createApi(db, config);
    const hold = holdTheConnection(db, 1);
    await hold.taken;
    const started = Date.now();
    const res = await api.request("/api/campus");
    const waited = Date.now() - started;
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
    // It queued behind the one-second hold, far beyond the 0.3 s allowed to connect.
    expect(waited).toBeGreaterThanOrEqual(600);
    await hold.done;
    // Transactions queue the same way.
    const again = holdTheConnection(db, 0.5);
    await again.taken;
    await expect(db.transaction((tx) => tx.query<{ n: number }>("SELECT 2 AS n"))).resolves.toEqual([{ n: 2 }]);
    await again.done;
  });

  it("answers 503 unavailable with Retry-After after the pool's wait, logged as busy, then serves again", async () => {
    const db = await poolOfOne(200);
    const api = createApi(db, config);
    const health = healthRoutes(db);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => {});
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const hold = holdTheConnection(db, 1.5);
    await hold.taken;

    const busy = await api.request("/api/campus", english);
    expect(busy.status).toBe(503);
    expect(busy.headers.get("retry-after")).toBe("5");
    expect(await busy.json()).toEqual({
      error: {
        code: "unavailable",
        message: "The catalogue is temporarily unavailable. Try again in a few moments.",
      },
    });
    expect(warn.mock.calls).toEqual([
      ["library service: database busy: no free connection of the pool (1) within 200 ms"],
    ]);
    expect(error).not.toHaveBeenCalled();
    const notReady = await health.request("/readyz");
    expect(notReady.status).toBe(503);
    expect(notReady.headers.get("retry-after")).toBe("5");
    expect(await notReady.json()).toEqual({ status: "database_busy" });

    await hold.done;
    const back = await api.request("/api/campus");
    expect(back.status).toBe(200);
    expect(await (await health.request("/readyz")).json()).toEqual({ status: "ready" });
  });
});

describe("a PostgreSQL server that does not answer", () => {
  let server: Server;
  const sockets: Socket[] = [];
  let port: number;
  beforeAll(async () => {
    // Accepts connections and never says a word: what a hung server or a dropped route looks like.
    server = createServer((socket) => sockets.push(socket));
    await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
    port = (server.address() as { port: number }).port;
  });
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await new Promise((resolve) => server.close(resolve));
  });

  it("fails every queued request at the first connect timeout, not one timeout after another", async () => {
    const db = await openDb({
      databaseUrl: `postgres://opac:opac@127.0.0.1:${port}/none`,
      poolSize: 1,
      connectTimeoutMs: 500,
      poolWaitMs: 30_000,
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    try {
      const api = createApi(db, config);
      const started = Date.now();
      const answers = await Promise.all([1, 2, 3, 4, 5, 6].map(() => api.request("/api/campus", english)));
      const took = Date.now() - started;
      expect(answers.map((r) => r.status)).toEqual([503, 503, 503, 503, 503, 503]);
      expect(answers.map((r) => r.headers.get("retry-after"))).toEqual(Array(6).fill("5"));
      // One connect timeout (0.5 s) for all six, where six in turn would take 3 s.
      expect(took).toBeLessThan(2_500);
      expect(error).toHaveBeenCalledWith(
        "library service: database unavailable (Connection terminated due to connection timeout)",
      );
      await expect(db.query("SELECT 1")).rejects.toSatisfy(isDatabaseUnavailable);
    } finally {
      await db.close();
    }
  });
});
