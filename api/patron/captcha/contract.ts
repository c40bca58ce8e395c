/** GET /captcha: a challenge to show with a form the service protects (decision 023). */
import * as z from "zod";

export const CaptchaChallengeSchema = z.object({
  token: z
    .string()
    .describe("Signed: carries the challenge's nonce, expiry and a keyed digest of the answer, not the answer"),
  question: z.string().describe("The question, in the caller's language"),
});
export type CaptchaChallenge = z.output<typeof CaptchaChallengeSchema>;
