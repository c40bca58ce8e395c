/**
 * /catalogos/{prefix}/{codBiblioteca?}/{codCategoria?} — the kids and museum catalogues (document 1
 * §2, decision 040), in their own frame (KidsLayout). Kids: the home sections (DESTAQUE, NOTICIAS,
 * information tabs) at the root, a search form, the categories (target-audience levels) and pages
 * of covers and titles linking to the children's record page. Museum (museus): the home sections
 * over the museum objects. Another prefix, or an institution without the catalogue, goes to /; an
 * unknown library or category is a message (404). See app/features/kids/kids-catalogue.server.ts.
 */
import type { LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { catalogueLoader } from "../features/kids/kids-catalogue.server.ts";
import kidsStyles from "../features/kids/kids.css";
import searchStyles from "../features/search/search.css";
import { hasFormErrors } from "../lib/forms.ts";
import { pageTitle } from "../lib/meta.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export { CataloguePage as default } from "../features/kids/catalogue-page.tsx";

export const links: LinksFunction = () => [
  { rel: "stylesheet", href: searchStyles },
  { rel: "stylesheet", href: kidsStyles },
];

export const loader = (args: LoaderFunctionArgs) => catalogueLoader(args);

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  if (data?.kind === "museum") return pageTitle(matches, data.museumTitle, { error: Boolean(data.invalid) });
  const page = data && data.state.page > 1 ? ` – ${data.state.page}` : "";
  return pageTitle(matches, data ? `${data.title}${page}` : undefined, { error: hasFormErrors(data?.result) });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
