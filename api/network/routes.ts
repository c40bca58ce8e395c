/** The network area's URL prefixes under /api, mounted by api/app.ts (decision 047). */
import type { Hono } from "hono";
import type { ApiEnv } from "../core/http/env.ts";
import { networkDeskRoutes, networkRoutes } from "./network/network.routes.ts";

export function mountNetwork(app: Hono<ApiEnv>): void {
  // The network catalogue: database types, institutions, search, harvested records (decision 041).
  app.route("/rede-pergamum", networkRoutes);
  app.route("/balcao/rede", networkDeskRoutes);
}
