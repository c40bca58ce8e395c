/**
 * /meupergamum/pedidos-pesquisa/<tipo> — one type of research request (decision 033). The page,
 * its forms and their handlers are the research-requests feature's
 * (app/features/research-requests/).
 */
import type { LinksFunction } from "@remix-run/node";

import { ResearchRequestPage, researchRequestMeta } from "../features/research-requests/research-request-page.tsx";
import requestStyles from "../features/research-requests/research-requests.css";
import type { RouteHandle } from "../lib/route-handle.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export { action, loader } from "../features/research-requests/research-request.server.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: requestStyles }];

export const meta = researchRequestMeta;

/** The forms validate in the browser when JS is on. */
export const handle: RouteHandle = { hydrate: true };

export default ResearchRequestPage;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
