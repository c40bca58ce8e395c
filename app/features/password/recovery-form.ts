/**
 * The forms of /login/recuperar-senha's steps (decision 025): their schemas, used by the action and
 * in the browser, and the state each step carries to the next.
 */
import type { TFunction } from "i18next";
import * as z from "zod";

import { CaptchaSchemaFields } from "../captcha/captcha.ts";
import type { FormResult } from "../../lib/forms.ts";
import { tk } from "../../lib/i18n.ts";
import { confirmationMatches, newPasswordShape, type PasswordRules } from "./password-form.ts";

export const STEPS = ["user", "code", "password"] as const;
export type Step = (typeof STEPS)[number];

/** What the code step shows and sends back. */
export interface CodeState {
  user: string;
  token: string;
  codeLength: number;
  minutes: number;
}

/** What the password step shows and sends back. */
export interface PasswordState {
  user: string;
  token: string;
  code: string;
  name: string;
  rules: PasswordRules;
}

export type RecoveryActionData =
  | { step: "user"; result: FormResult }
  | { step: "code"; result?: FormResult; state: CodeState; resent?: boolean; offerResend: boolean }
  | { step: "password"; result?: FormResult; state: PasswordState };

export const UserSchema = z.object({
  usuario: z
    .string({ error: tk("recovery.errors.userCode") })
    .trim()
    .min(1, tk("recovery.errors.userCode")),
  ...CaptchaSchemaFields,
});

export const CodeSchema = z.object({
  code: z
    .string({ error: tk("recovery.errors.code") })
    .trim()
    .min(1, tk("recovery.errors.code")),
});

/** The password step's schema, for the rules that step carries. */
export function passwordSchema(rules: PasswordRules, name: string, t: TFunction | ((key: string) => string)) {
  return z.object(newPasswordShape(rules, name, t as never)).superRefine(confirmationMatches);
}
