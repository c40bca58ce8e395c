/** GET /captcha: a challenge to show with a form the service protects (decision 023). */
export interface CaptchaChallenge {
  /** Signed: carries the challenge's nonce, expiry and a keyed digest of the answer, not the answer. */
  token: string;
  /** The question, in the caller's language. */
  question: string;
}
