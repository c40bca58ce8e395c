/**
 * Prefilters (document 1 §3, §4, §5): an institution links to the catalogue with
 * `id_biblioteca`, `tipo_obra`, `cr` (and `id_colecao`) in the query to restrict every search to
 * its library, its type of work or works with online access. They are saved (here in a cookie)
 * and removed from the address; the searches then apply them until the reader removes them.
 *
 * Pergamum lists values with a trailing comma ("1,3,"); a single value works too. This
 * catalogue has no collections, so `id_colecao` is taken off the address and not applied
 * (docs/decisions/014-autocomplete-history-prefilters.md).
 */
import { ApiSearchQuery } from "../search/search-config.ts";

export interface Prefilters {
  /** Library ids: only records with copies there (the B filter). */
  libraries: string[];
  /** Work type codes (the T filter). */
  workTypes: string[];
  /** `cr`: only records with online access. */
  online: boolean;
}

export const PREFILTER_PARAMS = ["id_biblioteca", "tipo_obra", "cr", "id_colecao"] as const;

export const NO_PREFILTERS: Prefilters = { libraries: [], workTypes: [], online: false };

const MAX_VALUES = 30;
const LIBRARY = /^\d{1,9}$/;
const WORK_TYPE = /^\d{1,3}$/;

function list(values: string[], pattern: RegExp): string[] {
  const out = values
    .flatMap((v) => v.split(","))
    .map((v) => v.trim())
    .filter((v) => pattern.test(v))
    .map((v) => String(Number(v)));
  return [...new Set(out)].slice(0, MAX_VALUES);
}

const YES = new Set(["1", "s", "S", "sim", "true", "on", "y", "Y"]);

/**
 * Whether the address carries prefilters to save. A search submission (it has `q`) is not: the
 * advanced search's own library and work type fields have the same names.
 */
export function hasPrefilterParams(params: URLSearchParams): boolean {
  return !params.has("q") && PREFILTER_PARAMS.some((name) => params.has(name));
}

/** The prefilters the address asks for (they replace the saved ones), and the address without them. */
export function takePrefilterParams(url: URL): { prefilters: Prefilters; location: string } {
  const params = new URLSearchParams(url.searchParams);
  const prefilters: Prefilters = {
    libraries: list(params.getAll("id_biblioteca"), LIBRARY),
    workTypes: list(params.getAll("tipo_obra"), WORK_TYPE),
    online: params.getAll("cr").some((v) => YES.has(v.trim().replace(/,$/, ""))),
  };
  for (const name of PREFILTER_PARAMS) params.delete(name);
  const query = params.toString();
  return { prefilters, location: query ? `${url.pathname}?${query}` : url.pathname };
}

export function isEmpty(p: Prefilters): boolean {
  return p.libraries.length === 0 && p.workTypes.length === 0 && !p.online;
}

/** Reads a saved value, trusting nothing in it. */
export function decodePrefilters(raw: unknown): Prefilters {
  if (!raw || typeof raw !== "object") return NO_PREFILTERS;
  const value = raw as Record<string, unknown>;
  const strings = (v: unknown) => (Array.isArray(v) ? v.filter((x): x is string => typeof x === "string") : []);
  return {
    libraries: list(strings(value.libraries), LIBRARY),
    workTypes: list(strings(value.workTypes), WORK_TYPE),
    online: value.online === true,
  };
}

/** What a remove button names: "B:3", "T:1" or "cr". */
export type PrefilterRef = string;

export function prefilterRefs(p: Prefilters): PrefilterRef[] {
  return [
    ...p.libraries.map((id) => `B:${id}`),
    ...p.workTypes.map((code) => `T:${code}`),
    ...(p.online ? ["cr"] : []),
  ];
}

export function removePrefilter(p: Prefilters, ref: string): Prefilters {
  if (ref === "cr") return { ...p, online: false };
  const [letter, value] = ref.split(":");
  if (letter === "B") return { ...p, libraries: p.libraries.filter((v) => v !== value) };
  if (letter === "T") return { ...p, workTypes: p.workTypes.filter((v) => v !== value) };
  return p;
}

/**
 * Adds the prefilters to a query of GET /api/consulta (or /consulta/filtros). They restrict:
 * a letter the reader filtered too keeps only the values both allow, and when none is left the
 * code 0 (no library and no work type has it) makes the search find nothing, as it should.
 * Online access goes as `bib_virtual=S` (only records with online access).
 */
export function applyPrefilters(query: ApiSearchQuery, p: Prefilters): ApiSearchQuery;
export function applyPrefilters(query: URLSearchParams, p: Prefilters): URLSearchParams;
export function applyPrefilters(query: URLSearchParams, p: Prefilters): URLSearchParams {
  if (query instanceof ApiSearchQuery) {
    // The service's typed query: the same restriction, on its named parameters.
    const criteria = { ...query.criteria };
    for (const [letter, allowed] of [
      ["B", p.libraries],
      ["T", p.workTypes],
    ] as const) {
      if (allowed.length === 0) continue;
      delete criteria[letter];
      criteria[letter] = restricted(query.getAll(letter), allowed);
    }
    if (p.online) criteria.bib_virtual = "S";
    return new ApiSearchQuery(criteria);
  }
  const out = new URLSearchParams(query);
  const restrict = (letter: "B" | "T", allowed: string[]) => {
    if (allowed.length === 0) return;
    const kept = restricted(out.getAll(letter), allowed);
    out.delete(letter);
    for (const v of kept) out.append(letter, v);
  };
  restrict("B", p.libraries);
  restrict("T", p.workTypes);
  if (p.online) out.set("bib_virtual", "S");
  return out;
}

/** A letter's values under a prefilter: those both allow, else code 0 (which nothing has). */
function restricted(chosen: string[], allowed: string[]): string[] {
  const kept = chosen.length ? chosen.filter((v) => allowed.includes(v)) : allowed;
  return kept.length ? kept : ["0"];
}
