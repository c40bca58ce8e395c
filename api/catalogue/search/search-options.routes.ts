/**
 * Search calls added by decision 044 (document 1 §7 "Search"): mounted at /consulta before the
 * search's own routes, and /v2/consulta (a search re-read by its id).
 */
import type { Context } from "hono";

import { callRoutes } from "../../core/http/call.ts";
import type { ApiEnv } from "../../core/http/env.ts";
import { idList, invalidParameter, queryOf } from "../../core/http/input.ts";
import { catalogueGeneration } from "./catalogue-state.repository.ts";
import {
  additionalTitles,
  autoSearchPermission,
  defaultImage,
  indexedOf,
  indexOptions,
  lawFiltersPermission,
  savedCriteria,
  tabOptions,
  tabWorkTypeOptions,
  targetProducts,
} from "./search-options.service.ts";
import { savedSearchCalls, searchOptionCalls as calls } from "./search.calls.ts";
import { search, searchFilters, withSearchId } from "./search.service.ts";

/** `acervos=1,2,3` or repeated: at most 100 record ids. */
function recordIds(c: Context<ApiEnv>): number[] {
  const { acervos } = queryOf(c as Context<ApiEnv, string, { out: { query: { acervos: string[] } } }>);
  const ids = idList(acervos, "acervos");
  if (!ids || ids.length > 100) throw invalidParameter("acervos");
  return ids;
}

export const searchOptionRoutes = callRoutes("/consulta")
  .on(calls.archiveOptions, async (c) => c.json(await tabOptions(c.get("db"), "arquivo", c.get("lang"))))
  .on(calls.lawOptions, async (c) => c.json(await tabOptions(c.get("db"), "atos_normativos", c.get("lang"))))
  .on(calls.caseLawOptions, async (c) => c.json(await tabOptions(c.get("db"), "jurisprudencia", c.get("lang"))))
  .on(calls.lawWorkTypes, async (c) => c.json(await tabWorkTypeOptions(c.get("db"), "atos_normativos", c.get("lang"))))
  .on(calls.caseLawWorkTypes, async (c) =>
    c.json(await tabWorkTypeOptions(c.get("db"), "jurisprudencia", c.get("lang"))),
  )
  .on(calls.lawFiltersPermission, async (c) => c.json(await lawFiltersPermission(c.get("db"))))
  .on(calls.autoSearchPermission, async (c) => c.json(await autoSearchPermission(c.get("db"))))
  .on(calls.indexOptions, (c) => c.json(indexOptions(c.get("lang"))))
  .on(calls.additionalTitles, async (c) => c.json(await additionalTitles(c.get("db"), recordIds(c))))
  .on(calls.indexed, async (c) => c.json(await indexedOf(c.get("db"), recordIds(c))))
  .on(calls.targetProducts, async (c) => c.json(await targetProducts(c.get("db"), c.req.valid("query").termoPesquisa)))
  .on(calls.defaultImage, async (c) => c.json(await defaultImage(c.get("db")))).app;

/** The same cache as GET /consulta (api/catalogue/search/search.routes.ts), so a page already seen costs a lookup. */
async function cached<T>(c: Context<ApiEnv>, call: string, key: unknown, compute: () => Promise<T>): Promise<T> {
  const generation = await catalogueGeneration(c.get("db"));
  return c.get("searchCache").get(JSON.stringify([call, c.get("lang"), key]), generation, compute);
}

/** GET /v2/consulta/{search_tab}/{search_id} (and /filtros): a search made in the last hour, by its id. */
export const savedSearchRoutes = callRoutes("/v2/consulta")
  .on(savedSearchCalls.results, async (c) => {
    const { tab, id } = c.req.valid("param");
    const criteria = await savedCriteria(c.get("db"), tab, id, c.req.valid("query"));
    const { searchId: _, ...key } = criteria;
    const answer = await cached(c, "consulta", key, () => search(c.get("db"), criteria, c.get("lang")));
    return c.json(withSearchId(answer, id));
  })
  .on(savedSearchCalls.filters, async (c) => {
    const { tab, id } = c.req.valid("param");
    const criteria = await savedCriteria(c.get("db"), tab, id, {});
    const { searchId: _, ...key } = criteria;
    return c.json(await cached(c, "filtros", key, () => searchFilters(c.get("db"), criteria, c.get("lang"))));
  }).app;
