/**
 * The general search form: a GET form, so a search is a URL. A new search starts over (no
 * filters, page 1, default sort). novalidate: the server says when the term is missing, in the
 * same words with and without JS.
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { searchConfig, type SearchState } from "../search/search-config.ts";
import { LANDMARK_IDS } from "./accessibility-bar.tsx";
import { describedBy, FieldError } from "./error-summary.tsx";
import { SearchTermCombobox } from "./search-term-combobox.tsx";

export const SEARCH_ERROR_ID = `${LANDMARK_IDS.search}-error`;

export function SearchForm({ state, error }: { state: SearchState; error?: string | null }) {
  const { t } = useTranslation();
  const { term, field } = searchConfig.params;
  return (
    <Form method="get" action={searchConfig.path} role="search" aria-label={t("search.form.label")} noValidate className="search-form">
      <div className={error ? "field field--error search-form__term" : "field search-form__term"}>
        <label htmlFor={LANDMARK_IDS.search}>{t("search.form.term")}</label>
        <FieldError id={SEARCH_ERROR_ID} message={error} />
        <SearchTermCombobox
          id={LANDMARK_IDS.search}
          name={term}
          defaultValue={state.q ?? ""}
          searchByName={field}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(error && SEARCH_ERROR_ID)}
          className="input"
        />
      </div>
      <div className="field search-form__field">
        <label htmlFor="search-for">{t("search.form.for")}</label>
        <select id="search-for" name={field} defaultValue={state.field} className="select">
          {searchConfig.fields.map((f) => (
            <option key={f.key} value={f.key}>
              {t(f.label)}
            </option>
          ))}
        </select>
      </div>
      <div className="search-form__submit">
        <button type="submit" className="button">
          {t("search.form.submit")}
        </button>
      </div>
    </Form>
  );
}
