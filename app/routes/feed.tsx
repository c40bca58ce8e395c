/**
 * /feed?q=…&for=… — the Atom feed of a search: the same parameters as the search page (term,
 * field, sort, filters, page), its entries the records of that page of results, each linking
 * to its record page. A feed reader polls it to learn of new records matching a search.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { basketRecords } from "../features/basket/basket-records.server.ts";
import { atomResponse } from "../features/feeds/atom-response.server.ts";
import {
  apiSearchQuery,
  isGuideCode,
  parseSearchState,
  PLAN_REQUIRED,
  searchHref,
} from "../features/search/search-config.ts";
import { publicUrl } from "../features/security/public-origin.server.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { getT } from "../lib/i18n.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  // Absolute addresses on the configured public origin, never from Host (decision 035).
  const url = publicUrl(request);
  // The tab whose search this is (decision 037); an unknown tab is the general one's feed.
  const guia = url.searchParams.get("guia") ?? "";
  const guide = isGuideCode(guia) ? guia : "pesquisa_geral";
  const state = parseSearchState(url.searchParams, guide);
  const t = await getT(request);
  // The teaching plan's search has no term: its choices are the search.
  const planChosen = Boolean(state.plan && PLAN_REQUIRED.some((name) => state.plan?.[name]));
  if (!state.q && !planChosen) {
    // The same refusal as the search page's for a blank term (document 1 §5).
    return new Response(t("search.errors.termRequired"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const api = await libraryClient({ request, context });
  const response = await api.search.results(apiSearchQuery(state).criteria).catch(apiErrorResponse);
  return atomResponse(
    { url, t, api },
    {
      self: url.href,
      alternate: url.origin + searchHref(state),
      title: t("search.resultsTitle", { q: state.q || guide }),
      subtitle: t("feeds.searchSubtitle", { total: response.totalRegistros }),
      records: await basketRecords(
        api,
        response.registros.map((r) => r.cod_acervo),
      ),
    },
  );
}
