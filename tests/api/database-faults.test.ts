/**
 * The library service when its PostgreSQL server goes away and comes back (decision 036):
 * on a real cluster of the test's own, stopped and started under traffic. Nothing may end the
 * process (an unhandled pool error would end this test run too), every call answers either
 * normally or 503 `unavailable` with Retry-After while the server is down, and the first calls
 * after it is back succeed without reopening anything.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { createApi } from "../../api/app.ts";
import { readConfig } from "../../api/core/config.ts";
import { isDatabaseUnavailable, openDb, type Db } from "../../api/core/db/db.ts";
import { migrate } from "../../api/core/db/migrate.ts";
import { healthRoutes } from "../../api/core/http/health.ts";
import { startPrivateCluster, type PrivateCluster } from "../support/private-postgres.ts";

// Like the PostgreSQL engine of the other API tests: run where PostgreSQL is installed (CI).
describe.runIf(process.env.TEST_DATABASE_URL)("a PostgreSQL restart under traffic", () => {
  let cluster: PrivateCluster;
  let db: Db;
  let api: ReturnType<typeof createApi>;
  let health: ReturnType<typeof healthRoutes>;

  beforeAll(async () => {
    cluster = await startPrivateCluster();
    db = await openDb({ databaseUrl: cluster.url, poolSize: 4 });
    await migrate(db);
    api = createApi(db, readConfig({ TOKEN_SECRET: "test-secret-test-secret-test-secret-0123", DEMO_DATA: "off" }));
    health = healthRoutes(db);
  }, 60_000);
  afterAll(async () => {
    await db?.close().catch(() => {});
    cluster?.destroy();
  });

  const campuses = () => api.request("/api/campus");
  const ready = () => health.request("/readyz");

  it("drops idle connections the server ended and answers the next call", async () => {
    // Fill the pool, then have the server end every connection of ours while they sit idle.
    await Promise.all([1, 2, 3, 4].map(() => db.query("SELECT pg_sleep(0.05)")));
    const admin = new pg.Client({ connectionString: cluster.url });
    await admin.connect();
    const [{ ended }] = (
      await admin.query(
        `SELECT count(pg_terminate_backend(pid))::int AS ended FROM pg_stat_activity
          WHERE usename = 'opac' AND backend_type = 'client backend' AND pid <> pg_backend_pid()`,
      )
    ).rows as { ended: number }[];
    await admin.end();
    expect(ended).toBeGreaterThanOrEqual(1);
    await new Promise((resolve) => setTimeout(resolve, 100));
    const res = await campuses();
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual([]);
  });

  it("a connection the server ends in the middle of a transaction fails that transaction, not the process", async () => {
    // Between two statements the connection is checked out and idle: the server's goodbye then
    // arrives as an 'error' event, which with no listener would end the process (and this run).
    const ended = db.transaction(async (tx) => {
      const [{ pid }] = await tx.query<{ pid: number }>("SELECT pg_backend_pid() AS pid");
      const admin = new pg.Client({ connectionString: cluster.url });
      await admin.connect();
      await admin.query("SELECT pg_terminate_backend($1)", [pid]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 200));
      await tx.query("SELECT 1");
    });
    const error = await ended.then(
      () => null,
      (failure: unknown) => failure,
    );
    expect(isDatabaseUnavailable(error)).toBe(true);
    const res = await campuses();
    expect(res.status).toBe(200);
  });

  it("answers 503 unavailable with Retry-After while stopped, and recovers once started", async () => {
    const statuses: number[] = [];
    let traffic = true;
    const load = async () => {
      while (traffic) {
        const res = await campuses();
        statuses.push(res.status);
        await res.body?.cancel();
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
    };
    const loops = [load(), load(), load()];
    await new Promise((resolve) => setTimeout(resolve, 100));

    cluster.stop();
    const sinceStop = statuses.length;
    const down = await api.request("/api/campus", { headers: { lang: "5" } });
    expect(down.status).toBe(503);
    expect(down.headers.get("retry-after")).toBe("5");
    expect(await down.json()).toEqual({
      error: {
        code: "unavailable",
        message: "The catalogue is temporarily unavailable. Try again in a few moments.",
      },
    });
    const notReady = await ready();
    expect(notReady.status).toBe(503);
    expect(await notReady.json()).toEqual({ status: "database_unavailable" });
    await expect(db.transaction((tx) => tx.query("SELECT 1"))).rejects.toThrow();
    // The traffic meets the stopped server too: stopping and starting block this process, so the
    // loops are given the time to be answered while it is down (on a fast machine the calls above
    // end before any loop's next turn).
    for (let i = 0; i < 500 && !statuses.slice(sinceStop).includes(503); i++) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    expect(statuses.slice(sinceStop)).toContain(503);

    cluster.start();
    // The first call after the restart may still meet a connection the stop ended; the next is served.
    let back: Response | undefined;
    for (let i = 0; i < 3 && back?.status !== 200; i++) back = await campuses();
    expect(back?.status).toBe(200);
    expect((await ready()).status).toBe(200);
    expect(await db.transaction((tx) => tx.query<{ one: number }>("SELECT 1 AS one"))).toEqual([{ one: 1 }]);

    traffic = false;
    await Promise.all(loops);
    expect(statuses.length).toBeGreaterThan(3);
    expect(new Set(statuses)).toEqual(new Set(statuses.filter((s) => s === 200 || s === 503)));
    expect(statuses).toContain(503);
  });

  it("says ready only when this build's migrations are all applied", async () => {
    const res = await ready();
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-store");
    expect(await res.json()).toEqual({ status: "ready" });
    await db.query(`DELETE FROM schema_migration WHERE version = '017-patron-identity'`);
    try {
      const pending = await ready();
      expect(pending.status).toBe(503);
      expect(await pending.json()).toEqual({ status: "migrations_pending", pending: ["017-patron-identity"] });
    } finally {
      await db.query(`INSERT INTO schema_migration (version) VALUES ('017-patron-identity')`);
    }
    expect((await health.request("/healthz")).status).toBe(200);
  });
});
