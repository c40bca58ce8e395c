/**
 * Read replicas (decision 043) on a real primary and hot standby made for this file
 * (initdb + pg_basebackup in a temporary folder, tests/support/replica-cluster.ts): searches read
 * from the standby, what a patron just did shows at once from the primary while the standby
 * lags (its replay paused), a frozen standby costs a search no more than the replica timeout
 * (decision 049), and searches still answer when the standby is down.
 * PostgreSQL only, but it runs without TEST_DATABASE_URL too: without PostgreSQL's binaries it
 * fails, saying so, rather than skipping.
 */
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createApi } from "../../api/app.ts";
import { signAccessToken } from "../../api/patron/auth/tokens.ts";
import { openLibrary } from "../../api/bootstrap.ts";
import { readConfig } from "../../api/core/config.ts";
import type { SearchResponse } from "../../api/contract.ts";
import { openDb, type Db } from "../../api/core/db/db.ts";
import { migrate } from "../../api/core/db/migrate.ts";
import { withReplicas } from "../../api/core/db/replicas.ts";
import { healthRoutes } from "../../api/core/http/health.ts";
import { seedInstitution } from "../../api/operations/demo/seed.ts";
import { parsePrometheusText, sampleValue } from "../support/prometheus-text.ts";
import { startBuiltServer } from "../support/built-server.ts";
import { startPrimaryAndStandby, type ReplicatedClusters } from "../support/replica-cluster.ts";
import { choice } from "./circulation.fixtures.ts";

const WORD = "quasquicentennial";

