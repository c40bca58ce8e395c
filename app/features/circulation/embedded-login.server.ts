/**
 * The login embedded in the reservation tab. It asks the library service directly (password
 * grant, then GET /pessoas, as the login page's FormStrategy does) and stores the same session.
 * Without permission 107 the login is temporary: a separate signed cookie marks it, and
 * `endTemporaryLogin` logs the patron out again once the reservation finished, failed or was
 * cancelled.
 */
import { ApiError, type LibraryClient } from "../../lib/library/index.server.ts";
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
  try {
    const tokens = await api.auth.passwordToken(username, password);
    const { user, authPermissions } = await api.auth.userData(tokens.access_token);
    if (user.bloqueio) return { ok: false, message: "login.errors.blocked", status: 403 };
    api.session.set("auth", { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, user });
    const headers = new Headers();
    headers.append("Set-Cookie", await commitSession(api.session, request));
    const temp = embeddedLoginIsTemporary(authPermissions);
    headers.append(
      "Set-Cookie",
      await temporary.serialize(temp ? "1" : "", { secure: cookieSecure(request), maxAge: temp ? undefined : 0 }),
    );
    return { ok: true, headers };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    if (error.status === 401) return { ok: false, message: "login.errors.UsuarioOuSenhaIncorretaCustom", status: 401 };
    if (error.status === 430) return { ok: false, message: "login.errors.blocked", status: 403 };
    if (error.status === 429) return { ok: false, message: "login.errors.tooManyAttempts", status: 429 };
    return { ok: false, message: "login.errors.status.500", status: 503 };
  }
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
