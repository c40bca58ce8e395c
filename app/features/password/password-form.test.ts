import { describe, expect, it } from "vitest";

import { parseForm, translateMessage } from "../../lib/forms.ts";
import { changePasswordSchema } from "./change-password-form.ts";
import { parseRules, ruleTexts, type PasswordRules } from "./password-form.ts";
import { passwordSchema } from "./recovery-form.ts";

const RULES: PasswordRules = {
  length: { min: 8, max: 64 },
  has_numbers: true,
  only_numbers: true,
  special_char: true,
  diff_case: true,
  diff_name: true,
  last_pw: 3,
};

// Words for the rules as the OPAC's locale would give them, enough to see what is asked.
const t = (key: string, values: Record<string, unknown> = {}) =>
  key.replace("recovery.rules.", "") + (Object.keys(values).length ? JSON.stringify(values) : "");

const form = (fields: Record<string, string>) => {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.set(name, value);
  return data;
};

const errors = (result: { error?: Record<string, string[] | null> | null } | undefined) =>
  Object.fromEntries(Object.entries(result?.error ?? {}).filter(([, messages]) => messages?.length));

describe("the new-password fields", () => {
  const schema = passwordSchema(RULES, "Rita Recuperação", t);

  it("asks for both fields when empty, and nothing else", () => {
    const parsed = parseForm(form({ password: "", confirmation: "" }), schema);
    expect(errors(parsed.result)).toEqual({
      password: ["recovery.errors.password"],
      confirmation: ["recovery.errors.confirmation"],
    });
  });

  it("names the broken rules (not last_pw, the service's) in the reader's words", () => {
    const parsed = parseForm(form({ password: "rita", confirmation: "rita" }), schema);
    const [message] = errors(parsed.result).password ?? [];
    const words = translateMessage(
      ((key: string, o?: Record<string, unknown>) => `${key}: ${o?.rules}`) as never,
      message,
    );
    expect(words).toBe(
      'recovery.errors.rules: length{"min":8,"max":64,"count":3}; has_numbers{"min":8,"max":64,"count":3}; ' +
        'special_char{"min":8,"max":64,"count":3}; diff_case{"min":8,"max":64,"count":3}; ' +
        'diff_name{"min":8,"max":64,"count":3}',
    );
  });

  it("refuses a confirmation that does not match ('AsSenhasNaoCoincidem') and accepts a good pair", () => {
    const mismatch = parseForm(form({ password: "Livro-2026!", confirmation: "Livro-2026?" }), schema);
    expect(errors(mismatch.result)).toEqual({ confirmation: ["recovery.errors.mismatch"] });
    const good = parseForm(form({ password: "Livro-2026!", confirmation: "Livro-2026!" }), schema);
    expect(good.ok && good.value).toEqual({ password: "Livro-2026!", confirmation: "Livro-2026!" });
  });

  it("the change form asks for the current password too", () => {
    const parsed = parseForm(
      form({ current: "", password: "Livro-2026!", confirmation: "Livro-2026!" }),
      changePasswordSchema(RULES, "Rita", t),
    );
    expect(errors(parsed.result)).toEqual({ current: ["recovery.errors.current"] });
  });
});

describe("the rules between the steps", () => {
  it("are read back from their hidden field only when well formed", () => {
    expect(parseRules(JSON.stringify(RULES))).toEqual(RULES);
    expect(parseRules("{")).toBeNull();
    expect(parseRules(JSON.stringify({ ...RULES, last_pw: -1 }))).toBeNull();
    expect(parseRules(null)).toBeNull();
  });

  it("are listed in order, last_pw included", () => {
    expect(ruleTexts((key) => key.replace("recovery.rules.", ""), RULES)).toEqual([
      "length",
      "has_numbers",
      "only_numbers",
      "special_char",
      "diff_case",
      "diff_name",
      "last_pw",
    ]);
  });
});