describe("read replicas on a primary and a hot standby", () => {
  let clusters: ReplicatedClusters;
  let db: Db;
  let standby: pg.Client;
  let api: ReturnType<typeof createApi>;
  const config = readConfig({
    TOKEN_SECRET: "test-secret-test-secret-test-secret-0123",
    DEMO_DATA: "off",
    // Every search computed, so each answer says which server it was read from.
    SEARCH_CACHE_ENTRIES: "0",
  });
  const logged: string[] = [];

  beforeAll(async () => {
    clusters = await startPrimaryAndStandby();
    const primary = await openDb({ databaseUrl: clusters.primaryUrl, poolSize: 4 });
    await migrate(primary);
    await seedInstitution(primary);
    db = await withReplicas(primary, [clusters.standbyUrl], (line) => logged.push(line));
    api = createApi(db, config);
    standby = new pg.Client({ connectionString: clusters.standbyUrl });
    await standby.connect();
  }, 60_000);
  afterAll(async () => {
    await standby?.end().catch(() => {});
    await db?.close().catch(() => {});
    clusters?.destroy();
  });

  const get = async <T = unknown>(url: string, token?: string) => {
    const res = await api.request(url, { headers: token ? { authorization: `Bearer ${token}` } : {} });
    return { status: res.status, body: (await res.json()) as T };
  };
  const total = async () => (await get<SearchResponse>(`/api/consulta?q=${WORD}`)).body.totalRegistros;

  /** A record found by WORD, with one copy on loan at library 1 (so it can be reserved). */
  const newRecord = async (n: number): Promise<number> => {
    const title = `The ${WORD} of a replicated catalogue, part ${n}`;
    const [row] = await db.query<{ id: number }>(
      `INSERT INTO record (source_key, leader, marc, title, title_sort, work_type, tsv, tsv_title, tsv_author, tsv_subject)
       VALUES ($1, '00000nam a2200000 a 4500', '{"leader": "00000nam a2200000 a 4500", "fields": []}'::jsonb, $2, lower($2), 1,
               to_tsvector('opac', $2), to_tsvector('opac', $2), ''::tsvector, ''::tsvector)
       RETURNING id`,
      [`replica-test:${n}`, title],
    );
    await db.query(
      `INSERT INTO item (record_id, library_id, location_id, barcode, status, due_date)
       VALUES ($1, 1, 10, $2, 'on_loan', current_date + 7)`,
      [row.id, `REPL${row.id}`],
    );
    return row.id;
  };

  /** Waits until the standby has replayed everything the primary has written so far. */
  const caughtUp = async () => {
    const [{ lsn }] = await db.query<{ lsn: string }>("SELECT pg_current_wal_lsn()::text AS lsn");
    for (let i = 0; i < 200; i++) {
      const { rows } = await standby.query<{ done: boolean }>("SELECT pg_last_wal_replay_lsn() >= $1::pg_lsn AS done", [
        lsn,
      ]);
      if (rows[0].done) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error(`the standby did not replay up to ${lsn} in 10 s`);
  };

  it("reads searches from the standby while a patron's own reservation shows at once from the primary", async () => {
    const { rows } = await standby.query<{ recovery: boolean }>("SELECT pg_is_in_recovery() AS recovery");
    expect(rows[0].recovery).toBe(true);
    const first = await newRecord(1);
    await caughtUp();
    expect(await total()).toBe(1);

    // The standby lags: its replay paused, a second record written on the primary.
    await standby.query("SELECT pg_wal_replay_pause()");
    try {
      await newRecord(2);
      const [{ n }] = await db.query<{ n: number }>(
        "SELECT count(*)::int AS n FROM record WHERE tsv @@ plainto_tsquery('opac', $1)",
        [WORD],
      );
      expect(n).toBe(2);
      // The search reads the standby, which has not seen it yet.
      expect(await total()).toBe(1);

      // A reservation just made is in the patron's account at once: both are the primary's.
      await db.query(
        `INSERT INTO patron (id, login, name, email, password_hash, category, library_id, blocked)
         VALUES (61001, 'p61001', 'Patron 61001', 'p61001@example.org', '!', 'graduacao', 1, false)`,
      );
      const token = signAccessToken(61001, config.tokenSecret, 900);
      const made = await api.request("/api/reserva", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(choice(first, 1)),
      });
      expect(made.status).toBe(201);
      const { cod_reserva } = (await made.json()) as { cod_reserva: number };
      const account = await get<{ cod_reserva: number; cod_acervo: number }[]>("/api/reserva", token);
      expect(account.status).toBe(200);
      expect(account.body.map((r) => [r.cod_reserva, r.cod_acervo])).toEqual([[cod_reserva, first]]);
    } finally {
      await standby.query("SELECT pg_wal_replay_resume()");
    }
    await caughtUp();
    expect(await total()).toBe(2);
    const record = await get<{ titulo?: string }>(`/api/acervo/${first}`);
    expect(record.status).toBe(200);
  });

  it("with the standby frozen, a search and a record answer from the primary within the replica timeout; /readyz and the metrics say it is down (PostgreSQL only)", async () => {
    // Opened as the servers open it, with a replica timeout of 2 s (DATABASE_REPLICA_TIMEOUT_SECONDS).
    const timeoutSeconds = 2;
    const serverConfig = readConfig({
      TOKEN_SECRET: config.tokenSecret,
      DEMO_DATA: "off",
      SEARCH_CACHE_ENTRIES: "0",
      DATABASE_URL: clusters.primaryUrl,
      DATABASE_REPLICA_URL: clusters.standbyUrl,
      DATABASE_REPLICA_TIMEOUT_SECONDS: String(timeoutSeconds),
    });
    const serverLog: string[] = [];
    const server = await openLibrary(serverConfig, (line) => serverLog.push(line));
    const serverApi = createApi(server, serverConfig);
    const metricsToken = "replica-test-metrics-token";
    const health = healthRoutes(server, { metricsToken });
    const search = async () => {
      const res = await serverApi.request(`/api/consulta?q=${WORD}`);
      return [res.status, ((await res.json()) as SearchResponse).totalRegistros];
    };
    const readyz = async () => (await health.request("/readyz")).json();
    const scrape = async () =>
      parsePrometheusText(
        await (await health.request("/metrics", { headers: { authorization: `Bearer ${metricsToken}` } })).text(),
      );
    const fallbacks = (scraped: Awaited<ReturnType<typeof scrape>>, reason: string) =>
      sampleValue(scraped, "opac_db_replica_fallbacks_total", { reason });
    const replicaName = new URL(clusters.standbyUrl).toString();
    const replicaUp = (scraped: Awaited<ReturnType<typeof scrape>>) =>
      scraped.get("opac_db_replica_up")?.samples.find((s) => s.labels.replica === replicaName)?.value;
    const [{ id: record }] = await db.query<{ id: number }>(
      "SELECT id FROM record WHERE source_key = 'replica-test:1'",
    );

    // Read from the standby first, so that the pool holds sessions the freeze leaves hanging.
    expect(await search()).toEqual([200, 2]);
    expect(await readyz()).toEqual({ status: "ready", replicas: [{ replica: replicaName, state: "up" }] });
    const before = await scrape();
    expect(replicaUp(before)).toBe(1);

    const thaw = clusters.freezeStandby();
    try {
      let started = Date.now();
      expect(await search()).toEqual([200, 2]);
      const searchMs = Date.now() - started;
      // Left out now: the record page does not wait for it again.
      started = Date.now();
      const page = await serverApi.request(`/api/acervo/${record}`);
      const recordMs = Date.now() - started;
      expect(page.status).toBe(200);
      // The timeout and a little for the primary's answer; the record no more than the primary's.
      expect(searchMs).toBeLessThan(timeoutSeconds * 1000 + 1500);
      expect(recordMs).toBeLessThan(1500);

      expect(await readyz()).toEqual({
        status: "ready",
        replicas: [
          { replica: replicaName, state: "down", retry_at: expect.any(String), last_error: expect.any(String) },
        ],
      });
      const after = await scrape();
      expect(replicaUp(after)).toBe(0);
      expect(fallbacks(after, "unavailable") - fallbacks(before, "unavailable")).toBeGreaterThanOrEqual(1);
      expect(fallbacks(after, "left_out") - fallbacks(before, "left_out")).toBeGreaterThanOrEqual(1);
      expect(serverLog.some((line) => line.includes(`replica ${replicaName} failed`))).toBe(true);
    } finally {
      // Thawed before closing: a frozen server never answers the pool's goodbye.
      thaw();
      await server.close();
    }
  });

  it("reads nothing from the primary for a visitor's results and record pages: only the visitor's searches are written there (PostgreSQL only)", async () => {
    await db.query("CREATE EXTENSION IF NOT EXISTS pg_stat_statements");
    const [{ id: record }] = await db.query<{ id: number }>(
      "SELECT id FROM record WHERE source_key = 'replica-test:1'",
    );
    await caughtUp();
    const env: NodeJS.ProcessEnv = { ...process.env };
    // Production refuses the tests' cheap password hashing; the OPAC calls the service in-process.
    for (const name of ["PASSWORD_HASH_COST", "LIBRARY_API_URL"]) delete env[name];
    const server = await startBuiltServer({
      ...env,
      NODE_ENV: "production",
      DATABASE_URL: clusters.primaryUrl,
      DATABASE_REPLICA_URL: clusters.standbyUrl,
      DEMO_DATA: "off",
      SEARCH_CACHE_ENTRIES: "0",
      OPAC_PUBLIC_URL: "http://127.0.0.1",
      SESSION_SECRET: "replica-test-session-secret-0123456789abcdef",
      TOKEN_SECRET: config.tokenSecret,
      METRICS_TOKEN: "replica-test-metrics-token",
    });
    const statementsSent = async () => {
      const res = await fetch(`${server.base}/metrics`, {
        headers: { authorization: "Bearer replica-test-metrics-token" },
      });
      const scraped = parsePrometheusText(await res.text());
      return {
        primary: sampleValue(scraped, "opac_db_statements_total", { pool: "primary" }),
        replica: sampleValue(scraped, "opac_db_statements_total", { pool: "replica" }),
      };
    };
    const visit = async (path: string) => {
      const res = await fetch(server.base + path);
      expect(res.status).toBe(200);
      return res.text();
    };
    try {
      // What a process does once (its first reads, the bitmaps' build) is left out of the count.
      await visit(`/?q=${WORD}`);
      await visit(`/acervo/${record}`);
      // A page does not wait for the visitor's searches to be written: let them land first.
      await new Promise((resolve) => setTimeout(resolve, 500));
      await db.query("SELECT pg_stat_statements_reset()");
      const before = await statementsSent();
      // Two visitors (no cookie: each search is a new visitor's), each a results page and a record.
      for (const _ of [1, 2]) {
        expect(await visit(`/?q=${WORD}`)).toContain(`/acervo/${record}`);
        expect(await visit(`/acervo/${record}`)).toContain(`The ${WORD} of a replicated catalogue, part 1`);
      }
      await new Promise((resolve) => setTimeout(resolve, 500));
      const after = await statementsSent();
      const ran = await db.query<{ query: string; calls: number }>(
        `SELECT query, calls::int AS calls FROM pg_stat_statements
          WHERE dbid = (SELECT oid FROM pg_database WHERE datname = current_database())
            AND query NOT LIKE '%pg_stat_statements%'`,
      );
      const writes = /\b(search_history|saved_search)\b|^(BEGIN|COMMIT)$/;
      expect(ran.filter((s) => !writes.test(s.query.trim()))).toEqual([]);
      // What the primary did run: each search kept for paging by its id and put in its visitor's history.
      const calls = (start: string) => ran.find((s) => s.query.trim().startsWith(start))?.calls;
      expect(calls("INSERT INTO saved_search")).toBe(2);
      expect(calls("INSERT INTO search_history")).toBe(2);
      // The server's own count says the same of the primary, and that the replica took the reads.
      const onPrimary = ran.reduce((sum, s) => sum + s.calls, 0);
      expect(after.primary - before.primary).toBe(onPrimary);
      expect(after.replica - before.replica).toBeGreaterThan(20);
    } finally {
      await server.stop();
    }
  });

  it("falls back to the primary when the standby is down", async () => {
    await standby.end();
    clusters.stopStandby();
    expect(await total()).toBe(2);
    expect(logged.some((line) => line.includes("failed") && line.includes("reading elsewhere"))).toBe(true);
    // Left out for a while: the next searches do not wait for it again.
    expect(await total()).toBe(2);
    const suggestions = await get<{ termo: string }[]>(
      `/api/consulta/auto-complete?term=${WORD.slice(0, 6)}&searchBy=LIVRE`,
    );
    expect(suggestions.status).toBe(200);
  });
});
