/**
 * The search form's rules (search-validation.ts) reported as the form pattern's result, for the
 * loader. Apart from the rules and the field ids, which the page's bundle needs: building a result
 * takes Conform and zod (app/lib/forms.ts), which the search pages do not ship (decision 037).
 */
import { keyWith, rejectQuery, type FormResult } from "../../lib/forms.ts";
import type { SearchState } from "./search-config.ts";
import { FIELD_IDS, searchFields, validateSearch } from "./search-validation.ts";

/**
 * The search's problems as a form result (null when there are none): each message under its
 * field's name, the teaching plan's "choose one of" about the form as a whole.
 */
export function searchFormResult(
  params: URLSearchParams,
  state: SearchState,
  options: { similar: boolean },
): FormResult | null {
  const errors = validateSearch(state, options);
  if (errors.length === 0) return null;
  const names = Object.fromEntries(
    Object.entries(searchFields(state.guide, state.rows.length + 1)).map(([name, id]) => [id, name]),
  );
  const formErrors: string[] = [];
  const fieldErrors: Record<string, string[]> = {};
  for (const error of errors) {
    const message = error.values ? keyWith(error.key, {}, error.values) : error.key;
    if (error.fieldId === FIELD_IDS.planCourse) formErrors.push(message);
    else (fieldErrors[names[error.fieldId]!] ??= []).push(message);
  }
  return rejectQuery(params, { formErrors, fieldErrors });
}
