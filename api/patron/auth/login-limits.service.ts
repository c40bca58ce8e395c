/**
 * The login limits (decisions 024 and 053), kept in the database so that every instance of the
 * service counts alike, and spent before a password is judged, in one statement per allowance
 * (api/core/allowance.ts), so a burst of parallel guesses gets no more than the allowance:
 *
 * - a client that sends a genuine device token of the login (api/patron/auth/device-token.ts: it
 *   logged in as this patron before) is counted in that device's allowance only, LOGIN_MAX_ATTEMPTS
 *   per window: strangers' failures on the account or on the client's address never lock it out;
 * - any other client spends from its address's allowance (LOGIN_MAX_ATTEMPTS per window, for every
 *   login it tries) and from the account's allowance for clients without its device token
 *   (LOGIN_ACCOUNT_MAX_ATTEMPTS, far higher); past either, 429 with Retry-After, and a window
 *   that ended over its allowance is followed by one twice as long;
 * - the captcha is asked of a login after a failed password (the institution's "after a failure"),
 *   always when it asks it always; from a device, only after that device's own failure.
 *
 * A proven password gives its attempt back and clears the account's count. Captchas left
 * unanswered or answered wrongly count against the address only: they prove nothing about the
 * account.
 */
import type { ApiConfig } from "../../core/config.ts";
import type { Queryable } from "../../core/db/db.ts";
import {
  checkAllowance,
  countAttempt,
  forgetAllowance,
  refundAllowance,
  spendAllowances,
  type Allowance,
} from "../../core/allowance.ts";
import { tooManyRequests, type ApiError } from "../../core/errors.ts";
import { metrics } from "../../core/http/metrics.ts";
import { deviceOf } from "./device-token.ts";
import { loginKey } from "./login-key.ts";
import {
  clearLoginFailures,
  pruneLoginFailures,
  recentLoginFailures,
  recordLoginFailure,
} from "./login-limits.repository.ts";
import type { LoginSettings } from "./login-settings.service.ts";

type LimitsConfig = Pick<
  ApiConfig,
  "LOGIN_MAX_ATTEMPTS" | "LOGIN_WINDOW_SECONDS" | "LOGIN_ACCOUNT_MAX_ATTEMPTS" | "tokenSecret"
>;

export interface LoginAdmission {
  key: string;
  captchaRequired: boolean;
  /** The allowances this attempt spent from. */
  client?: Allowance;
  account?: Allowance;
  device?: Allowance;
}

/** The 429 of the login limits, counted in the metrics by what was tried. */
const tooMany =
  (kind: "login" | "lookup" | "staff_key" | "client_secret") =>
  (secondsLeft: number): ApiError => {
    metrics.loginLimitRefusals.inc({ kind });
    return tooManyRequests(secondsLeft);
  };

const clientAllowance = (config: LimitsConfig, client: string): Allowance => ({
  bucket: `login:client:${client}`,
  max: config.LOGIN_MAX_ATTEMPTS,
  windowSeconds: config.LOGIN_WINDOW_SECONDS,
});

/**
 * Whether a login may be tried now from `client` (with the device token the client kept, if
 * any), and whether it must carry a captcha; 429 with Retry-After when not. The attempt is spent.
 */
export async function admitLogin(
  db: Queryable,
  config: LimitsConfig,
  captchaPolicy: LoginSettings["captcha"]["login"],
  login: string,
  client: string,
  deviceToken?: string,
): Promise<LoginAdmission> {
  const key = loginKey(login);
  const deviceId = key ? deviceOf(config.tokenSecret, deviceToken, key) : undefined;
  if (deviceId) {
    const device = {
      bucket: `login:device:${deviceId}`,
      max: config.LOGIN_MAX_ATTEMPTS,
      windowSeconds: config.LOGIN_WINDOW_SECONDS,
    };
    const [hits] = await spendAllowances(db, [device], tooMany("login"));
    const captchaRequired = captchaPolicy === "always" || (captchaPolicy === "after_failure" && hits! > 1);
    return { key, captchaRequired, device };
  }
  const address = clientAllowance(config, client);
  const account = {
    bucket: `login:account:${key}`,
    max: config.LOGIN_ACCOUNT_MAX_ATTEMPTS,
    windowSeconds: config.LOGIN_WINDOW_SECONDS,
  };
  await spendAllowances(db, key ? [address, account] : [address], tooMany("login"));
  const recent = await recentLoginFailures(db, key, client, config.LOGIN_WINDOW_SECONDS);
  return { key, captchaRequired: captchaNeeded(captchaPolicy, recent.login), client: address, account };
}

/** Whether the next login with this login name must carry a captcha (the login screen asks). */
export async function captchaRequiredFor(
  db: Queryable,
  config: Pick<ApiConfig, "LOGIN_WINDOW_SECONDS">,
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

/**
 * A failed attempt: a wrong password keeps what it spent and makes the captcha due for the login;
 * a wrong or missing captcha gives the account's attempt back (it proved nothing about the account).
 */
export async function loginFailed(
  db: Queryable,
  config: LimitsConfig,
  admission: LoginAdmission,
  client: string,
  kind: "password" | "captcha",
): Promise<void> {
  if (kind === "captcha") {
    if (admission.account) await refundAllowance(db, admission.account.bucket);
    return;
  }
  await pruneLoginFailures(db, config.LOGIN_WINDOW_SECONDS);
  // From a device, the captcha follows the device's own allowance, not the account's record.
  if (!admission.device) await recordLoginFailure(db, admission.key, client, "password");
}

/** A proven password: its attempt given back, the account's and the device's counts cleared. */
export async function loginSucceeded(db: Queryable, admission: LoginAdmission): Promise<void> {
  await clearLoginFailures(db, admission.key);
  if (admission.client) await refundAllowance(db, admission.client.bucket);
  for (const a of [admission.account, admission.device]) if (a) await forgetAllowance(db, a.bucket);
}

/**
 * A public look-up that could be used to probe logins (GET /pessoas/duplicadas): spent from the
 * address's login allowance, and refused with 429 past it; `count: false` only checks.
 */
export async function admitLookup(
  db: Queryable,
  config: LimitsConfig,
  client: string,
  { count = true }: { count?: boolean } = {},
): Promise<void> {
  const address = clientAllowance(config, client);
  if (count) await spendAllowances(db, [address], tooMany("lookup"));
  else await checkAllowance(db, address, tooMany("lookup"));
}

/** A look-up that found nothing (password recovery for a login that does not exist). */
export async function lookupMissed(db: Queryable, config: LimitsConfig, client: string): Promise<void> {
  await countAttempt(db, clientAllowance(config, client));
}

/**
 * A wrong staff key (X-Staff-Key), after it was judged: spent from the address's login allowance,
 * and a 429 with Retry-After past it. A right key is never counted nor refused: a desk key is 192
 * random bits, which no number of tries guesses, so a desk behind a shared address is never
 * locked out by strangers' failures there; the limit keeps a guesser's noise down (decision 053).
 */
export async function staffKeyFailed(db: Queryable, config: LimitsConfig, client: string): Promise<void> {
  await spendAllowances(db, [clientAllowance(config, client)], tooMany("staff_key"));
}

/** A wrong application secret (decision 055): spent from the client address's login allowance, as a wrong staff key is. */
export async function clientSecretFailed(db: Queryable, config: LimitsConfig, client: string): Promise<void> {
  await spendAllowances(db, [clientAllowance(config, client)], tooMany("client_secret"));
}
