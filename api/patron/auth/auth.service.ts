import type { ApiConfig } from "../../core/config.ts";
import type { Db, Queryable } from "../../core/db/db.ts";
import type { TokenResponse, UserDataResponse } from "../../contract.ts";
import { ApiError } from "../../core/errors.ts";
import { findPatronById, findPatronByLogin, permissionsOfCategory } from "./auth.repository.ts";
import {
  createSession,
  endAllSessions,
  endOwnSession,
  endSession,
  liveSessions,
  sessionIsLive,
  sessionOfRefreshToken,
  storeSessionRefreshToken,
  useRefreshToken,
  type LiveSession,
  type SessionKind,
} from "./sessions.repository.ts";
import { checkCaptcha } from "../captcha/captcha.service.ts";
import { categoryCodesOf } from "../login/login-screen.service.ts";
import { institutionParams } from "../../core/institution-params.repository.ts";
import { issueDeviceToken } from "./device-token.ts";
import { admitLogin, loginFailed, loginSucceeded } from "./login-limits.service.ts";
import { publicPermissions } from "./login-settings.repository.ts";
import { loginSettings } from "./login-settings.service.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import {
  bearerToken,
  hashRefreshToken,
  newRefreshToken,
  newSessionId,
  signAccessToken,
  verifyAccessClaims,
  verifyClientToken,
} from "./tokens.ts";

/** Patrons by id or login, for the features that act on an account (password, devices, providers, single sign-on). */
export { findPatronById, findPatronByLogin, type PatronRow } from "./auth.repository.ts";

// Compared against when the login does not exist, so that the answer takes as long either way.
const decoyHash = hashPassword("decoy password that never matches");

/**
 * Tokens for a patron: in `sessionId` (a refresh) or in a new login session. The access token
 * names the session, so that ending it (logout) refuses the token at once (decision 035).
 */
export async function issueTokens(
  db: Queryable,
  patronId: number,
  config: ApiConfig,
  opened: { session: string } | { kind: SessionKind },
): Promise<TokenResponse> {
  const session = "session" in opened ? opened.session : newSessionId();
  if ("kind" in opened) await createSession(db, session, patronId, opened.kind);
  const refresh = newRefreshToken();
  await storeSessionRefreshToken(
    db,
    hashRefreshToken(refresh),
    patronId,
    session,
    new Date(Date.now() + config.REFRESH_TOKEN_TTL_SECONDS * 1000),
  );
  return {
    access_token: signAccessToken(patronId, config.tokenSecret, config.ACCESS_TOKEN_TTL_SECONDS, Date.now(), session),
    refresh_token: refresh,
    token_type: "Bearer",
    expires_in: config.ACCESS_TOKEN_TTL_SECONDS,
  };
}

export interface PasswordLogin {
  username: string;
  password: string;
  /** The category code chosen in the login form's select (institutions that show one). */
  categoria?: string;
  recaptchaToken?: string;
  recaptchaAnswer?: string;
  /** The device token this login's last password login gave this client (decision 053). */
  deviceToken?: string;
}

/**
 * The password grant, with the login limits (decision 024): 429 past the limits, 422
 * captcha_invalid when a captcha is due and not answered, 401 for a wrong pair, a category that
 * is not the patron's, or an unknown login (alike), 430 for a blocked patron once the password is
 * proven.
 */
export async function passwordGrant(
  db: Db,
  config: ApiConfig,
  login: PasswordLogin,
  client: string,
): Promise<TokenResponse> {
  const [settings, params] = await Promise.all([loginSettings(db), institutionParams(db, ["login_lista_categoria"])]);
  const admission = await admitLogin(db, config, settings.captcha.login, login.username, client, login.deviceToken);
  if (admission.captchaRequired) {
    try {
      await checkCaptcha(db, config, login.recaptchaToken, login.recaptchaAnswer ?? "", client);
    } catch (error) {
      await loginFailed(db, config, admission, client, "captcha");
      throw error;
    }
  }
  const categories = categoryCodesOf(params.login_lista_categoria);
  const category = login.categoria?.trim() || categories?.default;
  if (categories && !categories.codes.includes(category ?? "")) {
    throw new ApiError(400, "invalid_parameter", "errors.invalid_parameter", { name: "categoria" });
  }
  const patron = await findPatronByLogin(db, login.username);
  const ok = await verifyPassword(login.password, patron?.password_hash ?? (await decoyHash));
  // With the category select, the chosen code must be the patron's category: another is refused
  // like a wrong password, so the answer does not reveal that the password was right.
  if (!patron || !ok || (categories && patron.category !== category)) {
    await loginFailed(db, config, admission, client, "password");
    throw new ApiError(401, "invalid_credentials", "errors.invalid_credentials");
  }
  await loginSucceeded(db, admission);
  // Pergamum answers a blocked patron with 430 (document 2, §8) once the password is proven.
  if (patron.blocked) throw new ApiError(430, "blocked", "errors.blocked");
  // A new device token each time: the client keeps the latest (decision 053).
  return {
    ...(await issueTokens(db, patron.id, config, { kind: "password" })),
    device_token: issueDeviceToken(config.tokenSecret, admission.key),
  };
}

/**
 * The refresh grant. The token is rotated; the rotated one still works for REFRESH_GRACE_SECONDS
 * (two tabs refreshing at once: both stay logged in, in the same session). Presented again later,
 * someone else may hold its successor: every session of the patron ends. A token of an ended
 * session (logout) is refused.
 */
