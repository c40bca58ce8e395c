/**
 * The general search, declared once (Blacklight's catalog configuration, in TypeScript): the URL
 * parameters, the "search by" fields, the sorts, the filter letters and their defaults. The loader,
 * the forms, the filter panel and every link read this module, so the URL query string is the
 * whole search state and is built in one place.
 *
 * The parameter names and values are public URL API (bookmarks, shared links): never rename them.
 * They follow the Pergamum calls (document 1 §2 and §9): q, for, filter letters B/T/Y/I.
 */
import {
  AUTHORITY_SEARCH_OPTIONS,
  CONDITIONS,
  PROXIMITY_CONDITIONS,
  SEARCH_BY,
  SEARCH_COLUMNS,
  SIMILAR_OPTIONS,
  TERM_TYPES,
  YEAR_COMPARISONS,
  type FilterLetter,
  type GuideCode as ServiceGuideCode,
  type SearchBy,
  type SortKey,
} from "../../../api/contract.ts";
import type { SearchQuery } from "../../../api/catalogue/search/criteria.ts";
import { tk } from "../../lib/i18n.ts";

/** The search tabs: the service's guides but the kids catalogue, which is its own page (features/kids). */
export type GuideCode = Exclude<ServiceGuideCode, "catalogos/kids">;

export interface GuideConfig {
  /** Term rows the tab allows (document 1 §2 "Other tab rules"). */
  maxRows: 1 | 3;
  /** The options of a row, in the order shown; the first row starts with `defaultField`. */
  fields: readonly string[];
  defaultField: string;
  /** The advanced tab's term type (P/E/I), extra panel and similar-words options. */
  advanced: boolean;
  /**
   * The option that lists without a term (new acquisitions' TODOS). The tab opens with it, so
   * choosing the tab runs that listing (document 1 §2 "runs for=TODOS on selection").
   */
  browseField?: string;
  /** The service lists the newest added first whatever the order, so no sort is offered. */
  newestFirst?: boolean;
  /** Searches authority records (GET /api/autoridade/pesquisa): headings, no filters or sort. */
  authorities?: boolean;
  /** The legislation tab's year comparison (URL comparacao, data_inicial, data_final). */
  yearComparison?: boolean;
  /** The teaching-plan tab: look-ups of campus, course, discipline and teacher instead of a term (decision 019). */
  teachingPlan?: boolean;
  /** The year comparison's legend on a tab other than normative acts (a locale key). */
  yearLegend?: string;
  /** The accessibility tab's title filter (accessibleTitleSearch: TT all titles, TA accessible ones). */
  accessibleTitles?: boolean;
}

const FIELDS = SEARCH_BY;
/** The authority types of document 1 §9 (the service's codes), after "all": the service's own list. */
const AUTHORITY_FIELDS = AUTHORITY_SEARCH_OPTIONS;

