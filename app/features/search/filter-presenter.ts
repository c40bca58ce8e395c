/**
 * Turns the service's filter counts (GET /api/consulta/filtros) into what the filter panel and the
 * "applied filters" list show: labels in the reader's language, the document 1 §5 orderings
 * (years newest first with "no date" last, other lists by description) and each value's link.
 */
import type { FilterDefinition, FilterLetter } from "../../../api/contract.ts";
import { tk } from "../../lib/i18n.ts";
import { languageName } from "../../lib/language-names.ts";
import {
  FILTER_LETTERS,
  NO_DATE_YEAR,
  isFilterActive,
  openFiltersHref,
  removeFilterHref,
  searchConfig,
  toggleFilterHref,
  type SearchState,
} from "./search-config.ts";

export type Translate = (key: string, options?: Record<string, unknown>) => string;

export interface FilterValueView {
  code: string;
  label: string;
  count: number;
  active: boolean;
  /** Adds the value, or removes it when active. */
  href: string;
}

export interface FilterView {
  letter: FilterLetter;
  label: string;
  /** The values listed: all of them when the list is open, else the first few and the applied ones. */
  values: FilterValueView[];
  /** How many values the service counted for this letter (the ones listed or not). */
  total: number;
  /** The link that lists them all (when some are not listed) or lists fewer again (when open). */
  toggle: { href: string; open: boolean } | null;
}

export interface ActiveFilterView {
  letter: FilterLetter;
  letterLabel: string;
  code: string;
  label: string;
  removeHref: string;
}

export function filterValueLabel(
  letter: FilterLetter,
  code: string,
  description: string | undefined,
  t: Translate,
  locale: string,
): string {
  switch (letter) {
    case "T":
      // Document 1 §5: work-type descriptions are shown without parentheses ("Livro (impresso)").
      return t(`workType.${code}`, { defaultValue: description ?? code })
        .replace(/[()]/g, "")
        .replace(/\s+/g, " ")
        .trim();
    case "Y":
      return code === NO_DATE_YEAR ? t(tk("search.filters.noDate")) : code;
    case "I":
      return languageName(code, locale, description);
    default:
      return description?.trim() || code;
  }
}

function compareValues(letter: FilterLetter, locale: string) {
  if (letter === "Y") {
    // Newest first; the no-date bucket (year 0) naturally sorts last.
    return (a: FilterValueView, b: FilterValueView) => Number(b.code) - Number(a.code);
  }
  const collator = new Intl.Collator(locale, { sensitivity: "base", numeric: true });
  return (a: FilterValueView, b: FilterValueView) => collator.compare(a.label, b.label);
}

export function presentFilters(
  definitions: FilterDefinition[],
  state: SearchState,
  t: Translate,
  locale: string,
  open: readonly FilterLetter[] = [],
): FilterView[] {
  const limit = searchConfig.filterValuesShown;
  // A letter of one tab only (new acquisitions' NA_C, NA_A) is left out of the others.
  const letters = searchConfig.filters.filter((f) => !("guide" in f) || f.guide === state.guide);
  return letters.map(({ letter, label }) => {
    const definition = definitions.find((d) => d.codigo === letter);
    const values: FilterValueView[] = (definition?.contagem ?? []).map((count) => ({
      code: count.codigo,
      label: filterValueLabel(letter, count.codigo, count.descricao, t, locale),
      count: count.total,
      active: isFilterActive(state, letter, count.codigo),
      href: toggleFilterHref(state, letter, count.codigo),
    }));
    // An applied value the service no longer lists (no hits left) must stay visible and removable.
    for (const code of state.filters[letter]) {
      if (!values.some((v) => v.code === code)) {
        values.push({
          code,
          label: filterValueLabel(letter, code, undefined, t, locale),
          count: 0,
          active: true,
          href: toggleFilterHref(state, letter, code),
        });
      }
    }
    values.sort(compareValues(letter, locale));
    const isOpen = open.includes(letter);
    const shown = isOpen ? values : values.filter((value, index) => index < limit || value.active);
    const others = open.filter((l) => l !== letter);
    let toggle: FilterView["toggle"] = null;
    if (isOpen && values.length > limit) toggle = { href: openFiltersHref(state, others, letter), open: true };
    else if (shown.length < values.length)
      toggle = { href: openFiltersHref(state, [...others, letter], letter), open: false };
    return { letter, label: t(label), values: shown, total: values.length, toggle };
  });
}

export function presentActiveFilters(filters: FilterView[], state: SearchState): ActiveFilterView[] {
  return FILTER_LETTERS.flatMap((letter) => {
    const view = filters.find((f) => f.letter === letter);
    return state.filters[letter].map((code) => ({
      letter,
      letterLabel: view?.label ?? letter,
      code,
      label: view?.values.find((v) => v.code === code)?.label ?? code,
      removeHref: removeFilterHref(state, letter, code),
    }));
  });
}
