/** The accessible search's calls (/accessibility, decision 038). */
import { accessibilityCalls as calls } from "../../../api/catalogue/accessibility/accessibility.calls.ts";
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
    /** Titles Z to A, ten a page. */
    search: (query: AccessibleSearchQuery) => t.call(calls.search, { query: { ...query } }),
    /** Libraries (B) and work types (T) with counts. */
    filters: (query: AccessibleSearchQuery) => t.call(calls.filters, { query: { ...query, page: undefined } }),
    /** A title's details, with one library's copies when given. */
    details: (id: number, libraryId?: number) =>
      t.call(calls.details, { params: { id: String(id) }, query: { codBiblioteca: libraryId } }),
    /** The libraries holding copies of a title. */
    libraries: (id: number) => t.call(calls.libraries, { params: { id: String(id) } }),
  };
}
