/**
 * The HTTP shell of the network's XML protocols, /oai (decision 041) and /sru (decision 058): GET
 * with a query string or POST with a form, one document per request, and 503 with Retry-After
 * (no words: clients read the status) while the database cannot be reached. Everything else a
 * protocol answers is its own document with HTTP 200.
 */
import { Hono } from "hono";
import { isDatabaseUnavailable } from "../core/db/db.ts";
import { RETRY_AFTER_SECONDS } from "../core/http/errors.ts";

export function protocolApp(
  name: string,
  contentType: string,
  answer: (url: string, params: [string, string][]) => Promise<string>,
): Hono {
  const app = new Hono();
  const respond = async (url: string, params: [string, string][]) =>
    new Response(await answer(url, params), {
      status: 200,
      headers: { "content-type": contentType, "cache-control": "no-store" },
    });
  app.get("/", (c) => respond(c.req.url, [...new URL(c.req.url).searchParams.entries()]));
  app.post("/", async (c) => {
    const type = c.req.header("content-type") ?? "";
    const text = type.startsWith("application/x-www-form-urlencoded") ? await c.req.text() : "";
    return respond(c.req.url, [...new URLSearchParams(text.slice(0, 10_000)).entries()]);
  });
  app.onError((error) => {
    if (!isDatabaseUnavailable(error)) throw error;
    console.error(`${name}: database unavailable (${error.message})`);
    return new Response(null, {
      status: 503,
      headers: { "retry-after": RETRY_AFTER_SECONDS, "cache-control": "no-store" },
    });
  });
  return app;
}