export const searchConfig = {
  /** The general search tab (pesquisa_geral, order 0) lives at the root. */
  path: "/",
  perPage: 20,
  /** Items per page the advanced panel offers. */
  perPageChoices: [10, 20, 50, 100],
  /** Deep pages are costly to rank and never useful to people; links stop here. */
  maxPage: 500,
  /** `mais`: the filter letters whose whole list is open (a view setting, not part of the search). */
  params: { term: "q", field: "for", page: "page", sort: "order", moreFilters: "mais" },
  fields: [
    { key: "LIVRE", label: tk("search.for.LIVRE") },
    { key: "TITULO", label: tk("search.for.TITULO") },
    { key: "AUTOR", label: tk("search.for.AUTOR") },
    { key: "ASSUNTO", label: tk("search.for.ASSUNTO") },
  ],
  defaultField: "LIVRE",
  guides: {
    pesquisa_geral: { maxRows: 1, fields: FIELDS, defaultField: "LIVRE", advanced: false },
    pesquisa_avancada: { maxRows: 3, fields: FIELDS, defaultField: "TITULO", advanced: true },
    e_books: { maxRows: 1, fields: FIELDS, defaultField: "LIVRE", advanced: false },
    arquivo: { maxRows: 3, fields: ["obra", ...FIELDS], defaultField: "obra", advanced: false },
    // No option preselected on the first row (document 1 §2 "Other tab rules").
    atos_normativos: { maxRows: 3, fields: FIELDS, defaultField: "", advanced: false, yearComparison: true },
    // Case law: normative acts' rows and year comparison, on the law reports.
    jurisprudencia: {
      maxRows: 3,
      fields: FIELDS,
      defaultField: "",
      advanced: false,
      yearComparison: true,
      yearLegend: tk("kids.caseLaw.yearLegend"),
    },
    autoridades: {
      maxRows: 1,
      fields: AUTHORITY_FIELDS,
      defaultField: "AUTORIDADE_TODOS",
      advanced: false,
      authorities: true,
    },
    acessibilidade: {
      maxRows: 1,
      fields: ["TITULO", "LIVRE", "AUTOR", "ASSUNTO"],
      defaultField: "TITULO",
      advanced: false,
      accessibleTitles: true,
    },
    novas_aquisicoes: {
      maxRows: 1,
      fields: ["TITULO", "ASSUNTO", "AUTOR", "TODOS"],
      defaultField: "TITULO",
      advanced: false,
      browseField: "TODOS",
      newestFirst: true,
    },
    // No term: the look-ups are the search (tipo_termos 99, CURSO AND DISCIPLINA AND PROFESSOR).
    plano_ensino: { maxRows: 1, fields: [], defaultField: "", advanced: false, teachingPlan: true },
    multimeios: { maxRows: 1, fields: FIELDS, defaultField: "LIVRE", advanced: false },
  } satisfies Record<GuideCode, GuideConfig>,
  /** Offered by the advanced tab when the institution enables them (habilita_pesquisa_similar). */
  similarFields: SIMILAR_OPTIONS,
  conditions: CONDITIONS,
  /** Conditions comparing word positions: the row searches the previous row's field. */
  proximity: PROXIMITY_CONDITIONS,
  termTypes: TERM_TYPES,
  yearComparisons: YEAR_COMPARISONS,
  sorts: [
    { key: "relevancia", label: tk("search.sort.relevancia") },
    { key: "titulo", label: tk("search.sort.titulo") },
    { key: "autor", label: tk("search.sort.autor") },
    { key: "ano_desc", label: tk("search.sort.ano_desc") },
    { key: "ano_asc", label: tk("search.sort.ano_asc") },
  ],
  /**
   * With a term the service ranks by relevance; without one (a tab's listing) it takes the tab's
   * own order (GUIDE_DEFAULT_ORDER in the contract: the newest first, the archive by title…).
   */
  defaultSort: "relevancia",
  /** Filter panel order. `pattern` whitelists values taken from the URL (after `upper` or lower casing). */
  filters: [
    { letter: "B", label: tk("search.filters.B"), pattern: /^\d{1,9}$/, upper: false },
    { letter: "T", label: tk("search.filters.T"), pattern: /^\d{1,3}$/, upper: false },
    // "0" is the service's "no date" bucket.
    { letter: "Y", label: tk("search.filters.Y"), pattern: /^\d{1,4}$/, upper: false },
    // Only with: C cover, O online, A accessible.
    { letter: "X", label: tk("search.filters.X"), pattern: /^[COA]$/, upper: true },
    { letter: "I", label: tk("search.filters.I"), pattern: /^[a-z]{2,3}$/, upper: false },
    // A Dewey/UDC main class digit or a Library of Congress class letter.
    { letter: "K", label: tk("search.filters.K"), pattern: /^[0-9A-Z]$/, upper: true },
    // New acquisitions only: courses and knowledge areas of the teaching plans (decision 019).
    {
      letter: "NA_C",
      label: tk("teaching.filters.NA_C"),
      pattern: /^\d{1,9}$/,
      upper: false,
      guide: "novas_aquisicoes",
    },
    {
      letter: "NA_A",
      label: tk("teaching.filters.NA_A"),
      pattern: /^\d{1,9}$/,
      upper: false,
      guide: "novas_aquisicoes",
    },
  ],
  /** More values of one letter than anyone ticks; bounds the query the service gets. */
  maxValuesPerFilter: 30,
  /**
   * Values of a letter listed before "show all" (Blacklight's facet limit): a list of a hundred
   * years is a long page to scroll or hear on a phone; applied values are always listed.
   */
  filterValuesShown: 10,
} as const satisfies {
  fields: readonly { key: SearchBy; label: string }[];
  defaultField: SearchBy;
  sorts: readonly { key: SortKey; label: string }[];
  defaultSort: SortKey;
  filters: readonly { letter: FilterLetter; label: string; pattern: RegExp; upper: boolean; guide?: GuideCode }[];
  [key: string]: unknown;
};

