/**
 * The library service alone (`npm run api`): PORT, default 3001; `/api`, `/oai`, `/sru`, `/healthz`,
 * `/readyz`, `/version`, `/metrics` and `/backup`.
 */
import { serve, type Http2Bindings, type HttpBindings } from "@hono/node-server";
import { createApi } from "./app.ts";
import { startSessionCleanup } from "./patron/auth/session-cleanup.ts";
import { keptSecrets } from "./patron/auth/service-secrets.ts";
import { openLibrary } from "./bootstrap.ts";
import { readServerConfig } from "./core/config.ts";
import { orExit } from "./core/startup.ts";
import { clientAddressFrom } from "./core/http/client-address.ts";
import { healthRoutes } from "./core/http/health.ts";
import { stopGracefully } from "./core/http/life-cycle.ts";
import { collectProcessMetrics } from "./core/http/metrics.ts";
import { releaseOf } from "./core/http/release.ts";
import { installJsonConsole, servedWithLog, setRouteTemplate } from "./core/http/request-log.ts";
import { oaiProvider } from "./network/routes.ts";
import { announceBackups, newBackupKey } from "./operations/backup/backup.ts";

// Every line JSON with the request id (LOG_FORMAT=text for plain lines; decision 036).
installJsonConsole();

// A setting that keeps the service from starting is one line saying what to do (api/core/startup.ts).
const config = await orExit(() => readServerConfig());
const db = await orExit(() => openLibrary(config));
// TOKEN_SECRET, else one generated on the first start and kept in the database (decision 035).
config.tokenSecret = (await orExit(() => keptSecrets(db, config, process.env))).tokenSecret;
const api = createApi(db, config);
const oai = oaiProvider(db, config);
// Ended sessions and expired refresh tokens (decision 035), hourly unless turned off.
const stopSessionCleanup = startSessionCleanup(db, config);
const port = Number(process.env.PORT ?? 3001);
// The client address the login limits count by (api/core/http/client-address.ts): an OPAC running as
// a separate server is a trusted proxy (TRUSTED_PROXIES) and says whom it calls for.
collectProcessMetrics();
let stopping = false;
// The embedded database is copied by this process, which holds its folder (`npm run backup`).
const backupKey = db.backup ? newBackupKey() : undefined;
const health = healthRoutes(db, {
  release: releaseOf(config.BUILD_ID),
  metricsToken: config.METRICS_TOKEN,
  stopping: () => stopping,
  backupKey,
});
const fetch = (request: Request, env: HttpBindings | Http2Bindings) => {
  const path = new URL(request.url).pathname;
  // The container's checks (/healthz, /readyz), the release and the metrics are answered here
  // too; only /version is logged.
  if (path === "/healthz" || path === "/readyz" || path === "/metrics") return health.fetch(request, env);
  if (path === "/version" || path === "/backup") return servedWithLog(request, () => health.fetch(request, env));
  // The OAI-PMH provider beside /api, at the address harvesters are given (decision 041).
  // And the SRU server beside it (decision 058).
  const provider = ["/oai", "/sru"].find((p) => path === p || path.startsWith(`${p}/`));
  if (provider) {
    return servedWithLog(
      request,
      () => {
        setRouteTemplate(provider);
        return oai.fetch(request);
      },
      { peer: env.incoming.socket.remoteAddress },
    );
  }
  return servedWithLog(
    request,
    () =>
      api.fetch(request, {
        clientAddress: clientAddressFrom(
          env.incoming.socket.remoteAddress,
          request.headers.get("x-forwarded-for"),
          config.TRUSTED_PROXIES,
        ),
      }),
    { peer: env.incoming.socket.remoteAddress },
  );
};
const hostname = process.env.HOST ?? "0.0.0.0";
const server = serve({ fetch, port, hostname }, (info) => {
  if (backupKey) announceBackups(config.DATA_DIR, backupKey, info.port, hostname);
  console.log(`library service ready at http://localhost:${info.port}/api`);
});
stopGracefully({
  server,
  timeoutMs: config.SHUTDOWN_TIMEOUT_SECONDS * 1000,
  stopSchedules: [stopSessionCleanup],
  closeDatabase: () => db.close(),
  onStopping: () => {
    stopping = true;
  },
});
