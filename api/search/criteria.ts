import { z } from "zod";
import type { FilterLetter, SearchBy, SortKey } from "../contract.ts";

/**
 * The general search, declared once: which fields one can search by, which filters exist and
 * which sorts. The HTTP edge parses requests with `SearchQuerySchema`; the repository reads the
 * resulting `SearchCriteria`.
 */
export const SEARCH_BY: readonly SearchBy[] = ["LIVRE", "TITULO", "AUTOR", "ASSUNTO"];
export const SORT_KEYS: readonly SortKey[] = ["relevancia", "titulo", "autor", "ano_desc", "ano_asc"];
export const FILTER_LETTERS: readonly FilterLetter[] = ["B", "T", "Y", "I"];
export const DEFAULT_PER_PAGE = 20;
export const MAX_PER_PAGE = 100;
/** Year filter value for records without a publication year. */
export const NO_YEAR = 0;
/** Language filter value for records without a usable language code. */
export const NO_LANGUAGE = "und";

export interface SearchCriteria {
  q: string;
  searchBy: SearchBy;
  page: number;
  perPage: number;
  order: SortKey;
  filters: {
    B: number[];
    T: number[];
    Y: number[];
    I: string[];
  };
  searchId?: string;
}

const many = <T extends z.ZodTypeAny>(item: T) =>
  z
    .union([item, z.array(item)])
    .optional()
    .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]) as z.infer<T>[]);

const intParam = z.coerce.number().int().nonnegative().max(2_147_483_647);

export const SearchQuerySchema = z
  .object({
    q: z.string().max(500).optional().default(""),
    for: z.enum(SEARCH_BY as [SearchBy, ...SearchBy[]]).optional().default("LIVRE"),
    page: z.coerce.number().int().min(1).max(10_000).optional().default(1),
    perPage: z.coerce.number().int().min(1).max(MAX_PER_PAGE).optional().default(DEFAULT_PER_PAGE),
    order: z.enum(SORT_KEYS as [SortKey, ...SortKey[]]).optional(),
    B: many(intParam),
    T: many(intParam),
    Y: many(intParam),
    I: many(z.string().regex(/^[a-z]{3}$/)),
    search_id: z.string().max(64).optional(),
  })
  .transform(
    (p): SearchCriteria => ({
      q: p.q.trim(),
      searchBy: p.for,
      page: p.page,
      perPage: p.perPage,
      // Relevance needs a term; browsing (empty term) lists the newest first, the spec's default sort.
      order: p.order === "relevancia" && !p.q.trim() ? "ano_desc" : (p.order ?? (p.q.trim() ? "relevancia" : "ano_desc")),
      filters: { B: p.B, T: p.T, Y: p.Y, I: p.I },
      searchId: p.search_id,
    }),
  );