/** The advanced panel's parameters (names as the service takes them) and what each accepts. */
export const EXTRA_PARAMS = {
  id_biblioteca: /^\d{1,9}$/,
  tipo_obra: /^\d{1,3}$/,
  comp_ano: new RegExp(`^(${YEAR_COMPARISONS.join("|")})$`),
  // Kept as typed (bounded) so a wrong year is answered with a message, not dropped.
  ano: /^.{1,12}$/,
  ano_final: /^.{1,12}$/,
  local: /^.{1,200}$/,
  idioma: /^[a-z]{3}$/,
  local_interna: /^\d{1,9}$/,
  bib_virtual: /^[SN]$/,
  desc_fisica: /^.{1,200}$/,
} as const;
export type ExtraParam = keyof typeof EXTRA_PARAMS;
/** The legislation tab's names (document 1 §2 "query parameters read on load") for the year comparison. */
const YEAR_COMPARISON_PARAMS = { comp_ano: "comparacao", ano: "data_inicial", ano_final: "data_final" } as const;
export const EXTRA_KEYS = Object.keys(EXTRA_PARAMS) as ExtraParam[];

export const FILTER_LETTERS = searchConfig.filters.map((f) => f.letter) as FilterLetter[];
/** The service's year code for records without a year (document 1 §5: labelled "no date"). */
export const NO_DATE_YEAR = "0";

export type Filters = Record<FilterLetter, string[]>;

/** Rows 2 and 3 of a tab with several rows: the term, its option and how it joins the row before. */
export interface RowState {
  q: string;
  field: string;
  condition: string;
}

export interface SearchState {
  guide: GuideCode;
  /** null: no search submitted yet (the landing form); "": submitted blank (an error). */
  q: string | null;
  /** The landing form's term offered from the patron's last search of this browser session (decision 064). */
  resume?: string;
  /** The first row's option; "" when a tab with rows got none or an unknown one (an error). */
  field: string;
  rows: RowState[];
  /** keyword_type as given (advanced tab); null when absent. */
  termType: string | null;
  extra: Partial<Record<ExtraParam, string>>;
  perPage: number;
  page: number;
  sort: SortKey;
  filters: Filters;
  /** The mobile layout's view, kept across tabs (document 1 §2). */
  mobileView: string | null;
  /** The teaching-plan tab's choices (codes as in the URL); absent on the other tabs. */
  plan?: PlanState;
  /** Accessibility tab: TT every title (default), TA only titles with an accessible version. */
  titleFilter?: TitleFilter;
  /** One entry per work among the hits (agrupar=1, decision 056); absent: each edition. */
  group?: true;
  /** Only the hits of one work (chave_obra): the editions a grouped entry opens. */
  work?: string;
}

/** Grouped results' parameters, the service's own names (decision 056). */
export const GROUP_PARAM = "agrupar";
export const WORK_PARAM = "chave_obra";

/** Query parameters of the teaching-plan tab read on load (document 1 §2), in this order. */
export const PLAN_PARAMS = ["campus", "curso", "disciplina", "professor", "biblioteca"] as const;
export type PlanParam = (typeof PLAN_PARAMS)[number];
export type PlanState = Partial<Record<PlanParam, string>>;
/** The choices of which one is needed (document 1 §5): course, discipline or teacher. */
export const PLAN_REQUIRED: readonly PlanParam[] = ["curso", "disciplina", "professor"];

export const TITLE_FILTERS = ["TT", "TA"] as const;
export type TitleFilter = (typeof TITLE_FILTERS)[number];
/** The accessibility tab's title filter parameter (document 1 §9 /accessibility/search). */
const TITLE_FILTER_PARAM = "accessibleTitleSearch";

