/**
 * The compact search of every page's header (decision 037: one search bar per page): a term, "search by" and the
 * button, a GET form to the general search (so it works without JavaScript). With `mobileView` in
 * the address (the catalogue home's mobile views, decision 040) the search keeps it.
 *
 * Not on the pages that are a search form themselves (the search tabs and their results, the
 * accessible search) nor in the kids and museum catalogues: there the page's own form is the search bar, and a
 * second one with the same words would only be said twice to screen readers (decision 037).
 */
import { Form, useLocation, useMatches } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The routes whose page is a search form. */
export const OWN_SEARCH_ROUTES = new Set(["routes/_index", "routes/$guia", "routes/pesquisa_acessibilidade"]);

/** The kids and museum catalogues (decision 040) are catalogues of their own, with their own search. */
const OWN_CATALOGUE_PREFIX = "routes/catalogos.";

const FIELDS = ["LIVRE", "TITULO", "AUTOR", "ASSUNTO"] as const;

export function HeaderSearch() {
  const { t } = useTranslation();
  const location = useLocation();
  const matches = useMatches();
  if (matches.some((match) => OWN_SEARCH_ROUTES.has(match.id) || match.id.startsWith(OWN_CATALOGUE_PREFIX)))
    return null;
  const mobileView = new URLSearchParams(location.search).get("mobileView");
  return (
    <Form method="get" action="/" role="search" aria-label={t("ui.headerSearch.label")} className="header-search">
      <label htmlFor="header-search-q" className="visually-hidden">
        {t("ui.headerSearch.term")}
      </label>
      <input
        id="header-search-q"
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
