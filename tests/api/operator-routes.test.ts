/**
 * The operator's answers that need no running server (decision 048): /oai and /sru while the
 * database is away, /readyz once the process is stopping, and who may read /metrics.
 */
import { Hono } from "hono";
import { describe, expect, it } from "vitest";

import { readConfig } from "../../api/core/config.ts";
import type { Db } from "../../api/core/db/db.ts";
import { healthRoutes } from "../../api/core/http/health.ts";
import { mayReadMetrics } from "../../api/core/http/metrics.ts";
import { oaiRoutes } from "../../api/network/oai/oai.routes.ts";
import { sruRoutes } from "../../api/network/sru/sru.routes.ts";

/** A database that cannot be reached: every query fails as a refused connection does. */
const awayDb = (): Db => {
  const refused = () =>
    Promise.reject(Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" }));
  return {
    engine: "postgres",
    query: refused,
    exec: refused,
    transaction: refused,
    close: () => Promise.resolve(),
  };
};

describe("the operator's answers", () => {
  it("/oai answers 503 with Retry-After while the database is away", async () => {
    const config = readConfig({ TOKEN_SECRET: "test-secret-test-secret-test-secret-0123", DEMO_DATA: "off" });
    const oai = new Hono().route("/oai", oaiRoutes(awayDb(), config));
    for (const query of ["verb=Identify", "verb=ListRecords&metadataPrefix=oai_dc"]) {
      const res = await oai.request(`/oai?${query}`);
      expect(res.status, query).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
    }
  });

  it("/sru answers 503 with Retry-After while the database is away (decision 058)", async () => {
    const config = readConfig({ TOKEN_SECRET: "test-secret-test-secret-test-secret-0123", DEMO_DATA: "off" });
    const sru = new Hono().route("/sru", sruRoutes(awayDb(), config));
    for (const query of ["operation=explain", "query=piano"]) {
      const res = await sru.request(`/sru?${query}`);
      expect(res.status, query).toBe(503);
      expect(res.headers.get("retry-after")).toBe("5");
    }
  });

  it("/readyz says 503 stopping once the process is stopping, before asking the database", async () => {
    let stopping = false;
    const health = healthRoutes(awayDb(), { stopping: () => stopping });
    expect((await (await health.request("/readyz")).json()) as unknown).toEqual({ status: "database_unavailable" });
    stopping = true;
    const res = await health.request("/readyz");
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("5");
    expect(await res.json()).toEqual({ status: "stopping" });
    expect((await health.request("/healthz")).status).toBe(200);
  });

  it("/metrics is for the token's holder, or without a token for this machine only", () => {
    const token = "a-token-of-sixteen-or-more";
    expect(mayReadMetrics(token, `Bearer ${token}`, "203.0.113.9")).toBe(true);
    expect(mayReadMetrics(token, "Bearer another-token-of-the-same", "127.0.0.1")).toBe(false);
    expect(mayReadMetrics(token, null, "127.0.0.1")).toBe(false);
    for (const peer of ["127.0.0.1", "::1", "::ffff:127.0.0.1"])
      expect(mayReadMetrics(undefined, null, peer)).toBe(true);
    for (const peer of ["203.0.113.9", "::ffff:10.0.0.1", undefined])
      expect(mayReadMetrics(undefined, null, peer)).toBe(false);
  });
});
