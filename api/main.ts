/** The library service alone (`npm run api`): PORT, default 3001. */
import { serve } from "@hono/node-server";
import { createApi } from "./app.ts";
import { openLibrary } from "./bootstrap.ts";
import { readConfig } from "./config.ts";

const config = readConfig();
const db = await openLibrary(config);
const api = createApi(db, config);
const port = Number(process.env.PORT ?? 3001);
const server = serve({ fetch: api.fetch, port, hostname: process.env.HOST ?? "0.0.0.0" }, (info) =>
  console.log(`library service ready at http://localhost:${info.port}/api`),
);
for (const signal of ["SIGTERM", "SIGINT"] as const) {
  process.on(signal, () => {
    server.close();
    void db.close().finally(() => process.exit(0));
  });
}
