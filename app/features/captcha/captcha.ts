/**
 * The captcha's part of a form (decision 053): the challenge's signed token, carried back in a
 * hidden field, and the answer (the picture's characters, or the proof of work's payload). Both optional in the schema: whether a form asks for
 * the captcha is the service's decision, and the service checks the answer (422 captcha_invalid).
 */
import * as z from "zod";

export const CAPTCHA_FIELD_ID = "captcha-answer";

export const CaptchaSchemaFields = {
  recaptcha_token: z.string().optional(),
  recaptcha_answer: z.string().trim().max(1000).optional(),
};

/** The OPAC's address of a challenge said aloud (app/routes/captcha.audio.ts). */
export const captchaAudioHref = (token: string) => `/captcha/audio?${new URLSearchParams({ token })}`;
