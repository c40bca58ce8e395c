/**
 * The general search, declared once (Blacklight's catalog configuration, in TypeScript): the URL
 * parameters, the "search by" fields, the sorts, the filter letters and their defaults. The loader,
 * the forms, the filter panel and every link read this module, so the URL query string is the
 * whole search state and is built in one place.
 *
 * The parameter names and values are public URL API (bookmarks, shared links): never rename them.
 * They follow the Pergamum calls (document 1 §2 and §9): q, for, filter letters B/T/Y/I.
 */
import type { FilterLetter, SearchBy, SortKey } from "../../api/contract.ts";
import { tk } from "../i18n.ts";

export const searchConfig = {
  /** The general search tab (pesquisa_geral) lives at the root. */
  path: "/",
  perPage: 20,
  /** Deep pages are costly to rank and never useful to people; links stop here. */
  maxPage: 500,
  params: { term: "q", field: "for", page: "page", sort: "order" },
  fields: [
    { key: "LIVRE", label: tk("search.for.LIVRE") },
    { key: "TITULO", label: tk("search.for.TITULO") },
    { key: "AUTOR", label: tk("search.for.AUTOR") },
    { key: "ASSUNTO", label: tk("search.for.ASSUNTO") },
  ],
  defaultField: "LIVRE",
  sorts: [
    { key: "relevancia", label: tk("search.sort.relevancia") },
    { key: "titulo", label: tk("search.sort.titulo") },
    { key: "autor", label: tk("search.sort.autor") },
    { key: "ano_desc", label: tk("search.sort.ano_desc") },
    { key: "ano_asc", label: tk("search.sort.ano_asc") },
  ],
  /** A search always has a term here, and with a term the service ranks by relevance. */
  defaultSort: "relevancia",
  /** Filter panel order. `pattern` whitelists values taken from the URL. */
  filters: [
    { letter: "B", label: tk("search.filters.B"), pattern: /^\d{1,9}$/ },
    { letter: "T", label: tk("search.filters.T"), pattern: /^\d{1,3}$/ },
    // "0" is the service's "no date" bucket.
    { letter: "Y", label: tk("search.filters.Y"), pattern: /^\d{1,4}$/ },
    { letter: "I", label: tk("search.filters.I"), pattern: /^[a-z]{2,3}$/ },
  ],
  /** More values of one letter than anyone ticks; bounds the query the service gets. */
  maxValuesPerFilter: 30,
} as const satisfies {
  fields: readonly { key: SearchBy; label: string }[];
  defaultField: SearchBy;
  sorts: readonly { key: SortKey; label: string }[];
  defaultSort: SortKey;
  filters: readonly { letter: FilterLetter; label: string; pattern: RegExp }[];
  [key: string]: unknown;
};

export const FILTER_LETTERS = searchConfig.filters.map((f) => f.letter) as FilterLetter[];
/** The service's year code for records without a year (document 1 §5: labelled "no date"). */
export const NO_DATE_YEAR = "0";

export type Filters = Record<FilterLetter, string[]>;

export interface SearchState {
  /** null: no search submitted yet (the landing form); "": submitted blank (an error). */
  q: string | null;
  field: SearchBy;
  page: number;
  sort: SortKey;
  filters: Filters;
}

function emptyFilters(): Filters {
  return { B: [], T: [], Y: [], I: [] };
}

function isField(value: string | null): value is SearchBy {
  return searchConfig.fields.some((f) => f.key === value);
}

function isSort(value: string | null): value is SortKey {
  return searchConfig.sorts.some((s) => s.key === value);
}

/** Reads the search state from a query string, dropping anything not in the configuration. */
export function parseSearchState(params: URLSearchParams): SearchState {
  const { term, field, page, sort } = searchConfig.params;
  const rawQ = params.get(term);
  const rawField = params.get(field)?.toUpperCase() ?? null;
  const rawPage = Number(params.get(page));
  const rawSort = params.get(sort);
  const filters = emptyFilters();
  for (const { letter, pattern } of searchConfig.filters) {
    const values = params
      .getAll(letter)
      .map((v) => v.trim().toLowerCase())
      .filter((v) => pattern.test(v));
    filters[letter] = [...new Set(values)].slice(0, searchConfig.maxValuesPerFilter);
  }
  return {
    q: rawQ === null ? null : rawQ.trim().replace(/\s+/g, " "),
    field: isField(rawField) ? rawField : searchConfig.defaultField,
    page: Number.isInteger(rawPage) && rawPage >= 1 ? Math.min(rawPage, searchConfig.maxPage) : 1,
    sort: isSort(rawSort) ? rawSort : searchConfig.defaultSort,
    filters,
  };
}

