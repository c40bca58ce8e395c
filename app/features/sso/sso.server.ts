/**
 * The OPAC's half of single sign-on (decision 027). The library service is the OIDC client and
 * the SAML service provider (it holds the secrets and checks every signature); the OPAC carries
 * the browser: it sends it to the identity provider, keeps what the OIDC flow must find again in
 * a short-lived signed cookie, checks the state on return, hands the code or the SAML response to
 * the service, and stores the tokens it answers in the session, like a password login.
 *
 * Any failure ends on /login with a one-time notice (the session's flash, shown by the root):
 * the provider's own words are never shown, only ours, in the patron's language.
 */
import { redirect, type AppLoadContext } from "@remix-run/node";

import type { TokenResponse } from "../../../api/contract.ts";
import type { SsoOptions } from "../../../api/patron/sso/contract.ts";
import { cookieSecure, signedCookie } from "../../lib/cookies.server.ts";
import { tk } from "../../lib/i18n.ts";
import { ServiceError, libraryClient, type LibraryClient } from "../../lib/library/index.server.ts";
import { commitSession, safeRedirect } from "../../lib/session.server.ts";

interface Args {
  request: Request;
  context: AppLoadContext;
}

export type SsoKind = "oidc" | "saml";

/** What the login page's institutional buttons need (SsoLoginOptions reads it as `sso` of the page's loader data). */
export interface SsoLoginData {
  choices: { kind: SsoKind; name: string | null; href: string }[];
}

const DEFAULT_DESTINATION = "/meupergamum";
export const INSTITUTIONAL_LOGIN = "/login/institucional";
export const OIDC_RETURN = "/oauth-response";
export const SAML_RETURN = "/saml-response";

/** An OIDC sign-in under way: ten minutes to sign in at the provider. */
const pendingOidc = signedCookie("__opac_oidc", { maxAge: 600 });

interface PendingOidc {
  state: string;
  nonce: string;
  verifier: string;
  /** The return address the provider was given. */
  redirect: string;
  /** Where the patron goes once signed in. */
  next: string;
}

/** The public address of one of our routes as the browser reached us (behind a proxy, as it reports). */
export function publicUrl(request: Request, path: string): string {
  const url = new URL(request.url);
  const proto = request.headers.get("x-forwarded-proto")?.split(",")[0]?.trim() || url.protocol.slice(0, -1);
  const host =
    request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() || request.headers.get("host") || url.host;
  return `${proto}://${host}${path}`;
}

/** The institution's choices; without an answer from the service the password login is all there is. */
async function options(api: LibraryClient): Promise<SsoOptions | null> {
  try {
    return await api.sso.options();
  } catch (error) {
    if (error instanceof ServiceError) return null;
    throw error;
  }
}

function withRedirect(path: string, redirectTo: string): string {
  return redirectTo ? `${path}?${new URLSearchParams({ redirect: redirectTo })}` : path;
}

function choicesOf(sso: SsoOptions | null, redirectTo: string): SsoLoginData {
  const choices: SsoLoginData["choices"] = [];
  if (sso?.oidc) choices.push({ kind: "oidc", name: sso.oidc.name, href: withRedirect("/oidc/authorize", redirectTo) });
  if (sso?.saml) choices.push({ kind: "saml", name: sso.saml.name, href: withRedirect("/saml/login", redirectTo) });
  return { choices };
}

/**
 * For the login page's loader: the institutional buttons. When the institution signs in only
 * through its identity provider (SOMENTE_INSTITUCIONAL) the login page is the institutional one.
 */
export async function ssoLoginData({ request, context }: Args, redirectTo: string): Promise<SsoLoginData> {
  const sso = await options(await libraryClient({ request, context }));
  if (sso?.onlyInstitutional) throw redirect(withRedirect(INSTITUTIONAL_LOGIN, redirectTo));
  return choicesOf(sso, redirectTo);
}

/** For /login/institucional: the buttons, or back to /login when the password login is offered too. */
export async function institutionalLoginData({ request, context }: Args, redirectTo: string): Promise<SsoLoginData> {
  const sso = await options(await libraryClient({ request, context }));
  if (!sso?.onlyInstitutional) throw redirect(withRedirect("/login", redirectTo));
  return choicesOf(sso, redirectTo);
}

/** For the login page's action: no password login past an institutional-only login page. */
export async function refusePasswordLogin({ request, context }: Args): Promise<void> {
  const sso = await options(await libraryClient({ request, context }));
  if (sso?.onlyInstitutional) throw redirect(INSTITUTIONAL_LOGIN, { status: 303 });
}

/** The notice for a failed institutional sign-in. */
function failureKey(error: unknown): string {
  if (!(error instanceof ServiceError)) throw error;
  if (error.code === "sso_unlinked") return tk("sso.errors.unlinked");
  if (error.status === 430) return tk("login.errors.blocked");
  if (error.status === 404 || error.status >= 500) return tk("sso.errors.unavailable");
  return tk("sso.errors.failed");
}

async function failed(api: LibraryClient, request: Request, notice: string, extra: string[] = []): Promise<never> {
  api.session.flash("notice", notice);
  const headers = new Headers([...extra.map((c): [string, string] => ["Set-Cookie", c])]);
  headers.append("Set-Cookie", await commitSession(api.session, request));
  throw redirect("/login", { status: request.method === "GET" ? 302 : 303, headers });
}

