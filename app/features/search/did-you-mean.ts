/**
 * "Did you mean" on the results page (decision 051): the service's corrections of a term that
 * found nothing or very little, each a link to its search with its count, and a link to the
 * similar-word search of the advanced tab.
 */
import { SEARCH_BY, type SearchResponse } from "../../../api/contract.ts";
import { initialState, searchHref, type SearchState } from "./search-config.ts";

export interface CorrectionView {
  term: string;
  total: number;
  href: string;
}

export interface DidYouMeanView {
  /** One correction clearly wins: offered alone, as a question. */
  clear: boolean;
  corrections: CorrectionView[];
  /** The same term in the advanced tab's similar-word option; null where the tab does not offer it. */
  similarHref: string | null;
}

/**
 * The view of `answer`'s corrections for `state`; null when there is nothing to offer. `similar`:
 * the advanced tab is one of the institution's and offers the similar-word options.
 */
export function didYouMeanView(state: SearchState, answer: SearchResponse, similar: boolean): DidYouMeanView | null {
  const corrections = (answer.sugestoes?.correcoes ?? []).map((c) => ({
    term: c.termo,
    total: c.total,
    href: searchHref({ ...state, q: c.termo, page: 1 }),
  }));
  const plain = state.q && state.rows.length === 0 && (SEARCH_BY as readonly string[]).includes(state.field);
  const similarHref =
    similar && plain && (corrections.length > 0 || answer.totalRegistros === 0)
      ? searchHref({
          ...initialState("pesquisa_avancada", state.mobileView),
          q: state.q,
          field: `${state.field}_SIMILAR`,
          termType: "P",
        })
      : null;
  if (corrections.length === 0 && !similarHref) return null;
  return { clear: answer.sugestoes?.clara ?? false, corrections, similarHref };
}
