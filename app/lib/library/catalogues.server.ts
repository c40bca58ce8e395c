/** The kids and museum catalogues' calls (/catalogo, /parametros/secao_*, /parametros/autoatendimento; decision 040). */
import type {
  CatalogNews,
  CatalogRecord,
  CatalogSection,
  CatalogType,
  CatalogVisual,
  HighlightSort,
  HighlightsResponse,
  InfoTab,
  SelfService,
} from "../../../api/catalog/contract.ts";
import type { Transport } from "./transport.server.ts";

export function catalogueCalls(t: Transport) {
  return {
    /** GET /catalogo/secoes: the home's sections, in order. */
    sections: (catalogType: CatalogType) => t.json<CatalogSection[]>("/catalogo/secoes", { query: { catalogType } }),
    /** GET /catalogo/destaques: a page of the highlighted records, sorted. */
    highlights: (
      catalogType: CatalogType,
      query: { page: number; perPage: number; orderBy: HighlightSort; direction: "C" | "D" },
    ) => t.json<HighlightsResponse>("/catalogo/destaques", { query: { catalogType, ...query } }),
    /** GET /catalogo/noticias */
    news: (catalogType: CatalogType) => t.json<CatalogNews[]>("/catalogo/noticias", { query: { catalogType } }),
    /** GET /catalogo/acervo/{id}: a record of the catalogue (404 when it is not in it). */
    record: (catalogType: CatalogType, id: number) =>
      t.json<CatalogRecord>(`/catalogo/acervo/${id}`, { query: { catalogType } }),
    /** GET /parametros/secao_1: the information tabs (HTML already sanitised). */
    infoTabs: (catalogType: CatalogType, library = 0) =>
      t.json<InfoTab[]>("/parametros/secao_1", { query: { tipo_catalogo: catalogType, cod_biblioteca: library } }),
    /** GET /parametros/secao_2: the visual settings. */
    visual: (catalogType: CatalogType) =>
      t.json<CatalogVisual>("/parametros/secao_2", { query: { tipo_catalogo: catalogType } }),
    /** GET /parametros/autoatendimento: whether the self-service button shows, and where it leads. */
    selfService: () => t.json<SelfService>("/parametros/autoatendimento"),
  };
}
