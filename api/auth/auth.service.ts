import type { ApiConfig } from "../config.ts";
import type { Db, Queryable } from "../db/db.ts";
import type { TokenResponse, UserDataResponse } from "../contract.ts";
import { ApiError } from "../errors.ts";
import {
  consumeRefreshToken,
  findPatronById,
  findPatronByLogin,
  permissionsOfCategory,
  revokeAllRefreshTokens,
  storeRefreshToken,
} from "./auth.repository.ts";
import { checkCaptcha } from "../captcha/captcha.service.ts";
import { categoryCodesOf } from "../login/login-screen.service.ts";
import { institutionParams } from "../institution/institution-params.repository.ts";
import { admitLogin, loginFailed, loginSucceeded } from "./login-limits.service.ts";
import { publicPermissions } from "./login-settings.repository.ts";
import { loginSettings } from "./login-settings.service.ts";
import { hashPassword, verifyPassword } from "./password.ts";
import { hashRefreshToken, newRefreshToken, signAccessToken, verifyAccessToken } from "./tokens.ts";

// Compared against when the login does not exist, so that the answer takes as long either way.
const decoyHash = hashPassword("decoy password that never matches");

export async function issueTokens(db: Queryable, patronId: number, config: ApiConfig): Promise<TokenResponse> {
  const refresh = newRefreshToken();
  await storeRefreshToken(
    db,
    hashRefreshToken(refresh),
    patronId,
    new Date(Date.now() + config.REFRESH_TOKEN_TTL_SECONDS * 1000),
  );
  return {
    access_token: signAccessToken(patronId, config.tokenSecret, config.ACCESS_TOKEN_TTL_SECONDS),
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
  const admission = await admitLogin(db, config, settings.captcha.login, login.username, client);
  if (admission.captchaRequired) {
    try {
      await checkCaptcha(db, config, login.recaptchaToken, login.recaptchaAnswer ?? "");
    } catch (error) {
      await loginFailed(db, config, admission.key, client, "captcha");
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
    await loginFailed(db, config, admission.key, client, "password");
    throw new ApiError(401, "invalid_credentials", "errors.invalid_credentials");
  }
  await loginSucceeded(db, admission.key);
  // Pergamum answers a blocked patron with 430 (document 2, §8) once the password is proven.
  if (patron.blocked) throw new ApiError(430, "blocked", "errors.blocked");
  return issueTokens(db, patron.id, config);
}

export async function refreshGrant(db: Db, config: ApiConfig, refreshToken: string): Promise<TokenResponse> {
  // The transaction commits in every case (revoking a stolen token's family must stick), so
  // refusal is returned from it and thrown afterwards.
  const tokens = await db.transaction(async (tx) => {
    const used = await consumeRefreshToken(tx, hashRefreshToken(refreshToken));
    if (used?.status === "revoked") {
      // A rotated token came back: someone else may hold the newer one. End every session.
      await revokeAllRefreshTokens(tx, used.patronId);
    }
    if (used?.status !== "live") return undefined;
    const patron = await findPatronById(tx, used.patronId);
    if (!patron || patron.blocked) return undefined;
    return issueTokens(tx, patron.id, config);
  });
  if (!tokens) throw new ApiError(401, "invalid_grant", "errors.invalid_grant");
  return tokens;
}

/** The patron named by a bearer header, or a 401. */
export function patronFromBearer(header: string | undefined, config: ApiConfig): number {
  const token = header?.match(/^Bearer\s+(.+)$/i)?.[1];
  const id = token ? verifyAccessToken(token, config.tokenSecret) : undefined;
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
 * without one a visitor's (the public category, api/auth/login-settings.repository.ts). An invalid
 * or expired token is a 401, not a visitor's answer, so a client knows to refresh.
 */
export async function authPermissions(
  db: Queryable,
  config: ApiConfig,
  authorization: string | undefined,
): Promise<UserDataResponse["authPermissions"]> {
  if (!authorization) return (await publicPermissions(db)).map(asPermission);
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
