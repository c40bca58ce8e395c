import { randomUUID } from "node:crypto";
import { withAvailability } from "../availability/availability.service.ts";
import type { Context } from "hono";
import type { ApiEnv } from "../../core/http/env.ts";
import { callRoutes } from "../../core/http/call.ts";
import { catalogueGeneration } from "./catalogue-state.repository.ts";
import { requirePlanChoice } from "../teaching/plan-choice.ts";
import type { SearchCriteria } from "./criteria.ts";
import { kidsOptions } from "./kids.service.ts";
import { admitColdSearch } from "./search-budget.ts";
import { rememberSearch } from "./search-options.service.ts";
import { searchCalls as calls } from "./search.calls.ts";
import {
  advancedSearchOptions,
  search,
  searchFilters,
  searchGuides,
  sortOptions,
  withSearchId,
} from "./search.service.ts";

/**
 * The answer of `call` for these criteria from the result cache, or computed. The search id is
 * not part of the key (every search gets its own, document 1 §4), so it is left out and stamped
 * after. A search computed for criteria spends the client's cold-search budget first
 * (search-budget.ts); a page of results may be asked for a proof of work there. The option lists
 * (no criteria) come from the list cache, kept whatever the search cache's size.
 */
async function cached<T>(
  c: Context<ApiEnv>,
  call: string,
  criteria: SearchCriteria | null,
  compute: () => Promise<T>,
): Promise<T> {
  const { searchId: _, ...key } = criteria ?? {};
  const generation = await catalogueGeneration(c.get("readDb"));
  const cacheKey = JSON.stringify([call, c.get("lang"), key]);
  if (!criteria) return c.get("listCache").get(cacheKey, generation, compute);
  if (!c.get("searchCache").has(cacheKey, generation)) await admitColdSearch(c, call === "consulta");
  return c.get("searchCache").get(cacheKey, generation, compute);
}

/** GET /consulta and its companions (document 1, §7 "Search"). */
export const searchRoutes = callRoutes("/consulta")
  .on(calls.results, async (c) => {
    const criteria = c.req.valid("query");
    requirePlanChoice(criteria);
    const answer = await cached(c, "consulta", criteria, () => search(c.get("readDb"), criteria, c.get("lang")));
    const searchId = criteria.searchId ?? randomUUID();
    // Kept so that /v2/consulta/{tab}/{id} can page it later (decision 044); written after the answer.
    rememberSearch(c.get("db"), searchId, criteria);
    // A patron's availability is the primary's, so a loan just made shows at once (pageDb).
    return c.json(await withAvailability(c.get("pageDb"), withSearchId(answer, searchId)));
  })
  .on(calls.filters, async (c) => {
    const criteria = c.req.valid("query");
    requirePlanChoice(criteria);
    return c.json(await cached(c, "filtros", criteria, () => searchFilters(c.get("readDb"), criteria, c.get("lang"))));
  })
  .on(calls.sortOptions, (c) => c.json(sortOptions(c.get("lang"))))
  // Every page of a tab asks for these; the option lists read the whole catalogue.
  .on(calls.guides, async (c) =>
    c.json(await cached(c, "guias", null, () => searchGuides(c.get("readDb"), c.get("lang")))),
  )
  .on(calls.advancedOptions, async (c) =>
    c.json(await cached(c, "options", null, () => advancedSearchOptions(c.get("readDb"), c.get("lang")))),
  )
  .on(calls.kidsOptions, async (c) =>
    c.json(await cached(c, "kids-options", null, () => kidsOptions(c.get("readDb"), c.get("lang")))),
  ).app;
