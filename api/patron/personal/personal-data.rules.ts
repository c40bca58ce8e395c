/**
 * The rules of the personal data form (document 2 §5 and §3 "personal data"), one zod schema
 * built here and used on both sides: the library service checks a PUT with it, and the OPAC's
 * page parses its form (and Conform runs it in the browser) with the same rules, each side
 * putting its own words on the rule that failed. Pure: no database, no request.
 */
import * as z from "zod";

import { PERSONAL_FIELDS, type PersonalField } from "./contract.ts";

/** Which rule a value broke; `max` for a length. */
export type PersonalRule = "email" | "cep" | "cpf" | "date" | "pastDate" | "tooLong" | "flag";

/** Turns a broken rule into the message a side shows (a translation key, or a rule code). */
export type RuleMessage = (rule: PersonalRule, values?: { max: number }) => string;

/** The longest value each text field takes (the columns are text; these keep them sane). */
export const MAX_LENGTH: Record<Exclude<PersonalField, "recebe_email">, number> = {
  endereco: 200,
  complemento: 100,
  bairro: 100,
  cidade: 100,
  cep: 9,
  email: 120,
  telefone: 16,
  rg: 20,
  cpf: 14,
  nacionalidade: 60,
  sexo: 30,
  data_nascimento: 10,
  escolaridade: 60,
  profissao: 100,
  estado_civil: 30,
};

/** Document 2 §5: "Phone input is reduced to digits, hyphen, parentheses and spaces, cut to 16". */
export function normalisePhone(value: string): string {
  return value.replace(/[^\d\-() ]/g, "").slice(0, 16);
}

/** A Brazilian CEP: 8 digits, written 00000000 or 00000-000; kept as 00000-000. */
export function normaliseCep(value: string): string | null {
  const match = /^(\d{5})-?(\d{3})$/.exec(value.trim());
  return match ? `${match[1]}-${match[2]}` : null;
}

/** A CPF (the Brazilian tax id) with valid check digits, written with or without dots and hyphen; kept as its 11 digits. */
export function normaliseCpf(value: string): string | null {
  const trimmed = value.trim();
  if (!/^(\d{3}\.?\d{3}\.?\d{3}-?\d{2})$/.test(trimmed)) return null;
  const digits = trimmed.replace(/\D/g, "");
  // 000.000.000-00, 111.111.111-11…: their check digits add up, yet no such CPF is issued.
  if (/^(\d)\1{10}$/.test(digits)) return null;
  const check = (length: number) => {
    let sum = 0;
    for (let i = 0; i < length; i++) sum += Number(digits[i]) * (length + 1 - i);
    const rest = (sum * 10) % 11;
    return rest === 10 ? 0 : rest;
  };
  return check(9) === Number(digits[9]) && check(10) === Number(digits[10]) ? digits : null;
}

export function isEmail(value: string): boolean {
  return /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value);
}

/** A real calendar day (no 31 February) as YYYY-MM-DD. */
export function isDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(value);
}

/** Before `today` (YYYY-MM-DD) and not before 1900: a birth date. */
export function isPastDay(value: string, today: string): boolean {
  return value < today && value >= "1900-01-01";
}

/** Trimmed; empty means "no value" (null), so a patron can clear an editable field. */
const text = (v: unknown) => {
  if (v === null || v === undefined) return v;
  return typeof v === "string" || typeof v === "number" ? String(v).trim() || null : v;
};

/**
 * The schema of a change: every field optional (absent = unchanged; null or "" = cleared), each
 * value checked and normalised (phone reduced, CEP 00000-000, CPF its digits). `today` is
 * São Paulo's date, which decides what a past birth date is.
 */
export function personalDataSchema(message: RuleMessage, today: string) {
  const limited = (field: keyof typeof MAX_LENGTH) =>
    z.string().max(MAX_LENGTH[field], { error: message("tooLong", { max: MAX_LENGTH[field] }) });
  const optional = <T extends z.ZodType>(schema: T) => z.preprocess(text, schema.nullable().optional());
  const plain = (field: keyof typeof MAX_LENGTH) => optional(limited(field));
  const invalid = (rule: PersonalRule) => ({ error: message(rule) });
  return z.object({
    endereco: plain("endereco"),
    complemento: plain("complemento"),
    bairro: plain("bairro"),
    cidade: plain("cidade"),
    cep: optional(
      z
        .string()
        .transform((v, ctx) => normaliseCep(v) ?? (ctx.addIssue({ code: "custom", message: message("cep") }), z.NEVER)),
    ),
    email: optional(limited("email").refine(isEmail, invalid("email"))),
    // Reduced rather than refused; a value with nothing left is no phone.
    telefone: z.preprocess(
      (v) => (typeof v === "string" ? normalisePhone(v).trim() || null : text(v)),
      z.string().nullable().optional(),
    ),
    recebe_email: z.preprocess(
      (v) =>
        typeof v === "string"
          ? ((
              { true: true, on: true, S: true, "1": true, false: false, N: false, "0": false } as Record<
                string,
                boolean
              >
            )[v] ?? v)
          : v,
      z.boolean(invalid("flag")).optional(),
    ),
    rg: plain("rg"),
    cpf: optional(
      z
        .string()
        .transform((v, ctx) => normaliseCpf(v) ?? (ctx.addIssue({ code: "custom", message: message("cpf") }), z.NEVER)),
    ),
    nacionalidade: plain("nacionalidade"),
    sexo: plain("sexo"),
    data_nascimento: optional(
      z
        .string()
        .refine(isDay, { error: message("date"), abort: true })
        .refine((v) => isPastDay(v, today), invalid("pastDate")),
    ),
    escolaridade: plain("escolaridade"),
    profissao: plain("profissao"),
    estado_civil: plain("estado_civil"),
  } satisfies Record<PersonalField, z.ZodType>);
}

export type PersonalDataChange = z.output<ReturnType<typeof personalDataSchema>>;

/** Today in São Paulo (the institution's day), as YYYY-MM-DD. */
export function todayInSaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(now);
}

/** The institution's list of editable fields ("endereco,telefone"), known names only, in page order. */
export function editableFields(param: string | undefined): PersonalField[] {
  const listed = new Set((param ?? DEFAULT_EDITABLE).split(",").map((f) => f.trim()));
  return PERSONAL_FIELDS.filter((f) => listed.has(f));
}

/**
 * What a patron may change when the institution says nothing: the address, the contacts and the
 * profile; the identity documents, nationality, gender and birth date are the library's to set.
 */
export const DEFAULT_EDITABLE =
  "endereco,complemento,bairro,cidade,cep,email,telefone,recebe_email,escolaridade,profissao,estado_civil";
