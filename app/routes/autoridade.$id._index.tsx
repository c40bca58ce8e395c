/**
 * /autoridade/:id — the authority's data: identifiers (024) as logo links for the seven sources
 * of document 1, 50 px high, others as text links; the fields grouped by label, codes in words;
 * links from 670/678/856 $u. The catalogue's records under this heading come first, paginated
 * (?page=): what most readers came for, before field lists that can be long.
 */
import type { LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import type { AuthorityDetails } from "../../api/contract.ts";
import { AUTHORITY_ROUTE } from "../features/record/authority-data.tsx";
import { authorityDataLoader } from "../features/record/authority-data.server.ts";
import { pageTitle, routeData } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export { AuthorityData as default } from "../features/record/authority-data.tsx";

export const loader = (args: LoaderFunctionArgs) => authorityDataLoader(args);

export const meta: MetaFunction<typeof loader> = ({ matches }) => {
  const parent = routeData<{ details: AuthorityDetails; titles: { data: string } }>(matches, AUTHORITY_ROUTE);
  return pageTitle(matches, parent ? `${parent.details.cabecalho} – ${parent.titles.data}` : undefined);
};

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