export async function refreshGrant(db: Db, config: ApiConfig, refreshToken: string): Promise<TokenResponse> {
  // The transaction commits in every case (revoking a stolen token's family must stick), so
  // refusal is returned from it and thrown afterwards.
  const tokens = await db.transaction(async (tx) => {
    const used = await useRefreshToken(tx, hashRefreshToken(refreshToken), config.REFRESH_GRACE_SECONDS);
    if (used?.status === "reused") await endAllSessions(tx, used.patronId);
    if (used?.status !== "live" && used?.status !== "grace") return undefined;
    const patron = await findPatronById(tx, used.patronId);
    if (!patron || patron.blocked) return undefined;
    // A token from before sessions existed (session_id NULL) starts one, which proves nothing.
    return issueTokens(tx, patron.id, config, used.sessionId ? { session: used.sessionId } : { kind: "refresh" });
  });
  if (!tokens) throw new ApiError(401, "invalid_grant", "errors.invalid_grant");
  return tokens;
}

/**
 * POST /oauth/revoke (RFC 7009): logout. Ends the session of the given refresh token, or of the
 * given access token; answers the same whether or not the token meant anything, so it reveals
 * nothing. The OPAC calls it from /sair.
 */
export async function revokeToken(db: Queryable, config: ApiConfig, token: string): Promise<void> {
  const access = verifyAccessClaims(token, config.tokenSecret);
  if (access?.sessionId) return endSession(db, access.sessionId);
  const owner = await sessionOfRefreshToken(db, hashRefreshToken(token));
  if (owner?.sessionId) await endSession(db, owner.sessionId);
  else if (owner) await endAllSessions(db, owner.patronId);
}

/**
 * Ends the session of this patron's refresh token (its access tokens die with it); without a
 * token, every session of the patron. Someone else's token ends nothing.
 */
export async function endSessionOf(db: Queryable, patronId: number, refreshToken: string | undefined): Promise<void> {
  if (!refreshToken) return endAllSessions(db, patronId);
  const owner = await sessionOfRefreshToken(db, hashRefreshToken(refreshToken));
  if (owner?.patronId !== patronId) return;
  if (owner.sessionId) await endSession(db, owner.sessionId);
  else await endAllSessions(db, patronId);
}

/** The patron's sessions that can still be used (decision 052). */
export function liveSessionsOf(db: Queryable, patronId: number): Promise<LiveSession[]> {
  return liveSessions(db, patronId);
}

/** Ends one of the patron's own sessions; 404 when it is not theirs or already over. */
export async function endOwnSessionOf(db: Queryable, patronId: number, sessionId: string): Promise<void> {
  if (!(await endOwnSession(db, patronId, sessionId))) throw new ApiError(404, "not_found", "errors.not_found");
}

/**
 * The session check of every call with a bearer token: a token whose session ended (logout,
 * a password change, theft) is refused with 401 before any route reads it. Tokens without a
 * session (signed by tests and tools) are left to the routes' own check.
 */
export async function refuseEndedSession(db: Queryable, config: ApiConfig, authorization: string | undefined) {
  const token = bearerToken(authorization);
  if (!token) return;
  const claims = verifyAccessClaims(token, config.tokenSecret);
  if (claims?.sessionId && !(await sessionIsLive(db, claims.sessionId))) {
    throw new ApiError(401, "unauthorized", "errors.unauthorized");
  }
}

/** The session named by a bearer header's access token, if any. */
export function sessionOfBearer(header: string | undefined, config: ApiConfig): string | undefined {
  const token = bearerToken(header);
  return token ? verifyAccessClaims(token, config.tokenSecret)?.sessionId : undefined;
}

/** The patron named by a bearer header, or a 401. */
/** Whether the header carries a registered application's valid token (decision 055). */
export function isClientBearer(header: string, config: Pick<ApiConfig, "tokenSecret">): boolean {
  const token = bearerToken(header);
  return token !== undefined && verifyClientToken(token, config.tokenSecret) !== undefined;
}

export function patronFromBearer(header: string | undefined, config: ApiConfig): number {
  const token = bearerToken(header);
  const id = token ? verifyAccessClaims(token, config.tokenSecret)?.patronId : undefined;
  if (id === undefined) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  return id;
}

const asPermission = (p: { module: number; activity: number; description: string }) => ({
  cod_modulo: p.module,
  cod_atividade: p.activity,
  descricao: p.description,
});

/**
 * GET /pessoas/auth-permissions: with a bearer token the patron's permissions (their category's),
 * without one a visitor's (the public category, api/patron/auth/login-settings.repository.ts). An invalid
 * or expired token is a 401, not a visitor's answer, so a client knows to refresh.
 */
export async function authPermissions(
  db: Queryable,
  config: ApiConfig,
  authorization: string | undefined,
): Promise<UserDataResponse["authPermissions"]> {
  // An application's token reads as a visitor (decision 055).
  if (!authorization || isClientBearer(authorization, config)) return (await publicPermissions(db)).map(asPermission);
  return (await userData(db, patronFromBearer(authorization, config))).authPermissions;
}

export async function userData(db: Queryable, patronId: number): Promise<UserDataResponse> {
  const patron = await findPatronById(db, patronId);
  if (!patron) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  const permissions = await permissionsOfCategory(db, patron.category);
  return {
    user: {
      nome_pessoa: patron.name,
      cod_pessoa: patron.id,
      app_uuid: null,
      login: patron.login,
      bloqueio: patron.blocked,
      renovar: patron.renew_registration,
      expirado: patron.expired,
    },
    authPermissions: permissions.map(asPermission),
  };
}
