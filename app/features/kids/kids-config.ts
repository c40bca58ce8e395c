/**
 * The kids catalogue's page state and its addresses (/catalogos/kids/{codBiblioteca}/{codCategoria}),
 * built in one place like the search tabs' (search-config.ts).
 */
import { SEARCH_BY } from "../../../api/contract.ts";
import { KIDS_PATH } from "../search/search-config.ts";

/** `*` in a segment: every library, every category (document 1 §2). */
export const ALL = "*";
export const KIDS_FIELDS = SEARCH_BY;
export const KIDS_PER_PAGE = 20;
/** The search form's element ids; the error summary maps the form's names to them (KIDS_ERROR_FIELDS). */
export const KIDS_FIELD_IDS = {
  term: "kids-q",
  field: "kids-for",
  library: "kids-biblioteca",
  category: "kids-categoria",
} as const;

/** The fields a kids catalogue result can be about, by name, in the order of the page. */
export const KIDS_ERROR_FIELDS = {
  biblioteca: KIDS_FIELD_IDS.library,
  categoria: KIDS_FIELD_IDS.category,
};

export interface KidsState {
  library: string;
  category: string;
  q: string;
  field: string;
  page: number;
  mobileView: string | null;
}

/** The page of a state: segments only as far as needed (a category needs the library segment, `*` for all). */
export function kidsHref(state: KidsState): string {
  let path = KIDS_PATH;
  if (state.library !== ALL || state.category !== ALL) path += `/${encodeURIComponent(state.library)}`;
  if (state.category !== ALL) path += `/${encodeURIComponent(state.category)}`;
  const params = new URLSearchParams();
  if (state.q) {
    params.set("q", state.q);
    params.set("for", state.field);
  }
  if (state.page > 1) params.set("page", String(state.page));
  if (state.mobileView) params.set("mobileView", state.mobileView);
  return params.size ? `${path}?${params}` : path;
}
