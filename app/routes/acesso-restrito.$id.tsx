/**
 * /acesso-restrito/:id — the restricted links of a record for a logged-in patron (document 1 §2;
 * a visitor is sent to login and back). Each link is a POST form: the action asks the service
 * for the link (POST /api/vinculos/acesso-restrito/{id}/s/{seq}, which records the access and
 * gives a signed address valid 10 minutes) and the page then shows it: a PDF in the embedded
 * viewer (with JS) and always as a plain link, audio and video in native players, anything else
 * as a link. A failure shows 'Houve um erro durante a tentativa de acesso ao vinculo.'
 * Hydrated: the PDF viewer's controls need script; everything else is plain HTML.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { restrictedAccessAction, restrictedAccessLoader } from "../features/record/restricted-access.server.ts";
import recordStyles from "../features/record/record.css";
import { pageTitle } from "../lib/meta.ts";
import { ACTION_DATA } from "../ui/document-meta.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export { RestrictedAccessPage as default } from "../features/record/restricted-access-page.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: recordStyles }];

export const loader = (args: LoaderFunctionArgs) => restrictedAccessLoader(args);

export const action = (args: ActionFunctionArgs) => restrictedAccessAction(args);

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const result = (loaderData as Record<string, unknown> | undefined)?.[ACTION_DATA] as { error?: boolean } | undefined;
  return pageTitle(matches, loaderData?.pageTitle, { error: result?.error === true });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
