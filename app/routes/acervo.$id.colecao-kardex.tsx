/**
 * /acervo/:id/colecao-kardex — the issues of a serial the libraries hold (kardex): a GET form
 * filters by library, year and month (GET /api/kardex/{id}/combobox-data for the choices,
 * /kardex/{id}/data for the issues), then a table, newest first, with received and missing counts.
 */
import type { MetaFunction } from "@remix-run/node";

import { KardexTab } from "../features/record/kardex-tab.tsx";
import { kardexLoader } from "../features/record/kardex-tab.server.ts";
import { recordTabTitle } from "../features/record/record-route.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export const loader = kardexLoader;

export default KardexTab;

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "colecao-kardex");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
