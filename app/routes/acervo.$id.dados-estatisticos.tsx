/**
 * /acervo/:id/dados-estatisticos — loans of the record's copies in a year, by library and month:
 * the year is chosen with a GET form (GET /api/acervo/{id}/dados-estatisticos/anos), the data
 * (…/dados/{year}) is an accessible table with row and column totals. No chart.
 */
import type { MetaFunction } from "@remix-run/node";

import { recordTabTitle } from "../features/record/record-route.ts";
import { StatisticsTab } from "../features/record/statistics-tab.tsx";
import { statisticsTabLoader } from "../features/record/statistics-tab.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export const loader = statisticsTabLoader;

export default StatisticsTab;

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "dados-estatisticos");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
