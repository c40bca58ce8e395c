/**
 * Search calls added by decision 044 (document 1 §7 "Search"): mounted at /consulta before the
 * search's own routes, and /v2/consulta (a search re-read by its id).
 */
import { Hono, type Context } from "hono";
import { z } from "zod";

import { GUIDE_CODES } from "../contract.ts";
import type { ApiEnv } from "../http/env.ts";
import { deferQuery, idList, invalidParameter, queryOf, validParam, validQuery } from "../http/input.ts";
import { catalogueGeneration } from "./catalogue-state.repository.ts";
import { MAX_PER_PAGE } from "./criteria.ts";
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
import { search, searchFilters, withSearchId } from "./search.service.ts";

/** `acervos=1,2,3` or repeated: at most 100 record ids. */
const RecordIdsQuery = deferQuery(
  z.object({ acervos: z.array(z.string()).describe("record codes, 1,2,3 or repeated: 1 to 100") }),
  ["acervos"],
);

function recordIds(c: Context<ApiEnv>): number[] {
  const { acervos } = queryOf(c as Context<ApiEnv, string, { out: { query: { acervos: string[] } } }>);
  const ids = idList(acervos, "acervos");
  if (!ids || ids.length > 100) throw invalidParameter("acervos");
  return ids;
}

const TargetQuery = z.object({ termoPesquisa: z.string().trim().min(1).max(200) });

export const searchOptionRoutes = new Hono<ApiEnv>()
  .get("/opcoes-arquivo", async (c) => c.json(await tabOptions(c.get("db"), "arquivo", c.get("lang"))))
  .get("/opcoes-atos-normativos", async (c) => c.json(await tabOptions(c.get("db"), "atos_normativos", c.get("lang"))))
  .get("/jurisprudencia-options", async (c) => c.json(await tabOptions(c.get("db"), "jurisprudencia", c.get("lang"))))
  .get("/opcoes-tipos-atos-normativos", async (c) =>
    c.json(await tabWorkTypeOptions(c.get("db"), "atos_normativos", c.get("lang"))),
  )
  .get("/opcoes-tipos-jurisprudencia", async (c) =>
    c.json(await tabWorkTypeOptions(c.get("db"), "jurisprudencia", c.get("lang"))),
  )
  .get("/permissao-filtros-atos-jurisprudencia", async (c) => c.json(await lawFiltersPermission(c.get("db"))))
  .get("/legislacao/auto-search-permission", async (c) => c.json(await autoSearchPermission(c.get("db"))))
  .get("/opcoes-indice", (c) => c.json(indexOptions(c.get("lang"))))
  .get("/titulos-adicionais", RecordIdsQuery, async (c) => c.json(await additionalTitles(c.get("db"), recordIds(c))))
  .get("/acervos-indexados", RecordIdsQuery, async (c) => c.json(await indexedOf(c.get("db"), recordIds(c))))
  .get("/produtos-target", validQuery(TargetQuery), async (c) =>
    c.json(await targetProducts(c.get("db"), c.req.valid("query").termoPesquisa)),
  )
  .get("/imagem-padrao", async (c) => c.json(await defaultImage(c.get("db"))));

const SavedParams = z.object({ tab: z.enum(GUIDE_CODES), id: z.string().min(1).max(64) });
const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).optional(),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional(),
});

/** The same cache as GET /consulta (api/search/search.routes.ts), so a page already seen costs a lookup. */
async function cached<T>(c: Context<ApiEnv>, call: string, key: unknown, compute: () => Promise<T>): Promise<T> {
  const generation = await catalogueGeneration(c.get("db"));
  return c.get("searchCache").get(JSON.stringify([call, c.get("lang"), key]), generation, compute);
}

/** GET /v2/consulta/{search_tab}/{search_id} (and /filtros): a search made in the last hour, by its id. */
export const savedSearchRoutes = new Hono<ApiEnv>()
  .get("/:tab/:id", validParam(SavedParams), validQuery(PageQuery), async (c) => {
    const { tab, id } = c.req.valid("param");
    const criteria = await savedCriteria(c.get("db"), tab, id, c.req.valid("query"));
    const { searchId: _, ...key } = criteria;
    const answer = await cached(c, "consulta", key, () => search(c.get("db"), criteria, c.get("lang")));
    return c.json(withSearchId(answer, id));
  })
  .get("/:tab/:id/filtros", validParam(SavedParams), async (c) => {
    const { tab, id } = c.req.valid("param");
    const criteria = await savedCriteria(c.get("db"), tab, id, {});
    const { searchId: _, ...key } = criteria;
    return c.json(await cached(c, "filtros", key, () => searchFilters(c.get("db"), criteria, c.get("lang"))));
  });
