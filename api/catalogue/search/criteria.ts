import * as z from "zod";
import {
  COMMON_FILTER_LETTERS,
  CONDITIONS,
  GUIDE_DEFAULT_ORDER,
  PROXIMITY_CONDITIONS,
  SEARCH_BY,
  SEARCH_COLUMNS,
  SIMILAR_OPTIONS,
  SORT_KEYS,
  TEACHING_FILTER_LETTERS,
  TERM_TYPES,
  YEAR_COMPARISONS,
  type Condition,
  type FilterLetter,
  type SearchBy,
  type SearchOption,
  type SortKey,
  type TermType,
  type YearComparison,
} from "../../contract.ts";
import { GUIDE_CODES, GUIDES, type GuideCode } from "./guides.ts";

/**
 * The searches, declared once: which fields one can search by, the advanced rows and their
 * operators, which filters exist and which sorts. The HTTP edge parses requests with
 * `SearchQuerySchema`; the repository reads the resulting `SearchCriteria`.
 */
// The value lists are the contract's (the OPAC's forms use the same).
export { CONDITIONS, SEARCH_BY, SIMILAR_OPTIONS, SORT_KEYS, TEACHING_FILTER_LETTERS, TERM_TYPES, YEAR_COMPARISONS };
/** The archive tab's first option: the work's own name (its title fields). */
export const SEARCH_OPTIONS: readonly SearchOption[] = [...SEARCH_BY, ...SIMILAR_OPTIONS, "obra", "TODOS"];
/** Conditions that compare word positions: the two rows must search the same field. */
export const PROXIMITY: readonly Condition[] = PROXIMITY_CONDITIONS;
/** The letters every guide has; a guide's extra ones are TEACHING_FILTER_LETTERS. */
export const FILTER_LETTERS: readonly FilterLetter[] = COMMON_FILTER_LETTERS;
/** Only-with values (document 1 §9): C stored cover, O online access, A accessible. */
export const ONLY_WITH = ["C", "O", "A"] as const;
export const MAX_ROWS = 3;
/** AFT, BEF and PRO: the second term at most this many word positions from the first. */
export const PROXIMITY_WORDS = 5;
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
/** Year filter value for records without a publication year. */
export const NO_YEAR = 0;
/** Language filter value for records without a usable language code. */
export const NO_LANGUAGE = "und";

export interface TermRow {
  term: string;
  option: SearchOption;
  /** How this row joins the previous one; undefined on the first row. */
  condition?: Condition;
}

export interface SearchCriteria {
  guide: GuideCode;
  /** The general search's single term (websearch syntax), when `rows` is empty. */
  q: string;
  searchBy: SearchBy;
  /** The advanced (boolean) rows; empty for a plain search. */
  rows: TermRow[];
  termType: TermType;
  extra: {
    library?: number;
    workType?: number;
    year?: { comparison: YearComparison; from: number; to?: number };
    place?: string;
    language?: string;
    location?: number;
    /** bib_virtual S: only records with online access. */
    onlineOnly: boolean;
    physical?: string;
  };
  page: number;
  perPage: number;
  order: SortKey;
  filters: {
    B: number[];
    T: number[];
    Y: number[];
    X: (typeof ONLY_WITH)[number][];
    I: string[];
    K: string[];
    /** New acquisitions: courses and knowledge areas whose teaching plans list the record. */
    NA_C: number[];
    NA_A: number[];
  };
  /** The teaching-plan guide's choices, combined with AND (decision 019). */
  plan?: { course?: number; discipline?: number; teacher?: number; campus?: number };
  searchId?: string;
  /** Kids catalogue: one target-audience level (008/22), or every children's level when absent. */
  audience?: string;
  /** Accessibility tab, accessibleTitleSearch TA: only titles with an accessible version. */
  accessibleOnly?: boolean;
  /** The accessible search (api/catalogue/accessibility, decision 038): titles Z to A, document 1 §8. */
  titleDescending?: boolean;
  /** One entry per work among the hits (agrupar=1, decision 056). */
  group?: boolean;
  /** Only the editions of this work (chave_obra, decision 056). */
  workKey?: string;
}

const many = <T extends z.ZodTypeAny>(item: T) =>
  z
    .union([item, z.array(item)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]) as z.infer<T>[]);

const intParam = z.coerce.number().int().nonnegative().max(2_147_483_647);
const year = z.coerce.number().int().min(1000).max(9999);
const text = (max: number) =>
  z
    .string()
    .max(max)
    .optional()
    .transform((v) => v?.trim() || undefined);
const option = z.enum(SEARCH_OPTIONS as [SearchOption, ...SearchOption[]]);
const condition = z.enum(CONDITIONS);

/**
 * The spec's `search_tab` (document 1 §7) names the tab as `guia` does: taken as `guia` when that
 * is absent, refused when the two disagree (decision 037: a contradiction is never ignored silently).
 */
