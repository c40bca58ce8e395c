/**
 * The login embedded in the reservation tab: the login page's `passwordLogin` (same rules, same
 * messages) and the same session.
 * Without permission 107 the login is temporary: a separate signed cookie marks it, and
 * `endTemporaryLogin` logs the patron out again once the reservation finished, failed or was
 * cancelled.
 */
import type { LibraryClient } from "../../lib/library/index.server.ts";
import { passwordLogin } from "../../lib/auth.server.ts";
import { tk } from "../../lib/i18n.ts";
import { cookieSecure, signedCookie } from "../../lib/cookies.server.ts";
import { commitSession } from "../../lib/session.server.ts";
import { embeddedLoginIsTemporary } from "./reservation-choices.ts";

const temporary = signedCookie("__opac_temp_login");

export type EmbeddedLoginResult = { ok: true; headers: Headers } | { ok: false; message: string; status: number };

export async function embeddedLogin(
  api: LibraryClient,
  request: Request,
  username: string,
  password: string,
): Promise<EmbeddedLoginResult> {
  const login = await passwordLogin(api, request, username, password);
  // This small form has no captcha: when the service asks for one (after a failed attempt,
  // decision 024), the patron is sent to the login page, which shows it.
  if (!login.ok && login.field === "captcha") return { ...login, message: tk("login.errors.captchaOnLoginPage") };
  if (!login.ok) return login;
  api.session.set("auth", login.auth);
  const headers = new Headers();
  headers.append("Set-Cookie", await commitSession(api.session, request));
  if (login.deviceCookie) headers.append("Set-Cookie", login.deviceCookie);
  const temp = embeddedLoginIsTemporary(login.authPermissions);
  headers.append(
    "Set-Cookie",
    await temporary.serialize(temp ? "1" : "", { secure: cookieSecure(request), maxAge: temp ? undefined : 0 }),
  );
  return { ok: true, headers };
}

export async function isTemporaryLogin(request: Request): Promise<boolean> {
  return (await temporary.parse(request.headers.get("Cookie"))) === "1";
}

/** Ends a temporary login (no-op otherwise); appends the Set-Cookie headers to `headers`. */
export async function endTemporaryLogin(api: LibraryClient, request: Request, headers: Headers): Promise<boolean> {
  if (!(await isTemporaryLogin(request))) return false;
  api.session.unset("auth");
  headers.append("Set-Cookie", await commitSession(api.session, request));
  headers.append("Set-Cookie", await temporary.serialize("", { secure: cookieSecure(request), maxAge: 0 }));
  return true;
}

/**
 * The refusal of a reservation that ended a temporary login. Ending the login changes who the
 * page is for, so the action answers with a redirect (the next page is rendered logged out, with
 * and without JS) and the service's message travels in this one-time cookie.
 */
const refusal = signedCookie("__opac_reserva_recusa", { maxAge: 120 });

export async function keepRefusal(request: Request, message: string, headers: Headers): Promise<void> {
  headers.append("Set-Cookie", await refusal.serialize(message, { secure: cookieSecure(request) }));
}

/** The refusal kept by `keepRefusal`, once: the Set-Cookie that clears it goes into `headers`. */
export async function takeRefusal(request: Request, headers: Headers): Promise<string | null> {
  const message: unknown = await refusal.parse(request.headers.get("Cookie"));
  if (typeof message !== "string" || message === "") return null;
  headers.append("Set-Cookie", await refusal.serialize("", { secure: cookieSecure(request), maxAge: 0 }));
  return message;
}
