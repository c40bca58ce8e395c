/**
 * The cold-search budget (docs/decisions/049-schedules-startup-and-crawlers.md). A search the
 * result cache answers costs nothing; one it cannot is a real query, and every facet link is a new
 * one. So each anonymous client address (api/core/http/client-address.ts: the peer, or the last
 * X-Forwarded-For hop of a TRUSTED_PROXIES proxy) may make SEARCH_BUDGET_PER_CLIENT of them per
 * SEARCH_BUDGET_WINDOW_SECONDS, counted in the database so every process counts alike; past it,
 * 429 with Retry-After until its window ends. A logged-in patron (a valid bearer token) is never
 * counted, nor a caller whose address is unknown (the service's own tools and tests in-process) or
 * on this machine.
 */
import type { Context } from "hono";
import { tooManyRequests } from "../../core/errors.ts";
import { clientAddressOf } from "../../core/http/client-address.ts";
import type { ApiEnv } from "../../core/http/env.ts";
import { patronFromBearer } from "../../patron/auth/auth.service.ts";
import { countColdSearch, pruneSearchBudgets } from "./search-budget.repository.ts";

export async function admitColdSearch(c: Context<ApiEnv>): Promise<void> {
  const config = c.get("config");
  if (config.SEARCH_BUDGET_PER_CLIENT === 0) return;
  const client = clientAddressOf(c);
  if (client === "unknown" || onThisMachine(client) || loggedIn(c)) return;
  const db = c.get("db");
  const window = config.SEARCH_BUDGET_WINDOW_SECONDS;
  const { searches, seconds_left } = await countColdSearch(db, client, window);
  // A window begins: the moment to forget the clients whose windows ended long ago.
  if (searches === 1) await pruneSearchBudgets(db, window);
  if (searches > config.SEARCH_BUDGET_PER_CLIENT) {
    throw tooManyRequests(seconds_left, "errors.search_budget", "search_budget");
  }
}

/**
 * A client on this very machine is a proxy not named in TRUSTED_PROXIES (every visitor would then
 * share its one budget: the whole site refused), a probe or a script: never counted.
 */
function onThisMachine(client: string): boolean {
  return client === "::1" || /^127\./.test(client);
}

function loggedIn(c: Context<ApiEnv>): boolean {
  try {
    patronFromBearer(c.req.header("authorization"), c.get("config"));
    return true;
  } catch {
    return false;
  }
}
