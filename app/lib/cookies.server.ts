/**
 * The OPAC's cookies, built in one place. Every cookie is HttpOnly, SameSite=Lax and Path=/; a
 * signed one is signed with SESSION_SECRET (comma-separated: the first signs, all verify, so a
 * secret can be rotated), and one signed with an unknown secret or tampered with parses as null.
 * Without `maxAge` a cookie lasts the browser session. Secure depends on the request, so it is
 * given when serialising: `cookie.serialize(value, { secure: cookieSecure(request) })`.
 */
import { createCookie, type Cookie } from "@remix-run/node";

import { env } from "./env.server.ts";

const secrets = env.SESSION_SECRET.split(",")
  .map((s) => s.trim())
  .filter(Boolean);

export interface CookieSettings {
  /** Seconds; absent = until the browser closes. */
  maxAge?: number;
}

/** A cookie whose value is signed with SESSION_SECRET: the session, basket, history, prefilters… */
export function signedCookie(name: string, { maxAge }: CookieSettings = {}): Cookie {
  return createCookie(name, { path: "/", sameSite: "lax", httpOnly: true, maxAge, secrets });
}

/** A cookie nobody needs to trust (the reader's language): same attributes, not signed. */
export function plainCookie(name: string, { maxAge }: CookieSettings = {}): Cookie {
  return createCookie(name, { path: "/", sameSite: "lax", httpOnly: true, maxAge });
}

/** Whether cookies set in answer to this request get the Secure attribute (COOKIE_SECURE). */
export function cookieSecure(request: Request): boolean {
  if (env.COOKIE_SECURE === "always") return true;
  if (env.COOKIE_SECURE === "never") return false;
  if (new URL(request.url).protocol === "https:") return true;
  const forwarded = request.headers.get("x-forwarded-proto");
  return forwarded?.split(",")[0]?.trim().toLowerCase() === "https";
}
