/**
 * The error page inside the site shell (root Layout): "Página não encontrada!" for 404s, "try
 * again shortly" for 503 (the database is unreachable), "too many searches" for 429 (the search
 * budget; while the browser solves its challenge, search-challenge.tsx), a generic message otherwise. The HTTP status is the one the loader threw.
 */
import { isRouteErrorResponse, Link, useRouteError } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { isSearchChallenge } from "../features/search/search-challenge.ts";
import { SearchChallenge } from "../features/search/search-challenge.tsx";

export function GeneralErrorBoundary() {
  const error = useRouteError();
  const { t } = useTranslation();
  if (isRouteErrorResponse(error) && error.status === 404) {
    return (
      <div className="page page--narrow">
        <h1>{t("common.notFound.title")}</h1>
        <p>{t("common.notFound.body")}</p>
        <p>
          <Link to="/">{t("common.notFound.home")}</Link>
        </p>
      </div>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 503) {
    // The service is up but its database is not (a restart, maintenance): temporary.
    return (
      <div className="page page--narrow">
        <h1>{t("common.error.unavailableTitle")}</h1>
        <p>{t("common.error.unavailable")}</p>
      </div>
    );
  }
  if (isRouteErrorResponse(error) && error.status === 429 && isSearchChallenge(error.data)) {
    // Past a share of the budget, a search the page's script made: the browser proves some work.
    return <SearchChallenge challenge={error.data.searchChallenge} />;
  }
  if (isRouteErrorResponse(error) && error.status === 429) {
    // An anonymous client past its cold-search budget (docs/decisions/049-schedules-startup-and-crawlers.md):
    // a patron who logs in is never limited.
    return (
      <div className="page page--narrow">
        <h1>{t("common.error.tooManySearchesTitle")}</h1>
        <p>{t("common.error.tooManySearches")}</p>
        <p>
          <Link to="/login">{t("common.error.tooManySearchesLogin")}</Link>
        </p>
      </div>
    );
  }
  const unreachable = isRouteErrorResponse(error) && error.status === 502;
  return (
    <div className="page page--narrow">
      <h1>{t("common.error.title")}</h1>
      <p>{unreachable ? t("common.error.unreachable") : t("common.error.body")}</p>
      <p>
        <Link to="/">{t("common.notFound.home")}</Link>
      </p>
    </div>
  );
}
