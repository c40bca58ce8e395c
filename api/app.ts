import { Hono } from "hono";
import { authRoutes, patronRoutes } from "./auth/auth.routes.ts";
import { FailureLimiter } from "./auth/rate-limit.ts";
import type { ApiConfig } from "./config.ts";
import type { Db } from "./db/db.ts";
import type { ApiEnv } from "./http/env.ts";
import { handleError, notFound } from "./http/errors.ts";
import { langFromHeader } from "./i18n.ts";
import { recordRoutes } from "./records/records.routes.ts";
import { searchRoutes } from "./search/search.routes.ts";

/**
 * The library service as a fetch handler: Pergamum-compatible calls under /api. It does not
 * open or migrate the database itself (see api/bootstrap.ts), so tests can hand it any Db.
 */
export function createApi(db: Db, config: ApiConfig) {
  const limiter = new FailureLimiter(config.LOGIN_MAX_ATTEMPTS, config.LOGIN_WINDOW_SECONDS * 1000);
  const app = new Hono<ApiEnv>().basePath("/api");
  app.use(async (c, next) => {
    c.set("db", db);
    c.set("config", config);
    c.set("lang", langFromHeader(c.req.header("lang")));
    await next();
  });
  app.route("/consulta", searchRoutes);
  app.route("/acervo", recordRoutes);
  app.route("/oauth", authRoutes(limiter));
  app.route("/pessoas", patronRoutes);
  app.notFound(notFound);
  app.onError(handleError);
  return app;
}

export type LibraryApi = ReturnType<typeof createApi>;
