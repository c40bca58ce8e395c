/**
 * The one password login, for /login and the reservation tab's embedded login: asks the library
 * service for tokens (POST /oauth/token, password grant) and the patron's data (GET /pessoas),
 * and maps a refusal to the spec's login error catalogue (document 2 §8) as a form message and
 * our status. The caller stores `auth` in the cookie session.
 */
import type { UserDataResponse } from "../../api/contract.ts";
import { ApiError, type LibraryClient } from "./library/index.server.ts";
import { serverText } from "./forms.ts";
import { tk } from "./i18n.ts";
import type { AuthData } from "./session.server.ts";

export type PasswordLogin =
  | { ok: true; auth: AuthData; authPermissions: UserDataResponse["authPermissions"] }
  | { ok: false; message: string; status: number };

export async function passwordLogin(api: LibraryClient, username: string, password: string): Promise<PasswordLogin> {
  try {
    const tokens = await api.auth.passwordToken(username, password);
    const { user, authPermissions } = await api.auth.userData(tokens.access_token);
    // Pergamum treats a blocked patron (bloqueio) like the service's 430.
    if (user.bloqueio) return { ok: false, message: tk("login.errors.blocked"), status: 403 };
    return {
      ok: true,
      auth: { accessToken: tokens.access_token, refreshToken: tokens.refresh_token, user },
      authPermissions,
    };
  } catch (error) {
    if (!(error instanceof ApiError)) throw error;
    return { ok: false, ...loginFailure(error) };
  }
}

function loginFailure(error: ApiError): { message: string; status: number } {
  switch (error.status) {
    case 401:
      return { message: tk("login.errors.UsuarioOuSenhaIncorretaCustom"), status: 401 };
    case 430:
      return { message: tk("login.errors.blocked"), status: 403 };
    case 429:
      return { message: tk("login.errors.tooManyAttempts"), status: 429 };
    case 422:
      // The service wrote it in the patron's language (lang header).
      return { message: serverText(error.message), status: 422 };
    default:
      // "Other: the status code used as a translation key."
      return { message: `login.errors.status.${error.status}`, status: error.status >= 500 ? 503 : 400 };
  }
}

/**
 * State-changing POSTs must come from our own pages. Browsers send Origin on POST; when it is
 * there it must name this host (X-Forwarded-Host when a proxy rewrote Host). SameSite=Lax on the
 * session cookie covers clients that send no Origin.
 */
export function assertSameOrigin(request: Request): void {
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
