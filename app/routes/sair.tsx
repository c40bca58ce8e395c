/**
 * /sair ends the session and goes to the catalogue root (after an OIDC sign-in, to the institution's
 * logout link instead). The header's logout is a POST form; a
 * GET is honoured too because the spec lists /sair as a route.
 */
import { redirect, type ActionFunctionArgs, type AppLoadContext, type LoaderFunctionArgs } from "@remix-run/node";

import { ssoLogoutUrl } from "../features/sso/sso.server.ts";
import { endAppDevice } from "../features/app-wrapper/app-wrapper.server.ts";
import { assertSameOrigin } from "../lib/auth.server.ts";
import { destroySession, getSession } from "../lib/session.server.ts";

async function logout(request: Request, context: AppLoadContext): Promise<never> {
  const session = await getSession(request);
  // In the app's wrapper the device is revoked too: the app forgets its uuid (decision 026).
  const appCookies = await endAppDevice(request, context);
  const headers = new Headers({ "Set-Cookie": await destroySession(session, request) });
  for (const cookie of appCookies) headers.append("Set-Cookie", cookie);
  // After an OIDC sign-in the patron leaves through the institution's logout link (link_logout_OIDC).
  const target = (await ssoLogoutUrl({ request, context }, session.get("auth")?.sso)) ?? "/";
  throw redirect(target, { status: 303, headers });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  return logout(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return logout(request, context);
}

/**
 * Never rendered (loader and action always redirect). Having a component keeps /sair a UI route,
 * so a hydrated page's <Form action="/sair"> goes through Remix's navigation like any other.
 */
export default function Logout() {
  return null;
}
