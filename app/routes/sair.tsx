/**
 * /sair ends the session and goes to the catalogue root (after an OIDC sign-in, to the institution's
 * logout link instead). The header's logout is a POST form; a GET is honoured too because the spec
 * lists /sair as a route, but only from our own pages or the address bar: a GET that another
 * site's link or image caused (Sec-Fetch-Site: cross-site, or a foreign Referer) shows a page with
 * a logout button instead, so no other site can log a patron out (decision 035).
 *
 * Logging out ends the session on the library service as well (POST /oauth/revoke): a copy of
 * the cookie taken before is refused from then on, not only forgotten by this browser.
 */
import {
  json,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { requestHost, requestSite } from "../features/security/request-site.ts";
import { ssoLogoutUrl } from "../features/sso/sso.server.ts";
import { endAppDevice } from "../features/app-wrapper/app-wrapper.server.ts";
import { assertSameOrigin } from "../lib/auth.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { libraryClient } from "../lib/library/index.server.ts";
import { pageTitle } from "../lib/meta.ts";
import { destroySession, getSession } from "../lib/session.server.ts";

async function logout(request: Request, context: AppLoadContext): Promise<never> {
  const session = await getSession(request);
  // In the app's wrapper the device is revoked too: the app forgets its uuid (decision 026). This
  // and the SSO logout address are asked first, while the session's tokens still open the service.
  const appCookies = await endAppDevice(request, context);
  // After an OIDC sign-in the patron leaves through the institution's logout link (link_logout_OIDC).
  const target = (await ssoLogoutUrl({ request, context }, session.get("auth")?.sso)) ?? "/";
  const tokens = [session.get("auth")?.refreshToken, session.get("pendingLogin")?.refreshToken];
  if (tokens.some(Boolean)) {
    const api = await libraryClient({ request, context });
    // The service may be down: the cookie is destroyed anyway, and its refresh token expires.
    for (const token of tokens) if (token) await api.auth.revoke(token).catch(() => undefined);
  }
  const headers = new Headers({ "Set-Cookie": await destroySession(session, request) });
  for (const cookie of appCookies) headers.append("Set-Cookie", cookie);
  throw redirect(target, { status: 303, headers });
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  if (requestSite(request.headers, requestHost(request)) === "cross-site") {
    const session = await getSession(request);
    // Nothing to end: no page to show either.
    if (!session.has("auth") && !session.has("pendingLogin")) throw redirect("/");
    const t = await getT(request);
    return json({ title: t("security.logout.title") }, { headers: { "Cache-Control": "no-store" } });
  }
  return logout(request, context);
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  return logout(request, context);
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);

/**
 * The confirmation another site's link lands on. Having a component also keeps /sair a UI route,
 * so a hydrated page's <Form action="/sair"> goes through Remix's navigation like any other.
 */
export default function Logout() {
  const { t } = useTranslation();
  useLoaderData<typeof loader>();
  return (
    <section aria-labelledby="logout-title" className="logout-confirm">
      <h1 id="logout-title">{t("security.logout.title")}</h1>
      <p>{t("security.logout.body")}</p>
      <Form method="post" action="/sair" className="logout-confirm__actions">
        <button type="submit" className="button">
          {t("security.logout.confirm")}
        </button>{" "}
        <Link to="/" className="button button--secondary">
          {t("security.logout.cancel")}
        </Link>
      </Form>
    </section>
  );
}