/** The kids catalogue's tab (document 1 §2): a page of its own, not a `/{guia}` search tab. */
export const KIDS_GUIDE = "catalogos/kids";
export const KIDS_PATH = "/catalogos/kids";

export function emptyFilters(): Filters {
  return { B: [], T: [], Y: [], X: [], I: [], K: [], NA_C: [], NA_A: [] };
}

export function isGuideCode(value: string): value is GuideCode {
  return Object.hasOwn(searchConfig.guides, value);
}

export function guidePath(guide: GuideCode): string {
  return guide === "pesquisa_geral" ? searchConfig.path : `/${guide}`;
}

/**
 * Where a tab's link and the mobile selector lead: the tab's path, opening its listing when it
 * has one (new acquisitions: for=TODOS), keeping mobileView.
 */
export function guideEntryHref(guide: GuideCode, mobileView: string | null = null): string {
  const config: GuideConfig = searchConfig.guides[guide];
  const params = new URLSearchParams();
  if (config.browseField) {
    params.set(searchConfig.params.term, "");
    params.set(searchConfig.params.field, config.browseField);
  }
  if (mobileView) params.set("mobileView", mobileView);
  return params.size ? `${guidePath(guide)}?${params}` : guidePath(guide);
}

/** A tab's link whatever the tab: a search tab's entry, or the kids catalogue's own page. */
export function tabHref(code: string, mobileView: string | null = null): string | undefined {
  if (isGuideCode(code)) return guideEntryHref(code, mobileView);
  if (code !== KIDS_GUIDE) return undefined;
  return mobileView ? `${KIDS_PATH}?${new URLSearchParams({ mobileView })}` : KIDS_PATH;
}

/**
 * The legislation and case-law tabs read `cod_tipo_obra` on load (document 1 §2): the work type
 * it names is applied as the T filter, so the address preselects it and the search is narrowed.
 */
const WORK_TYPE_PARAM = "cod_tipo_obra";

function isSort(value: string | null): value is SortKey {
  return searchConfig.sorts.some((s) => s.key === value);
}

function matchField(guide: GuideCode, raw: string | null, similar = true): string | undefined {
  if (raw === null) return undefined;
  // Pergamum's simple-search column codes (74, 59, 65, 66) name the fields.
  const column = raw.trim();
  if (Object.hasOwn(SEARCH_COLUMNS, column)) raw = SEARCH_COLUMNS[column as keyof typeof SEARCH_COLUMNS];
  const options: readonly string[] = [
    ...searchConfig.guides[guide].fields,
    ...(searchConfig.guides[guide].advanced && similar ? searchConfig.similarFields : []),
  ];
  return options.find((o) => o.toLowerCase() === raw.trim().toLowerCase());
}

const clean = (value: string) => value.trim().replace(/\s+/g, " ");

