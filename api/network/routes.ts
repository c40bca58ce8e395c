/**
 * The network area's URL prefixes under /api, mounted by api/app.ts (decision 047), and its
 * OAI-PMH provider at /oai, outside /api, mounted by each server (decision 048).
 */
import { Hono } from "hono";
import type { ApiConfig } from "../core/config.ts";
import type { Db } from "../core/db/db.ts";
import type { ApiEnv } from "../core/http/env.ts";
import { networkDeskRoutes, networkRoutes } from "./network/network.routes.ts";
import { remoteRoutes } from "./remote/remote.routes.ts";
import { oaiRoutes } from "./oai/oai.routes.ts";
import { sruRoutes } from "./sru/sru.routes.ts";

export function mountNetwork(app: Hono<ApiEnv>): void {
  // The network catalogue: database types, institutions, search, harvested records (decision 041).
  // Remote catalogues over SRU, before the network's own paths (decision 058).
  app.route("/rede-pergamum/remoto", remoteRoutes);
  app.route("/rede-pergamum", networkRoutes);
  app.route("/balcao/rede", networkDeskRoutes);
}

/** The OAI-PMH provider at /oai, where harvesters are pointed (decision 041), and the SRU server at /sru (decision 058). */
export function oaiProvider(db: Db, config: ApiConfig): Hono {
  return new Hono().route("/oai", oaiRoutes(db, config)).route("/sru", sruRoutes(db, config));
}
