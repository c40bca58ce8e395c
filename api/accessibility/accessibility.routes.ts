/**
 * /accessibility: the accessible search's four public calls (document 1 §7, decision 038).
 * GET /search and /filters take search_text (required: a title search needs a term, document 1
 * §9 "Readiness"), accessibleTitleSearch TT|TA (default TT), page, and one library (B) and one
 * work type (T); GET /collection/{id}/details (optional codBiblioteca) and /collection/{id}/libraries.
 */
import { Hono } from "hono";
import { z } from "zod";
import type { ApiEnv } from "../http/env.ts";
import { Id, validParam, validQuery } from "../http/input.ts";
import {
  accessibleDetails,
  accessibleFilters,
  accessibleLibraries,
  accessibleSearch,
} from "./accessibility.service.ts";

const SearchQuery = z.object({
  search_text: z
    .string()
    .max(500)
    .transform((v) => v.trim())
    .refine((v) => v.length > 0),
  accessibleTitleSearch: z.enum(["TT", "TA"]).optional().default("TT"),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  B: Id.optional(),
  T: z.coerce.number().int().nonnegative().max(2_147_483_647).optional(),
  search_id: z.string().max(64).optional(),
});

const CollectionParam = validParam(z.object({ id: Id }));

export const accessibilityRoutes = new Hono<ApiEnv>()
  .get("/search", validQuery(SearchQuery), async (c) =>
    c.json(await accessibleSearch(c.get("db"), c.req.valid("query"), c.get("lang"))),
  )
  .get("/filters", validQuery(SearchQuery), async (c) =>
    c.json(await accessibleFilters(c.get("db"), c.req.valid("query"), c.get("lang"))),
  )
  .get("/collection/:id/details", CollectionParam, validQuery(z.object({ codBiblioteca: Id.optional() })), async (c) =>
    c.json(
      await accessibleDetails(c.get("db"), c.req.valid("param").id, c.req.valid("query").codBiblioteca, c.get("lang")),
    ),
  )
  .get("/collection/:id/libraries", CollectionParam, async (c) =>
    c.json(await accessibleLibraries(c.get("db"), c.req.valid("param").id, c.get("lang"))),
  );
