/**
 * The kids and museum catalogues' calls (document 2 §7 "Catalogue and parameters", decision 040):
 * /catalogo/secoes, /catalogo/destaques, /catalogo/noticias, /catalogo/acervo/{id}, and
 * /parametros/secao_1, /secao_2 and /autoatendimento. All public GETs. The catalogue is named by
 * `catalogType` (C, K, M; `tipo_catalogo` on /parametros) or by its guide (`guia`).
 */
import { Hono } from "hono";
import { z } from "zod";

import type { ApiEnv } from "../http/env.ts";
import { Id, idParam, invalidParameter, validQuery } from "../http/input.ts";
import {
  catalogHighlights,
  catalogNews,
  catalogRecordOf,
  catalogSections,
  catalogVisual,
  infoTabs,
  selfService,
} from "./catalog.service.ts";
import { CATALOG_GUIDES, CATALOG_TYPES, HIGHLIGHT_SORTS, type CatalogType } from "./contract.ts";

const Catalogue = z.object({
  guia: z.string().max(40).optional(),
  catalogType: z.enum(CATALOG_TYPES).optional(),
});

/** catalogType wins; else the guide's catalogue; else the classic one (document 2 §7: default C). */
function catalogueOf(q: { guia?: string; catalogType?: CatalogType }): CatalogType {
  if (q.catalogType) return q.catalogType;
  if (q.guia === undefined || q.guia === "") return "C";
  const type = Object.hasOwn(CATALOG_GUIDES, q.guia) ? CATALOG_GUIDES[q.guia] : undefined;
  if (!type) throw invalidParameter("guia");
  return type;
}

const HighlightsQuery = Catalogue.extend({
  page: z.coerce.number().int().min(1).max(100_000).default(1),
  perPage: z.coerce.number().int().min(1).max(100).default(20),
  orderBy: z.enum(HIGHLIGHT_SORTS).default("obra"),
  direction: z.enum(["C", "D"]).default("C"),
});

export const catalogRoutes = new Hono<ApiEnv>()
  .get("/secoes", validQuery(Catalogue), async (c) =>
    c.json(await catalogSections(c.get("db"), catalogueOf(c.req.valid("query")))),
  )
  .get("/destaques", validQuery(HighlightsQuery), async (c) => {
    const q = c.req.valid("query");
    return c.json(await catalogHighlights(c.get("db"), catalogueOf(q), q, c.get("lang")));
  })
  .get("/noticias", validQuery(Catalogue), async (c) =>
    c.json(await catalogNews(c.get("db"), catalogueOf(c.req.valid("query")))),
  )
  .get("/acervo/:id", idParam, validQuery(Catalogue), async (c) =>
    c.json(
      await catalogRecordOf(c.get("db"), catalogueOf(c.req.valid("query")), c.req.valid("param").id, c.get("lang")),
    ),
  );

const CatalogParams = z.object({
  tipo_catalogo: z.enum(CATALOG_TYPES).default("C"),
  cod_biblioteca: z.union([z.literal("0"), Id]).optional(),
});

export const catalogParamRoutes = new Hono<ApiEnv>()
  .get("/secao_1", validQuery(CatalogParams), async (c) => {
    const q = c.req.valid("query");
    return c.json(await infoTabs(c.get("db"), q.tipo_catalogo, Number(q.cod_biblioteca ?? 0)));
  })
  .get("/secao_2", validQuery(CatalogParams), async (c) =>
    c.json(await catalogVisual(c.get("db"), c.req.valid("query").tipo_catalogo)),
  )
  .get("/autoatendimento", async (c) => c.json(await selfService(c.get("db"), c.get("lang"))));
