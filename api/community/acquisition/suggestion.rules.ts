/**
 * The rules of the acquisition suggestion form (document 2 §5 "Acquisition suggestion"), one zod
 * schema used on both sides: the library service checks a POST with it, the OPAC's page parses
 * its form (and Conform runs it in the browser) with it, each side putting its own words on the
 * rule that failed. Pure: no database, no request.
 */
import * as z from "zod";

/** The form's fields, in page order (the error summary's order). */
export const SUGGESTION_FIELDS = [
  "campus",
  "biblioteca",
  "autor",
  "titulo",
  "edicao",
  "editor",
  "isbn_issn",
  "periodico",
  "quantidade",
  "curso",
  "disciplina",
  "outras_inf",
] as const;

export type SuggestionField = (typeof SUGGESTION_FIELDS)[number];

/** The teacher's path adds these (document 2 §3: quantity; course and discipline from the teaching plans). */
export const TEACHER_FIELDS = ["quantidade", "curso", "disciplina"] as const satisfies readonly SuggestionField[];

/** Which rule a value broke. */
export type SuggestionRule =
  "required" | "tooLong" | "invalid" | "identifierLength" | "isbnCheck" | "issnCheck" | "quantity";

/** Turns a broken rule on a field into the message a side shows (a translation key, or words). */
export type SuggestionMessage = (rule: SuggestionRule, field: SuggestionField, values?: { max: number }) => string;

/** The longest value each text field takes. */
export const MAX_LENGTH = {
  autor: 300,
  titulo: 500,
  edicao: 100,
  editor: 300,
  isbn_issn: 30,
  outras_inf: 2000,
} as const;

export const MAX_QUANTITY = 999;

/** Pergamum's "-1": no library chosen. */
export const UNSELECTED = -1;

export type Identifier =
  | { kind: "isbn"; isbn13: string; text: string }
  | { kind: "issn"; issn: string; text: string }
  | { error: "identifierLength" | "isbnCheck" | "issnCheck" };

const isbn13Check = (twelve: string) => {
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return String((10 - (sum % 10)) % 10);
};

const mod11Check = (digits: string, firstWeight: number) => {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) sum += Number(digits[i]) * (firstWeight - i);
  const check = (11 - (sum % 11)) % 11;
  return check === 10 ? "X" : String(check);
};

/**
 * An ISBN (10 or 13) or an ISSN, written with or without hyphens, spaces or its prefix ("ISBN
 * 978-85-7164-123-7", "0378-5955"), its check digit verified. An ISBN is kept as its ISBN-13 (the
 * form a catalogued record is matched by), an ISSN as NNNN-NNNN.
 */
export function parseIdentifier(raw: string): Identifier {
  const value = raw
    .trim()
    .replace(/^(ISBN|ISSN)(-1[03])?:?\s*/i, "")
    .replace(/[\s.-]/g, "")
    .toUpperCase();
  if (/^\d{7}[\dX]$/.test(value)) {
    if (mod11Check(value.slice(0, 7), 8) !== value[7]) return { error: "issnCheck" };
    const issn = `${value.slice(0, 4)}-${value.slice(4)}`;
    return { kind: "issn", issn, text: issn };
  }
  if (/^\d{9}[\dX]$/.test(value)) {
    if (mod11Check(value.slice(0, 9), 10) !== value[9]) return { error: "isbnCheck" };
    const twelve = `978${value.slice(0, 9)}`;
    return { kind: "isbn", isbn13: twelve + isbn13Check(twelve), text: value };
  }
  if (/^\d{13}$/.test(value)) {
    if (!/^97[89]/.test(value) || isbn13Check(value.slice(0, 12)) !== value[12]) return { error: "isbnCheck" };
    return { kind: "isbn", isbn13: value, text: value };
  }
  return { error: "identifierLength" };
}

