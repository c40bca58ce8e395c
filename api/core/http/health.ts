/**
 * The container's health checks, outside /api so that a proxy's rules for the service do not
 * apply to them: `/healthz` says the process answers (restart it if not); `/readyz` says it can
 * serve, the database reachable and every migration of this build applied (send it traffic only
 * then), and the state of each read replica. Neither is ever cached. Beside them, the operator's `/version` and `/metrics`
 * (decision 048), and `/backup`, the embedded database's copy for `npm run backup`. Once the process is stopping, `/readyz` says so first, so that a load balancer
 * stops sending requests while those in flight finish.
 */
import type { HttpBindings } from "@hono/node-server";
import { Hono, type MiddlewareHandler } from "hono";

import { isDatabaseUnavailable, PoolBusyError, type Db } from "../db/db.ts";
import { pendingMigrations } from "../db/migrate.ts";
import { RETRY_AFTER_SECONDS } from "./errors.ts";
import { bearerMatches, mayReadMetrics, metricsResponse, recordBuildInfo } from "./metrics.ts";
import { releaseOf, type Release } from "./release.ts";
import { setRouteTemplate } from "./request-log.ts";

export interface OperatorOptions {
  release: Release;
  /** METRICS_TOKEN: /metrics' bearer token; unset, loopback callers only. */
  metricsToken?: string;
  /** Whether the process is stopping (a SIGTERM): /readyz then answers 503 "stopping". */
  stopping?: () => boolean;
  /**
   * The key `GET /backup` asks for (api/operations/backup/backup.ts), written into the embedded
   * database's folder at start; unset (PostgreSQL), no backups here.
   */
  backupKey?: string;
}

/** Mounted at "/" beside the OPAC: a middleware without a path would mark every page no-store. */
const neverCached: MiddlewareHandler = async (c, next) => {
  await next();
  c.header("Cache-Control", "no-store");
};

export function healthRoutes(db: Db, options: Partial<OperatorOptions> = {}) {
  const release = options.release ?? releaseOf(undefined);
  recordBuildInfo(release);
  return new Hono<{ Bindings: Partial<HttpBindings> }>()
    .use("/healthz", neverCached)
    .use("/readyz", neverCached)
    .use("/version", neverCached)
    .get("/healthz", (c) => c.json({ status: "ok" }))
    .get("/version", (c) => c.json(release))
    .get("/metrics", (c) =>
      metricsResponse(
        mayReadMetrics(
          options.metricsToken,
          c.req.header("authorization") ?? null,
          c.env?.incoming?.socket.remoteAddress,
        ),
      ),
    )
    .get("/backup", async (c) => {
      setRouteTemplate("/backup");
      if (!options.backupKey || !db.backup || !bearerMatches(options.backupKey, c.req.header("authorization"))) {
        return c.text("Not found", 404);
      }
      const started = Date.now();
      const tar = await db.backup();
      console.log(`backup: ${tar.size} bytes in ${Date.now() - started} ms`);
      return c.body(tar.stream(), 200, {
        "Content-Type": "application/gzip",
        "Content-Length": String(tar.size),
        "Cache-Control": "no-store",
      });
    })
    .get("/readyz", async (c) => {
      if (options.stopping?.()) {
        c.header("Retry-After", RETRY_AFTER_SECONDS);
        return c.json({ status: "stopping" }, 503);
      }
      try {
        const pending = await pendingMigrations(db);
        if (pending.length) return c.json({ status: "migrations_pending", pending }, 503);
        // A replica that is down is said, not failed on: its reads go to the primary meanwhile.
        const replicas = db.reader?.states?.();
        return c.json({ status: "ready", ...(replicas ? { replicas } : {}) });
      } catch (error) {
        if (!isDatabaseUnavailable(error)) console.error("readiness check failed", error);
        c.header("Retry-After", RETRY_AFTER_SECONDS);
        if (error instanceof PoolBusyError) return c.json({ status: "database_busy" }, 503);
        return c.json({ status: "database_unavailable" }, 503);
      }
    });
}
