/**
 * /feed?q=…&for=… — the Atom feed of a search: the same parameters as the search page (term,
 * field, sort, filters, page), its entries the records of that page of results, each linking
 * to its record page. A feed reader polls it to learn of new records matching a search.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import type { BasketRecord } from "../../api/basket/contract.ts";
import type { SearchResponse } from "../../api/contract.ts";
import { ATOM_TYPE, atomFeed } from "../feeds/atom.ts";
import { getT } from "../i18n.server.ts";
import { apiErrorResponse, createApiClient } from "../lib/api.server.ts";
import { apiSearchQuery, parseSearchState, searchHref } from "../search/search-config.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const state = parseSearchState(url.searchParams);
  const t = await getT(request);
  if (!state.q) {
    // The same refusal as the search page's for a blank term (document 1 §5).
    return new Response(t("search.errors.termRequired"), { status: 400, headers: { "Content-Type": "text/plain; charset=utf-8" } });
  }
  const api = await createApiClient({ request, context });
  const response = await api.get<SearchResponse>("/consulta", apiSearchQuery(state)).catch(apiErrorResponse);
  const ids = response.registros.map((r) => r.cod_acervo);
  const records =
    ids.length > 0 ? await api.get<BasketRecord[]>("/acervo/cesta", { acervos: ids.join(",") }).catch(apiErrorResponse) : [];
  const body = atomFeed({
    self: url.href,
    alternate: url.origin + searchHref(state),
    title: `${t("search.resultsTitle", { q: state.q })} | ${t("site.name")}`,
    subtitle: t("feeds.searchSubtitle", { total: response.totalRegistros }),
    siteName: t("site.name"),
    language: api.locale === "pt" ? "pt-BR" : api.locale,
    origin: url.origin,
    records,
    now: new Date(),
    workTypeLabel: (r) => t(`workType.${r.cod_tipo_obra}`, { defaultValue: r.desc_tipo_obra }),
  });
  return new Response(body, { headers: { "Content-Type": ATOM_TYPE, "Cache-Control": "public, max-age=300" } });
}
