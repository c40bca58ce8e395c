/** GET /captcha: a challenge to show with a form the service protects (decision 053). */
import * as z from "zod";

export const CaptchaChallengeSchema = z.object({
  token: z.string().describe("Signed: carries the challenge's nonce and expiry, not the answer"),
  image: z
    .string()
    .describe(
      "A data: URL of an SVG drawing six characters as paths (no text): typed back as `recaptcha_answer` " +
        "by a person without JavaScript",
    ),
  pow: z
    .object({
      algorithm: z.string(),
      challenge: z.string(),
      maxnumber: z.number().int().optional(),
      salt: z.string(),
      signature: z.string(),
    })
    .describe(
      "altcha's proof of work (v1) for the same challenge: a browser with JavaScript finds `number` and " +
        "sends base64(JSON {algorithm, challenge, number, salt, signature}) as `recaptcha_answer`",
    ),
});
export type CaptchaChallenge = z.output<typeof CaptchaChallengeSchema>;
