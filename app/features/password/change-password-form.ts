/** The form of /meupergamum/senha: current password, new password, confirmation (decision 025). */
import type { TFunction } from "i18next";
import * as z from "zod";

import { tk } from "../../lib/i18n.ts";
import { confirmationMatches, newPasswordShape, type PasswordRules } from "./password-form.ts";

export const CHANGE_FIELDS = {
  current: "senha-atual",
  password: "senha-nova",
  confirmation: "senha-confirmacao",
} as const;

export function changePasswordSchema(rules: PasswordRules, name: string, t: TFunction | ((key: string) => string)) {
  return z
    .object({
      current: z.string({ error: tk("recovery.errors.current") }),
      ...newPasswordShape(rules, name, t as never),
    })
    .superRefine(confirmationMatches);
}
