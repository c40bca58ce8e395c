/**
 * The page of every search tab: tabs, form, and the results with their filters, sort and pages.
 * Rendered by `/` (the general tab) and `/{guia}`.
 */
import type { LinksFunction } from "@remix-run/node";
import { Link, useLoaderData, useLocation, useNavigation, type ShouldRevalidateFunction } from "@remix-run/react";
import { useEffect, useRef, useState } from "react";
import { useTranslation } from "react-i18next";

import { formErrors, translateMessage } from "../../lib/form-errors.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Notice } from "../../ui/notice.tsx";
import { Pagination } from "../../ui/pagination.tsx";
import { HistoryLink } from "../history/history-link.tsx";
import historyStyles from "../history/history.css";
import { PrefilterNotice } from "../prefilters/prefilter-notice.tsx";
import prefilterStyles from "../prefilters/prefilters.css";
import { TeachingPlanForm } from "../teaching-plan/teaching-plan-form.tsx";
import { ActiveFilters } from "./active-filters.tsx";
import { AuthorityResultList } from "./authority-result-list.tsx";
import { DidYouMean } from "./did-you-mean.tsx";
import { FilterPanel } from "./filter-panel.tsx";
import { ResultList } from "./result-list.tsx";
import { liveText, resultsAnnouncement } from "./search-announcement.ts";
import { allWorksHref, groupToggleHref, searchConfig } from "./search-config.ts";
import { SearchForm } from "./search-form.tsx";
import type { loadSearch } from "./search-loader.server.ts";
import { FIELD_IDS, searchErrorFields } from "./search-validation.ts";
import { SearchTabs } from "./search-tabs.tsx";
import { BrowseLink } from "../browse/browse-link.tsx";
import searchStyles from "./search.css";
import { SortForm } from "./sort-form.tsx";
import { NetworkNotices, NetworkResults } from "../network/network-results.tsx";
import networkStyles from "../network/network.css";
import { UNAPI_LINK } from "../unapi/unapi.ts";

/** The search tabs' stylesheets: the history link and dialog, the prefilter notice, then search's own. */
export const searchPageLinks: LinksFunction = () => [
  { rel: "stylesheet", href: historyStyles },
  { rel: "stylesheet", href: prefilterStyles },
  { rel: "stylesheet", href: searchStyles },
  { rel: "stylesheet", href: networkStyles },
  UNAPI_LINK,
];

/**
 * Removing an entry in the search history dialog posts to /historico; the search shown did not
 * change, so it is not run again (which would also count as a new visit of it).
 */
/**
 * A page of results is not for search engines: each query and filter is another address over the
 * same records, without end. The records, the sitemap and OAI-PMH are theirs
 * (docs/decisions/049-schedules-startup-and-crawlers.md).
 */
export const resultsNotIndexed = { name: "robots", content: "noindex" } as const;

export const searchShouldRevalidate: ShouldRevalidateFunction = ({ formAction, defaultShouldRevalidate }) =>
  formAction === "/historico" ? false : defaultShouldRevalidate;