/** Reads the search state of a tab from a query string, dropping anything not in the configuration. */
export function parseSearchState(params: URLSearchParams, guide: GuideCode = "pesquisa_geral"): SearchState {
  const { term, field, page, sort } = searchConfig.params;
  const config = searchConfig.guides[guide];
  const rawQ = params.get(term);
  const rawPage = Number(params.get(page));
  const rawSort = params.get(sort);
  const filters = emptyFilters();
  for (const filter of searchConfig.filters) {
    const { letter, pattern, upper } = filter;
    if ("guide" in filter && filter.guide !== guide) continue;
    const values = params
      .getAll(letter)
      .map((v) => (upper ? v.trim().toUpperCase() : v.trim().toLowerCase()))
      .filter((v) => pattern.test(v));
    filters[letter] = [...new Set(values)].slice(0, searchConfig.maxValuesPerFilter);
  }
  const workType = params.get(WORK_TYPE_PARAM)?.trim();
  if ("yearComparison" in config && workType && /^\d{1,3}$/.test(workType) && !filters.T.includes(workType)) {
    filters.T = [...filters.T, workType].slice(0, searchConfig.maxValuesPerFilter);
  }
  let q = rawQ === null ? null : clean(rawQ);
  let plan: PlanState | undefined;
  if ("teachingPlan" in config) {
    plan = {};
    for (const name of PLAN_PARAMS) {
      const value = params.get(name)?.trim();
      if (value && /^\d{1,9}$/.test(value)) plan[name] = value;
    }
    // Submitted (the search button), or opened with a course, discipline or teacher: a search.
    q = params.has("pesquisar") || PLAN_REQUIRED.some((name) => plan![name]) ? "" : null;
  }
  // One-row tabs fall back to their default option; tabs with rows say the option is missing.
  const first = matchField(guide, params.get(field)) ?? (config.maxRows === 1 || q === null ? config.defaultField : "");
  // The listing option has no term: choosing it is the search.
  if ("browseField" in config && first === config.browseField) q = "";
  const rows: RowState[] = [];
  if (config.maxRows > 1) {
    for (const n of [2, 3]) {
      const rawRowQ = params.get(`q${n}`);
      if (rawRowQ === null) break;
      const rawCondition = params.get(n === 2 ? "condition" : "condition2") ?? "";
      const condition = (searchConfig.conditions as readonly string[]).includes(rawCondition) ? rawCondition : "";
      // A row without a condition ends the rows (the first condition "none" clears the later rows);
      // AFT and BEF only join rows 1 and 2.
      if (!condition || (n === 3 && (condition === "AFT" || condition === "BEF"))) break;
      const previous = n === 2 ? first : rows[0].field;
      const proximity = (searchConfig.proximity as readonly string[]).includes(condition);
      rows.push({
        q: clean(rawRowQ),
        field: proximity ? previous : (matchField(guide, params.get(`for${n}`)) ?? ""),
        condition,
      });
      if (condition === "AFT" || condition === "BEF") break;
    }
  }
  const extra: SearchState["extra"] = {};
  if ("yearComparison" in config) {
    for (const [key, name] of Object.entries(YEAR_COMPARISON_PARAMS) as [
      keyof typeof YEAR_COMPARISON_PARAMS,
      string,
    ][]) {
      const value = params.get(name)?.trim();
      if (value && EXTRA_PARAMS[key].test(value)) extra[key] = value;
    }
  }
  if (config.advanced) {
    for (const key of EXTRA_KEYS) {
      const value = params.get(key)?.trim();
      if (value && EXTRA_PARAMS[key].test(value)) extra[key] = value;
    }
  }
  const rawPerPage = Number(params.get("perPage"));
  const rawMobile = params.get("mobileView");
  const rawTitleFilter = params.get(TITLE_FILTER_PARAM);
  // Not on the teaching plan, whose results say how each edition is in the plans.
  const groupable = !("teachingPlan" in config);
  const work = params.get(WORK_PARAM)?.trim().slice(0, 600);
  return {
    ...(groupable && params.get(GROUP_PARAM) === "1" ? { group: true as const } : {}),
    ...(groupable && work ? { work } : {}),
    ...("accessibleTitles" in config
      ? { titleFilter: TITLE_FILTERS.find((f) => f === rawTitleFilter?.trim().toUpperCase()) ?? "TT" }
      : {}),
    guide,
    q,
    field: first,
    rows,
    termType: config.advanced ? (params.get("keyword_type") ?? (q === null ? "P" : null)) : null,
    extra,
    perPage:
      config.advanced && (searchConfig.perPageChoices as readonly number[]).includes(rawPerPage)
        ? rawPerPage
        : searchConfig.perPage,
    page: Number.isInteger(rawPage) && rawPage >= 1 ? Math.min(rawPage, searchConfig.maxPage) : 1,
    sort: isSort(rawSort) ? rawSort : searchConfig.defaultSort,
    filters,
    mobileView: rawMobile && /^[a-z_]{1,30}$/.test(rawMobile) ? rawMobile : null,
    ...(plan ? { plan } : {}),
  };
}

/** A tab's landing state: one empty row with the tab's first option, term type P. */
export function initialState(guide: GuideCode, mobileView: string | null = null): SearchState {
  return { ...parseSearchState(new URLSearchParams(), guide), mobileView };
}

