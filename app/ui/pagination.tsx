import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { pageHref, pageWindow, type SearchState } from "../features/search/search-config.ts";

/** The page links of a search's results. */
export function Pagination({ state, pages }: { state: SearchState; pages: number }) {
  return <PageLinks current={state.page} pages={pages} href={(page) => pageHref(state, page)} />;
}

interface PageLinksProps {
  current: number;
  pages: number;
  /** Each page's address. */
  href: (page: number) => string;
  /** The navigation's name (default: the search results' pages). */
  label?: string;
}

/** Previous, next and a window of page numbers around the current one. */
export function PageLinks({ current, pages, href, label }: PageLinksProps) {
  const { t } = useTranslation();
  if (pages <= 1) return null;
  return (
    <nav className="pagination" aria-label={label ?? t("search.pagination.label")}>
      <p className="visually-hidden">{t("search.pagination.status", { page: current, pages })}</p>
      <ul>
        {current > 1 ? (
          <li>
            <Link to={href(current - 1)} rel="prev" className="pagination__link">
              {t("search.pagination.previous")}
            </Link>
          </li>
        ) : null}
        {pageWindow(current, pages).map((page, index) =>
          page === null ? (
            <li key={`gap-${index}`} className="pagination__gap" aria-hidden="true">
              …
            </li>
          ) : (
            <li key={page}>
              <Link
                to={href(page)}
                aria-current={page === current ? "page" : undefined}
                aria-label={t("search.pagination.page", { page })}
                className={page === current ? "pagination__link pagination__link--current" : "pagination__link"}
              >
                {page}
              </Link>
            </li>
          ),
        )}
        {current < pages ? (
          <li>
            <Link to={href(current + 1)} rel="next" className="pagination__link">
              {t("search.pagination.next")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
