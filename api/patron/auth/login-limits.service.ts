/**
 * The login limits (decision 024), kept in the database so that every instance of the service
 * counts the same failures:
 *
 * - per client address, a hard limit: LOGIN_MAX_ATTEMPTS failures in LOGIN_WINDOW_SECONDS, then
 *   429 for everything that address tries;
 * - per login (normalised, api/patron/auth/login-key.ts), the captcha: asked after a failed attempt when
 *   the institution asks it "after a failure", always when it asks it always; and only a much
 *   higher hard ceiling (LOGIN_ACCOUNT_MAX_ATTEMPTS), so that a stranger typing someone's login
 *   cannot lock the real patron out: the patron answers the captcha and logs in.
 *
 * A proven password clears its login's count. Captchas left unanswered or answered wrongly count
 * against the address only: they prove nothing about the account.
 */
import type { ApiConfig } from "../../core/config.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { metrics } from "../../core/http/metrics.ts";
import { loginKey } from "./login-key.ts";
import {
  clearLoginFailures,
  pruneLoginFailures,
  recentLoginFailures,
  recordLoginFailure,
  type LoginEventKind,
} from "./login-limits.repository.ts";
import type { LoginSettings } from "./login-settings.service.ts";

type LimitsConfig = Pick<ApiConfig, "LOGIN_MAX_ATTEMPTS" | "LOGIN_WINDOW_SECONDS" | "LOGIN_ACCOUNT_MAX_ATTEMPTS">;

export interface LoginAdmission {
  key: string;
  captchaRequired: boolean;
}

/** The 429 of the login limits, counted in the metrics by what was tried. */
function tooMany(kind: "login" | "lookup" | "staff_key"): ApiError {
  metrics.loginLimitRefusals.inc({ kind });
  return new ApiError(429, "too_many_requests", "errors.too_many_requests");
}

/** Whether a login may be tried now from `client`, and whether it must carry a captcha; 429 when not. */
export async function admitLogin(
  db: Queryable,
  config: LimitsConfig,
  captchaPolicy: LoginSettings["captcha"]["login"],
  login: string,
  client: string,
): Promise<LoginAdmission> {
  const key = loginKey(login);
  const recent = await recentLoginFailures(db, key, client, config.LOGIN_WINDOW_SECONDS);
  if (recent.client >= config.LOGIN_MAX_ATTEMPTS || recent.login >= config.LOGIN_ACCOUNT_MAX_ATTEMPTS) {
    throw tooMany("login");
  }
  return { key, captchaRequired: captchaNeeded(captchaPolicy, recent.login) };
}

/** Whether the next login with this login name must carry a captcha (the login screen asks). */
export async function captchaRequiredFor(
  db: Queryable,
  config: LimitsConfig,
  captchaPolicy: LoginSettings["captcha"]["login"],
  login: string | undefined,
): Promise<boolean> {
  if (captchaPolicy !== "after_failure" || !login?.trim()) return captchaPolicy === "always";
  const recent = await recentLoginFailures(db, loginKey(login), "", config.LOGIN_WINDOW_SECONDS);
  return captchaNeeded(captchaPolicy, recent.login);
}

function captchaNeeded(policy: LoginSettings["captcha"]["login"], loginFailures: number): boolean {
  return policy === "always" || (policy === "after_failure" && loginFailures > 0);
}

/** Counts a failure: against the login (unless `kind` proves nothing about it) and the address. */
export async function loginFailed(
  db: Queryable,
  config: LimitsConfig,
  key: string,
  client: string,
  kind: LoginEventKind,
): Promise<void> {
  await pruneLoginFailures(db, config.LOGIN_WINDOW_SECONDS);
  await recordLoginFailure(db, kind === "password" ? key : "", client, kind);
}

export async function loginSucceeded(db: Queryable, key: string): Promise<void> {
  await clearLoginFailures(db, key);
}

/**
 * A public look-up that could be used to probe logins (GET /pessoas/duplicadas): counted against
 * the address like a failed login, and refused with 429 past the same limit.
 */
export async function admitLookup(
  db: Queryable,
  config: LimitsConfig,
  client: string,
  { count = true }: { count?: boolean } = {},
): Promise<void> {
  const recent = await recentLoginFailures(db, "", client, config.LOGIN_WINDOW_SECONDS);
  if (recent.client >= config.LOGIN_MAX_ATTEMPTS) throw tooMany("lookup");
  if (count) await lookupMissed(db, config, client);
}

/** A look-up that found nothing (password recovery for a login that does not exist). */
export async function lookupMissed(db: Queryable, config: LimitsConfig, client: string): Promise<void> {
  await loginFailed(db, config, "", client, "lookup");
}

/**
 * Wrong staff keys (X-Staff-Key) count against the client address like failed logins, under the
 * same limit: a desk key is long and random, so guessing it needs far more tries than the window
 * allows, and a client past the limit gets 429 for keys and logins alike (decision 035).
 */
export async function admitStaffKey(db: Queryable, config: LimitsConfig, client: string): Promise<void> {
  const recent = await recentLoginFailures(db, "", client, config.LOGIN_WINDOW_SECONDS);
  if (recent.client >= config.LOGIN_MAX_ATTEMPTS) throw tooMany("staff_key");
}

export async function staffKeyFailed(db: Queryable, config: LimitsConfig, client: string): Promise<void> {
  await loginFailed(db, config, "", client, "staff_key");
}
