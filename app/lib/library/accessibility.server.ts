/** The accessible search's calls (/accessibility, decision 038). */
import type {
  AccessibleDetails,
  AccessibleFilters,
  AccessibleLibrary,
  AccessibleSearchResponse,
} from "../../../api/accessibility/contract.ts";
import type { Transport } from "./transport.server.ts";

export interface AccessibleSearchQuery {
  search_text: string;
  accessibleTitleSearch: "TT" | "TA";
  page?: number;
  B?: number;
  T?: number;
}

export function accessibilityCalls(t: Transport) {
  return {
    /** GET /accessibility/search: titles Z to A, ten a page. */
    search: (query: AccessibleSearchQuery) =>
      t.json<AccessibleSearchResponse>("/accessibility/search", { query: { ...query } }),
    /** GET /accessibility/filters: libraries (B) and work types (T) with counts. */
    filters: (query: AccessibleSearchQuery) =>
      t.json<AccessibleFilters>("/accessibility/filters", { query: { ...query, page: undefined } }),
    /** GET /accessibility/collection/{id}/details[?codBiblioteca=]. */
    details: (id: number, libraryId?: number) =>
      t.json<AccessibleDetails>(`/accessibility/collection/${id}/details`, { query: { codBiblioteca: libraryId } }),
    /** GET /accessibility/collection/{id}/libraries. */
    libraries: (id: number) => t.json<AccessibleLibrary[]>(`/accessibility/collection/${id}/libraries`),
  };
}
