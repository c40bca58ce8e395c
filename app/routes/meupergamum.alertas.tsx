/**
 * /meupergamum/alertas — the patron's alerts (GET /solicitacoes/alertas), newest first, each in
 * words in the reader's language (alerts.kind.<kind>, a generic sentence for a kind without
 * words), with a form per row to mark it read (PUT) or remove it (DELETE). An optional date
 * filter (both dates or neither). POSTs redirect back (303) with a notice; no JS needed.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import servicesStyles from "../features/account-stats/services.css";
import { alertsAction, alertsLoader } from "../features/alerts/alerts.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { filterPageMeta } from "../ui/document-meta.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: servicesStyles }];

export const loader = (args: LoaderFunctionArgs) => alertsLoader(args);

export const action = (args: ActionFunctionArgs) => alertsAction(args);

export { AlertsPage as default } from "../features/alerts/alerts-page.tsx";

export const meta: MetaFunction<typeof loader> = filterPageMeta;

export const handle: RouteHandle = { hydrate: false };
