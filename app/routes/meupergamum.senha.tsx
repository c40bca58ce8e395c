/**
 * /meupergamum/senha: the logged-in patron changes their password (document 2 §7 PUT
 * /pessoas/meu-pergamum/senha; decision 025): current, new and confirmation, with the
 * institution's rules listed before typing. A POST form (no JS needed); success comes back here
 * with 'SenhaAlteradaSucesso'.
 */
import type { ActionFunctionArgs, LinksFunction, LoaderFunctionArgs, MetaFunction } from "@remix-run/node";

import { changePasswordLoader, changePasswordPageAction } from "../features/password/change-password.server.ts";
import passwordStyles from "../features/password/password.css";
import { formPageMeta } from "../ui/document-meta.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: passwordStyles }];

export const loader = (args: LoaderFunctionArgs) => changePasswordLoader(args);
export const action = (args: ActionFunctionArgs) => changePasswordPageAction(args);

export { ChangePasswordPage as default } from "../features/password/change-password-page.tsx";

export const meta: MetaFunction<typeof loader> = formPageMeta;
