/**
 * The product in one process: static assets, the library service under /api, and the Remix
 * OPAC for everything else. The OPAC reaches the library service through `apiFetch` in its load
 * context: the same Request/Response contract as over HTTP, without a socket
 * (docs/decisions/002-one-process.md). Set LIBRARY_API_URL to use another library server instead.
 */
import { randomBytes } from "node:crypto";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { serve, type HttpBindings } from "@hono/node-server";
import { serveStatic } from "@hono/node-server/serve-static";
import { broadcastDevReady, createRequestHandler, type ServerBuild } from "@remix-run/node";
import { Hono, type Context } from "hono";
import { createApi } from "../api/app.ts";
import { openLibrary } from "../api/bootstrap.ts";
import { keptSecrets } from "../api/patron/auth/service-secrets.ts";
import { readServerConfig } from "../api/core/config.ts";
import { orExit } from "../api/core/startup.ts";
import { startInterestDigests } from "../api/patron/interest/digest-schedule.ts";
import { startSessionCleanup } from "../api/patron/auth/session-cleanup.ts";
import { clientAddressFrom } from "../api/core/http/client-address.ts";
import { healthRoutes } from "../api/core/http/health.ts";
import { collectProcessMetrics } from "../api/core/http/metrics.ts";
import { releaseOf } from "../api/core/http/release.ts";
import { currentRequestId, installJsonConsole, servedWithLog, setRouteTemplate } from "../api/core/http/request-log.ts";
import { stopGracefully } from "../api/core/http/life-cycle.ts";
import { announceBackups, newBackupKey } from "../api/operations/backup/backup.ts";
import { oaiRoutes } from "../api/network/oai/oai.routes.ts";
import { sruRoutes } from "../api/network/sru/sru.routes.ts";
import { sitemapRoutes } from "../api/catalogue/sitemap/sitemap.routes.ts";
import { startNetworkHarvest } from "../api/network/network/harvest-schedule.ts";
import { guardRequests, securityHeaders } from "./guards.ts";
import { legacyLinks } from "./legacy-links.ts";
import { compression } from "./compression.ts";
import { routeTemplates } from "./route-templates.ts";

// Every line JSON with the request id (LOG_FORMAT=text for plain lines; decision 036).
installJsonConsole();
const mode = process.env.NODE_ENV === "development" ? "development" : "production";
const port = Number(process.env.PORT ?? 3000);
const hostname = process.env.HOST ?? "0.0.0.0";
const buildPath = path.resolve(process.env.REMIX_BUILD ?? "build/index.js");

// A setting that keeps the server from starting is one line saying what to do (api/core/startup.ts).
const config = await orExit(() => readServerConfig());
const db = await orExit(() => openLibrary(config));
// No built-in secret in production (decision 035): the operator's, else ones generated on the
// first start and kept in the database. The OPAC reads SESSION_SECRET when its build is imported
// below, so it is set first. In development the OPAC keeps its development value when unset.
const secrets = await orExit(() => keptSecrets(db, config, process.env));
config.tokenSecret = secrets.tokenSecret;
if (mode === "production") process.env.SESSION_SECRET = secrets.sessionSecret;
const api = createApi(db, config);
const stopInterestDigests = startInterestDigests(db, config);
const stopNetworkHarvest = startNetworkHarvest(db, config);
const stopSessionCleanup = startSessionCleanup(db, config);
const inProcess = !process.env.LIBRARY_API_URL;

const build = (await import(pathToFileURL(buildPath).href)) as ServerBuild;
const handleRemix = createRequestHandler(build, mode);
const pageTemplate = routeTemplates(build.routes);
collectProcessMetrics();
let stopping = false;
// The embedded database is copied by this process, which holds its folder (`npm run backup`).
const backupKey = db.backup ? newBackupKey() : undefined;

