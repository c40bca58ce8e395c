/**
 * The compact search of every page's header (decision 037: one search bar per page): a term, "search by" and the
 * button, a GET form to the general search (so it works without JavaScript). With `mobileView` in
 * the address (the catalogue home's mobile views, decision 040) the search keeps it.
 *
 * Not on the pages that are a search form themselves (the search tabs and their results, the
 * accessible search) nor in the kids catalogue: there the page's own form is the search bar, and a
 * second one with the same words would only be said twice to screen readers (decision 037). The
 * museum catalogue has no search form of its own, and a search tab's address that names no tab is
 * the not-found page, which has no form either: both keep this one.
 */
import { Form, useLocation, useMatches, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The routes whose page is a search form. */
export const OWN_SEARCH_ROUTES = new Set(["routes/_index", "routes/$guia", "routes/pesquisa_acessibilidade"]);

/** The kids catalogue (decision 040) is a catalogue of its own, with its own search. */
const OWN_CATALOGUE_PREFIX = "routes/catalogos.";
const OWN_SEARCH_CATALOGUE = "kids";

/** The field access key 3 leads to on the pages that show this search. */
export const HEADER_SEARCH_TERM_ID = "header-search-q";

/** Whether this page shows the header's search (the accessibility bar's key 3 leads to it). */
export function useHeaderSearchShown(): boolean {
  const matches = useMatches();
  // Read in the root's layout: the error the root's boundary shows, if any (a 404).
  const error = useRouteError();
  return !matches.some(
    (match) =>
      (!error && OWN_SEARCH_ROUTES.has(match.id)) ||
      (match.id.startsWith(OWN_CATALOGUE_PREFIX) && match.params.prefix === OWN_SEARCH_CATALOGUE),
  );
}

const FIELDS = ["LIVRE", "TITULO", "AUTOR", "ASSUNTO"] as const;

export function HeaderSearch() {
  const { t } = useTranslation();
  const location = useLocation();
  if (!useHeaderSearchShown()) return null;
  const mobileView = new URLSearchParams(location.search).get("mobileView");
  return (
    <Form method="get" action="/" role="search" aria-label={t("ui.headerSearch.label")} className="header-search">
      <label htmlFor={HEADER_SEARCH_TERM_ID} className="visually-hidden">
        {t("ui.headerSearch.term")}
      </label>
      <input
        id={HEADER_SEARCH_TERM_ID}
        name="q"
        type="search"
        className="input header-search__term"
        autoComplete="off"
        enterKeyHint="search"
      />
      <label htmlFor="header-search-for" className="visually-hidden">
        {t("ui.headerSearch.by")}
      </label>
      <select id="header-search-for" name="for" defaultValue="LIVRE" className="select header-search__by">
        {FIELDS.map((key) => (
          <option key={key} value={key}>
            {t(`search.for.${key}`)}
          </option>
        ))}
      </select>
      {mobileView ? <input type="hidden" name="mobileView" value={mobileView} /> : null}
      <button type="submit" className="button header-search__submit">
        {t("ui.headerSearch.submit")}
      </button>
    </Form>
  );
}
