/** The library service alone (`npm run api`): PORT, default 3001. */
import { serve, type Http2Bindings, type HttpBindings } from "@hono/node-server";
import { createApi } from "./app.ts";
import { startSessionCleanup } from "./patron/auth/session-cleanup.ts";
import { keptSecrets } from "./patron/auth/service-secrets.ts";
import { openLibrary } from "./bootstrap.ts";
import { readServerConfig } from "./core/config.ts";
import { orExit } from "./core/startup.ts";
import { clientAddressFrom } from "./core/http/client-address.ts";
import { healthRoutes } from "./core/http/health.ts";
import { installJsonConsole, servedWithLog } from "./core/http/request-log.ts";

// Every line JSON with the request id (LOG_FORMAT=text for plain lines; decision 036).
installJsonConsole();

// A setting that keeps the service from starting is one line saying what to do (api/core/startup.ts).
const config = await orExit(() => readServerConfig());
const db = await orExit(() => openLibrary(config));
// TOKEN_SECRET, else one generated on the first start and kept in the database (decision 035).
config.tokenSecret = (await orExit(() => keptSecrets(db, config, process.env))).tokenSecret;
const api = createApi(db, config);
// Ended sessions and expired refresh tokens (decision 035), hourly unless turned off.
const stopSessionCleanup = startSessionCleanup(db, config);
const port = Number(process.env.PORT ?? 3001);
// The client address the login limits count by (api/core/http/client-address.ts): an OPAC running as
// a separate server is a trusted proxy (TRUSTED_PROXIES) and says whom it calls for.
const health = healthRoutes(db);
const fetch = (request: Request, env: HttpBindings | Http2Bindings) => {
  const path = new URL(request.url).pathname;
  // The container's checks (/healthz, /readyz) are answered here too, and not logged when fine.
  if (path === "/healthz" || path === "/readyz") return health.fetch(request);
  return servedWithLog(request, () =>
    api.fetch(request, {
      clientAddress: clientAddressFrom(
        env.incoming.socket.remoteAddress,
        request.headers.get("x-forwarded-for"),
        config.TRUSTED_PROXIES,
      ),
    }),
  );
};
const server = serve({ fetch, port, hostname: process.env.HOST ?? "0.0.0.0" }, (info) =>
  console.log(`library service ready at http://localhost:${info.port}/api`),
);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    server.close();
    stopSessionCleanup();
    void db.close().finally(() => process.exit(0));
  });
}
