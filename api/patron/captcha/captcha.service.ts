import type { ApiConfig } from "../../core/config.ts";
import type { Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { metrics } from "../../core/http/metrics.ts";
import type { Lang } from "../../core/i18n.ts";
import { checkToken, issueToken, makePuzzle } from "./captcha.ts";
import type { CaptchaChallenge } from "./contract.ts";
import { spendNonce } from "./captcha.repository.ts";

export function newCaptcha(config: Pick<ApiConfig, "tokenSecret">, lang: Lang): CaptchaChallenge {
  const puzzle = makePuzzle(lang);
  return { token: issueToken(config.tokenSecret, puzzle.answer), question: puzzle.question };
}

/**
 * Throws 422 captcha_invalid ('AuthCAPTCHAError': captcha invalid or expired) unless `answer`
 * answers the challenge `token` for the first time, before it expired.
 */
export async function checkCaptcha(
  db: Queryable,
  config: Pick<ApiConfig, "tokenSecret">,
  token: unknown,
  answer: unknown,
  now = Date.now(),
): Promise<void> {
  const invalid = () => {
    metrics.captchaRefusals.inc();
    return new ApiError(422, "captcha_invalid", "errors.captcha_invalid");
  };
  if (typeof token !== "string" || !token || typeof answer !== "string") throw invalid();
  const check = checkToken(config.tokenSecret, token, answer, now);
  if (!check.ok) throw invalid();
  // Spent right or wrong: one guess per challenge.
  const first = await spendNonce(db, check.nonce, check.expiresAt);
  if (!first || !check.correct) throw invalid();
}
