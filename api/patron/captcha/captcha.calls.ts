/** The captcha a form the service protects shows (decision 053). */
import * as z from "zod";

import { defineCall, file, json, refusal } from "../../core/http/call.ts";
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
  audio: defineCall({
    method: "get",
    path: "/captcha/audio",
    summary: "The same challenge's six characters said aloud, in the `lang` header's language (never cached)",
    description:
      "The spoken alternative to the picture, for a person who cannot see it: an instruction, then each " +
      'character with a word it begins ("C, de casa"), mixed anew on every request with other variations and ' +
      "noise. Typed back as `recaptcha_answer`, as the picture's characters are. Five hearings per challenge.",
    query: z.object({ token: z.string().min(1).max(400).describe("The challenge's token (GET /captcha)") }),
    responses: {
      200: file("audio/wav", "8 kHz, 16-bit mono PCM."),
      422: refusal("`captcha_invalid`: the token is malformed, forged or expired."),
      429: refusal("`too_many_requests`: five hearings of this challenge already (Retry-After)."),
    },
  }),
};
