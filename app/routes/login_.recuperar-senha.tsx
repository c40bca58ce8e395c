/**
 * /login/recuperar-senha: password recovery in three steps (document 2 §2 "Forgot-password flow",
 * §4; decision 025): the user code (and the captcha when permission 1120 is held), the code sent by
 * e-mail, the new password. Outside /login's layout (the `login_` prefix) but in its look: a
 * narrow page of its own, linked from the login screen. Success goes back to /login (with the
 * login's `redirect`, when the login screen passed one) and its 'SenhaAlteradaSucesso' notice.
 * Each step works without JS (see app/features/password/recovery-steps.tsx).
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import passwordStyles from "../features/password/password.css";
import { recoveryLoader, recoveryPageAction } from "../features/password/recovery.server.ts";
import { formPageMeta } from "../ui/document-meta.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: passwordStyles }];

export const loader = (args: LoaderFunctionArgs) => recoveryLoader(args);
export const action = (args: ActionFunctionArgs) => recoveryPageAction(args);

export { PasswordRecoveryPage as default } from "../features/password/recovery-page.tsx";

export const meta: MetaFunction<typeof loader> = formPageMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
