/**
 * The one password login, for /login and the reservation tab's embedded login: asks the library
 * service for tokens (POST /oauth/token, password grant) and the patron's data (GET /pessoas),
 * and maps a refusal to the spec's login error catalogue (document 2 §8) as a form message and
 * our status. The caller stores `auth` in the cookie session.
 */
import type { UserDataResponse } from "../../api/contract.ts";
import { ServiceError, type LibraryClient, type LoginExtras } from "./library/index.server.ts";
import { serverText } from "./forms.ts";
import { tk } from "./i18n.ts";
import { keepLoginDevice, loginDeviceOf } from "./login-device.server.ts";
import type { AuthData } from "./session.server.ts";

export type PasswordLogin =
  | {
      ok: true;
      auth: AuthData;
      authPermissions: UserDataResponse["authPermissions"];
      /** The Set-Cookie that keeps the service's new login device token (decision 053). */
      deviceCookie?: string;
    }
  | LoginFailure;

export interface LoginFailure {
  ok: false;
  message: string;
  status: number;
  /** The field the message is about: the captcha when it was due and not answered. */
  field?: "captcha";
  /** A 429's Retry-After, for the page's answer (decision 053). */
  retryAfter?: string;
}

export interface LoginOptions {
  /** The captcha's token and answer, the category code (the login screen's extra fields). */
  extras?: LoginExtras;
  /** The institution's words for a refused pair (msg_erro_login), instead of the default message. */
  errorMessage?: string | null;
}

export async function passwordLogin(
  api: LibraryClient,
  request: Request,
  username: string,
  password: string,
  options: LoginOptions = {},
): Promise<PasswordLogin> {
  try {
    const device_token = await loginDeviceOf(request);
    const tokens = await api.auth.passwordToken(username, password, { ...options.extras, device_token });
    const { user, authPermissions } = await api.auth.userData(tokens.access_token);
    // Pergamum treats a blocked patron (bloqueio) like the service's 430.
    if (user.bloqueio) return { ok: false, message: tk("login.errors.blocked"), status: 403 };
    return {
      ok: true,
      auth: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, user },
      authPermissions,
      deviceCookie: await keepLoginDevice(request, tokens.device_token),
    };
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    return loginFailure(error, options.errorMessage);
  }
}

/** The login error catalogue (document 2 §8 "Login"), as the form's message and the page's status. */
export function loginFailure(error: ServiceError, errorMessage?: string | null): LoginFailure {
  switch (error.status) {
    case 401:
      // The institution's own words when it wrote some, else the message naming the login label.
      return {
        ok: false,
        message: errorMessage ? serverText(errorMessage) : tk("login.errors.UsuarioOuSenhaIncorretaCustom"),
        status: 401,
      };
    case 430:
      return { ok: false, message: tk("login.errors.blocked"), status: 403 };
    case 429:
      return { ok: false, message: tk("login.errors.tooManyAttempts"), status: 429, retryAfter: error.retryAfter };
    case 422:
      if (error.code === "captcha_invalid") {
        return { ok: false, message: tk("login.errors.AuthCAPTCHAError"), status: 422, field: "captcha" };
      }
      // The service wrote it in the patron's language (lang header).
      return { ok: false, message: serverText(error.message), status: 422 };
    case 400:
      return { ok: false, message: tk("login.errors.status.400"), status: 400 };
    default:
      // A 5xx, or no answer at all (the transport's 503 network_error): "treated as 500".
      if (error.status >= 500) return { ok: false, message: tk("login.errors.status.500"), status: 503 };
      // "Other: the status code used as a translation key."
      return { ok: false, message: `login.errors.status.${error.status}`, status: 400 };
  }
}

/**
 * State-changing POSTs must come from our own pages. Browsers send Origin on POST; when it is
 * there it must name this host (X-Forwarded-Host when a proxy rewrote Host). SameSite=Lax on the
 * session cookie covers clients that send no Origin.
 */
export function assertSameOrigin(request: Request): void {
  // The browser says another site caused the post (decision 035), Origin or not.
  if (request.headers.get("sec-fetch-site") === "cross-site") throw new Response("Forbidden", { status: 403 });
  const origin = request.headers.get("origin");
  if (!origin || origin === "null") {
    if (origin === "null") throw new Response("Forbidden", { status: 403 });
    return;
  }
  const host =
    request.headers.get("x-forwarded-host")?.split(",")[0]?.trim() ??
    request.headers.get("host") ??
    new URL(request.url).host;
  let originHost: string;
  try {
    originHost = new URL(origin).host;
  } catch {
    throw new Response("Forbidden", { status: 403 });
  }
  if (originHost !== host) throw new Response("Forbidden", { status: 403 });
}
