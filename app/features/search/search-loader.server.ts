/**
 * The loader of every search tab (`/` and `/{guia}`): reads the state from the URL, answers the
 * row buttons, validates, and runs GET /api/consulta with /api/consulta/filtros. Both tab routes
 * call `loadSearch`, so a search is recorded, validated and run in one place.
 */
import { data, redirect, type LoaderFunctionArgs } from "@remix-run/node";

import type { SearchGuide, SearchResponse } from "../../../api/contract.ts";
import { apiErrorResponse, libraryClient, type LibraryClient } from "../../lib/library/index.server.ts";
import type { FormResult } from "../../lib/forms.ts";
import { getT } from "../../lib/i18n.server.ts";
import { lastSearchUrl, recordSearchHistory } from "../history/history.server.ts";
import { getPrefilters, prefilterViews } from "../prefilters/prefilters.server.ts";
import { applyPrefilters, type Prefilters } from "../prefilters/prefilters.ts";
import { loadTeachingPlan, type TeachingView } from "../teaching-plan/teaching-plan.server.ts";
import { searchAuthorities, type AuthorityResults } from "./authority-search.server.ts";
import { didYouMeanView } from "./did-you-mean.ts";
import { presentActiveFilters, presentFilters, type Translate } from "./filter-presenter.ts";
import type { ResultView } from "./result-list.tsx";
import {
  apiSearchQuery,
  applyRowAction,
  clearFiltersHref,
  editionsHref,
  pageCount,
  parseOpenFilters,
  parseSearchState,
  PLAN_REQUIRED,
  searchConfig,
  searchHref,
  tabHref,
  type GuideCode,
  type SearchState,
} from "./search-config.ts";
import { saveTrail } from "../record/result-nav.server.ts";
import { searchFormResult } from "./search-form-result.ts";
import { NETWORK_PARAMS, parseNetworkParams } from "../network/network-params.ts";
import { loadNetworkForm, runNetworkSearch, type NetworkView } from "../network/network-search.server.ts";
import { tk } from "../../lib/i18n.ts";
import { rejectQuery } from "../../lib/forms.ts";

/** The filters the legislation tabs' permission (`permissao-filtros-atos-jurisprudencia`) governs. */
const LAW_FILTERS: readonly string[] = ["T", "Y"];

function toResultView(item: SearchResponse["registros"][number], state: SearchState): ResultView {
  const work = item.obra;
  return {
    // A work of several editions among the hits opens them (decision 056).
    ...(work?.chave && work.edicoes > 1
      ? { editions: { count: work.edicoes, href: editionsHref(state, work.chave) } }
      : {}),
    id: item.cod_acervo,
    title: item.titulo,
    language: item.idioma,
    author: item.autor,
    publication: item.publicacao,
    year: item.ano_publicacao,
    workType: item.cod_tipo_obra,
    workTypeDescription: item.desc_tipo_obra,
    libraries: item.dados_adicionais.B.map((b) => b.descricao),
    online: item.acesso_remoto === "S",
    availability: item.disponibilidade,
    plans: item.bibliografia?.map((b) => ({ kind: b.tipo, discipline: b.disciplina, course: b.nome_curso })),
    accessible: item.possui_acessibilidade === "S",
    coins: item.coins,
  };
}

export interface TabView {
  code: string;
  title: string;
  href: string;
}

/** The tab bar: every tab the OPAC can show (the kids catalogue too); switching clears the query and keeps mobileView. */
export function tabViews(guides: SearchGuide[], mobileView: string | null): TabView[] {
  return guides.flatMap((g) => {
    const href = tabHref(g.codigo, mobileView);
    return href ? [{ code: g.codigo, title: g.titulo, href }] : [];
  });
}

/** The results page's two calls: the page of hits and the filter counts, for the same criteria. */
function runLocalSearch(api: LibraryClient, state: SearchState, prefilters: Prefilters) {
  return Promise.all([
    api.search.results(applyPrefilters(apiSearchQuery(state), prefilters).criteria),
    api.search.filters(applyPrefilters(apiSearchQuery(state, { paged: false }), prefilters).criteria),
  ]);
}

