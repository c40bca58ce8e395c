/**
 * The compact search of every page's header (issue 18, item 1): a term, "search by" and the
 * button, a GET form like the tabs' own (so it works without JavaScript). On a one-row search tab
 * that searches the same fields (general, e-books, multimedia) it searches that tab, so the tab is
 * kept; everywhere else it searches the general tab. It shows the term being searched, so the
 * results page can fold its full form away.
 */
import { Form, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

/** The tabs whose single row searches the same fields as the header: their path → kept. */
const SAME_FIELD_TABS = new Set(["/", "/e_books", "/multimeios"]);
const FIELDS = ["LIVRE", "TITULO", "AUTOR", "ASSUNTO"] as const;

export function headerSearchTarget(pathname: string): string {
  return SAME_FIELD_TABS.has(pathname) ? pathname : "/";
}

export function HeaderSearch() {
  const { t } = useTranslation();
  const location = useLocation();
  const action = headerSearchTarget(location.pathname);
  const params = new URLSearchParams(location.search);
  const here = action === location.pathname;
  const term = here ? (params.get("q") ?? "") : "";
  const field = here && FIELDS.includes(params.get("for") as never) ? params.get("for")! : "LIVRE";
  const mobileView = params.get("mobileView");
  return (
    // key: a new search (another address) shows its own term; typing is never reset otherwise.
    <Form
      key={here ? location.search : "elsewhere"}
      method="get"
      action={action}
      role="search"
      aria-label={t("ui.headerSearch.label")}
      className="header-search"
    >
      <label htmlFor="header-search-q" className="visually-hidden">
        {t("ui.headerSearch.term")}
      </label>
      <input
        id="header-search-q"
        name="q"
        type="search"
        defaultValue={term}
        className="input header-search__term"
        autoComplete="off"
        enterKeyHint="search"
      />
      <label htmlFor="header-search-for" className="visually-hidden">
        {t("ui.headerSearch.by")}
      </label>
      <select id="header-search-for" name="for" defaultValue={field} className="select header-search__by">
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