export function SearchPage() {
  const { state, result, search, tabs, guideTitle, options, authorities, teaching, network, legacyNotice } =
    useLoaderData<typeof loadSearch>();
  const { t, i18n } = useTranslation();
  const { fields, formErrorField } = searchErrorFields(state);
  const errors = formErrors(result, fields, (message) => translateMessage(t, message), { formErrorField });
  const navigation = useNavigation();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  const start = (state.page - 1) * state.perPage + 1;
  // Results on screen (decision 037): the results come first, so a one-row form (term,
  // "search by", button) shrinks to a single line and the tab's heading is left to screen readers.
  const compact = !teaching && !!search && search.results.length > 0 && errors.length === 0;
  const oneRow = searchConfig.guides[state.guide].maxRows === 1;

  // After a search, a filter, a sort or a page change made with JavaScript (a client navigation),
  // the focus goes to the results heading and a polite live region says the count; after a row
  // is added or removed, to the last row's term (decision 037). Not on the first render: the
  // focus stays where the patron put it while the page hydrated. Without JavaScript each is a new
  // page, which the browser reads from the top.
  const location = useLocation();
  const resultsHeading = useRef<HTMLHeadingElement>(null);
  const [announcement, setAnnouncement] = useState("");
  // Said again even when the words are the same as last time (an unchanged count after a new search).
  const said = useRef(0);
  const announce = (text: string) => setAnnouncement(liveText(text, ++said.current));
  const shownKey = useRef(location.key);
  const rowCount = 1 + state.rows.length;
  const total = search?.total ?? null;
  useEffect(() => {
    if (shownKey.current === location.key) return;
    shownKey.current = location.key;
    const action = new URLSearchParams(location.search).get("acao");
    if (action) {
      document.getElementById(FIELD_IDS.term(rowCount))?.focus();
      announce(t("ui.live.rows", { count: rowCount }));
      return;
    }
    if (total === null || errors.length > 0) return;
    resultsHeading.current?.focus({ preventScroll: true });
    resultsHeading.current?.scrollIntoView({ block: "nearest" });
    announce(
      resultsAnnouncement(t, {
        total,
        grouped: Boolean(search?.grouped),
        page: state.page,
        pages: Math.ceil(total / state.perPage),
        formatted: numberFormat.format(total),
      }),
    );
    // Only a new address moves the focus; the values it reads belong to that address.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.key]);

  return (
    <div className={compact ? "page page--search page--results" : "page page--search"}>
      <SearchTabs tabs={tabs} current={state.guide} mobileView={state.mobileView} />
      <h1 className={compact ? "visually-hidden" : undefined}>{guideTitle}</h1>
      {legacyNotice ? <Notice message={t("network.legacy.notice")} /> : null}
      <p role="status" className="visually-hidden" id="search-announcement">
        {announcement}
      </p>
      {errors.length ? <ErrorSummary errors={errors} focusKey={JSON.stringify(state)} /> : null}
      {teaching ? (
        <TeachingPlanForm state={state} teaching={teaching} result={result} />
      ) : (
        <SearchForm state={state} errors={errors} options={options} network={network} compact={compact && oneRow} />
      )}
      {compact ? null : <HistoryLink />}
      {compact ? null : <BrowseLink />}
      {network ? <NetworkNotices network={network} /> : null}
      {network?.results ? <NetworkResults network={network} state={state} /> : null}

      {authorities ? <AuthorityResultList state={state} results={authorities} /> : null}

      {search ? (
        <div className="search-layout" aria-busy={navigation.state === "loading" ? true : undefined}>
          <section className="search-results" aria-labelledby="results-heading">
            <div className="search-results__head">
              <h2 id="results-heading" tabIndex={-1} ref={resultsHeading}>
                {t("search.results.heading")}
              </h2>
              <p className="search-results__count" id="results-count">
                {t(search.grouped ? "search.works.count" : "search.results.count", {
                  total: numberFormat.format(search.total),
                })}
                {search.results.length > 0 ? (
                  <>
                    {" "}
                    <span className="search-results__range">
                      (
                      {t("search.results.range", {
                        from: numberFormat.format(start),
                        to: numberFormat.format(start + search.results.length - 1),
                      })}
                      )
                    </span>
                  </>
                ) : null}
              </p>
            </div>
            <div className="search-results__tools">
              {/* On narrow screens the filters come after the results: a way to reach them. */}
              {search.filters.some((f) => f.values.length > 0) ? (
                <p className="search-results__jump">
                  <a href="#filter-panel-title">{t("search.filters.jump")}</a>
                </p>
              ) : null}
              {compact ? <HistoryLink /> : null}
              {search.results.length === 0 ? null : "newestFirst" in searchConfig.guides[state.guide] ? (
                // New acquisitions come newest first whatever the order (the tab's point).
                <p className="search-results__order">{t("search.newAcquisitions.order")}</p>
              ) : (
                <SortForm state={state} />
              )}
            </div>
            <PrefilterNotice prefilters={search.prefilters} />
            <ActiveFilters filters={search.activeFilters} clearHref={search.clearFiltersHref} />
            {search.didYouMean ? <DidYouMean view={search.didYouMean} /> : null}
            {state.work ? (
              <p className="search-results__work">
                {t("search.works.editionsShown")} <Link to={allWorksHref(state)}>{t("search.works.allWorks")}</Link>
              </p>
            ) : null}
            {search.results.length > 0 ? (
              <>
                <ResultList results={search.results} start={start} />
                <Pagination state={state} pages={search.pages} />
              </>
            ) : (
              <p>{t("search.results.none")}</p>
            )}
          </section>
          {/* Not an <aside>: a complementary landmark must not sit inside <main>. The panel is a
              labelled region of its own. */}
          <div className="search-filters">
            {/* A link, so that grouping is a URL the patron keeps, works without JS and undoes (decision 056);
                beside the filters, a way of viewing the results that costs them no line. */}
            {search.results.length > 0 && !state.work && !state.plan ? (
              <p className="search-results__group">
                <Link to={groupToggleHref(state)} preventScrollReset>
                  {t(state.group ? "search.works.ungroup" : "search.works.group")}
                </Link>
              </p>
            ) : null}
            <FilterPanel filters={search.filters} state={state} />
          </div>
        </div>
      ) : null}
    </div>
  );
}
