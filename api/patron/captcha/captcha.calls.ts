/** The captcha a form the service protects shows (decision 023). */
import { defineCall, json } from "../../core/http/call.ts";
import { CaptchaChallengeSchema } from "./contract.ts";

export const captchaCalls = {
  challenge: defineCall({
    method: "get",
    path: "/captcha",
    summary: "A new captcha challenge, its question in the caller's language (never cached)",
    description:
      "Calls that ask for the captcha take `recaptcha_token` (the token) and `recaptcha_answer` (digits or " +
      "words); a missing, wrong, expired or reused answer is 422 `captcha_invalid`.",
    responses: { 200: json(CaptchaChallengeSchema, "The challenge.") },
  }),
};
