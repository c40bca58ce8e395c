/**
 * The network search's results (document 1 §6 "Network (OAI) result"): each record's title,
 * author, year, type and institution, linked to /rede-pergamum/acervo/{id}; filter letter Z by
 * institution; the pages. A remote catalogue's records (decision 058) the same way, with their source, linked
 * to /rede-pergamum/remoto/{code}. And the notices: the service is down, the remote catalogue did
 * not answer or refused the search, or the base has no backend here.
 */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { Notice } from "../../ui/notice.tsx";
import { PageLinks } from "../../ui/pagination.tsx";
import { toggledGroup, type SearchState } from "../search/search-config.ts";
import { networkHref } from "./network-params.ts";
import type { NetworkView } from "./network-search.server.ts";

export function NetworkNotices({ network }: { network: NetworkView }) {
  const { t } = useTranslation();
  return (
    <>
      {network.unavailable ? <Notice message={t("network.unavailable")} /> : null}
      {network.remoteError ? <Notice message={network.remoteError} /> : null}
      {network.baseWithoutBackend ? (
        <Notice message={t("network.baseWithoutBackend", { base: network.baseWithoutBackend })} />
      ) : null}
    </>
  );
}

export function NetworkResults({ network, state }: { network: NetworkView; state: SearchState }) {
  const { t, i18n } = useTranslation();
  const results = network.results;
  if (!results) return null;
  const numbers = new Intl.NumberFormat(i18n.language);
  const start = (state.page - 1) * state.perPage + 1;
  return (
    <div className="search-layout network-results">
      <section className="search-results" aria-labelledby="results-heading">
        <h2 id="results-heading">
          {network.remote ? t("network.remote.heading", { source: network.remote.name }) : t("network.results.heading")}
        </h2>
        <p className="search-results__count" id="results-count">
          {t(state.group ? "search.works.count" : "search.results.count", { total: numbers.format(results.total) })}
        </p>
        {/* A remote catalogue's answer is a plain list: no work keys to group by. */}
        {results.items.length && !network.remote ? (
          <p className="search-results__group">
            <Link to={networkHref(toggledGroup(state), network.params)}>
              {t(state.group ? "search.works.ungroup" : "search.works.group")}
            </Link>
          </p>
        ) : null}
        {results.items.length ? (
          <>
            <ol className="network-results__list" start={start}>
              {results.items.map((item) => (
                <li key={item.id} className="network-result">
                  <h3 className="network-result__title">
                    <Link to={item.href}>{item.title || t("network.record.untitled")}</Link>
                  </h3>
                  <dl className="network-result__facts">
                    {item.author ? (
                      <>
                        <dt>{t("network.record.author")}</dt>
                        <dd>{item.author}</dd>
                      </>
                    ) : null}
                    {item.year ? (
                      <>
                        <dt>{t("network.record.year")}</dt>
                        <dd>{item.year}</dd>
                      </>
                    ) : null}
                    {item.type ? (
                      <>
                        <dt>{t("network.record.type")}</dt>
                        <dd>{item.type}</dd>
                      </>
                    ) : null}
                    {item.editions && item.editions > 1 ? (
                      <>
                        <dt>{t("network.record.editions")}</dt>
                        <dd>{t("search.works.editions", { count: item.editions })}</dd>
                      </>
                    ) : null}
                    {item.institutions && item.institutions.length > 1 ? (
                      <>
                        {/* A work held by several institutions names them all (decision 056). */}
                        <dt>{t("network.record.institutions")}</dt>
                        {item.institutions.map((name) => (
                          <dd key={name}>{name}</dd>
                        ))}
                      </>
                    ) : (
                      <>
                        <dt>{network.remote ? t("network.record.source") : t("network.record.institution")}</dt>
                        <dd>{item.institution}</dd>
                      </>
                    )}
                  </dl>
                </li>
              ))}
            </ol>
            <PageLinks
              current={state.page}
              pages={results.pages}
              href={(page) => networkHref({ ...state, page }, network.params)}
            />
          </>
        ) : (
          <p>{t("search.results.none")}</p>
        )}
      </section>
      {results.filterZ.length ? (
        <div className="search-filters">
          <nav className="network-filter" aria-labelledby="filtro-Z-heading">
            <h2 id="filtro-Z-heading">{t("network.filters.Z")}</h2>
            <ul>
              {results.filterZ.map((z) => (
                <li key={z.code}>
                  <Link to={z.href} aria-current={z.active ? "true" : undefined}>
                    {z.active ? t("network.filters.remove", { label: z.label }) : z.label}
                  </Link>{" "}
                  <span className="network-filter__count">({numbers.format(z.count)})</span>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      ) : null}
    </div>
  );
}
