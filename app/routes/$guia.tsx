/**
 * The other search tabs, `/{guia}` (document 1 §2): pesquisa_avancada, e_books, arquivo,
 * atos_normativos, jurisprudencia, autoridades, acessibilidade, novas_aquisicoes, multimeios
 * (the new-acquisitions feed is linked on every page by root.tsx; the kids catalogue has its own
 * page, catalogos.$prefix.($codBiblioteca).($codCategoria).tsx).
 * A name that is not one of the institution's tabs is the not-found page (404).
 */
import { redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";

import { isGuideCode } from "../features/search/search-config.ts";
import { loadSearch } from "../features/search/search-loader.server.ts";
import {
  resultsNotIndexed,
  SearchPage,
  searchPageLinks,
  searchShouldRevalidate,
} from "../features/search/search-page.tsx";
import { hasFormErrors } from "../lib/forms.ts";
import { pageTitle } from "../lib/meta.ts";

export const links = searchPageLinks;

export async function loader(args: LoaderFunctionArgs) {
  const guide = args.params.guia ?? "";
  // The general tab lives at the root: its own name leads there, with the query kept (decision 037).
  if (guide === "pesquisa_geral") {
    throw redirect(`/${new URL(args.request.url).search}`, { status: 301 });
  }
  if (!isGuideCode(guide)) {
    throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  }
  return loadSearch(args, guide);
}

export const shouldRevalidate = searchShouldRevalidate;

export default function GuideSearch() {
  return <SearchPage />;
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const title = pageTitle(matches, data?.title, { error: hasFormErrors(data?.result) });
  return data?.search ? [...title, resultsNotIndexed] : title;
};

// No ErrorBoundary here: an unknown tab is the site's not-found page (root boundary, 404, with
// its title).
