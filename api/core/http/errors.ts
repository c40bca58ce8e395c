import type { Context } from "hono";
import { HTTPException } from "hono/http-exception";
import type { ContentfulStatusCode } from "hono/utils/http-status";
import { ApiError, DEFAULT_RETRY_AFTER_SECONDS } from "../errors.ts";
import { translate } from "../i18n.ts";
import type { ApiEnv } from "./env.ts";
import { isDatabaseUnavailable, PoolBusyError } from "../db/db.ts";

/** How long a client is asked to wait while the database is unreachable. */
export const RETRY_AFTER_SECONDS = "5";

/** Serialises every failure as `{ error: { code, message } }`; nothing else leaves the service. */
export function handleError(error: Error, c: Context<ApiEnv>): Response {
  const lang = c.get("lang") ?? "pt";
  if (error instanceof ApiError) {
    // Every 429 says when to come back (decision 053).
    if (error.retryAfter !== undefined || error.status === 429) {
      c.header("Retry-After", String(error.retryAfter ?? DEFAULT_RETRY_AFTER_SECONDS));
    }
    return c.json(
      { error: { code: error.code, message: translate(lang, error.messageKey, error.params) } },
      error.status as ContentfulStatusCode,
    );
  }
  if (error instanceof HTTPException && error.status < 500) {
    const code = error.status === 404 ? "not_found" : "bad_request";
    return c.json({ error: { code, message: translate(lang, `errors.${code}`) } }, error.status);
  }
  if (isDatabaseUnavailable(error)) {
    // Every pooled connection busy for too long is a queue, not an outage: the same 503 for the
    // client (try again shortly), other words and level in the log (decision 036).
    if (error instanceof PoolBusyError) console.warn(`library service: ${error.message}`);
    else console.error(`library service: database unavailable (${error.message})`);
    c.header("Retry-After", RETRY_AFTER_SECONDS);
    return c.json({ error: { code: "unavailable", message: translate(lang, "errors.unavailable") } }, 503);
  }
  console.error("library service: unexpected error", error);
  return c.json({ error: { code: "internal", message: translate(lang, "errors.internal") } }, 500);
}

export function notFound(c: Context<ApiEnv>): Response {
  return c.json({ error: { code: "not_found", message: translate(c.get("lang") ?? "pt", "errors.not_found") } }, 404);
}
