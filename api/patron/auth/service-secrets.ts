/**
 * No built-in secret in production (decision 035). The operator may set
 * TOKEN_SECRET and SESSION_SECRET; when they do not, the server generates strong random ones on
 * its first start and keeps them in the database (`service_secret`: the data folder of the
 * embedded PGlite, or the PostgreSQL server), so tokens and cookies survive restarts and every
 * instance on one database signs alike. When they cannot be kept, the server does not start.
 */
import { randomBytes } from "node:crypto";

import { serviceSecret } from "../../lending/clearance/clearance.service.ts";
import type { ApiConfig } from "../../core/config.ts";
import type { Queryable } from "../../core/db/db.ts";
import { StartupError } from "../../core/startup.ts";

/** 256 random bits, base64url: what the server generates when the operator set nothing. */
export function generatedSecret(): string {
  return randomBytes(32).toString("base64url");
}

export class SecretsUnavailable extends StartupError {}

/**
 * The token secret (TOKEN_SECRET, else the kept one) and, for the OPAC, the session secret
 * (SESSION_SECRET, else the kept one). The first instance to start creates each; the others read it.
 */
export async function keptSecrets(
  db: Queryable,
  config: Pick<ApiConfig, "TOKEN_SECRET">,
  env: Record<string, string | undefined>,
): Promise<{ tokenSecret: string; sessionSecret: string }> {
  try {
    const tokenSecret = config.TOKEN_SECRET ?? (await serviceSecret(db, "token_secret", generatedSecret()));
    const sessionSecret = env.SESSION_SECRET?.trim() || (await serviceSecret(db, "session_secret", generatedSecret()));
    return { tokenSecret, sessionSecret };
  } catch (error) {
    throw new SecretsUnavailable(
      "TOKEN_SECRET and SESSION_SECRET are not set and the server could not keep generated ones in the " +
        `database (${error instanceof Error ? error.message : String(error)}). Set both (32+ random ` +
        'characters each, see docs/operations.md "Secrets") or let the server write to its database.',
    );
  }
}
