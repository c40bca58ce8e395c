/** The kids and museum catalogues' calls (/catalogo, /parametros/secao_*, /parametros/autoatendimento; decision 040). */
import { catalogCalls, catalogParamCalls } from "../../../api/catalogue/catalog/catalog.calls.ts";
import type { CatalogType, HighlightSort } from "../../../api/catalogue/catalog/contract.ts";
import type { Transport } from "./transport.server.ts";

export function catalogueCalls(t: Transport) {
  return {
    /** The home's sections, in order. */
    sections: (catalogType: CatalogType) => t.call(catalogCalls.sections, { query: { catalogType } }),
    /** A page of the highlighted records, sorted. */
    highlights: (
      catalogType: CatalogType,
      query: { page: number; perPage: number; orderBy: HighlightSort; direction: "C" | "D" },
    ) => t.call(catalogCalls.highlights, { query: { catalogType, ...query } }),
    news: (catalogType: CatalogType) => t.call(catalogCalls.news, { query: { catalogType } }),
    /** A record of the catalogue (404 when it is not in it). */
    record: (catalogType: CatalogType, id: number) =>
      t.call(catalogCalls.record, { params: { id }, query: { catalogType } }),
    /** The information tabs (HTML already sanitised). */
    infoTabs: (catalogType: CatalogType, library = 0) =>
      t.call(catalogParamCalls.infoTabs, { query: { tipo_catalogo: catalogType, cod_biblioteca: library } }),
    /** The visual settings. */
    visual: (catalogType: CatalogType) => t.call(catalogParamCalls.visual, { query: { tipo_catalogo: catalogType } }),
    /** Whether the self-service button shows, and where it leads. */
    selfService: () => t.call(catalogParamCalls.selfService, {}),
  };
}
