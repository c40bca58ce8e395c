/**
 * The kids and museum catalogues' public calls (catalog.calls.ts): /catalogo/… and
 * /parametros/secao_1, /secao_2 and /autoatendimento.
 */
import { callRoutes } from "../../core/http/call.ts";
import { invalidParameter } from "../../core/http/input.ts";
import { catalogCalls, catalogParamCalls } from "./catalog.calls.ts";
import {
  catalogHighlights,
  catalogNews,
  catalogRecordOf,
  catalogSections,
  catalogVisual,
  infoTabs,
  selfService,
} from "./catalog.service.ts";
import { CATALOG_GUIDES, type CatalogType } from "./contract.ts";

/** catalogType wins; else the guide's catalogue; else the classic one (document 2 §7: default C). */
function catalogueOf(q: { guia?: string; catalogType?: CatalogType }): CatalogType {
  if (q.catalogType) return q.catalogType;
  if (q.guia === undefined || q.guia === "") return "C";
  const type = Object.hasOwn(CATALOG_GUIDES, q.guia) ? CATALOG_GUIDES[q.guia] : undefined;
  if (!type) throw invalidParameter("guia");
  return type;
}

export const catalogRoutes = callRoutes("/catalogo")
  .on(catalogCalls.sections, async (c) => c.json(await catalogSections(c.get("db"), catalogueOf(c.req.valid("query")))))
  .on(catalogCalls.highlights, async (c) => {
    const q = c.req.valid("query");
    return c.json(await catalogHighlights(c.get("db"), catalogueOf(q), q, c.get("lang")));
  })
  .on(catalogCalls.news, async (c) => c.json(await catalogNews(c.get("db"), catalogueOf(c.req.valid("query")))))
  .on(catalogCalls.record, async (c) =>
    c.json(
      await catalogRecordOf(c.get("db"), catalogueOf(c.req.valid("query")), c.req.valid("param").id, c.get("lang")),
    ),
  ).app;

export const catalogParamRoutes = callRoutes("/parametros")
  .on(catalogParamCalls.infoTabs, async (c) => {
    const q = c.req.valid("query");
    return c.json(await infoTabs(c.get("db"), q.tipo_catalogo, Number(q.cod_biblioteca ?? 0)));
  })
  .on(catalogParamCalls.visual, async (c) =>
    c.json(await catalogVisual(c.get("db"), c.req.valid("query").tipo_catalogo)),
  )
  .on(catalogParamCalls.selfService, async (c) => c.json(await selfService(c.get("pageDb"), c.get("lang")))).app;
