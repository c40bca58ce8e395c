/**
 * GET and POST /oai: the OAI-PMH 2.0 data provider (decision 041). Mounted at /oai by
 * server/index.ts, beside /api, because harvesters are configured with a base address and send
 * nothing but the protocol's arguments (no language header, no token); by api/main.ts too when
 * the service runs alone. While the database cannot be reached it answers 503 with Retry-After,
 * as the protocol's harvesters expect of a repository that is briefly away.
 */
import { Hono } from "hono";
import type { ApiConfig } from "../../core/config.ts";
import { isDatabaseUnavailable, type Db } from "../../core/db/db.ts";
import { RETRY_AFTER_SECONDS } from "../../core/http/errors.ts";
import { answer, type OaiOptions } from "./oai.service.ts";

/** The namespace of identifiers: configured, or the public address's host name. */
export function repositoryIdOf(config: ApiConfig): string {
  if (config.OAI_REPOSITORY_ID) return config.OAI_REPOSITORY_ID;
  const host = config.OPAC_PUBLIC_URL ? new URL(config.OPAC_PUBLIC_URL).hostname : "";
  return /^[a-zA-Z][a-zA-Z0-9-]*(\.[a-zA-Z][a-zA-Z0-9-]*)+$/.test(host) ? host : "catalogo.localhost";
}

export function oaiRoutes(db: Db, config: ApiConfig, overrides: Partial<OaiOptions> = {}) {
  const app = new Hono();
  const respond = async (url: string, params: [string, string][]) => {
    const base = config.OPAC_PUBLIC_URL ? `${config.OPAC_PUBLIC_URL.replace(/\/$/, "")}/oai` : url.split("?")[0];
    const opts: OaiOptions = {
      baseUrl: base,
      repositoryId: repositoryIdOf(config),
      pageSize: config.OAI_PAGE_SIZE,
      sets: config.OAI_SETS === "on",
      ...overrides,
    };
    const xml = await answer(db, opts, params);
    // Errors are answered 200 too: the protocol puts them in the document (§3.6).
    return new Response(xml, {
      status: 200,
      headers: { "content-type": "text/xml; charset=utf-8", "cache-control": "no-store" },
    });
  };
  app.get("/", (c) => respond(c.req.url, [...new URL(c.req.url).searchParams.entries()]));
  app.post("/", async (c) => {
    const type = c.req.header("content-type") ?? "";
    const text = type.startsWith("application/x-www-form-urlencoded") ? await c.req.text() : "";
    return respond(c.req.url, [...new URLSearchParams(text.slice(0, 10_000)).entries()]);
  });
  app.onError((error) => {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(`oai: database unavailable (${error.message})`);
    // No words for a person: harvesters read the status and when to come back.
    return new Response(null, {
      status: 503,
      headers: { "retry-after": RETRY_AFTER_SECONDS, "cache-control": "no-store" },
    });
  });
  return app;
}
