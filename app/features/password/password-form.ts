/**
 * The new-password fields of recovery's last step and of the password change (decision 025):
 * required, checked against the institution's rules with the service's own module
 * (api/patron/auth/password-rules.ts), and confirmed. Isomorphic: the action parses with it, and the
 * browser runs the same schema when JS is on. The rules' words are the OPAC's (`describe`), so the
 * message names the broken rules in the reader's language on both sides.
 */
import * as z from "zod";

import {
  activeRules,
  brokenRules,
  type PasswordRule,
  type PasswordRules,
} from "../../../api/patron/auth/password-rules.ts";
import { keyWith } from "../../lib/forms.ts";
import { tk } from "../../lib/i18n.ts";

export type { PasswordRules };

/** The translation key of each rule's words. */
export const RULE_LABELS: Record<PasswordRule, string> = {
  length: tk("recovery.rules.length"),
  has_numbers: tk("recovery.rules.has_numbers"),
  only_numbers: tk("recovery.rules.only_numbers"),
  special_char: tk("recovery.rules.special_char"),
  diff_case: tk("recovery.rules.diff_case"),
  diff_name: tk("recovery.rules.diff_name"),
  last_pw: tk("recovery.rules.last_pw"),
};

type Translate = (key: string, values?: Record<string, unknown>) => string;

/** One rule in words ("ter entre 8 e 64 caracteres"). */
export function ruleText(t: Translate, rule: PasswordRule, rules: PasswordRules): string {
  return t(RULE_LABELS[rule], { min: rules.length.min, max: rules.length.max, count: rules.last_pw });
}

/** The rules in force, in words, in the order they are listed. */
export function ruleTexts(t: Translate, rules: PasswordRules): string[] {
  return activeRules(rules).map((rule) => ruleText(t, rule, rules));
}

/** The rules as they travel between the steps (a hidden field), read back with care. */
export const RulesSchema = z.object({
  length: z.object({ min: z.number().int().min(1), max: z.number().int().min(1) }),
  has_numbers: z.boolean(),
  only_numbers: z.boolean(),
  special_char: z.boolean(),
  diff_case: z.boolean(),
  diff_name: z.boolean(),
  last_pw: z.number().int().min(0),
});

export function parseRules(value: unknown): PasswordRules | null {
  if (typeof value !== "string") return null;
  try {
    const parsed = RulesSchema.safeParse(JSON.parse(value));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/**
 * `password` and `confirmation`: the password meets every rule the browser can check (last_pw is
 * the service's), the confirmation matches ('AsSenhasNaoCoincidem'). Empty fields get only their
 * "required" message.
 */
export function newPasswordShape(rules: PasswordRules, name: string, t: Translate) {
  return {
    password: z.string({ error: tk("recovery.errors.password") }).superRefine((value, ctx) => {
      const broken = brokenRules(value, rules, name);
      if (broken.length === 0) return;
      const words = broken.map((rule) => ruleText(t, rule, rules)).join("; ");
      ctx.addIssue({ code: "custom", message: keyWith("recovery.errors.rules", { rules: words }) });
    }),
    confirmation: z.string({ error: tk("recovery.errors.confirmation") }),
  };
}

/** The refinement of the whole form: the confirmation matches the password. */
export function confirmationMatches(value: { password: string; confirmation: string }, ctx: z.RefinementCtx): void {
  if (value.password !== value.confirmation) {
    ctx.addIssue({ code: "custom", path: ["confirmation"], message: tk("recovery.errors.mismatch") });
  }
}
