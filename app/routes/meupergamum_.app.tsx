/**
 * /meupergamum/app — the patron area's entry for the mobile app (document 2 §2, §4 "Mobile
 * wrapper"). Outside the patron area's layout, so that a visitor with a uuid is not sent to log
 * in first. It marks the browser as the app's wrapper (app-wrapper.server.ts) and then:
 * - with a uuid (`?uuid=` when the app opens the address, or a POSTed `uuid` field): trades it for
 *   tokens (POST /pessoas/auth-app-uuid), stores the session and goes to /meupergamum; a uuid that
 *   no longer works goes to the login with a notice;
 * - without one, not logged in: to the login, which comes back here;
 * - logged in on a device without a uuid yet: asks for one (POST /pessoas/store-app-uuid), hands it
 *   to the app with the user's data (with JS, the bridge), with a link on to /meupergamum. The
 *   service makes one only for a patron who signed in minutes ago (decision 052): an older session
 *   logs in again first, and the login comes back here.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type AppLoadContext,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import * as z from "zod";

import { appCookieHeader, readAppCookie } from "../features/app-wrapper/app-wrapper.server.ts";
import { postUserWithUuid } from "../features/app-wrapper/bridge.tsx";
import { assertSameOrigin } from "../lib/auth.server.ts";
import { parseForm } from "../lib/forms.ts";
import { getT } from "../lib/i18n.server.ts";
import { ServiceError, apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { clientInfo } from "../lib/user-agent.ts";
import { commitSession, getSession } from "../lib/session.server.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

const HERE = "/meupergamum/app";
const HOME = "/meupergamum";

async function enterWithUuid(request: Request, context: AppLoadContext, uuid: string): Promise<never> {
  const api = await libraryClient({ request, context });
  const session = api.session;
  try {
    const tokens = await api.personal.authAppUuid(uuid);
    const { user } = await api.auth.userData(tokens.access_token);
    session.set("auth", { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, user });
    // The app keeps its patron signed in, as remember-me does.
    session.set("remember", true);
    const headers = new Headers();
    headers.append("Set-Cookie", await commitSession(session, request));
    headers.append("Set-Cookie", await appCookieHeader(request, tokens.dispositivo));
    throw redirect(HOME, { status: 303, headers });
  } catch (error) {
    if (!(error instanceof ServiceError) || error.status >= 500) throw error;
    // Unknown, revoked, blocked or too many attempts: the patron logs in with the password.
    session.unset("auth");
    session.flash("notice", "personal.app.refused");
    const headers = new Headers();
    headers.append("Set-Cookie", await commitSession(session, request));
    headers.append("Set-Cookie", await appCookieHeader(request, null));
    throw redirect(`/login?${new URLSearchParams({ redirect: HERE })}`, { status: 303, headers });
  }
}

function deviceName(request: Request): string {
  const { browser, os } = clientInfo(request);
  return [os, browser].filter(Boolean).join(" · ") || "App";
}

export async function loader({ request, context }: LoaderFunctionArgs) {
  const uuid = new URL(request.url).searchParams.get("uuid");
  if (uuid) return enterWithUuid(request, context, uuid);
  const [session, cookie] = await Promise.all([getSession(request), readAppCookie(request)]);
  const device = cookie?.device ?? null;
  if (!session.get("auth")) {
    throw redirect(`/login?${new URLSearchParams({ redirect: HERE })}`, {
      headers: { "Set-Cookie": await appCookieHeader(request, device) },
    });
  }
  if (device !== null) throw redirect(HOME, { headers: { "Set-Cookie": await appCookieHeader(request, device) } });
  const api = await libraryClient({ request, context });
  const [stored, { user }, t] = await Promise.all([
    api.personal.storeAppUuid(deviceName(request)),
    api.auth.userData(),
    getT(request),
  ]).catch(async (error: unknown) => {
    if (!(error instanceof ServiceError && error.code === "reauthentication_required")) return apiErrorResponse(error);
    session.unset("auth");
    session.flash("notice", "personal.app.signInAgain");
    throw redirect(`/login?${new URLSearchParams({ redirect: HERE })}`, {
      status: 303,
      headers: { "Set-Cookie": await commitSession(session, request) },
    });
  });
  const headers = await api.headers();
  headers.append("Set-Cookie", await appCookieHeader(request, stored.id));
  return data(
    {
      title: t("personal.app.title"),
      user: { nome_pessoa: user.nome_pessoa, cod_pessoa: user.cod_pessoa, login: user.login, app_uuid: stored.uuid },
    },
    { headers },
  );
}

/** The device's key the app posts; without one there is nothing to enter with. */
const UuidSchema = z.object({ uuid: z.string().refine((uuid) => uuid.trim() !== "") });

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const parsed = parseForm(await request.formData(), UuidSchema);
  if (!parsed.ok) throw redirect(HERE, { status: 303 });
  return enterWithUuid(request, context, parsed.value.uuid);
}

export default function AppEntry() {
  const { user } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  // The app learns the uuid now; the patron goes on with the link (a page that left by itself
  // would be gone before a screen reader read it).
  useEffect(() => postUserWithUuid(user), [user]);
  return (
    <div className="page page--narrow">
      <h1>{t("personal.app.title")}</h1>
      <p>{t("personal.app.signedIn")}</p>
      <p>
        <Link to={HOME} className="button">
          {t("personal.app.continue")}
        </Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) =>
  pageTitle(matches, loaderData?.title);

export const handle: RouteHandle = { hydrate: true };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