/** Signs the patron of `tokens` in, as the password login does, remembering which provider it was. */
async function signIn(
  api: LibraryClient,
  request: Request,
  tokens: TokenResponse,
  kind: SsoKind,
  next: string,
  extra: string[] = [],
): Promise<never> {
  const { user } = await api.auth.userData(tokens.access_token);
  if (user.bloqueio) return failed(api, request, tk("login.errors.blocked"), extra);
  const session = api.session;
  session.set("auth", { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, user, sso: kind });
  session.set("remember", false);
  const headers = new Headers([...extra.map((c): [string, string] => ["Set-Cookie", c])]);
  headers.append("Set-Cookie", await commitSession(session, request));
  throw redirect(next, { status: request.method === "GET" ? 302 : 303, headers });
}

/** GET /oidc/authorize?redirect=&login=: off to the provider, with the flow's secrets in a signed cookie. */
export async function startOidc({ request, context }: Args): Promise<never> {
  const url = new URL(request.url);
  const api = await libraryClient({ request, context });
  let flow;
  try {
    flow = await api.sso.oidcAuthorize(publicUrl(request, OIDC_RETURN), url.searchParams.get("login") || undefined);
  } catch (error) {
    return failed(api, request, failureKey(error));
  }
  const pending: PendingOidc = {
    state: flow.state,
    nonce: flow.nonce,
    verifier: flow.code_verifier,
    redirect: flow.redirect,
    next: safeRedirect(url.searchParams.get("redirect"), DEFAULT_DESTINATION),
  };
  throw redirect(flow.url, {
    headers: { "Set-Cookie": await pendingOidc.serialize(pending, { secure: cookieSecure(request) }) },
  });
}

/** GET /oauth-response?code=&state= (or ?error=): the provider's answer. */
export async function finishOidc({ request, context }: Args): Promise<never> {
  const url = new URL(request.url);
  const api = await libraryClient({ request, context });
  const pending = (await pendingOidc.parse(request.headers.get("Cookie"))) as PendingOidc | null;
  // The flow's cookie is spent whatever happens next.
  const clear = [await pendingOidc.serialize("", { maxAge: 0, secure: cookieSecure(request) })];
  const state = url.searchParams.get("state");
  // A return that is not the answer to the sign-in this browser started (or it took too long).
  if (!pending || !state || state !== pending.state) return failed(api, request, tk("sso.errors.failed"), clear);
  if (url.searchParams.has("error")) return failed(api, request, tk("sso.errors.cancelled"), clear);
  const code = url.searchParams.get("code");
  if (!code) return failed(api, request, tk("sso.errors.failed"), clear);
  // A new sign-in replaces whoever was signed in (and their tokens are not to be refreshed on a 401 here).
  api.session.unset("auth");
  let tokens: TokenResponse;
  try {
    tokens = await api.sso.oidcValidate({
      code,
      code_verifier: pending.verifier,
      nonce: pending.nonce,
      redirect: pending.redirect,
    });
  } catch (error) {
    return failed(api, request, failureKey(error), clear);
  }
  return signIn(api, request, tokens, "oidc", pending.next, clear);
}

/** GET /saml/login?redirect=: off to the IdP with an AuthnRequest; `redirect` comes back as RelayState. */
export async function startSaml({ request, context }: Args): Promise<never> {
  const api = await libraryClient({ request, context });
  const next = safeRedirect(new URL(request.url).searchParams.get("redirect"), DEFAULT_DESTINATION);
  let url: string;
  try {
    ({ url } = await api.sso.samlLogin(next, publicUrl(request, SAML_RETURN)));
  } catch (error) {
    return failed(api, request, failureKey(error));
  }
  throw redirect(url);
}

/**
 * POST /saml-response from the identity provider's page. This is the one POST of the OPAC that
 * comes from another site by design, so instead of assertSameOrigin it accepts an Origin that is
 * ours or the IdP's (the origin of SAML_IDP_SSO_URL), and nothing else: what authenticates it is
 * the signed assertion, checked by the service with its audience, destination, time window,
 * InResponseTo and replay.
 */
export async function finishSaml({ request, context }: Args): Promise<never> {
  const api = await libraryClient({ request, context });
  const sso = await options(api);
  const origin = request.headers.get("origin");
  if (!sso?.saml || (origin && origin !== sso.saml.idpOrigin && origin !== new URL(publicUrl(request, "/")).origin)) {
    throw new Response("Forbidden", { status: 403 });
  }
  const form = await request.formData();
  const saml = form.get("SAMLResponse");
  const relayState = form.get("RelayState");
  if (typeof saml !== "string" || !saml) return failed(api, request, tk("sso.errors.failed"));
  api.session.unset("auth");
  let tokens: TokenResponse;
  try {
    tokens = await api.sso.samlValidate(saml, publicUrl(request, SAML_RETURN));
  } catch (error) {
    return failed(api, request, failureKey(error));
  }
  return signIn(api, request, tokens, "saml", safeRedirect(relayState, DEFAULT_DESTINATION));
}

/** Where logout sends a patron: the institution's OIDC logout link after an OIDC sign-in, else null. */
export async function ssoLogoutUrl({ request, context }: Args, kind: SsoKind | undefined): Promise<string | null> {
  if (kind !== "oidc") return null;
  return (await options(await libraryClient({ request, context })))?.oidcLogoutUrl ?? null;
}