/**
 * The canonical query string of a state. Defaults are left out (page 1, default sort) so equal
 * states give equal URLs; the term and field always stay, so a results URL is self-describing.
 */
export function toSearchParams(state: SearchState): URLSearchParams {
  const { term, field, page, sort } = searchConfig.params;
  const params = new URLSearchParams();
  if (state.plan) {
    for (const name of PLAN_PARAMS) if (state.plan[name]) params.set(name, state.plan[name]!);
  } else if (state.q !== null) {
    params.set(term, state.q);
    params.set(field, state.field);
    state.rows.forEach((row, index) => {
      const n = index + 2;
      params.set(n === 2 ? "condition" : "condition2", row.condition);
      params.set(`q${n}`, row.q);
      params.set(`for${n}`, row.field);
    });
    if (state.termType !== null) params.set("keyword_type", state.termType);
    if (state.titleFilter) params.set(TITLE_FILTER_PARAM, state.titleFilter);
    const names: Partial<Record<ExtraParam, string>> =
      "yearComparison" in searchConfig.guides[state.guide] ? YEAR_COMPARISON_PARAMS : {};
    for (const key of EXTRA_KEYS) {
      const value = state.extra[key];
      if (value !== undefined) params.set(names[key] ?? key, value);
    }
    if (state.group) params.set(GROUP_PARAM, "1");
    if (state.work) params.set(WORK_PARAM, state.work);
  }
  if (state.perPage !== searchConfig.perPage) params.set("perPage", String(state.perPage));
  if (state.sort !== searchConfig.defaultSort) params.set(sort, state.sort);
  if (state.page > 1) params.set(page, String(state.page));
  for (const letter of FILTER_LETTERS) {
    for (const value of state.filters[letter]) params.append(letter, value);
  }
  if (state.mobileView) params.set("mobileView", state.mobileView);
  return params;
}

export function searchHref(state: SearchState): string {
  const query = toSearchParams(state).toString();
  const path = guidePath(state.guide);
  return query ? `${path}?${query}` : path;
}

/** The letters whose whole list of values the reader opened (`mais`), from a query string. */
export function parseOpenFilters(params: URLSearchParams): FilterLetter[] {
  const letters = params.getAll(searchConfig.params.moreFilters).map((v) => v.trim().toUpperCase());
  return FILTER_LETTERS.filter((letter) => letters.includes(letter));
}

/** The results page with these letters' lists open, scrolled to `letter`'s group. */
export function openFiltersHref(state: SearchState, open: readonly FilterLetter[], letter: FilterLetter): string {
  const params = toSearchParams(state);
  for (const l of open) params.append(searchConfig.params.moreFilters, l);
  return `${guidePath(state.guide)}?${params}#${filterGroupId(letter)}`;
}

export function filterGroupId(letter: FilterLetter): string {
  return `filtro-${letter}`;
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

/** The same search grouped by work, or each edition again (decision 056), from its first page. */
export function toggledGroup(state: SearchState): SearchState {
  const { group: _, work: __, ...rest } = state;
  return { ...rest, ...(state.group ? {} : { group: true as const }), page: 1 };
}

export function groupToggleHref(state: SearchState): string {
  return searchHref(toggledGroup(state));
}

/** A grouped entry's editions among the hits: the same search, each edition, of that work only. */
export function editionsHref(state: SearchState, work: string): string {
  const { group: _, ...rest } = state;
  return searchHref({ ...rest, work, page: 1 });
}

/** From a work's editions back to the grouped results. */
export function allWorksHref(state: SearchState): string {
  const { work: _, ...rest } = state;
  return searchHref({ ...rest, group: true, page: 1 });
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
    mobileView: state.mobileView,
  });
  return [...params.entries()];
}

/**
 * The query of GET /api/consulta as the service declares it (SearchQuery, the input of its
 * SearchQuerySchema): the OPAC sends exactly this value, so a parameter renamed on one side breaks
 * the other's type check. It reads as the address's parameters too.
 */