/**
 * The canonical query string of a state. Defaults are left out (page 1, default sort) so equal
 * states give equal URLs; the term and field always stay, so a results URL is self-describing.
 */
export function toSearchParams(state: SearchState): URLSearchParams {
  const { term, field, page, sort } = searchConfig.params;
  const params = new URLSearchParams();
  if (state.q !== null) {
    params.set(term, state.q);
    params.set(field, state.field);
  }
  if (state.sort !== searchConfig.defaultSort) params.set(sort, state.sort);
  if (state.page > 1) params.set(page, String(state.page));
  for (const letter of FILTER_LETTERS) {
    for (const value of state.filters[letter]) params.append(letter, value);
  }
  return params;
}

export function searchHref(state: SearchState): string {
  const query = toSearchParams(state).toString();
  return query ? `${searchConfig.path}?${query}` : searchConfig.path;
}

export function isFilterActive(state: SearchState, letter: FilterLetter, value: string): boolean {
  return state.filters[letter].includes(value);
}

/** Any change of the filters starts again at page 1: the old page may not exist any more. */
function withFilters(state: SearchState, letter: FilterLetter, values: string[]): SearchState {
  return { ...state, page: 1, filters: { ...state.filters, [letter]: values } };
}

export function addFilter(state: SearchState, letter: FilterLetter, value: string): SearchState {
  if (isFilterActive(state, letter, value)) return state;
  return withFilters(state, letter, [...state.filters[letter], value]);
}

export function removeFilter(state: SearchState, letter: FilterLetter, value: string): SearchState {
  return withFilters(
    state,
    letter,
    state.filters[letter].filter((v) => v !== value),
  );
}

export function addFilterHref(state: SearchState, letter: FilterLetter, value: string): string {
  return searchHref(addFilter(state, letter, value));
}

export function removeFilterHref(state: SearchState, letter: FilterLetter, value: string): string {
  return searchHref(removeFilter(state, letter, value));
}

/** A filter value's link: adds it, or removes it when it is already applied. */
export function toggleFilterHref(state: SearchState, letter: FilterLetter, value: string): string {
  return isFilterActive(state, letter, value)
    ? removeFilterHref(state, letter, value)
    : addFilterHref(state, letter, value);
}

export function clearFiltersHref(state: SearchState): string {
  return searchHref({ ...state, page: 1, filters: emptyFilters() });
}

export function pageHref(state: SearchState, page: number): string {
  return searchHref({ ...state, page });
}

export function activeFilters(state: SearchState): { letter: FilterLetter; value: string }[] {
  return FILTER_LETTERS.flatMap((letter) => state.filters[letter].map((value) => ({ letter, value })));
}

/**
 * Hidden inputs that carry the rest of the state in a GET form that edits one part of it
 * (the sort form keeps the filters; the filter form keeps the sort). Page is always dropped:
 * any of these changes starts at page 1.
 */
export function hiddenInputs(state: SearchState, editing: "sort" | "filters"): [string, string][] {
  const params = toSearchParams({
    ...state,
    page: 1,
    sort: editing === "sort" ? searchConfig.defaultSort : state.sort,
    filters: editing === "filters" ? emptyFilters() : state.filters,
  });
  return [...params.entries()];
}

/** Query of GET /api/consulta (and, without page/perPage, of /api/consulta/filtros). */
export function apiSearchQuery(state: SearchState, { paged = true } = {}): URLSearchParams {
  const params = new URLSearchParams();
  params.set("q", state.q ?? "");
  params.set("for", state.field);
  params.set("order", state.sort);
  if (paged) {
    params.set("page", String(state.page));
    params.set("perPage", String(searchConfig.perPage));
  }
  for (const letter of FILTER_LETTERS) {
    for (const value of state.filters[letter]) params.append(letter, value);
  }
  return params;
}

export function pageCount(total: number): number {
  return Math.min(Math.max(1, Math.ceil(total / searchConfig.perPage)), searchConfig.maxPage);
}

/**
 * The page numbers to link: first, last, and two either side of the current one, with null
 * where a gap is shown ("1 … 4 5 [6] 7 8 … 20").
 */
export function pageWindow(current: number, pages: number, radius = 2): (number | null)[] {
  const wanted = new Set<number>([1, pages]);
  for (let p = current - radius; p <= current + radius; p++) if (p >= 1 && p <= pages) wanted.add(p);
  const sorted = [...wanted].sort((a, b) => a - b);
  const out: (number | null)[] = [];
  for (const p of sorted) {
    const last = out[out.length - 1];
    if (typeof last === "number" && p - last > 1) out.push(p - last === 2 ? last + 1 : null);
    out.push(p);
  }
  return out;
}