export async function loadSearch(
  { request, context }: Pick<LoaderFunctionArgs, "request" | "context">,
  guide: GuideCode,
) {
  const url = new URL(request.url);
  const params = url.searchParams;
  // `research` re-runs the search: the same URL without it (document 1 §2).
  if (params.has("research")) {
    params.delete("research");
    throw redirect(`${url.pathname}${params.size ? `?${params}` : ""}`);
  }
  // The general form always sends the database-type select, and without JS the institution
  // picker (decision 041): searching the catalogue itself, they say nothing, and the address of
  // a search stays the search (links, bookmarks, history).
  if (params.get(NETWORK_PARAMS.base) === "") {
    params.delete(NETWORK_PARAMS.base);
    params.delete(NETWORK_PARAMS.institutions);
    throw redirect(`${url.pathname}${params.size ? `?${params}` : ""}`);
  }
  // The mobile tab selector is a GET form to "/" naming the tab.
  const chosen = params.get("guia");
  if (chosen !== null && guide === "pesquisa_geral") {
    const mobileView = params.get("mobileView");
    const entry = tabHref(chosen, mobileView);
    if (entry) throw redirect(entry);
    const target = `/${encodeURIComponent(chosen)}`;
    throw redirect(mobileView ? `${target}?${new URLSearchParams({ mobileView })}` : target);
  }

  const api = await libraryClient({ request, context });
  const t = (await getT(request)) as unknown as Translate;
  const advanced = searchConfig.guides[guide].advanced;
  let state = parseSearchState(params, guide);
  // Prefilters (a library's own link to the catalogue) restrict every search of the session.
  const prefilters = await getPrefilters(request);
  // The catalogue's own search, started with the tab list and the network form rather than after
  // them (three round trips less before the results, decision 043) whenever nothing those answers
  // hold can change it: a term, no row button, no network base, no teaching plan or authority
  // tab. Whether it is used is decided below, as before; an unused one is dropped.
  const early =
    state.q !== null &&
    !params.get("acao") &&
    !params.get(NETWORK_PARAMS.base) &&
    !("teachingPlan" in searchConfig.guides[guide]) &&
    !("authorities" in searchConfig.guides[guide])
      ? runLocalSearch(api, state, prefilters)
      : null;
  early?.catch(() => undefined);
  // The general tab's form without a search is pre-filled from the patron's last one (decision 064).
  const lastUrl =
    guide === "pesquisa_geral" && state.q === null && !params.get("acao") ? lastSearchUrl(request, api, guide) : null;
  lastUrl?.catch(() => undefined);
  // The network form's lists (decision 041) are asked for with the tab list, not after it.
  const networkForm = guide === "pesquisa_geral" ? loadNetworkForm(api, parseNetworkParams(params)) : null;
  networkForm?.catch(() => undefined);
  const [guides, options] = await Promise.all([
    api.search.guides(),
    advanced ? api.search.advancedOptions() : Promise.resolve(null),
  ]).catch(apiErrorResponse);
  const current = guides.find((g) => g.codigo === guide);
  if (!current) throw new Response("Not Found", { status: 404, statusText: "Not Found" });

  const tabs = tabViews(guides, state.mobileView);
  const base = {
    guideTitle: current.titulo,
    tabs,
    options,
    title: current.titulo,
    /** The search's problems (a 400 page), shown as the error summary and inline messages. */
    result: null as FormResult | null,
    authorities: null as AuthorityResults | null,
    teaching: null as TeachingView | null,
    /** The database type select, the network's picker and results (decision 041); general tab only. */
    network: null as NetworkView | null,
    /** Sent here from an old catalogue address this one does not know (server/legacy-links.ts). */
    legacyNotice: guide === "pesquisa_geral" && params.get("aviso") === "link-antigo",
  };
  if (networkForm) base.network = await networkForm;

  if ("teachingPlan" in searchConfig.guides[guide]) {
    const loaded = await loadTeachingPlan(api, state, params).catch(apiErrorResponse);
    state = loaded.state;
    base.teaching = loaded.view;
    if (loaded.lookupOnly) return data({ ...base, state, search: null });
    // A submitted form carries every look-up's box: the results live at the plain URL of the choices.
    const canonical = searchHref(state);
    if (PLAN_REQUIRED.some((name) => state.plan?.[name]) && canonical !== `${url.pathname}${url.search}`)
      throw redirect(canonical);
  }

  const action = params.get("acao");
  if (action) {
    state = applyRowAction(state, action);
    return data({ ...base, state, search: null });
  }
  const last = lastUrl ? await lastUrl.catch(() => null) : null;
  if (last) {
    const previous = parseSearchState(new URL(last, url).searchParams, guide);
    if (previous.q) state = { ...state, field: previous.field, resume: previous.q };
  }
  // The legislation tabs' filter permission, asked for with their search rather than after it.
  const lawTab = "yearComparison" in searchConfig.guides[guide];
  const lawFilters = lawTab ? api.search.lawFiltersPermission() : null;
  lawFilters?.catch(() => undefined);
  // Without a term the form is the page, but on the legislation tabs when the institution lets
  // them open with their empty search run (document 1 §2, `legislacao/auto-search-permission`).
  const listing =
    state.q === null && lawTab && (await api.search.autoSearchPermission().catch(apiErrorResponse)).permissao;
  if (state.q === null && !listing) return data({ ...base, state, search: null });

  const result = state.q === null ? null : searchFormResult(params, state, { similar: options?.similar ?? false });
  const network = base.network;
  if (network?.baseWithoutBackend)
    return data({ ...base, state, result, search: null }, { status: result ? 400 : 200 });
  if (network?.searching) {
    // The picker with none ticked: refused with a message (document 1 §3 disables the button).
    const pickerEmpty = !network.remote && !!network.institutions?.length && network.params.institutions.length === 0;
    if (result || pickerEmpty) {
      const fieldErrors: Record<string, string[]> = {};
      for (const [name, messages] of Object.entries(result?.error ?? {}))
        if (messages?.length) fieldErrors[name] = [...messages];
      if (pickerEmpty) fieldErrors.inst = [tk("network.errors.institutionRequired")];
      return data({ ...base, state, result: rejectQuery(params, { fieldErrors }), search: null }, { status: 400 });
    }
    if (!network.unavailable) await runNetworkSearch(api, state, network);
    return data(
      { ...base, state, title: t("search.resultsTitle", { q: state.q }), search: null },
      { headers: await api.headers() },
    );
  }
  if (result) return data({ ...base, state, result, search: null }, { status: 400 });

  if ("authorities" in searchConfig.guides[guide]) {
    const authorities = await searchAuthorities(api, state);
    return data(
      { ...base, state, title: t("search.resultsTitle", { q: state.q }), search: null, authorities },
      { headers: await api.headers() },
    );
  }

  // The automatic listing searches every record of the tab; the form and the links keep the
  // landing's state (no term), so a filter or a page of the listing is the listing again.
  const searched = state.q === null ? { ...state, q: "", field: searchConfig.defaultField } : state;
  const [[response, allDefinitions], filtersAllowed] = await Promise.all([
    (early ?? runLocalSearch(api, searched, prefilters)).catch(apiErrorResponse),
    lawFilters ? lawFilters.then((p) => p.permissao, apiErrorResponse) : true,
  ]);
  // Without the permission the legislation tabs show no work-type and year filters (document 1 §6).
  const definitions = filtersAllowed ? allDefinitions : allDefinitions.filter((d) => !LAW_FILTERS.includes(d.codigo));
  const headers = await api.headers();
  // The patron's own searches go to the history, not the tab's automatic listing.
  if (state.q !== null)
    // Sets the visitor's cookie; the entry is written without the page waiting (decision 043).
    await recordSearchHistory(
      { request, api, headers },
      {
        searchId: response.sessao,
        // The teaching plan's "terms" are its choices (document 1 §9: CURSO, DISCIPLINA, PROFESSOR).
        terms: base.teaching
          ? base.teaching.summary.map((s) => ({ term: s.label, type: s.kind.toUpperCase() }))
          : [{ term: state.q, type: state.field }, ...state.rows.map((r) => ({ term: r.q, type: r.field }))],
        base: guide,
        total: response.totalRegistros,
        url: searchHref({ ...state, page: 1 }),
      },
    );

  const pages = pageCount(response.totalRegistros, state.perPage);
  await saveTrail(request, headers, {
    href: searchHref(state),
    ids: response.registros.map((r) => r.cod_acervo),
    prevPage: state.page > 1 ? searchHref({ ...state, page: state.page - 1 }) : null,
    nextPage: state.page < pages ? searchHref({ ...state, page: state.page + 1 }) : null,
  });
  const filters = presentFilters(definitions, state, t, api.locale, parseOpenFilters(url.searchParams));
  // The similar-word search is the advanced tab's: offered only where the institution has it.
  const similar =
    response.totalRegistros === 0 || response.sugestoes
      ? guides.some((g) => g.codigo === "pesquisa_avancada") &&
        (options ?? (await api.search.advancedOptions().catch(apiErrorResponse))).similar
      : false;
  // A listing without a term (new acquisitions' TODOS) is titled by its tab.
  const q =
    (base.teaching ? base.teaching.summary.map((s) => s.label) : [state.q, ...state.rows.map((r) => r.q)]).join(
      " · ",
    ) || current.titulo;
  return data(
    {
      ...base,
      state,
      // Page 2+ in the title too, so history and tabs tell the pages apart.
      title:
        state.page > 1
          ? `${t("search.resultsTitle", { q })} – ${t("search.pagination.page", { page: state.page })}`
          : t("search.resultsTitle", { q }),
      search: {
        total: response.totalRegistros,
        pages,
        results: response.registros.map((item) => toResultView(item, state)),
        grouped: response.agrupado === true,
        filters,
        activeFilters: presentActiveFilters(filters, state),
        clearFiltersHref: clearFiltersHref(state),
        didYouMean: didYouMeanView(state, response, similar),
        prefilters: await prefilterViews(api, prefilters, t),
      },
    },
    { headers },
  );
}