export class ApiSearchQuery extends URLSearchParams {
  constructor(readonly criteria: SearchQuery) {
    super();
    for (const [name, value] of Object.entries(criteria)) {
      for (const v of Array.isArray(value) ? value : [value]) if (v !== undefined) this.append(name, String(v));
    }
  }
}

/** The advanced panel's parameters are the service's own names (a renamed one fails here). */
type ExtraQuery = { [K in keyof Pick<SearchQuery, ExtraParam>]?: string };

/** Query of GET /api/consulta (and, without page/perPage, of /api/consulta/filtros). */
export function apiSearchQuery(state: SearchState, { paged = true } = {}): ApiSearchQuery {
  // The values are the URL's, checked by the service (a wrong one is its 400, shown as such).
  const query: SearchQuery = {};
  if (state.guide !== "pesquisa_geral") query.guia = state.guide;
  if (state.plan) {
    // The teaching plan has no term: course, discipline, teacher and campus, and the library's copies.
    for (const name of ["curso", "disciplina", "professor", "campus"] as const) {
      if (state.plan[name]) query[name] = state.plan[name];
    }
    if (state.plan.biblioteca) query.id_biblioteca = state.plan.biblioteca;
  } else {
    query.q = state.q ?? "";
    query.for = state.field as SearchQuery["for"];
  }
  state.rows.forEach((row, index) => {
    const field = row.field as SearchQuery["for2"];
    const condition = row.condition as SearchQuery["condition"];
    if (index === 0) Object.assign(query, { condition, q2: row.q, for2: field } satisfies SearchQuery);
    else Object.assign(query, { condition2: condition, q3: row.q, for3: field } satisfies SearchQuery);
  });
  if (state.termType !== null) query.keyword_type = state.termType as SearchQuery["keyword_type"];
  if (state.titleFilter) query.accessibleTitleSearch = state.titleFilter;
  const extra: ExtraQuery = {};
  for (const key of EXTRA_KEYS) {
    const value = state.extra[key];
    // A comparison's years go only with the comparison; bib_virtual N is the service's default.
    if (value === undefined || (key === "bib_virtual" && value === "N")) continue;
    if ((key === "ano" || key === "ano_final") && !state.extra.comp_ano) continue;
    if (key === "ano_final" && state.extra.comp_ano !== "entre") continue;
    extra[key] = value;
  }
  Object.assign(query, extra);
  if (state.group) query.agrupar = "1";
  if (state.work) query.chave_obra = state.work;
  query.order = state.sort;
  if (paged) {
    query.page = String(state.page);
    query.perPage = String(state.perPage);
  }
  const filters: { [L in FilterLetter & keyof SearchQuery]?: string[] } = {};
  for (const letter of FILTER_LETTERS) {
    if (state.filters[letter].length) filters[letter] = state.filters[letter];
  }
  return new ApiSearchQuery(Object.assign(query, filters));
}

export function pageCount(total: number, perPage: number = searchConfig.perPage): number {
  return Math.min(Math.max(1, Math.ceil(total / perPage)), searchConfig.maxPage);
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

/** Whether another row may be added: below the tab's limit and not after AFT/BEF (they lock the later rows). */
export function canAddRow(state: SearchState): boolean {
  const last = state.rows[state.rows.length - 1];
  return (
    1 + state.rows.length < searchConfig.guides[state.guide].maxRows &&
    !(last && (last.condition === "AFT" || last.condition === "BEF"))
  );
}

/**
 * The add and remove buttons of the rows (submit buttons named `acao`, so they work without
 * JavaScript): "adicionar" adds a row joined with AND searching LIVRE; "remover-N" removes row N;
 * "limpar" (the term's clear button) gives the tab's empty form.
 */
export function applyRowAction(state: SearchState, action: string): SearchState {
  if (action === "limpar") return initialState(state.guide, state.mobileView);
  const base = { ...state, q: state.q ?? "", page: 1 };
  if (action === "adicionar" && canAddRow(state)) {
    return { ...base, rows: [...state.rows, { q: "", field: "LIVRE", condition: "AND" }] };
  }
  const remove = /^remover-([23])$/.exec(action);
  if (remove) return { ...base, rows: state.rows.filter((_, index) => index + 2 !== Number(remove[1])) };
  return base;
}