const app = new Hono<{ Bindings: HttpBindings }>();
app.use("*", securityHeaders());
app.use("*", guardRequests());
// brotli or gzip as the browser accepts (decision 037).
app.use("*", compression());
// Fingerprinted bundles never change under the same name.
app.use(
  "/build/*",
  serveStatic({
    root: "./public",
    onFound: (_path, c) => {
      setRouteTemplate("/build/*");
      c.header("Cache-Control", "public, max-age=31536000, immutable");
    },
  }),
);
app.use("/build/*", async (c) => c.text("Not found", 404));
app.use(
  "*",
  serveStatic({
    root: "./public",
    onFound: (_p, c) => {
      setRouteTemplate("static");
      c.header("Cache-Control", "public, max-age=3600");
    },
  }),
);
/**
 * The visitor's address, which the login limits count by (decision 024): given to the service as
 * a binding, never as a header a visitor could set. X-Forwarded-For counts only from
 * TRUSTED_PROXIES.
 */
const clientOf = (c: Context<{ Bindings: HttpBindings }>) =>
  clientAddressFrom(
    c.env.incoming.socket.remoteAddress,
    c.req.header("x-forwarded-for") ?? null,
    config.TRUSTED_PROXIES,
  );
const release = releaseOf(config.BUILD_ID ?? build.assets.version);
app.route(
  "/",
  healthRoutes(db, {
    release,
    metricsToken: config.METRICS_TOKEN,
    stopping: () => stopping,
    backupKey,
  }),
);
app.all("/api/*", (c) => api.fetch(c.req.raw, { clientAddress: clientOf(c) }));
app.use("/oai", async (_c, next) => {
  setRouteTemplate("/oai");
  await next();
});
app.route("/oai", oaiRoutes(db, config));
// The catalogue as an SRU server, beside /oai, for the library world's search clients (decision 058).
app.use("/sru", async (_c, next) => {
  setRouteTemplate("/sru");
  await next();
});
app.route("/sru", sruRoutes(db, config));
// The records for search engines (/robots.txt, the OPAC's, points at it).
app.route("/sitemap.xml", sitemapRoutes(db, config));
// The old Pergamum catalogue's addresses: 301 to the new pages (decision 041).
app.use("*", legacyLinks());
app.all("*", async (c) => {
  const clientAddress = clientOf(c);
  // The page's template labels its metrics, its calls to the service included.
  const template = pageTemplate(new URL(c.req.url).pathname);
  if (template) setRouteTemplate(template);
  const apiFetch = inProcess ? (request: Request) => Promise.resolve(api.fetch(request, { clientAddress })) : undefined;
  // The page's Content-Security-Policy nonce (app/entry.server.tsx; decision 035).
  const cspNonce = randomBytes(16).toString("base64");
  const response = await handleRemix(c.req.raw, {
    apiFetch,
    clientAddress,
    cspNonce,
    requestId: currentRequestId(),
    release,
  });
  // The OPAC answers 503 while the library service cannot reach its database, and 429 to a client
  // past its cold-search budget (the error page says so in the visitor's language); tell clients
  // and crawlers when to come back.
  if (response.status === 503 && !response.headers.has("Retry-After")) response.headers.set("Retry-After", "5");
  if (response.status === 429 && !response.headers.has("Retry-After"))
    response.headers.set("Retry-After", String(config.SEARCH_BUDGET_WINDOW_SECONDS));
  return response;
});

/**
 * Each request under its id, answered with X-Request-Id, logged and counted; the container's
 * health checks and the metrics' scrapes are not.
 */
const logged = (request: Request, env: HttpBindings) => {
  const path = new URL(request.url).pathname;
  if (path === "/healthz" || path === "/readyz" || path === "/metrics") return app.fetch(request, env);
  return servedWithLog(request, () => app.fetch(request, env), { peer: env.incoming.socket.remoteAddress });
};
const server = serve({ fetch: (request, env) => logged(request, env as HttpBindings), port, hostname }, (info) => {
  if (backupKey) announceBackups(config.DATA_DIR, backupKey, info.port, hostname);
  console.log(`catalogue ready at http://localhost:${info.port}`);
  if (mode === "development") broadcastDevReady(build);
});

stopGracefully({
  server,
  timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  // The schedules first: no new digest, harvest or clean-up starts while the process drains.
  stopSchedules: [stopInterestDigests, stopNetworkHarvest, stopSessionCleanup],
  closeDatabase: () => db.close(),
  onStopping: () => {
    stopping = true;
  },
});
