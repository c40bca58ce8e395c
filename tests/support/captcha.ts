/**
 * Answering the captcha in tests as its rightful parties do (decision 053): the proof of work by
 * brute force, as a browser's worker does, and the picture's characters with the service's own
 * secret, which the test holds as the operator does. A script without the secret has neither.
 */
import { createHash } from "node:crypto";

import { charactersOf, issueToken } from "../../api/patron/captcha/captcha.ts";
import type { CaptchaChallenge } from "../../api/patron/captcha/contract.ts";

/** The key of the servers tests/e2e starts (playwright.config.ts), so a spec can read their pictures. */
export const E2E_TOKEN_SECRET = "e2e-token-secret-e2e-token-secret-0123456789";

/** The characters the picture of `token` shows, read with the service's secret. */
export function typedAnswer(secret: string, token: string): string {
  const claims = JSON.parse(Buffer.from(token.split(".")[0], "base64url").toString()) as { n: string };
  return charactersOf(secret, claims.n);
}

/** A fresh challenge and its typed answer, for a form that asks for the captcha. */
export function answeredCaptcha(secret: string): { recaptcha_token: string; recaptcha_answer: string } {
  const { token } = issueToken(secret);
  return { recaptcha_token: token, recaptcha_answer: typedAnswer(secret, token) };
}

/**
 * The proof of work's payload for a challenge, found by trying every number as a browser's worker
 * does (public/captcha/pow-worker.js), with Node's synchronous hash, the quickest here.
 */
export function solvedProofOfWork(pow: CaptchaChallenge["pow"]): string {
  const hashName = pow.algorithm.replace("-", "").toLowerCase();
  for (let number = 0; number <= (pow.maxnumber ?? 1_000_000); number++) {
    if (
      createHash(hashName)
        .update(pow.salt + number)
        .digest("hex") !== pow.challenge
    )
      continue;
    const { algorithm, challenge, salt, signature } = pow;
    return Buffer.from(JSON.stringify({ algorithm, challenge, number, salt, signature })).toString("base64");
  }
  throw new Error("no solution to the proof of work");
}
