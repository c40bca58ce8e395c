/**
 * The cold-search budget (docs/decisions/049-schedules-startup-and-crawlers.md). A search the
 * result cache answers costs nothing; one it cannot is a real query, and every facet link is a new
 * one. So each anonymous client address (api/core/http/client-address.ts: the peer, or the last
 * X-Forwarded-For hop of a TRUSTED_PROXIES proxy) may make SEARCH_BUDGET_PER_CLIENT of them per
 * SEARCH_BUDGET_WINDOW_SECONDS, counted in the database so every process counts alike; past it,
 * 429 with Retry-After until its window ends. A logged-in patron (a valid bearer token) is never
 * counted, nor a caller whose address is unknown (the service's own tools and tests in-process) or
 * on this machine.
 *
 * Past SEARCH_CHALLENGE_PERCENT of the budget, a search of results made by the OPAC page's script
 * (the OPAC says so with `X-Opac-Script`; a browser without JavaScript loads whole pages and never
 * does) must carry a proof of work solved for a captcha challenge (`X-Search-Proof`: the token, a
 * space, altcha's payload), each proof once: the browser solves it unnoticed, a headless crawler
 * pays a hash search per page. Without one the answer is 429 `search_challenge`, not counted.
 */
import type { Context } from "hono";
import { ApiError, tooManyRequests } from "../../core/errors.ts";
import { clientAddressOf } from "../../core/http/client-address.ts";
import type { ApiEnv } from "../../core/http/env.ts";
import { metrics } from "../../core/http/metrics.ts";
import { patronFromBearer } from "../../patron/auth/auth.service.ts";
import { provesWork } from "../../patron/captcha/captcha.service.ts";
import { SEARCH_PROOF_HEADER, SEARCH_SCRIPT_HEADER } from "./search.calls.ts";
import { countColdSearch, pruneSearchBudgets, uncountColdSearch } from "./search-budget.repository.ts";

/**
 * Admits a cold search or throws 429. `challengeable`: a page of results (what a crawler follows
 * links for), as opposed to its filter counts, which come with it.
 */
export async function admitColdSearch(c: Context<ApiEnv>, challengeable: boolean): Promise<void> {
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
    metrics.coldSearches.inc({ outcome: "refused" });
    throw tooManyRequests(seconds_left, "errors.search_budget", "search_budget");
  }
  const challengeFrom = (config.SEARCH_BUDGET_PER_CLIENT * config.SEARCH_CHALLENGE_PERCENT) / 100;
  if (!challengeable || !c.req.header(SEARCH_SCRIPT_HEADER) || searches <= challengeFrom) {
    metrics.coldSearches.inc({ outcome: "admitted" });
    return;
  }
  const [token, answer] = (c.req.header(SEARCH_PROOF_HEADER) ?? "").split(" ");
  if (token && answer && (await provesWork(db, config, token, answer))) {
    metrics.coldSearches.inc({ outcome: "proved" });
    return;
  }
  // Not run, so not counted: the same search with its proof is.
  await uncountColdSearch(db, client);
  metrics.coldSearches.inc({ outcome: "challenged" });
  throw new ApiError(429, "search_challenge", "errors.search_challenge", {}, 1);
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
