/** The search calls (/consulta…, /autoridade/pesquisa): tabs, options, results, filters, suggestions. */
import { authorityCalls } from "../../../api/catalogue/authorities/authorities.calls.ts";
import type { CallRequest } from "../../../api/core/http/call.ts";
import type { SearchQuery } from "../../../api/catalogue/search/criteria.ts";
import {
  autocompleteCalls,
  searchCalls as calls,
  searchOptionCalls,
} from "../../../api/catalogue/search/search.calls.ts";
import type { Transport } from "./transport.server.ts";

export function searchCalls(t: Transport) {
  return {
    /** The institution's search tabs, in order. */
    guides: () => t.call(calls.guides, {}),
    /** The option lists of the advanced tab. */
    advancedOptions: () => t.call(calls.advancedOptions, {}),
    /** Whether the legislation tabs open with their empty search run. */
    autoSearchPermission: () => t.call(searchOptionCalls.autoSearchPermission, {}),
    /** Whether normative acts and case law show the work-type and year filters. */
    lawFiltersPermission: () => t.call(searchOptionCalls.lawFiltersPermission, {}),
    /** What the kids catalogue can be narrowed to (404 when disabled). */
    kidsOptions: () => t.call(calls.kidsOptions, {}),
    /** One page of results for the criteria (the search form's parameters). */
    results: (criteria: SearchQuery) => t.call(calls.results, { query: criteria }),
    /** The filters and their counts for the same criteria. */
    filters: (criteria: SearchQuery) => t.call(calls.filters, { query: criteria }),
    /** Suggestions for the term field (400 on a bad term). */
    suggestions: (query: { term: string; searchBy: string; limit?: string }) =>
      t.call(autocompleteCalls.suggestions, { query }),
    /** The authorities tab (GET /autoridade/pesquisa). */
    authorities: (query: CallRequest<typeof authorityCalls.search>["query"]) =>
      t.call(authorityCalls.search, { query }),
  };
}
