import type { ApiConfig } from "../../core/config.ts";
import { refundAllowance, spendAllowances, type Allowance } from "../../core/allowance.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { metrics } from "../../core/http/metrics.ts";
import type { Lang } from "../../core/i18n.ts";
import { captchaWav } from "./captcha-audio.ts";
import { captchaSvg } from "./captcha-image.ts";
import {
  challengeOf,
  charactersOf,
  checkToken,
  isProofOfWork,
  issueToken,
  powChallenge,
  CAPTCHA_TTL_SECONDS,
} from "./captcha.ts";
import type { CaptchaChallenge } from "./contract.ts";
import { spendNonce } from "./captcha.repository.ts";

type CaptchaConfig = Pick<ApiConfig, "tokenSecret" | "CAPTCHA_POW_MAX_NUMBER">;

export async function newCaptcha(config: CaptchaConfig): Promise<CaptchaChallenge> {
  const issued = issueToken(config.tokenSecret);
  const svg = captchaSvg(charactersOf(config.tokenSecret, issued.nonce));
  return {
    token: issued.token,
    image: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}`,
    pow: await powChallenge(config.tokenSecret, issued, config.CAPTCHA_POW_MAX_NUMBER),
  };
}

/**
 * Typed answers a client address may give per window: a person needs one or two, a guesser
 * meets the limit (decision 053). Right answers are given back, so only wrong ones are counted.
 */
const typedAnswers = (config: Pick<ApiConfig, "CAPTCHA_TYPED_ANSWERS_PER_HOUR">, client: string): Allowance => ({
  bucket: `captcha-typed:${client}`,
  max: config.CAPTCHA_TYPED_ANSWERS_PER_HOUR,
  windowSeconds: 3600,
});

/**
 * Throws 422 captcha_invalid ('AuthCAPTCHAError': captcha invalid or expired) unless `answer`
 * answers the challenge `token` for the first time, before it expired. A typed answer spends from
 * the client's allowance of typed answers first (429 past it); `client` unset (an in-process
 * caller without an address) spends from none.
 */
export async function checkCaptcha(
  db: Queryable,
  config: CaptchaConfig & Pick<ApiConfig, "CAPTCHA_TYPED_ANSWERS_PER_HOUR">,
  token: unknown,
  answer: unknown,
  client?: string,
): Promise<void> {
  const invalid = () => {
    metrics.captchaRefusals.inc();
    return new ApiError(422, "captcha_invalid", "errors.captcha_invalid");
  };
  if (typeof token !== "string" || !token || typeof answer !== "string" || !answer) throw invalid();
  const allowance = client && !isProofOfWork(answer) ? typedAnswers(config, client) : undefined;
  if (allowance) await spendAllowances(db, [allowance]);
  const check = await checkToken(config.tokenSecret, token, answer);
  if (!check.ok) throw invalid();
  // Spent right or wrong: one guess per challenge.
  const first = await spendNonce(db, check.nonce, check.expiresAt);
  if (!first || !check.correct) throw invalid();
  if (allowance) await refundAllowance(db, allowance.bucket);
}

/**
 * Whether `answer` is a proof of work solved for the challenge `token`, answered for the first
 * time: for callers that ask the page's script, never a person, to pay before going on (the
 * search budget, decision 049). A typed answer does not count; nothing is refused here.
 */
export async function provesWork(
  db: Queryable,
  config: CaptchaConfig,
  token: string,
  answer: string,
): Promise<boolean> {
  if (!isProofOfWork(answer)) return false;
  const check = await checkToken(config.tokenSecret, token, answer);
  if (!check.ok || !check.correct) return false;
  return spendNonce(db, check.nonce, check.expiresAt);
}

/** Hearings of one challenge: enough to listen again, too few to average the noise away. */
const HEARINGS_PER_CHALLENGE = 5;

/**
 * The challenge of `token` said aloud in `lang` (captcha-audio.ts): 422 captcha_invalid for a
 * token that is not genuine or expired, 429 past five hearings of it.
 */
export async function captchaAudio(db: Queryable, config: CaptchaConfig, token: string, lang: Lang): Promise<Buffer> {
  const challenge = challengeOf(config.tokenSecret, token);
  if (!challenge.ok) throw new ApiError(422, "captcha_invalid", "errors.captcha_invalid");
  await spendAllowances(db, [
    { bucket: `captcha-audio:${challenge.nonce}`, max: HEARINGS_PER_CHALLENGE, windowSeconds: CAPTCHA_TTL_SECONDS },
  ]);
  return captchaWav(charactersOf(config.tokenSecret, challenge.nonce), lang);
}
