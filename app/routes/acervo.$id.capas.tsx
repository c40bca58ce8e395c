/** /acervo/:id/capas — the record's cover, large (activity -1). */
import type { MetaFunction } from "@remix-run/node";

import { CoversTab } from "../features/record/covers-tab.tsx";
import { recordTabTitle } from "../features/record/record-route.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export default CoversTab;

export const meta: MetaFunction = ({ matches }) => recordTabTitle(matches, "capas");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
