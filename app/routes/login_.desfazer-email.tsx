/**
 * /login/desfazer-email — the link mailed to the old address after an e-mail change puts that
 * address back (decision 052). Outside /login's layout (the `login_` prefix): whoever opens it
 * may be logged out, or logged in as whoever changed the address. The page is
 * app/features/personal/email-undo-page.tsx.
 */
import type { ActionFunctionArgs, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { emailUndoAction, emailUndoLoader } from "../features/personal/email-undo.server.ts";
import { formPageMeta } from "../ui/document-meta.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export { EmailUndoPage as default } from "../features/personal/email-undo-page.tsx";

export const loader = (args: LoaderFunctionArgs) => emailUndoLoader(args);
export const action = (args: ActionFunctionArgs) => emailUndoAction(args);

export const meta: MetaFunction<typeof loader> = formPageMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
