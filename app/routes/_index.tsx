/**
 * The general search (pesquisa_geral, the tab with order 0, at the root). Without `q` it shows
 * the form; with `q` the results of GET /api/consulta and the filters of /api/consulta/filtros.
 * The query string is the whole state (see search-config.ts); the loader is shared by every tab.
 */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { searchFeedMeta } from "../features/feeds/feed-links.ts";
import { HomeShowcase } from "../features/home/home-showcase.tsx";
import { loadHomeShowcase } from "../features/home/home.server.ts";
import homeStyles from "../features/home/home.css";
import { loadSearch } from "../features/search/search-loader.server.ts";
import { loadMobileHome } from "../features/kids/mobile-home.server.ts";
import { MobileHome } from "../features/kids/mobile-home.tsx";
import kidsStyles from "../features/kids/kids.css";
import {
  resultsNotIndexed,
  SearchPage,
  searchPageLinks,
  searchShouldRevalidate,
} from "../features/search/search-page.tsx";
import { hasFormErrors } from "../lib/form-errors.ts";
import { pageTitle } from "../lib/meta.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const links: LinksFunction = () => [
  ...searchPageLinks(),
  { rel: "stylesheet", href: kidsStyles },
  { rel: "stylesheet", href: homeStyles },
];

export async function loader(args: LoaderFunctionArgs) {
  // The mobile views and the self-service button (decision 040) ride along with the search's data;
  // without a term, what the home page shows below the search (decision 062).
  const searching = new URL(args.request.url).searchParams.has("q");
  const [search, mobile, showcase] = await Promise.all([
    loadSearch(args, "pesquisa_geral"),
    loadMobileHome(args),
    searching ? null : loadHomeShowcase(args),
  ]);
  return data({ ...search.data, mobile, showcase }, search.init ?? undefined);
}

export const shouldRevalidate = searchShouldRevalidate;

export default function GeneralSearch() {
  const { mobile, search, showcase } = useLoaderData<typeof loader>();
  // The self-service button is the home's: a page of results gives its room to the results (decision 037).
  return (
    <MobileHome view={mobile.view} selfService={search ? null : mobile.selfService} featured={mobile.featured}>
      <SearchPage />
      {showcase && !search ? <HomeShowcase showcase={showcase} /> : null}
    </MobileHome>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches, location }) => {
  const title = pageTitle(matches, data?.title, { error: hasFormErrors(data?.result) });
  return data?.search ? [...title, ...searchFeedMeta(location.search, data.title), resultsNotIndexed] : title;
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
