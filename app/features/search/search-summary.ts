import type { TFunction } from "i18next";

import type { SearchState } from "./search-config.ts";

/**
 * The search in one line, for the folded form of the results page (issue 18, item 1):
 * "“darwin” in Title AND “evolução” in Subject". A field without a label of its own (a tab's
 * special field) is said as the term alone.
 */
export function summariseSearch(state: SearchState, t: TFunction): string {
  const rows = state.rows.length > 0 ? state.rows : [{ q: state.q ?? "", field: state.field, condition: "" }];
  return rows
    .filter((row) => row.q.trim() !== "")
    .map((row, index) => {
      const field = t(`search.for.${row.field}`, { defaultValue: "" });
      const term = t("ui.search.term", { term: row.q.trim() });
      const said = field ? t("ui.search.termIn", { term, field }) : term;
      return index > 0 && row.condition ? `${t(`search.rows.conditions.${row.condition}`, { defaultValue: row.condition })} ${said}` : said;
    })
    .join(" ");
}
