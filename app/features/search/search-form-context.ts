/**
 * What every part of the search form reads: the search's state (the URL), the advanced tab's
 * options and the error summary's items. One context instead of passing the three through every
 * row, panel and field.
 */
import { createContext, useContext } from "react";

import type { AdvancedSearchOptions } from "../../../api/contract.ts";
import { errorFor, type ErrorSummaryItem } from "../../lib/form-errors.ts";
import type { SearchState } from "./search-config.ts";

export interface SearchFormValue {
  state: SearchState;
  options: AdvancedSearchOptions | null;
  /** The error summary's items: each field finds its inline message by its id. */
  errors: readonly ErrorSummaryItem[];
}

export const SearchFormContext = createContext<SearchFormValue | null>(null);

export function useSearchForm(): SearchFormValue {
  const value = useContext(SearchFormContext);
  if (!value) throw new Error("a search form part outside <SearchForm>");
  return value;
}

/** The inline message of the field with this id, if the last search had one. */
export function useFieldError(id: string): string | undefined {
  return errorFor(useSearchForm().errors, id);
}
