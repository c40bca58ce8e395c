import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../http/env.ts";
import { Id, idParam as id, validQuery } from "../http/input.ts";
import {
  authorityCombo,
  authorityDetails,
  authorityImages,
  authorityMarc,
  authorityRecords,
  authoritySearch,
} from "./authority.service.ts";
import { AUTHORITY_SEARCH_OPTIONS } from "./authority-type.ts";

const ComboQuery = z.object({
  // "1,2,3"; at most 50 ids.
  autoridades: z
    .string()
    .regex(/^\d{1,10}(,\d{1,10}){0,49}$/)
    .transform((v) => v.split(",").map(Number))
    .pipe(z.array(z.number().int().positive().max(2_147_483_647))),
});
const ImagesQuery = z.object({
  cod_autoridade: Id,
  limit: z.coerce.number().int().min(1).max(100).default(10),
});
const PageQuery = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
});

const SearchQuery = PageQuery.extend({
  q: z
    .string()
    .max(500)
    .transform((v) => v.trim())
    .pipe(z.string().min(1)),
  for: z.enum(AUTHORITY_SEARCH_OPTIONS).default("AUTORIDADE_TODOS"),
});

/** /autoridade (document 1 §2 and §7, document 2 §7 "Links and authority"). */
export const authorityRoutes = new Hono<ApiEnv>()
  .get("/combo", validQuery(ComboQuery), async (c) =>
    c.json(await authorityCombo(c.get("db"), c.req.valid("query").autoridades, c.get("lang"))),
  )
  .get("/pesquisa", validQuery(SearchQuery), async (c) =>
    c.json(await authoritySearch(c.get("db"), c.req.valid("query"), c.get("lang"))),
  )
  .get("/get-images", validQuery(ImagesQuery), async (c) =>
    c.json(await authorityImages(c.get("db"), c.req.valid("query").cod_autoridade)),
  )
  .get("/:id", id, async (c) => c.json(await authorityDetails(c.get("db"), c.req.valid("param").id, c.get("lang"))))
  .get("/:id/marc", id, async (c) => c.json(await authorityMarc(c.get("db"), c.req.valid("param").id)))
  .get("/:id/acervos", id, validQuery(PageQuery), async (c) => {
    const { page, perPage } = c.req.valid("query");
    return c.json(await authorityRecords(c.get("db"), c.req.valid("param").id, page, perPage, c.get("lang")));
  });
