/**
 * GET /consulta/auto-complete (document 1 §5, §7): suggestions for the search term field.
 * `searchBy` takes the options of the form and Pergamum's index names: INDICE_1 is TITULO,
 * INDICE_3 AUTOR, INDICE_2 ASSUNTO; LIVRE suggests from all three.
 */
import * as z from "zod";
import { AUTOCOMPLETE_SEARCH_BY, type Suggestion, type SuggestionType } from "./search.calls.ts";
import type { ReadDb } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import {
  findSimilarSuggestions,
  findSuggestions,
  limitStatementTime,
  suggestionKey,
  type SuggestionKind,
} from "./autocomplete.repository.ts";

/** The import adds a record's headings to the suggestions in the transaction that writes the record. */
export { addSuggestions } from "./autocomplete.repository.ts";

export { AUTOCOMPLETE_SEARCH_BY };
export type AutocompleteSearchBy = (typeof AUTOCOMPLETE_SEARCH_BY)[number];
// The answer's shape is part of the contract the OPAC's client reads.
export type { Suggestion, SuggestionType } from "./search.calls.ts";

export const DEFAULT_SUGGESTIONS = 10;
export const MAX_SUGGESTIONS = 20;
export const MAX_TERM_LENGTH = 200;

const KINDS: Record<AutocompleteSearchBy, SuggestionKind[]> = {
  TITULO: ["T"],
  INDICE_1: ["T"],
  AUTOR: ["A"],
  INDICE_3: ["A"],
  ASSUNTO: ["S"],
  INDICE_2: ["S"],
  LIVRE: ["T", "A", "S"],
};

const TYPE: Record<SuggestionKind, SuggestionType> = { T: "TITULO", A: "AUTOR", S: "ASSUNTO" };

export interface AutocompleteQuery {
  term: string;
  searchBy: AutocompleteSearchBy;
  limit: number;
}

const invalid = (name: string, key: string) => new ApiError(400, "invalid_parameter", key, { name });

/** Reads the query; a refusal is a 400 whose message says what to send. */
export function parseAutocompleteQuery(query: Record<string, string | undefined>): AutocompleteQuery {
  const term = (query.term ?? "").trim();
  if (!term) throw invalid("term", "autocomplete.termRequired");
  if (term.length > MAX_TERM_LENGTH) throw invalid("term", "autocomplete.termTooLong");
  const searchBy = (query.searchBy ?? "").trim().toUpperCase();
  if (!(AUTOCOMPLETE_SEARCH_BY as readonly string[]).includes(searchBy)) {
    throw invalid("searchBy", "autocomplete.searchByInvalid");
  }
  const limit = z.coerce
    .number()
    .int()
    .min(1)
    .max(MAX_SUGGESTIONS)
    .safeParse(query.limit ?? DEFAULT_SUGGESTIONS);
  if (!limit.success) throw new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name: "limit" });
  return { term, searchBy: searchBy as AutocompleteSearchBy, limit: limit.data };
}

/** Misspellings are looked for only in words this long, and for at most this long. */
const FUZZY_MIN_LENGTH = 4;
const FUZZY_BUDGET_MS = 150;

export async function autocomplete(db: ReadDb, query: AutocompleteQuery): Promise<Suggestion[]> {
  const key = await suggestionKey(db, query.term);
  if (!key) return [];
  const kinds = KINDS[query.searchBy];
  // Free search offers each heading once even when it is, say, both a title and a subject.
  const wanted = kinds.length > 1 ? query.limit * 2 : query.limit;
  let rows = await findSuggestions(db, key, kinds, wanted);
  if (rows.length === 0 && key.length >= FUZZY_MIN_LENGTH) rows = await similarWithinBudget(db, key, kinds, wanted);
  const seen = new Set<string>();
  const out: Suggestion[] = [];
  for (const row of rows) {
    const text = row.term.trim();
    const dedupe = text.toLocaleLowerCase();
    if (seen.has(dedupe)) continue;
    seen.add(dedupe);
    out.push({ termo: text, tipo: TYPE[row.kind] });
    if (out.length === query.limit) break;
  }
  return out;
}

/**
 * The fuzzy pass under a statement timeout: a suggestion that comes too late is no help to a
 * reader typing, and a slow one must not hold a connection. A cancelled query (SQLSTATE 57014)
 * answers no suggestions. (PGlite runs the statement to the end.)
 */
async function similarWithinBudget(db: ReadDb, key: string, kinds: SuggestionKind[], limit: number) {
  try {
    return await db.transaction(async (tx) => {
      await limitStatementTime(tx, FUZZY_BUDGET_MS);
      return findSimilarSuggestions(tx, key, kinds, limit);
    });
  } catch (error) {
    if ((error as { code?: unknown } | null)?.code === "57014") return [];
    throw error;
  }
}
