/**
 * /meupergamum/dados-pessoais — the patron's personal data (GET/PUT
 * /pessoas/meu-pergamum/dados-pessoais), in three fieldsets (address, contact, other). The fields
 * the institution lets patrons change are inputs; the rest are shown as text. The form follows the
 * house pattern (decision 011): the rules of the service run here and, with JS, in the browser;
 * failure re-renders with the summary, inline messages and the typed values; success redirects
 * (303) back with a "saved" notice. Below, the devices signed in with the app, each revocable.
 * The page is app/features/personal/.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { personalDataAction, personalDataLoader } from "../features/personal/personal-data.server.ts";
import personalStyles from "../features/personal/personal.css";
import type { RouteHandle } from "../lib/route-handle.ts";
import { formPageMeta } from "../ui/document-meta.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export { PersonalDataPage as default } from "../features/personal/personal-data-page.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: personalStyles }];

export const loader = (args: LoaderFunctionArgs) => personalDataLoader(args);

export const action = (args: ActionFunctionArgs) => personalDataAction(args);

export const meta: MetaFunction<typeof loader> = formPageMeta;

/** The form validates in the browser when JS is on (the account pages around it ship no script). */
export const handle: RouteHandle = { hydrate: true };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
