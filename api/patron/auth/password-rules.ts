/**
 * The institution's password rules (document 2 §3 "Password recovery data", §5 "Recovery", §9):
 * length between min and max, contains digits, not only digits, one of the special characters
 * `@ ! # $ % & * ( ) _ -`, upper and lower case, no word of the person's name, and the server-only
 * `last_pw` (differs from the last N passwords). Pure and isomorphic on purpose: the service checks
 * with it (api/patron/password) and the OPAC imports the same module to list the rules and check them in
 * the browser, so both halves can never disagree about what a rule means.
 */
import * as z from "zod";

export const PasswordRulesSchema = z.object({
  length: z.object({ min: z.number().int(), max: z.number().int() }),
  has_numbers: z.boolean().describe("Contains at least one digit"),
  only_numbers: z.boolean().describe('Must not be digits only (the spec\'s name for "not only numbers")'),
  special_char: z.boolean().describe("Contains one of @ ! # $ % & * ( ) _ -"),
  diff_case: z.boolean().describe("Contains both an upper-case and a lower-case letter"),
  diff_name: z
    .boolean()
    .describe("Contains no word of the person's name (3 letters or more, accents and case ignored)"),
  last_pw: z
    .number()
    .int()
    .describe("Differs from the last N passwords; checked on the server only (it needs the history)"),
});
export type PasswordRules = z.output<typeof PasswordRulesSchema>;

/** The rules the browser can check: every one but last_pw. */
export const CHECKED_RULES = [
  "length",
  "has_numbers",
  "only_numbers",
  "special_char",
  "diff_case",
  "diff_name",
] as const;
export type CheckedRule = (typeof CHECKED_RULES)[number];
export type PasswordRule = CheckedRule | "last_pw";

export const SPECIAL_CHARACTERS = "@!#$%&*()_-";

/** Passwords are never longer than this, whatever an institution sets (scrypt hashes any length). */
export const ABSOLUTE_MAX_LENGTH = 128;

/** What applies when an institution sets nothing: a length range only (NIST SP 800-63B's floor). */
export const DEFAULT_RULES: PasswordRules = {
  length: { min: 8, max: 64 },
  has_numbers: false,
  only_numbers: false,
  special_char: false,
  diff_case: false,
  diff_name: false,
  last_pw: 0,
};

/** The institution parameters of each rule (institution_param rows), flags 'S' or 'N'. */
export const RULE_PARAMS = {
  min: "senha_tamanho_minimo",
  max: "senha_tamanho_maximo",
  has_numbers: "senha_exige_numeros",
  only_numbers: "senha_nao_somente_numeros",
  special_char: "senha_exige_caractere_especial",
  diff_case: "senha_exige_maiusculas_minusculas",
  diff_name: "senha_diferente_nome",
  last_pw: "senha_ultimas_senhas",
} as const;

const count = (value: string | undefined, fallback: number, max: number) => {
  const n = value !== undefined && /^\d{1,3}$/.test(value.trim()) ? Number(value.trim()) : fallback;
  return Math.min(n, max);
};
const flag = (value: string | undefined, fallback: boolean) =>
  value === undefined ? fallback : value.trim().toUpperCase() === "S";

/** The rules from the institution's parameters; a missing or malformed one keeps its default. */
export function rulesFromParams(params: Record<string, string | undefined>): PasswordRules {
  const min = Math.max(1, count(params[RULE_PARAMS.min], DEFAULT_RULES.length.min, ABSOLUTE_MAX_LENGTH));
  const max = Math.max(min, count(params[RULE_PARAMS.max], DEFAULT_RULES.length.max, ABSOLUTE_MAX_LENGTH));
  return {
    length: { min, max },
    has_numbers: flag(params[RULE_PARAMS.has_numbers], DEFAULT_RULES.has_numbers),
    only_numbers: flag(params[RULE_PARAMS.only_numbers], DEFAULT_RULES.only_numbers),
    special_char: flag(params[RULE_PARAMS.special_char], DEFAULT_RULES.special_char),
    diff_case: flag(params[RULE_PARAMS.diff_case], DEFAULT_RULES.diff_case),
    diff_name: flag(params[RULE_PARAMS.diff_name], DEFAULT_RULES.diff_name),
    last_pw: count(params[RULE_PARAMS.last_pw], DEFAULT_RULES.last_pw, 24),
  };
}

/** The rules in force, in the order they are listed to the patron (length is always in force). */
export function activeRules(rules: PasswordRules): PasswordRule[] {
  const list: PasswordRule[] = ["length"];
  for (const rule of CHECKED_RULES) if (rule !== "length" && rules[rule]) list.push(rule);
  if (rules.last_pw > 0) list.push("last_pw");
  return list;
}

/** Lower case, without accents: "Demonstração" → "demonstracao". */
export function fold(text: string): string {
  return text.normalize("NFD").replace(/\p{M}/gu, "").toLowerCase();
}

/** The words of a name a password must not contain: runs of 3 letters or more, folded. */
export function nameWords(name: string): string[] {
  return [...new Set(fold(name).match(/\p{L}{3,}/gu) ?? [])];
}

/**
 * The rules `password` breaks, in listing order (empty: it passes). `name` is the person's name,
 * for diff_name. last_pw is never reported here: only the service knows the history.
 */
export function brokenRules(password: string, rules: PasswordRules, name = ""): CheckedRule[] {
  const broken: CheckedRule[] = [];
  const length = [...password].length;
  if (length < rules.length.min || length > rules.length.max) broken.push("length");
  if (rules.has_numbers && !/\p{Nd}/u.test(password)) broken.push("has_numbers");
  if (rules.only_numbers && /^\p{Nd}*$/u.test(password)) broken.push("only_numbers");
  if (rules.special_char && ![...password].some((c) => SPECIAL_CHARACTERS.includes(c))) broken.push("special_char");
  if (rules.diff_case && !(/\p{Lu}/u.test(password) && /\p{Ll}/u.test(password))) broken.push("diff_case");
  if (rules.diff_name) {
    const folded = fold(password);
    if (nameWords(name).some((word) => folded.includes(word))) broken.push("diff_name");
  }
  return broken;
}
