/**
 * The authorities tab's results: each heading links to its authority page, with its type.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { Pagination } from "../../ui/pagination.tsx";
import type { AuthorityResults } from "./authority-search.server.ts";
import type { SearchState } from "./search-config.ts";

export function AuthorityResultList({ state, results }: { state: SearchState; results: AuthorityResults }) {
  const { t, i18n } = useTranslation();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  const start = (state.page - 1) * state.perPage + 1;
  return (
    <section className="search-results" aria-labelledby="results-heading">
      <h2 id="results-heading">{t("search.results.heading")}</h2>
      <p className="search-results__count" id="results-count">
        {t("search.results.count", { total: numberFormat.format(results.total) })}
      </p>
      {results.results.length ? (
        <>
          <ol className="authority-results" start={start}>
            {results.results.map((result) => (
              <li key={result.id}>
                <Link to={`/autoridade/${result.id}`}>{result.heading}</Link>{" "}
                <span className="authority-results__type">({result.type})</span>
              </li>
            ))}
          </ol>
          <Pagination state={state} pages={results.pages} />
        </>
      ) : (
        <p>{t("search.authorities.none")}</p>
      )}
    </section>
  );
}
