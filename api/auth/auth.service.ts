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
import { hashPassword, verifyPassword } from "./password.ts";
import type { FailureLimiter } from "./rate-limit.ts";
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

export async function passwordGrant(
  db: Db,
  config: ApiConfig,
  limiter: FailureLimiter,
  username: string,
  password: string,
): Promise<TokenResponse> {
  const key = username.toLowerCase();
  if (limiter.isBlocked(key)) throw new ApiError(429, "too_many_requests", "errors.too_many_requests");
  const patron = await findPatronByLogin(db, username);
  const ok = await verifyPassword(password, patron?.password_hash ?? (await decoyHash));
  if (!patron || !ok) {
    limiter.fail(key);
    throw new ApiError(401, "invalid_credentials", "errors.invalid_credentials");
  }
  limiter.reset(key);
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
    authPermissions: permissions.map((p) => ({
      cod_modulo: p.module,
      cod_atividade: p.activity,
      descricao: p.description,
    })),
  };
}
