/** The operations area's URL prefixes under /api, mounted by api/app.ts (decision 047). */
import type { Hono } from "hono";
import type { ApiEnv } from "../core/http/env.ts";
import { paramCallRoutes } from "./institution/param-calls.routes.ts";
import { importRoutes } from "./import/import.routes.ts";

export function mountOperations(app: Hono<ApiEnv>): void {
  app.route("/parametros", paramCallRoutes);
  // MARC files imported through the running server (decision 036).
  app.route("/balcao", importRoutes);
}
