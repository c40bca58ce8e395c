/**
 * The loan-request form (document 2 §3 "Loan request payload", §5; docs/api.md "Loan requests"):
 * one zod schema, built for the institution's rules (phone and e-mail required or not) and the tab
 * (pick-up or home delivery), parsed by `parseForm` (app/lib/forms.ts) in the action. Messages are
 * translation keys; the page translates them.
 */
import * as z from "zod";
import type { LoanRequestPayload } from "../../../api/lending/circulation/circulation.calls.ts";
import { localDateTime } from "../../../api/core/time.ts";

import { tk } from "../../lib/i18n.ts";
import { cleanPhone, invalidEmail, splitEmails } from "./schemas.ts";

/** The fields the patron types (the others are the copy choices), kept across the choose steps. */
export const LOAN_REQUEST_TEXT_FIELDS = [
  "recebimento",
  "recebimento_textual",
  "telefone",
  "email",
  "pessoa_autorizada",
  "retirada_inicio",
  "retirada_fim",
] as const;

/** Field names of the form, in the order of the page (the error summary follows it). */
export const LOAN_REQUEST_FIELDS = [
  "biblioteca",
  "volume",
  "tomo",
  "parte",
  "material",
  ...LOAN_REQUEST_TEXT_FIELDS,
] as const;
export type LoanRequestField = (typeof LOAN_REQUEST_FIELDS)[number];

export interface LoanRequestSchemaOptions {
  phoneRequired: boolean;
  emailRequired: boolean;
  delivery: boolean;
  /** "YYYY-MM-DDTHH:MM" in the institution's time zone; the pick-up end may not be before it. */
  now: string;
}

const DATE_TIME = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/;

const text = (max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : ""),
    z.string().max(max, { error: tk("circulation.loanRequest.errors.tooLong") }),
  );

/** "b:3" (a library) or "u:1" (a receiving unit): the pick-up place. */
const PLACE = /^[bu]:[1-9]\d{0,9}$/;

export function loanRequestSchema(options: LoanRequestSchemaOptions) {
  return z
    .object({
      biblioteca: z.preprocess(
        (v) => (typeof v === "string" ? v.trim() : ""),
        z.string().regex(/^[1-9]\d{0,9}$/, { error: tk("circulation.loanRequest.errors.origin") }),
      ),
      volume: z.preprocess(
        (v) => (typeof v === "string" ? v.trim() : ""),
        z.string().min(1, { error: tk("circulation.loanRequest.errors.volume") }),
      ),
      tomo: z.preprocess(
        (v) => (typeof v === "string" ? v.trim() : ""),
        z.string().min(1, { error: tk("circulation.loanRequest.errors.tomo") }),
      ),
      parte: z.preprocess(
        (v) => (typeof v === "string" ? v.trim() : ""),
        z.string().min(1, { error: tk("circulation.loanRequest.errors.parte") }),
      ),
      material: z.preprocess(
        (v) => (typeof v === "string" ? v.trim() : ""),
        z.string().min(1, { error: tk("circulation.loanRequest.errors.material") }),
      ),
      recebimento: options.delivery
        ? z.preprocess(() => "", z.literal(""))
        : z.preprocess(
            (v) => (typeof v === "string" ? v.trim() : ""),
            z.string().regex(PLACE, { error: tk("circulation.loanRequest.errors.place") }),
          ),
      recebimento_textual: options.delivery
        ? text(500).pipe(z.string().min(1, { error: tk("circulation.loanRequest.errors.address") }))
        : z.preprocess(() => "", z.literal("")),
      // Reduced to digits, hyphen, parentheses and spaces, cut at 16, as the input mask would.
      telefone: z.preprocess(
        (v) => (typeof v === "string" ? cleanPhone(v).trim() : ""),
        options.phoneRequired
          ? z
              .string()
              .min(1, { error: tk("circulation.loanRequest.errors.phoneRequired") })
              .regex(/\d/, { error: tk("circulation.loanRequest.errors.phone") })
          : z.string().refine((v) => v === "" || /\d/.test(v), { error: tk("circulation.loanRequest.errors.phone") }),
      ),
      email: text(1000)
        .refine((v) => !options.emailRequired || splitEmails(v).length > 0, {
          error: tk("circulation.loanRequest.errors.emailRequired"),
          abort: true,
        })
        .refine((v) => invalidEmail(v) === null, { error: tk("circulation.loanRequest.errors.email") })
        .transform((v) => splitEmails(v).join("; ")),
      pessoa_autorizada: text(200),
      retirada_inicio: z.preprocess(
        (v) => (typeof v === "string" ? v.trim() : ""),
        z.string().regex(DATE_TIME, { error: tk("circulation.loanRequest.errors.start") }),
      ),
      retirada_fim: z.preprocess(
        (v) => (typeof v === "string" ? v.trim() : ""),
        z
          .string()
          .regex(DATE_TIME, { error: tk("circulation.loanRequest.errors.end") })
          .refine((v) => v >= options.now, { error: tk("circulation.loanRequest.errors.endPast") }),
      ),
    })
    .superRefine((value, ctx) => {
      // Both are "YYYY-MM-DDTHH:MM": the text order is the time order.
      if (
        DATE_TIME.test(value.retirada_inicio) &&
        DATE_TIME.test(value.retirada_fim) &&
        value.retirada_inicio > value.retirada_fim
      ) {
        ctx.addIssue({ code: "custom", path: ["retirada_fim"], message: tk("circulation.loanRequest.errors.window") });
      }
    });
}

export type LoanRequestValues = z.infer<ReturnType<typeof loanRequestSchema>>;

/** The library service's body (POST /solicitacao-emprestimo/{id}, form-encoded). */
export function loanRequestPayload(values: LoanRequestValues, delivery: boolean): LoanRequestPayload {
  const [kind, code] = values.recebimento.split(":");
  return {
    biblioteca_origem: values.biblioteca,
    biblioteca_recebimento: !delivery && kind === "b" ? code : "",
    cod_local_recebimento: !delivery && kind === "u" ? code : "",
    volume: values.volume,
    tomo: values.tomo,
    parte: values.parte,
    material_adicional: values.material,
    telefone: values.telefone,
    email: values.email,
    pessoa_autorizada: values.pessoa_autorizada,
    domicilio: delivery ? "S" : "N",
    recebimento_textual: delivery ? values.recebimento_textual : "",
    retirada_inicio: values.retirada_inicio,
    retirada_fim: values.retirada_fim,
  };
}

/** Which field a refusal of the service is about (its code), or none (a message for the whole form). */
export const REFUSAL_FIELDS: Record<string, LoanRequestField> = {
  invalid_phone: "telefone",
  phone_required: "telefone",
  invalid_email: "email",
  email_required: "email",
  pickup_window_invalid: "retirada_inicio",
  address_required: "recebimento_textual",
  pickup_place_required: "recebimento",
};

/** The form's proposed pick-up window: from the next full hour to two days later. */
export function defaultWindow(now: Date): { start: string; end: string } {
  const next = new Date(Math.ceil(now.getTime() / 3_600_000) * 3_600_000);
  return { start: localDateTime(next), end: localDateTime(new Date(next.getTime() + 2 * 86_400_000)) };
}
