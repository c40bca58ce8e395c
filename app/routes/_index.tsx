/**
 * The general search (pesquisa_geral, the tab with order 0, at the root). Without `q` it shows
 * the form; with `q` the results of GET /api/consulta and the filters of /api/consulta/filtros.
 * The query string is the whole state (see search-config.ts); the loader is shared by every tab.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { GeneralErrorBoundary } from "../components/general-error-boundary.tsx";
import { searchFeedMeta } from "../feeds/feed-links.ts";
import { pageTitle } from "../lib/meta.ts";
import searchStyles from "../styles/search.css";
import { loadSearch } from "../search/search-loader.server.ts";
import { SearchPage, searchShouldRevalidate } from "../search/search-page.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: searchStyles }];

export async function loader(args: LoaderFunctionArgs) {
  return loadSearch(args, "pesquisa_geral");
}

export const shouldRevalidate = searchShouldRevalidate;

export default function GeneralSearch() {
  return <SearchPage />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const title = pageTitle(matches, data?.title, { error: Boolean(data?.errors.length) });
  return data?.search ? [...title, ...searchFeedMeta(location.search, data.title)] : title;
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
