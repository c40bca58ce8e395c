/**
 * The search form of every tab: a GET form, so a search is a URL. A new search starts over (no
 * filters, page 1). novalidate: the server says what is missing, in the same words with and
 * without JS (app/features/search/search-validation.ts).
 *
 * Its parts, each in its module and each reading the state, the options and the errors from one
 * context (search-form-context.ts): the rows (search-rows.tsx), the legislation tab's year
 * comparison (year-comparison.tsx), the accessibility tab's title filter (title-filter.tsx), the
 * advanced tab's term type and extra panel (extra-panel.tsx). A search being loaded cannot be sent
 * again ("a new search is ignored while loading").
 */
import { Form, Link, useNavigation } from "@remix-run/react";
import { useMemo, type FormEvent } from "react";
import { useTranslation } from "react-i18next";

import type { AdvancedSearchOptions } from "../../../api/contract.ts";
import type { ErrorSummaryItem } from "../../lib/forms.ts";
import { ExtraPanel, TermType } from "./extra-panel.tsx";
import { guidePath, searchConfig, type SearchState } from "./search-config.ts";
import { SearchFormContext, type SearchFormValue } from "./search-form-context.ts";
import { SearchRows } from "./search-rows.tsx";
import { TitleFilter } from "./title-filter.tsx";
import { YearComparison } from "./year-comparison.tsx";
import { NetworkFields } from "../network/network-fields.tsx";
import type { NetworkView } from "../network/network-search.server.ts";

interface Props {
  state: SearchState;
  /** The error summary's items (formErrors of the loader's result). */
  errors?: readonly ErrorSummaryItem[];
  options?: AdvancedSearchOptions | null;
  /** The database type select and the network's picker (decision 041), when granted. */
  network?: NetworkView | null;
  /** Above results (decision 037): a one-row form on one line, its labels for screen readers. */
  compact?: boolean;
}

function formKey(state: SearchState): string {
  const { guide, q, field, rows, termType, extra, perPage, sort, titleFilter, resume } = state;
  return JSON.stringify([guide, q, field, rows, termType, extra, perPage, sort, titleFilter, resume]);
}

export function SearchForm({ state, errors = [], options = null, network = null, compact = false }: Props) {
  const { t } = useTranslation();
  const navigation = useNavigation();
  // A search of this tab is on its way (a GET navigation to the tab's path).
  const busy = navigation.state !== "idle" && navigation.location.pathname === guidePath(state.guide);
  const ignoreWhileBusy = (event: FormEvent) => {
    if (busy) event.preventDefault();
  };
  const value = useMemo<SearchFormValue>(() => ({ state, options, errors }), [state, options, errors]);
  const config = searchConfig.guides[state.guide];
  const withRows = config.maxRows > 1;
  return (
    <Form
      // Uncontrolled fields keep what was typed across navigations; a new state (a search, a row
      // added or removed, "clear") mounts the form again with the state's values.
      key={formKey(state) + JSON.stringify(network?.params ?? null)}
      method="get"
      action={guidePath(state.guide)}
      role="search"
      aria-label={t("search.form.label")}
      aria-busy={busy || undefined}
      noValidate
      onSubmit={ignoreWhileBusy}
      className={
        withRows ? "search-form search-form--rows" : compact ? "search-form search-form--compact" : "search-form"
      }
    >
      <SearchFormContext.Provider value={value}>
        {/* Enter in a field submits with the form's first submit button: this one, the search,
            rather than the term's clear button or a row's add or remove button. */}
        <button type="submit" hidden tabIndex={-1}>
          {t("search.form.submit")}
        </button>
        {/* The work type the address named (cod_tipo_obra) goes with the tab's first search. */}
        {state.q === null && "yearComparison" in config
          ? state.filters.T.map((value) => <input key={value} type="hidden" name="T" value={value} />)
          : null}
        <SearchRows />
        {"yearComparison" in config ? <YearComparison /> : null}
        {"accessibleTitles" in config ? <TitleFilter /> : null}
        {config.advanced ? <TermType /> : null}
        {config.advanced ? <ExtraPanel /> : null}
        <p role="status" className="visually-hidden">
          {busy ? t("search.form.searching") : ""}
        </p>
        {state.mobileView ? <input type="hidden" name="mobileView" value={state.mobileView} /> : null}
        <div className="search-form__submit">
          <button type="submit" className="button" aria-disabled={busy || undefined}>
            {t("search.form.submit")}
          </button>
          {withRows ? (
            <Link to={guidePath(state.guide)} className="search-form__clear">
              {t("search.rows.clear")}
            </Link>
          ) : null}
        </div>
        {/* After the button: the term, its suggestions and the button stay one row (decision 041). */}
        {network ? <NetworkFields network={network} folded={compact} /> : null}
      </SearchFormContext.Provider>
    </Form>
  );
}
