/**
 * /login: the login screen (document 2 §2, §4, §5, §8; decision 024). Works without JS: the form
 * POSTs here, the server parses it with the page's schema and asks the library service. It shows
 * what the institution configures (GET /parametros/login): the login field's label, the
 * institution's message (sanitised HTML in a scrolling box), the forgot-password link, the
 * destination choice (M/C), the category-code select and, when due, the captcha. A person with
 * several logins then chooses one. Failure re-renders the form (status 4xx) with the error
 * summary, inline messages, "Erro: " in the title, the username kept, the password cleared and a
 * new captcha. Success stores the tokens in the session cookie and redirects (303).
 *
 * With JS, Conform runs the same schema in the browser before the request, and the password
 * field gets its visibility toggle. The page is app/features/login/.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import loginStyles from "../features/login/login.css";
import { loginAction, loginLoader } from "../features/login/login-page.server.ts";
import { formPageMeta } from "../ui/document-meta.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export { LoginPage as default } from "../features/login/login-page.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: loginStyles }];

export const loader = (args: LoaderFunctionArgs) => loginLoader(args);

export const action = (args: ActionFunctionArgs) => loginAction(args);

export const meta: MetaFunction<typeof loader> = formPageMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
