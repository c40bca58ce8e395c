/**
 * The general search (pesquisa_geral, the tab at the root). Without `q` it shows the form; with
 * `q` it shows the results of GET /api/consulta and the filters of /api/consulta/filtros for the
 * same criteria. The query string is the whole state (see search-config.ts).
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { FilterDefinition, SearchResponse } from "../../api/contract.ts";
import { ActiveFilters } from "../components/active-filters.tsx";
import { ErrorSummary } from "../components/error-summary.tsx";
import { FilterPanel } from "../components/filter-panel.tsx";
import { Pagination } from "../components/pagination.tsx";
import { ResultList, type ResultView } from "../components/result-list.tsx";
import { SearchForm } from "../components/search-form.tsx";
import { SortForm } from "../components/sort-form.tsx";
import { LANDMARK_IDS } from "../components/accessibility-bar.tsx";
import { GeneralErrorBoundary } from "../components/general-error-boundary.tsx";
import { HistoryLink } from "../components/history-link.tsx";
import { PrefilterNotice } from "../components/prefilter-notice.tsx";
import { recordSearchHistory } from "../history/history.server.ts";
import { getT } from "../i18n.server.ts";
import { tk } from "../i18n.ts";
import { apiErrorResponse, createApiClient } from "../lib/api.server.ts";
import { pageTitle } from "../lib/meta.ts";
import { getPrefilters, prefilterViews } from "../prefilters/prefilters.server.ts";
import { applyPrefilters } from "../prefilters/prefilters.ts";
import { presentActiveFilters, presentFilters, type Translate } from "../search/filter-presenter.ts";
import { clearFiltersHref, pageCount, parseSearchState, searchConfig, searchHref, apiSearchQuery } from "../search/search-config.ts";

const TERM_REQUIRED = tk("search.errors.termRequired");

function toResultView(item: SearchResponse["registros"][number]): ResultView {
  return {
    id: item.cod_acervo,
    title: item.titulo,
    author: item.autor,
    publication: item.publicacao,
    year: item.ano_publicacao,
    workType: item.cod_tipo_obra,
    workTypeDescription: item.desc_tipo_obra,
    libraries: item.dados_adicionais.B.map((b) => b.descricao),
    online: item.acesso_remoto === "S",
  };
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const state = parseSearchState(new URL(request.url).searchParams);
  const t = (await getT(request)) as unknown as Translate;

  if (state.q === null) {
    return data({ state, title: t("search.title"), error: null, search: null });
  }
  if (state.q === "") {
    // Document 1 §5: a blank term is refused with this message, under the field.
    return data({ state, title: t("search.title"), error: t(TERM_REQUIRED), search: null }, { status: 400 });
  }

  const api = await createApiClient({ request, context });
  const prefilters = await getPrefilters(request);
  const [response, definitions] = await Promise.all([
    api.get<SearchResponse>("/consulta", applyPrefilters(apiSearchQuery(state), prefilters)),
    api.get<FilterDefinition[]>("/consulta/filtros", applyPrefilters(apiSearchQuery(state, { paged: false }), prefilters)),
  ]).catch(apiErrorResponse);
  const headers = await api.headers();
  await recordSearchHistory(
    { request, api, headers },
    {
      searchId: response.sessao,
      terms: [{ term: state.q, type: state.field }],
      base: "pesquisa_geral",
      total: response.totalRegistros,
      url: searchHref({ ...state, page: 1 }),
    },
  );

  const filters = presentFilters(definitions, state, t, api.locale);
  return data(
    {
      state,
      // Page 2+ in the title too, so history and tabs tell the pages apart.
      title:
        state.page > 1
          ? `${t("search.resultsTitle", { q: state.q })} – ${t("search.pagination.page", { page: state.page })}`
          : t("search.resultsTitle", { q: state.q }),
      error: null,
      search: {
        total: response.totalRegistros,
        pages: pageCount(response.totalRegistros),
        results: response.registros.map(toResultView),
        filters,
        activeFilters: presentActiveFilters(filters, state),
        clearFiltersHref: clearFiltersHref(state),
        prefilters: await prefilterViews(api, prefilters, t),
      },
    },
    { headers },
  );
}

export default function SearchPage() {
  const { state, error, search } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const navigation = useNavigation();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  const start = (state.page - 1) * searchConfig.perPage + 1;

  return (
    <div className="page page--search">
      <h1>{t("search.title")}</h1>
      {error ? <ErrorSummary errors={[{ fieldId: LANDMARK_IDS.search, message: error }]} focusKey={state.q} /> : null}
      <SearchForm state={state} error={error} />
      <HistoryLink />

      {search ? (
        <div className="search-layout" aria-busy={navigation.state === "loading" ? true : undefined}>
          <section className="search-results" aria-labelledby="results-heading">
            <h2 id="results-heading">{t("search.results.heading")}</h2>
            <p className="search-results__count" id="results-count">
              {t("search.results.count", { total: numberFormat.format(search.total) })}
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
            {/* On narrow screens the filters come after the results: a way to reach them. */}
            {search.filters.some((f) => f.values.length > 0) ? (
              <p className="search-results__jump">
                <a href="#filter-panel-title">{t("search.filters.jump")}</a>
              </p>
            ) : null}
            <PrefilterNotice prefilters={search.prefilters} />
            <ActiveFilters filters={search.activeFilters} clearHref={search.clearFiltersHref} />
            {search.results.length > 0 ? (
              <>
                <SortForm state={state} />
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
            <FilterPanel filters={search.filters} state={state} />
          </div>
        </div>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  return pageTitle(matches, data?.title, { error: Boolean(data?.error) });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
