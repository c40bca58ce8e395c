/**
 * The patron's session, kept in a signed cookie (no server-side store, so the OPAC stays
 * stateless behind a load balancer). After `passwordLogin` (app/lib/auth.server.ts) verifies the
 * credentials, the login actions store what the API gave us here.
 */
import { createCookieSessionStorage, redirect, type Session } from "@remix-run/node";

import type { UserOut } from "../../api/contract.ts";
import { cookieSecure, signedCookie } from "./cookies.server.ts";

export interface AuthData {
  accessToken: string;
  refreshToken: string;
  user: UserOut;
  /** Signed in through the institution's identity provider (app/features/sso): logout may go there. */
  sso?: "oidc" | "saml";
}

interface SessionData {
  auth: AuthData;
  /** Remember-me: the cookie outlives the browser session. */
  remember: boolean;
  /**
   * A person with several logins proved the password; the login screen asks which login before
   * the session is the patron's (decision 024). Not a login yet: `auth` stays unset meanwhile.
   */
  pendingLogin: PendingLogin;
}

export interface PendingLogin {
  accessToken: string;
  refreshToken: string;
  /** The login the password was proven for. */
  codigo: number;
  logins: { codigo: number; login: string; categoria: string }[];
  /** Where the login goes once a login is chosen. */
  target: string;
  remember: boolean;
}

interface FlashData {
  /** A translation key shown once on the next page (e.g. common.sessionExpired). */
  notice: string;
}

export type AppSession = Session<SessionData, FlashData>;

const REMEMBER_MAX_AGE = 60 * 60 * 24 * 30;

const storage = createCookieSessionStorage<SessionData, FlashData>({
  cookie: signedCookie("__opac_session"),
});

export function getSession(request: Request): Promise<AppSession> {
  return storage.getSession(request.headers.get("Cookie"));
}

/**
 * Serialises the session for a Set-Cookie header. Without remember-me the cookie has no
 * Max-Age, so the browser drops it when it closes (the spec's "browser session only").
 */
export function commitSession(session: AppSession, request: Request): Promise<string> {
  return storage.commitSession(session, {
    secure: cookieSecure(request),
    maxAge: session.get("remember") ? REMEMBER_MAX_AGE : undefined,
  });
}

export function destroySession(session: AppSession, request: Request): Promise<string> {
  return storage.destroySession(session, { secure: cookieSecure(request) });
}

export async function getAuth(request: Request): Promise<AuthData | null> {
  return (await getSession(request)).get("auth") ?? null;
}

/** The current path and query, the value of `?redirect=` when we send a visitor to log in. */
export function currentPath(request: Request): string {
  const url = new URL(request.url);
  return url.pathname + url.search;
}

/**
 * Only same-site relative paths are honoured as a post-login destination: "/x" but not
 * "//evil.example" or "/\evil.example" (both read as another host by browsers), nor absolute URLs.
 */
export function safeRedirect(to: FormDataEntryValue | string | null | undefined, fallback = "/meupergamum"): string {
  if (typeof to !== "string" || !to.startsWith("/") || to.startsWith("//") || to.startsWith("/\\")) {
    return fallback;
  }
  if (/[\u0000-\u001f]/.test(to)) return fallback;
  // Percent-encoded as a browser would: a Location header holds only ASCII ("/acervo?q=ação"
  // would otherwise fail to be sent, a 500).
  const base = "http://opac.invalid";
  try {
    const url = new URL(to, base);
    return url.origin === base ? url.pathname + url.search + url.hash : fallback;
  } catch {
    return fallback;
  }
}

/** Throws the redirect to the login page when no patron is logged in (guards protected loaders). */
export async function requireAuth(request: Request): Promise<AuthData> {
  const auth = await getAuth(request);
  if (!auth) {
    throw redirect(`/login?${new URLSearchParams({ redirect: currentPath(request) })}`);
  }
  return auth;
}
