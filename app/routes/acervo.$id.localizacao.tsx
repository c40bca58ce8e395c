/** /acervo/:id/localizacao — where the copies stand, by library (activity 31). */
import type { MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { LocationTab } from "../features/record/location-tab.tsx";
import { copiesTabLoader } from "../features/record/copies-tab.server.ts";
import { recordTabTitle } from "../features/record/record-route.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export const loader = copiesTabLoader;

export default function LocationRoute() {
  const { id, libraries } = useLoaderData<typeof loader>();
  return <LocationTab id={id} libraries={libraries} />;
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "localizacao");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
