import { zValidator } from "@hono/zod-validator";
import { Hono } from "hono";
import type { ApiEnv } from "../http/env.ts";
import { invalidParameterHook } from "../http/errors.ts";
import { SearchQuerySchema } from "./criteria.ts";
import { advancedSearchOptions, search, searchFilters, searchGuides, sortOptions } from "./search.service.ts";

/** GET /consulta and its companions (document 1, §7 "Search"). */
export const searchRoutes = new Hono<ApiEnv>()
  .get("/", zValidator("query", SearchQuerySchema, invalidParameterHook), async (c) =>
    c.json(await search(c.get("db"), c.req.valid("query"), c.get("lang"))),
  )
  .get("/filtros", zValidator("query", SearchQuerySchema, invalidParameterHook), async (c) =>
    c.json(await searchFilters(c.get("db"), c.req.valid("query"), c.get("lang"))),
  )
  .get("/ordenacao", (c) => c.json(sortOptions(c.get("lang"))))
  .get("/guias", async (c) => c.json(await searchGuides(c.get("db"), c.get("lang"))))
  .get("/advanced-search/options", async (c) => c.json(await advancedSearchOptions(c.get("db"), c.get("lang"))));
