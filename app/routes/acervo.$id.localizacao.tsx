/** /acervo/:id/localizacao — where the copies stand, by library (activity 31). */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData } from "@remix-run/react";

import { LocationTab } from "../features/record/location-tab.tsx";
import { recordTabTitle } from "../features/record/record-route.ts";
import { parseRecordId } from "../features/record/record-tabs.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await libraryClient({ request, context });
  const copies = await api.records.copies(id).catch(apiErrorResponse);
  return data({ id, libraries: copies.bibliotecas }, { headers: await api.headers() });
}

export default function LocationRoute() {
  const { id, libraries } = useLoaderData<typeof loader>();
  return <LocationTab id={id} libraries={libraries} />;
}

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "localizacao");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