/** The ISBN-10 of a 978 ISBN-13 (records may carry either form). */
export function isbn10Of(isbn13: string): string | null {
  if (!isbn13.startsWith("978")) return null;
  const nine = isbn13.slice(3, 12);
  return nine + mod11Check(nine, 10);
}

/** Trimmed; empty means "no value". */
const text = (v: unknown) => {
  if (v === null || v === undefined) return undefined;
  return typeof v === "string" || typeof v === "number" ? String(v).trim() || undefined : v;
};

const FLAGS: Record<string, boolean> = {
  S: true,
  s: true,
  on: true,
  true: true,
  "1": true,
  N: false,
  n: false,
  false: false,
  "0": false,
};

/**
 * The schema of a suggestion. `teacher` adds the teacher's path: quantity (1 to 999, required) and
 * optionally a course and a discipline. The library is required (−1 or none: not chosen), then the
 * title and the publisher (document 2 §5, in that order).
 */
export function suggestionSchema(message: SuggestionMessage, { teacher }: { teacher: boolean }) {
  const rule = (r: SuggestionRule, field: SuggestionField, values?: { max: number }) => ({
    error: message(r, field, values),
  });
  const limited = (field: keyof typeof MAX_LENGTH) =>
    z.string(rule("invalid", field)).max(MAX_LENGTH[field], rule("tooLong", field, { max: MAX_LENGTH[field] }));
  const optionalText = (field: keyof typeof MAX_LENGTH) => z.preprocess(text, limited(field).optional());
  const requiredText = (field: keyof typeof MAX_LENGTH) =>
    z.preprocess(text, z.string(rule("required", field)).pipe(limited(field)));
  const optionalId = (field: SuggestionField) =>
    z.preprocess(
      (v) => {
        const t = text(v);
        return t === undefined || t === String(UNSELECTED) ? undefined : t;
      },
      z.coerce
        .number(rule("invalid", field))
        .int(rule("invalid", field))
        .positive(rule("invalid", field))
        .max(2_147_483_647, rule("invalid", field))
        .optional(),
    );
  const base = {
    campus: optionalId("campus"),
    biblioteca: z.preprocess(
      (v) => {
        const t = text(v);
        return t === undefined || t === String(UNSELECTED) ? undefined : t;
      },
      z.coerce
        .number(rule("required", "biblioteca"))
        .int(rule("invalid", "biblioteca"))
        .positive(rule("invalid", "biblioteca"))
        .max(2_147_483_647, rule("invalid", "biblioteca")),
    ),
    autor: optionalText("autor"),
    titulo: requiredText("titulo"),
    edicao: optionalText("edicao"),
    editor: requiredText("editor"),
    isbn_issn: z.preprocess(
      text,
      limited("isbn_issn")
        .transform((v, ctx) => {
          const parsed = parseIdentifier(v);
          if ("error" in parsed) {
            ctx.addIssue({ code: "custom", message: message(parsed.error, "isbn_issn") });
            return z.NEVER;
          }
          return parsed;
        })
        .optional(),
    ),
    periodico: z.preprocess(
      (v) => (typeof v === "string" ? (FLAGS[v.trim()] ?? v) : (v ?? false)),
      z.boolean(rule("invalid", "periodico")),
    ),
    outras_inf: optionalText("outras_inf"),
  };
  if (!teacher) return z.object(base);
  return z.object({
    ...base,
    quantidade: z.preprocess(
      text,
      z.coerce
        .number(rule("required", "quantidade"))
        .int(rule("quantity", "quantidade", { max: MAX_QUANTITY }))
        .min(1, rule("quantity", "quantidade", { max: MAX_QUANTITY }))
        .max(MAX_QUANTITY, rule("quantity", "quantidade", { max: MAX_QUANTITY })),
    ),
    curso: optionalId("curso"),
    disciplina: optionalId("disciplina"),
  });
}

export type SuggestionInput = z.output<ReturnType<typeof suggestionSchema>> &
  Partial<{ quantidade: number; curso: number; disciplina: number }>;