function searchTabAsGuide(input: SearchQuery): unknown {
  if (!input || typeof input !== "object") return input;
  const query = withColumnNames(input as Record<string, unknown>);
  if (!("search_tab" in query)) return query;
  return query.guia === undefined ? { ...query, guia: query.search_tab } : query;
}

/** The simple search's column codes (SEARCH_COLUMNS: 74, 59, 65, 66) as `for`, `for2`, `for3`, read as their fields. */
function withColumnNames(query: Record<string, unknown>): Record<string, unknown> {
  const named = (v: unknown) =>
    typeof v === "string" && Object.hasOwn(SEARCH_COLUMNS, v) ? SEARCH_COLUMNS[v as keyof typeof SEARCH_COLUMNS] : v;
  if (!["for", "for2", "for3"].some((name) => named(query[name]) !== query[name])) return query;
  return { ...query, for: named(query.for), for2: named(query.for2), for3: named(query.for3) };
}

const SearchQueryFields = z.object({
  guia: z.enum(GUIDE_CODES).optional().default("pesquisa_geral"),
  search_tab: z.enum(GUIDE_CODES).optional(),
  q: z.string().max(500).optional().default(""),
  for: option.optional().default("LIVRE"),
  q2: text(500),
  for2: option.optional(),
  condition: condition.optional(),
  q3: text(500),
  for3: option.optional(),
  condition2: condition.optional(),
  keyword_type: z.enum(TERM_TYPES).optional(),
  id_biblioteca: intParam.optional(),
  tipo_obra: intParam.optional(),
  comp_ano: z.enum(YEAR_COMPARISONS).optional(),
  ano: year.optional(),
  ano_final: year.optional(),
  local: text(200),
  idioma: z
    .string()
    .regex(/^[a-z]{3}$/)
    .optional(),
  local_interna: intParam.optional(),
  bib_virtual: z.enum(["S", "N"]).optional().default("N"),
  desc_fisica: text(200),
  page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
  perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(DEFAULT_PER_PAGE),
  order: z.enum(SORT_KEYS).optional(),
  B: many(intParam),
  T: many(intParam),
  Y: many(intParam),
  X: many(z.enum(ONLY_WITH)),
  I: many(z.string().regex(/^[a-z]{3}$/)),
  K: many(z.string().regex(/^[0-9A-Z]$/)),
  NA_C: many(intParam),
  NA_A: many(intParam),
  // The teaching-plan guide's CURSO, DISCIPLINA, PROFESSOR (tipo_termos 99) and campus.
  curso: intParam.optional(),
  disciplina: intParam.optional(),
  professor: intParam.optional(),
  campus: intParam.optional(),
  search_id: z.string().max(64).optional(),
  // Kids catalogue category (a 008/22 level; "*" all) and the accessibility tab's title filter.
  categoria: z.string().max(1).optional(),
  accessibleTitleSearch: z.enum(["TT", "TA"]).optional(),
  // Works and editions (decision 056): one entry per work among the hits, and one work's editions.
  agrupar: z.enum(["0", "1"]).optional().describe("1: one entry per work among the hits (not with a teaching plan)"),
  chave_obra: z.string().max(600).optional().describe("Only the hits of this work key (`obra.chave` of a result)"),
});

/**
 * What a caller of GET /consulta (and /consulta/filtros) sends: the OPAC builds a value of this
 * type (app/features/search/search-config.ts apiSearchQuery), so renaming a parameter here breaks
 * its type check.
 */
export type SearchQuery = z.input<typeof SearchQueryFields>;

