/**
 * What the route of a page that ships no script shares: its title is the loader's `title`, it
 * does not hydrate (decision 037), and a failure shows the general error page. A route re-exports
 * these beside its own loader and component.
 */
import type { MetaFunction } from "@remix-run/node";

import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { GeneralErrorBoundary } from "./general-error-boundary.tsx";

export const meta: MetaFunction = ({ data, matches }) =>
  pageTitle(matches, (data as { title?: string } | undefined)?.title);

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
