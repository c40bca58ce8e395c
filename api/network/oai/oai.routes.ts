/**
 * GET and POST /oai: the OAI-PMH 2.0 data provider (decision 041). Mounted at /oai by
 * server/index.ts, beside /api, because harvesters are configured with a base address and send
 * nothing but the protocol's arguments (no language header, no token); by api/main.ts too when
 * the service runs alone. While the database cannot be reached it answers 503 with Retry-After,
 * as the protocol's harvesters expect of a repository that is briefly away (../protocol-app.ts).
 */
import type { ApiConfig } from "../../core/config.ts";
import type { Db } from "../../core/db/db.ts";
import { protocolApp } from "../protocol-app.ts";
import { answer, type OaiOptions } from "./oai.service.ts";

/** The namespace of identifiers: configured, or the public address's host name. */
export function repositoryIdOf(config: ApiConfig): string {
  if (config.OAI_REPOSITORY_ID) return config.OAI_REPOSITORY_ID;
  const host = config.OPAC_PUBLIC_URL ? new URL(config.OPAC_PUBLIC_URL).hostname : "";
  return /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/.test(host) ? host : "catalogo.localhost";
}

export function oaiRoutes(db: Db, config: ApiConfig, overrides: Partial<OaiOptions> = {}) {
  // Errors are answered 200 too: the protocol puts them in the document (§3.6).
  return protocolApp("oai", "text/xml; charset=utf-8", (url, params) => {
    const base = config.OPAC_PUBLIC_URL ? `${config.OPAC_PUBLIC_URL.replace(/\/$/, "")}/oai` : url.split("?")[0];
    const opts: OaiOptions = {
      baseUrl: base,
      repositoryId: repositoryIdOf(config),
      pageSize: config.OAI_PAGE_SIZE,
      sets: config.OAI_SETS === "on",
      ...overrides,
    };
    return answer(db, opts, params);
  });
}
