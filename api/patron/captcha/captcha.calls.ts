/** The captcha a form the service protects shows (decision 053). */
import { defineCall, json } from "../../core/http/call.ts";
import { CaptchaChallengeSchema } from "./contract.ts";

export const captchaCalls = {
  challenge: defineCall({
    method: "get",
    path: "/captcha",
    summary: "A new captcha challenge: a picture of six characters and a proof of work (never cached)",
    description:
      "Calls that ask for the captcha take `recaptcha_token` (the token) and `recaptcha_answer`: the six " +
      "characters of the picture, or the solved proof of work's payload; a missing, wrong, expired or reused " +
      "answer is 422 `captcha_invalid`, and past CAPTCHA_TYPED_ANSWERS_PER_HOUR wrong typed answers from one " +
      "client, 429.",
    responses: { 200: json(CaptchaChallengeSchema, "The challenge.") },
  }),
};
