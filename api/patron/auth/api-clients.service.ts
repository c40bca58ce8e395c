/**
 * The client credentials grant (docs/decisions/055-client-credentials.md): an application the
 * operator registered (`npm run circ -- api-client NAME`) takes a token that reads what a visitor
 * reads and nothing of any patron. Its secret is long and random, stored as its SHA-256 like the
 * desk's keys; wrong secrets spend the client address's login allowance (429 past it), and each
 * application may take CLIENT_TOKENS_PER_HOUR tokens.
 */
import { createHash, randomBytes, timingSafeEqual } from "node:crypto";

import { spendAllowances } from "../../core/allowance.ts";
import type { ApiConfig } from "../../core/config.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { activeApiClientSecret, insertApiClient, revokeApiClient } from "./api-clients.repository.ts";
import type { ClientTokenResponse } from "./contract.ts";
import { clientSecretFailed } from "./login-limits.service.ts";
import { signClientToken } from "./tokens.ts";

const hashSecret = (secret: string) => createHash("sha256").update(secret).digest();

/** Registers an application; its secret is shown once, here. */
export async function issueApiClient(
  db: Queryable,
  name: string,
): Promise<{ client_id: string; client_secret: string }> {
  const clientId = `app_${randomBytes(9).toString("base64url")}`;
  const secret = `sec_${randomBytes(32).toString("base64url")}`;
  await insertApiClient(db, { clientId, name, secretHash: hashSecret(secret).toString("base64url") });
  return { client_id: clientId, client_secret: secret };
}

export { revokeApiClient };

export async function clientCredentialsGrant(
  db: Queryable,
  config: ApiConfig,
  credentials: { clientId: string; clientSecret: string },
  client: string,
): Promise<ClientTokenResponse> {
  const { clientId, clientSecret } = credentials;
  if (!clientId || !clientSecret) throw new ApiError(400, "credential_missing", "errors.credential_missing");
  const stored = await activeApiClientSecret(db, clientId);
  const given = hashSecret(clientSecret);
  if (!stored || !timingSafeEqual(given, Buffer.from(stored, "base64url"))) {
    await clientSecretFailed(db, config, client);
    throw new ApiError(401, "invalid_client", "errors.invalid_client");
  }
  await spendAllowances(db, [
    { bucket: `api-client:${clientId}`, max: config.CLIENT_TOKENS_PER_HOUR, windowSeconds: 3600 },
  ]);
  const ttl = config.CLIENT_TOKEN_TTL_SECONDS;
  return {
    access_token: signClientToken(clientId, config.tokenSecret, ttl),
    token_type: "Bearer",
    expires_in: ttl,
    scope: "public",
  };
}
