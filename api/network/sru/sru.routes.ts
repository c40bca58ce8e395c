/**
 * GET and POST /sru: the catalogue as an SRU server (decision 058), mounted beside /oai by both
 * servers: clients are configured with a base address and send only the protocol's parameters.
 * Every problem of a request is a diagnostic in a 200 answer; while the database cannot be
 * reached it answers 503 with Retry-After, as /oai does.
 */
import { Hono } from "hono";
import type { ApiConfig } from "../../core/config.ts";
import { isDatabaseUnavailable, type Db } from "../../core/db/db.ts";
import { RETRY_AFTER_SECONDS } from "../../core/http/errors.ts";
import { answerSru } from "./sru.service.ts";

export function sruRoutes(db: Db, config: ApiConfig) {
  const app = new Hono();
  const respond = async (url: string, params: [string, string][]) => {
    const base = config.OPAC_PUBLIC_URL ? `${config.OPAC_PUBLIC_URL.replace(/\/$/, "")}/sru` : url.split("?")[0];
    const xml = await answerSru(db.reader ?? db, { baseUrl: base }, params);
    return new Response(xml, {
      status: 200,
      headers: { "content-type": "application/xml; charset=utf-8", "cache-control": "no-store" },
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
    console.error(`sru: database unavailable (${error.message})`);
    return new Response(null, {
      status: 503,
      headers: { "retry-after": RETRY_AFTER_SECONDS, "cache-control": "no-store" },
    });
  });
  return app;
}
