/** The search calls (/consulta…, /autoridade/pesquisa): tabs, options, results, filters, suggestions. */
import type {
  AdvancedSearchOptions,
  AuthoritySearchResponse,
  FilterDefinition,
  KidsOptions,
  SearchGuide,
  SearchResponse,
  Suggestion,
} from "../../../api/contract.ts";
import type { Query, Transport } from "./transport.server.ts";

export function searchCalls(t: Transport) {
  return {
    /** GET /consulta/guias: the institution's search tabs, in order. */
    guides: () => t.json<SearchGuide[]>("/consulta/guias"),
    /** GET /consulta/advanced-search/options: the option lists of the advanced tab. */
    advancedOptions: () => t.json<AdvancedSearchOptions>("/consulta/advanced-search/options"),
    /** GET /consulta/kids/opcoes: what the kids catalogue can be narrowed to (404 when disabled). */
    kidsOptions: () => t.json<KidsOptions>("/consulta/kids/opcoes"),
    /** GET /consulta: one page of results for the criteria (the search form's parameters). */
    results: (criteria: Query) => t.json<SearchResponse>("/consulta", { query: criteria }),
    /** GET /consulta/filtros: the filters and their counts for the same criteria. */
    filters: (criteria: Query) => t.json<FilterDefinition[]>("/consulta/filtros", { query: criteria }),
    /** GET /consulta/auto-complete: suggestions for the term field (400 on a bad term). */
    suggestions: (query: { term: string; searchBy: string; limit?: string | null }) =>
      t.json<Suggestion[]>("/consulta/auto-complete", { query }),
    /** GET /autoridade/pesquisa: the authorities tab. */
    authorities: (query: { q: string; for: string; page: number; perPage: number }) =>
      t.json<AuthoritySearchResponse>("/autoridade/pesquisa", { query }),
  };
}
