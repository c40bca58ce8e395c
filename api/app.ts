import { Hono } from "hono";
import { refuseEndedSession } from "./patron/auth/auth.service.ts";
import type { ApiConfig } from "./core/config.ts";
import type { Db } from "./core/db/db.ts";
import { mountPatron } from "./patron/routes.ts";
import { mountCatalogue } from "./catalogue/routes.ts";
import { mountLending } from "./lending/routes.ts";
import { mountCommunity } from "./community/routes.ts";
import { mountNetwork } from "./network/routes.ts";
import { mountOperations } from "./operations/routes.ts";
import { ApiError } from "./core/errors.ts";
import type { ApiEnv } from "./core/http/env.ts";
import { handleError, notFound } from "./core/http/errors.ts";
import { setRouteTemplate } from "./core/http/request-log.ts";
import { langFromHeader } from "./core/i18n.ts";
import { ResultCache } from "./catalogue/search/result-cache.ts";
import { useBitmaps } from "./catalogue/search/bitmap-index.ts";
import { openApiRoutes } from "./operations/openapi/openapi.routes.ts";

/**
 * The library service as a fetch handler: Pergamum-compatible calls under /api. It does not
 * open or migrate the database itself (see api/bootstrap.ts), so tests can hand it any Db.
 */
export function createApi(db: Db, config: ApiConfig) {
  const searchCache = new ResultCache({
    maxEntries: config.SEARCH_CACHE_ENTRIES,
    ttlMs: config.SEARCH_CACHE_TTL_SECONDS * 1000,
  });
  // The tabs' option lists (guides, the advanced form's lists, the kids' options) read the whole
  // catalogue and change only with it: always kept for their generation, whatever the search
  // cache's size, so a cold search never recomputes them.
  const listCache = new ResultCache({ maxEntries: 64, ttlMs: config.SEARCH_CACHE_TTL_SECONDS * 1000, counted: false });
  // The searches' counts from bitmaps over the catalogue's reads (decision 060).
  useBitmaps(db.reader ?? db, config.SEARCH_BITMAP_MB);
  const app = new Hono<ApiEnv>().basePath("/api");
  // The call's template ("/api/acervo/:id") labels its metrics (api/core/http/metrics.ts).
  app.use(async (c, next) => {
    try {
      await next();
    } finally {
      setRouteTemplate(c.req.routePath);
    }
  });
  app.use(async (c, next) => {
    c.set("db", db);
    c.set("readDb", db.reader ?? db);
    c.set("pageDb", c.req.header("authorization") ? db : (db.reader ?? db));
    c.set("searchCache", searchCache);
    c.set("listCache", listCache);
    c.set("config", config);
    c.set("lang", langFromHeader(c.req.header("lang")));
    // PostgreSQL cannot hold a NUL in text, and no parameter means anything with one.
    if (/%00/.test(c.req.url)) throw new ApiError(400, "bad_request", "errors.bad_request");
    await next();
  });
  // Decision 035: a token of a session that ended (logout, password change) is refused everywhere.
  app.use(async (c, next) => {
    await refuseEndedSession(db, config, c.req.header("authorization"));
    await next();
  });
  mountPatron(app);
  mountCatalogue(app);
  mountLending(app);
  mountCommunity(app);
  mountNetwork(app);
  mountOperations(app);
  // The OpenAPI document and its reference page, built from the routes above (decision 045).
  const reference = openApiRoutes(() => app.routes);
  app.route("/", reference);
  app.notFound(notFound);
  app.onError(handleError);
  return app;
}
