/**
 * /meupergamum/nada-consta — the clearance declaration (decision 032): what is still pending
 * (the service's words), or the awareness warning and the form (reason + required confirmation),
 * or, once issued, the declaration with its download (/meupergamum/nada-consta/pdf) and the
 * button that sends it by e-mail. Works without JS; with JS the form checks itself first.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs } from "@remix-run/node";

import { clearanceAction, clearanceLoader } from "../features/clearance/clearance.server.ts";
import clearanceStyles from "../features/clearance/clearance.css";
import type { RouteHandle } from "../lib/route-handle.ts";
import { formPageMeta } from "../ui/document-meta.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export { ClearancePage as default } from "../features/clearance/clearance-page.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: clearanceStyles }];

export const loader = (args: LoaderFunctionArgs) => clearanceLoader(args);

export const action = (args: ActionFunctionArgs) => clearanceAction(args);

export const meta = formPageMeta;

/** The form checks itself in the browser when JS is on. */
export const handle: RouteHandle = { hydrate: true };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
