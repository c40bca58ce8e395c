/**
 * The acquisition suggestion pages' forms (decision 030): the suggestion form, with the library
 * service's rules (api/community/acquisition/suggestion.rules.ts) and the OPAC's words, and the filter of the
 * patron's list. Isomorphic: the action or loader parses with them and Conform runs them in the
 * browser.
 */
import * as z from "zod";

import { SUGGESTION_SITUATIONS, type SuggestionSituation } from "../../../api/community/acquisition/contract.ts";
import {
  SUGGESTION_FIELDS,
  suggestionSchema,
  TEACHER_FIELDS,
  type SuggestionField,
  type SuggestionRule,
} from "../../../api/community/acquisition/suggestion.rules.ts";
import { isDay } from "../../../api/patron/personal/personal-data.rules.ts";
import { keyWith, withIntent } from "../../lib/forms.ts";
import { tk } from "../../lib/i18n.ts";

const ERRORS: Record<SuggestionRule, string> = {
  required: tk("acquisition.errors.required"),
  tooLong: tk("acquisition.errors.tooLong"),
  invalid: tk("acquisition.errors.invalid"),
  identifierLength: tk("acquisition.errors.identifierLength"),
  isbnCheck: tk("acquisition.errors.isbnCheck"),
  issnCheck: tk("acquisition.errors.issnCheck"),
  quantity: tk("acquisition.errors.quantity"),
};

/** The patron's suggestions, where a sent suggestion lands. */
export const SUGGESTIONS_PATH = "/meupergamum/sugestoes";

/** Each field's label: the same words name it in the messages ("Campo obrigatório não preenchido: Título."). */
export const fieldLabel = (field: SuggestionField) => `acquisition.fields.${field}`;

/** The suggestion form's schema; a teacher's has the teacher's path. */
export function suggestionFormSchema(teacher: boolean) {
  return suggestionSchema((rule, field, values) => keyWith(ERRORS[rule], values ?? {}, { field: fieldLabel(field) }), {
    teacher,
  });
}

/**
 * The new suggestion page's POSTs, by the button pressed: `send` (the suggestion, checked by the
 * rules above) or `campus` (without JS: the form comes back as typed, with the campus's libraries;
 * no rule applies yet).
 */
export function suggestionIntentSchema(teacher: boolean) {
  return z.discriminatedUnion("intent", [
    z.looseObject({ intent: z.literal("campus") }),
    withIntent("send", suggestionFormSchema(teacher)),
  ]);
}

export const fieldId = (field: SuggestionField) => `sugestao-${field.replace("_", "-")}`;

/** Field name → element id, in page order (the error summary's order and links). */
export function suggestionFieldIds(teacher: boolean): Record<string, string> {
  return Object.fromEntries(
    SUGGESTION_FIELDS.filter((f) => teacher || !(TEACHER_FIELDS as readonly string[]).includes(f)).map((f) => [
      f,
      fieldId(f),
    ]),
  );
}

/** The values a submission sends the service: the form's own fields, as typed. */
export function suggestionPayload(form: FormData, teacher: boolean): Record<string, string> {
  const out: Record<string, string> = {};
  for (const field of SUGGESTION_FIELDS) {
    if (!teacher && (TEACHER_FIELDS as readonly string[]).includes(field)) continue;
    const value = form.get(field);
    if (typeof value === "string") out[field] = value;
  }
  out.periodico = form.get("periodico") ? "S" : "N";
  return out;
}

const optionalDay = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() || undefined : undefined),
  z
    .string()
    .refine(isDay, { error: tk("acquisition.list.errors.invalid") })
    .optional(),
);

/** The list's filter (a GET form): a situation, and both dates or neither, the first not after the second. */
export const SuggestionFilterSchema = z
  .object({
    situacao: z.preprocess(
      (v) => (typeof v === "string" ? v.trim() || undefined : undefined),
      z.enum(SUGGESTION_SITUATIONS, { error: tk("common.error.body") }).optional(),
    ),
    dataIni: optionalDay,
    dataFim: optionalDay,
  })
  .superRefine((value, ctx) => {
    if (value.dataFim && !value.dataIni)
      ctx.addIssue({ code: "custom", path: ["dataIni"], message: tk("acquisition.list.errors.fromRequired") });
    if (value.dataIni && !value.dataFim)
      ctx.addIssue({ code: "custom", path: ["dataFim"], message: tk("acquisition.list.errors.toRequired") });
    if (value.dataIni && value.dataFim && value.dataIni > value.dataFim)
      ctx.addIssue({ code: "custom", path: ["dataIni"], message: tk("acquisition.list.errors.order") });
  });

export type SuggestionFilter = { situacao?: SuggestionSituation; dataIni?: string; dataFim?: string };

export const situationLabel = (code: SuggestionSituation) => `acquisition.situations.${code}`;

/** The suggestions filter's field name → element id, in page order. */
export const SUGGESTION_FILTER_FIELDS = {
  situacao: "sugestoes-situacao",
  dataIni: "sugestoes-dataIni",
  dataFim: "sugestoes-dataFim",
} as const;
