/**
 * The general search (pesquisa_geral, the tab with order 0, at the root). Without `q` it shows
 * the form; with `q` the results of GET /api/consulta and the filters of /api/consulta/filtros.
 * The query string is the whole state (see search-config.ts); the loader is shared by every tab.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { searchFeedMeta } from "../features/feeds/feed-links.ts";
import { loadSearch } from "../features/search/search-loader.server.ts";
import { SearchPage, searchPageLinks, searchShouldRevalidate } from "../features/search/search-page.tsx";
import { hasFormErrors } from "../lib/forms.ts";
import { pageTitle } from "../lib/meta.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const links = searchPageLinks;

export async function loader(args: LoaderFunctionArgs) {
  return loadSearch(args, "pesquisa_geral");
}

export const shouldRevalidate = searchShouldRevalidate;

export default function GeneralSearch() {
  return <SearchPage />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const title = pageTitle(matches, data?.title, { error: hasFormErrors(data?.result) });
  return data?.search ? [...title, ...searchFeedMeta(location.search, data.title)] : title;
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
