/**
 * /sobre-acessibilidade — about the catalogue's accessibility (document 1 §3, decision 038): the access
 * keys 0 to 8, the display choices (colour scheme, every text size of the spec, bold text) and
 * sign language. Its action is where every page's accessibility bar posts: it stores the choice
 * in a cookie and sends the reader back to the page they were on (303), or, from the bar's
 * fetcher (JS), answers data so the page stays where it is.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { displayPrefsAction } from "../features/a11y/preferences.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const handle: RouteHandle = { hydrate: false };

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { title: t("accessibility.page.title") };
}

export const action = (args: ActionFunctionArgs) => displayPrefsAction(args);

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => pageTitle(matches, loaded?.title);

export { AccessibilityPage as default } from "../features/a11y/accessibility-page.tsx";

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