export const SearchQuerySchema = z.preprocess(
  searchTabAsGuide,
  SearchQueryFields.superRefine((p, ctx) => {
    // A comparison needs its year, and "entre" a final year not before it (document 1 §5).
    if (p.comp_ano && p.ano === undefined) ctx.addIssue({ code: "custom", path: ["ano"] });
    if (p.comp_ano === "entre" && (p.ano_final === undefined || (p.ano !== undefined && p.ano_final < p.ano))) {
      ctx.addIssue({ code: "custom", path: ["ano_final"] });
    }
    if (p.q2 && !p.for2) ctx.addIssue({ code: "custom", path: ["for2"] });
    if (p.q3 && !p.for3) ctx.addIssue({ code: "custom", path: ["for3"] });
    // A guide that restricts its options (new acquisitions) takes only those; TODOS is its own.
    if (GUIDES[p.guia].authorities) ctx.addIssue({ code: "custom", path: ["guia"] });
    const allowed = GUIDES[p.guia].options;
    if (allowed ? !allowed.includes(p.for) : p.for === "TODOS") ctx.addIssue({ code: "custom", path: ["for"] });
    if (p.for2 === "TODOS") ctx.addIssue({ code: "custom", path: ["for2"] });
    if (p.for3 === "TODOS") ctx.addIssue({ code: "custom", path: ["for3"] });
    // Letters and choices of other guides are refused rather than silently ignored.
    for (const letter of TEACHING_FILTER_LETTERS) {
      if (p[letter].length && !GUIDES[p.guia].extraFilters?.includes(letter))
        ctx.addIssue({ code: "custom", path: [letter] });
    }
    if (!GUIDES[p.guia].teachingPlan) {
      for (const name of ["curso", "disciplina", "professor", "campus"] as const) {
        if (p[name] !== undefined) ctx.addIssue({ code: "custom", path: [name] });
      }
    }
    const audiences = GUIDES[p.guia].audiences;
    if (p.categoria !== undefined && !(audiences && (p.categoria === "*" || audiences.includes(p.categoria)))) {
      ctx.addIssue({ code: "custom", path: ["categoria"] });
    }
    if (p.accessibleTitleSearch !== undefined && !GUIDES[p.guia].accessibleTitles) {
      ctx.addIssue({ code: "custom", path: ["accessibleTitleSearch"] });
    }
    // AFT and BEF join rows 1 and 2 only (document 1 §2 "Other tab rules").
    if (p.condition2 === "AFT" || p.condition2 === "BEF") ctx.addIssue({ code: "custom", path: ["condition2"] });
    if (p.search_tab !== undefined && p.search_tab !== p.guia) ctx.addIssue({ code: "custom", path: ["search_tab"] });
  }).transform((p): SearchCriteria => {
    // TODOS lists the newest records: no term, whatever was typed.
    const q = p.for === "TODOS" ? "" : p.q.trim();
    const rows = p.for === "TODOS" ? [] : advancedRows(p);
    const hasTerm = Boolean(q) || rows.length > 0;
    return {
      guide: p.guia,
      q,
      searchBy: plainField(p.for),
      rows,
      termType: p.keyword_type ?? "P",
      extra: {
        library: p.id_biblioteca,
        workType: p.tipo_obra,
        year: p.comp_ano && p.ano !== undefined ? { comparison: p.comp_ano, from: p.ano, to: p.ano_final } : undefined,
        place: p.local,
        language: p.idioma,
        location: p.local_interna,
        onlineOnly: p.bib_virtual === "S",
        physical: p.desc_fisica,
      },
      page: p.page,
      perPage: p.perPage,
      // Relevance needs a term; browsing (empty term) lists in the tab's order: the newest first,
      // the spec's default sort, or the tab's own (GUIDE_DEFAULT_ORDER).
      order:
        (p.order === "relevancia" || p.order === undefined) && !hasTerm
          ? (GUIDE_DEFAULT_ORDER[p.guia] ?? "ano_desc")
          : (p.order ?? "relevancia"),
      filters: { B: p.B, T: p.T, Y: p.Y, X: p.X, I: p.I, K: p.K, NA_C: p.NA_C, NA_A: p.NA_A },
      plan: GUIDES[p.guia].teachingPlan
        ? { course: p.curso, discipline: p.disciplina, teacher: p.professor, campus: p.campus }
        : undefined,
      searchId: p.search_id,
      audience: p.categoria === "*" ? undefined : p.categoria,
      accessibleOnly: p.accessibleTitleSearch === "TA",
      // A teaching plan's answer lists how each record is in the plans: an edition's, not a work's.
      ...(p.agrupar === "1" && !GUIDES[p.guia].teachingPlan ? { group: true } : {}),
      ...(p.chave_obra ? { workKey: p.chave_obra } : {}),
    };
  }),
);

type ParsedQuery = {
  q: string;
  for: SearchOption;
  q2?: string;
  for2?: SearchOption;
  condition?: Condition;
  q3?: string;
  for3?: SearchOption;
  condition2?: Condition;
  keyword_type?: TermType;
};

/**
 * The boolean rows. A request is advanced when it names a term type, a second row or an option
 * the plain search does not have; a first row without a condition drops the later rows
 * (document 1 §2). AFT and BEF (and PRO) compare positions, so the second row searches the
 * first row's field.
 */
function advancedRows(p: ParsedQuery): TermRow[] {
  const q = p.q.trim();
  const advanced = p.keyword_type !== undefined || p.q2 !== undefined || !SEARCH_BY.includes(p.for as SearchBy);
  if (!advanced || !q) return [];
  const rows: TermRow[] = [{ term: q, option: p.for }];
  if (!p.condition || !p.q2 || !p.for2) return rows;
  rows.push({ term: p.q2, option: PROXIMITY.includes(p.condition) ? p.for : p.for2, condition: p.condition });
  if (p.condition === "AFT" || p.condition === "BEF") return rows;
  if (!p.condition2 || !p.q3 || !p.for3) return rows;
  rows.push({
    term: p.q3,
    option: PROXIMITY.includes(p.condition2) ? rows[1].option : p.for3,
    condition: p.condition2,
  });
  return rows;
}

function plainField(option: SearchOption): SearchBy {
  if (option === "obra") return "TITULO";
  if (option === "TODOS") return "LIVRE";
  return option.replace("_SIMILAR", "") as SearchBy;
}
