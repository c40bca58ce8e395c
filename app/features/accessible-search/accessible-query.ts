/**
 * The accessible search's state (decision 038): everything is in the address, so each step is a
 * page that works without JS and can be bookmarked. q: the title words; titulos: TT (every title)
 * or TA (only those with an accessible version); pagina; biblioteca and tipo_obra: the filters.
 */
import * as z from "zod";

import { tk } from "../../lib/i18n.ts";

export const BASE = "/pesquisa_acessibilidade";
export const MAX_TERM = 500;

/** The start form (GET to pre-resultado): one field and one choice. */
export const StartSchema = z.object({
  q: z
    .string({ error: tk("accSearch.errors.required") })
    .trim()
    .min(1, { error: tk("accSearch.errors.required") })
    .max(MAX_TERM, { error: tk("accSearch.errors.tooLong") }),
  titulos: z.enum(["TT", "TA"], { error: tk("accSearch.errors.titles") }).default("TT"),
});
export const START_FIELDS = { q: "acc-q", titulos: "acc-titulos-TT" };

const optionalId = z
  .string()
  .regex(/^\d{1,9}$/)
  .transform(Number)
  .optional()
  .catch(undefined);

/**
 * The filters form (GET to resultados): the start's term and titles carried on, one library and
 * one work type or any (""). A bad filter value reads as absent rather than failing.
 */
export const FiltersSchema = StartSchema.extend({ biblioteca: optionalId, tipo_obra: optionalId });
export const FILTER_PARAMS = { B: "biblioteca", T: "tipo_obra" } as const;

/** The state after the start: the filters, and a bad page reads as absent rather than failing. */
const StateSchema = FiltersSchema.pick({ biblioteca: true, tipo_obra: true }).extend({
  pagina: z
    .string()
    .regex(/^\d{1,4}$/)
    .transform(Number)
    .refine((n) => n >= 1)
    .optional()
    .catch(undefined),
});

export interface SearchState {
  q: string;
  titulos: "TT" | "TA";
  pagina: number;
  biblioteca?: number;
  tipo_obra?: number;
}

/** The query string's state, or null when the term is missing or invalid (the start form shows why). */
export function readState(params: URLSearchParams): SearchState | null {
  const start = StartSchema.safeParse({ q: params.get("q") ?? undefined, titulos: params.get("titulos") ?? undefined });
  if (!start.success) return null;
  const rest = StateSchema.parse({
    pagina: params.get("pagina") ?? undefined,
    biblioteca: params.get("biblioteca") ?? undefined,
    tipo_obra: params.get("tipo_obra") ?? undefined,
  });
  return { ...start.data, pagina: rest.pagina ?? 1, biblioteca: rest.biblioteca, tipo_obra: rest.tipo_obra };
}

/** The query string of a state (only what differs from the defaults). */
export function stateQuery(state: SearchState, change: Partial<SearchState> = {}): string {
  const s = { ...state, ...change };
  const params = new URLSearchParams({ q: s.q, titulos: s.titulos });
  if (s.pagina > 1) params.set("pagina", String(s.pagina));
  if (s.biblioteca !== undefined) params.set("biblioteca", String(s.biblioteca));
  if (s.tipo_obra !== undefined) params.set("tipo_obra", String(s.tipo_obra));
  return `?${params}`;
}

export const stepHref = (step: string, state: SearchState, change?: Partial<SearchState>) =>
  `${BASE}/${step}${stateQuery(state, change)}`;

/** The service's parameters for a state. */
export function serviceQuery(state: SearchState) {
  return {
    search_text: state.q,
    accessibleTitleSearch: state.titulos,
    page: state.pagina,
    B: state.biblioteca,
    T: state.tipo_obra,
  };
}

/** Pages of ten: how many there are for a total. */
export const pageCount = (total: number, perPage = 10) => Math.max(1, Math.ceil(total / perPage));
