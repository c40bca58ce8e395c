/**
 * Re-authentication for what controls an account (decision 052): changing the e-mail address,
 * registering an app device and changing the password ask for the current password, so that a
 * stolen token alone cannot divert recovery or mint lasting credentials. A session whose patron
 * proved who they are (a password or a single sign-on) less than REAUTH_WINDOW_SECONDS ago counts
 * as proof too: that is how a patron without a password (single sign-on only) re-authenticates,
 * by signing in again. A refresh, an app device or a switch between logins never makes a session
 * fresh.
 *
 * Wrong current passwords go through the login limits (login-limits.service.ts) under a key of
 * their own per patron, with REAUTH_MAX_FAILURES in the login window: a token holder gets a few
 * guesses, not a password oracle, and strangers failing at the login screen never use them up.
 */
import type { ApiConfig } from "../../core/config.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { findPatronById, type PatronRow } from "./auth.repository.ts";
import { admitLogin, loginFailed, loginSucceeded } from "./login-limits.service.ts";
import { verifyPassword } from "./password.ts";
import { signedInWithin } from "./sessions.repository.ts";
import { bearerToken, verifyAccessClaims } from "./tokens.ts";

/** Wrong current passwords one patron's sessions may type in LOGIN_WINDOW_SECONDS before 429. */
export const REAUTH_MAX_FAILURES = 5;

export interface Reauthentication {
  /** The Authorization header of the call. */
  authorization: string | undefined;
  /** The current password, when the caller typed it. */
  password: string | undefined;
  /** The client address, counted by the login limits. */
  client: string;
}

/** The limits' key of one patron's re-authentications; logins never contain "#reauth". */
const keyOf = (patronId: number) => `#reauth ${patronId}`;

/**
 * The patron of the token, once re-authenticated; 401 without a token, 403
 * `reauthentication_required` without a password and without a fresh sign-in, 422
 * `current_password_wrong` for a wrong one, 429 past REAUTH_MAX_FAILURES.
 */
export async function reauthenticate(db: Queryable, config: ApiConfig, input: Reauthentication): Promise<PatronRow> {
  const token = bearerToken(input.authorization);
  const claims = token ? verifyAccessClaims(token, config.tokenSecret) : undefined;
  const patron = claims ? await findPatronById(db, claims.patronId) : undefined;
  if (!claims || !patron) throw new ApiError(401, "unauthorized", "errors.unauthorized");
  if (input.password) {
    await checkCurrentPassword(db, config, patron, input.password, input.client);
    return patron;
  }
  const fresh =
    claims.sessionId !== undefined &&
    (await signedInWithin(db, claims.sessionId, patron.id, config.REAUTH_WINDOW_SECONDS));
  if (!fresh) throw new ApiError(403, "reauthentication_required", "errors.reauthentication_required");
  return patron;
}

/** Checks the patron's current password under the limit; 422 when wrong, 429 past the limit. */
export async function checkCurrentPassword(
  db: Queryable,
  config: ApiConfig,
  patron: PatronRow,
  password: string,
  client: string,
): Promise<void> {
  const limits = { ...config, LOGIN_ACCOUNT_MAX_ATTEMPTS: REAUTH_MAX_FAILURES };
  const admission = await admitLogin(db, limits, "never", keyOf(patron.id), client);
  if (!(await verifyPassword(password, patron.password_hash))) {
    await loginFailed(db, limits, admission, client, "password");
    // 422, not 401: the session is fine, only the typed password is wrong.
    throw new ApiError(422, "current_password_wrong", "password.errors.current_password_wrong");
  }
  await loginSucceeded(db, admission);
}
