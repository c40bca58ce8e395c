/**
 * /acervo/:id/solicitacao-emprestimo — loan request, pick-up at a library or a receiving unit (document 2 §3, §5, §7).
 * The page, its loader and action are shared with the other loan-request tab:
 * app/features/circulation/loan-request.server.ts (login required, POST steps, validation, refusals) and
 * app/circulation/loan-request-form.tsx. The form's zod schema is app/circulation/loan-request.ts.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import circulationStyles from "../features/circulation/circulation.css";
import { LoanRequestPage } from "../features/circulation/loan-request-form.tsx";
import { loanRequestMeta } from "../features/circulation/loan-request-meta.ts";
import { loanRequestAction, loanRequestLoader } from "../features/circulation/loan-request.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: circulationStyles }];

export const loader = (args: LoaderFunctionArgs) => loanRequestLoader(args, false);

export const action = (args: ActionFunctionArgs) => loanRequestAction(args, false);

export const meta: MetaFunction<typeof loader> = (args) => loanRequestMeta(args);

export default LoanRequestPage;

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
