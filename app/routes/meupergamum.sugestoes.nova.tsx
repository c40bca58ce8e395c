/**
 * /meupergamum/sugestoes/nova — suggest an acquisition (decision 030). The page, its form and the
 * handlers of its buttons are the acquisition feature's (app/features/acquisition/).
 */
import type { LinksFunction, MetaFunction } from "@remix-run/node";

import acquisitionStyles from "../features/acquisition/acquisition.css";
import { NewSuggestionPage } from "../features/acquisition/new-suggestion-page.tsx";
import type { loader } from "../features/acquisition/new-suggestion.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { formPageMeta } from "../ui/document-meta.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export { action, loader } from "../features/acquisition/new-suggestion.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: acquisitionStyles }];

export const meta: MetaFunction<typeof loader> = formPageMeta;

/** The form validates in the browser and follows the campus when JS is on. */
export const handle: RouteHandle = { hydrate: true };

export default NewSuggestionPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
