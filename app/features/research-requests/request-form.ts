/**
 * The research request forms (/meupergamum/pedidos-pesquisa/<tipo>): the library service's rules
 * (api/lending/research-requests/research-requests.rules.ts) with the OPAC's messages, each type's fields
 * in page order with their element ids, and the list filter's rules. Isomorphic: the action parses
 * with it and Conform runs it in the browser.
 */
import * as z from "zod";

import {
  RESEARCH_STATUSES,
  RESEARCH_TYPES,
  type RequestValues,
  type ResearchType,
} from "../../../api/lending/research-requests/contract.ts";
import {
  FIELDS,
  MAX_FILE_BYTES,
  requestSchema,
} from "../../../api/lending/research-requests/research-requests.rules.ts";
import { keyWith, withIntent } from "../../lib/forms.ts";
import { tk } from "../../lib/i18n.ts";

export const BASE_PATH = "/meupergamum/pedidos-pesquisa";

export const isResearchType = (value: string | undefined): value is ResearchType =>
  RESEARCH_TYPES.includes(value as ResearchType);

/** "YYYY-MM-DD" in São Paulo, the institution's day (a deadline cannot be before it). */
export function todayInSaoPaulo(now = new Date()): string {
  return new Intl.DateTimeFormat("en-CA", {
    timeZone: "America/Sao_Paulo",
    year: "numeric",
    month: "2-digit",
    day: "2-digit",
  }).format(now);
}

export const fieldId = (field: string) => `request-${field.replace(/_/g, "-")}`;

/** A type's fields as the page renders them. */
export function formFields(type: ResearchType) {
  return FIELDS[type];
}

/** Field name → element id, in page order (the error summary's links). */
export function fieldIds(type: ResearchType): Record<string, string> {
  return Object.fromEntries(FIELDS[type].map((f) => [f.name, fieldId(f.name)]));
}

/** The form's schema, with the OPAC's messages (the field's label travels inside the message). */
export function requestFormSchema(type: ResearchType, today = todayInSaoPaulo()) {
  return requestSchema(
    type,
    (rule, field, values) => keyWith(`requests.rules.${rule}`, values ?? {}, { field: `requests.fields.${field}` }),
    { today, checkFile: true },
  );
}

/**
 * The page's POSTs, by `intent`: `cancel` (a waiting request, from its row) or `create` (the new
 * request's form, checked by the type's rules above).
 */
export function researchIntentSchema(type: ResearchType, today = todayInSaoPaulo()) {
  return z.discriminatedUnion("intent", [
    z.object({ intent: z.literal("cancel"), codigo: z.coerce.number().int().min(1) }),
    withIntent("create", requestFormSchema(type, today)),
  ]);
}

/** `?acervo=ID`: the record a switching request is made from. */
export function recordParam(value: string | null): number | undefined {
  return value && /^\d{1,9}$/.test(value) && Number(value) > 0 ? Number(value) : undefined;
}

/** What the schema gives, without the file (sent apart) and the intent. */
export function valuesOf(parsed: RequestValues & { arquivo?: File; intent?: string }): {
  values: RequestValues;
  file?: File;
} {
  const { arquivo, intent: _intent, ...values } = parsed;
  return { values, file: arquivo };
}

export const MAX_FILE_MIB = MAX_FILE_BYTES / (1024 * 1024);

const blank = (v: unknown) => (typeof v === "string" && v.trim() === "" ? undefined : v);
const isoDay = /^\d{4}-\d{2}-\d{2}$/;

/**
 * The list's filter (a GET form): a status, and a period whose two dates are both given and in
 * order (document 2 §5), or neither.
 */
export const FilterSchema = z
  .object({
    status: z.preprocess(blank, z.enum(RESEARCH_STATUSES).optional()),
    dataIni: z.preprocess(blank, z.string().regex(isoDay, tk("requests.filter.errors.date")).optional()),
    dataFim: z.preprocess(blank, z.string().regex(isoDay, tk("requests.filter.errors.date")).optional()),
  })
  .superRefine((value, ctx) => {
    if (value.dataIni && !value.dataFim) {
      ctx.addIssue({ code: "custom", path: ["dataFim"], message: tk("requests.filter.errors.both") });
    } else if (value.dataFim && !value.dataIni) {
      ctx.addIssue({ code: "custom", path: ["dataIni"], message: tk("requests.filter.errors.both") });
    } else if (value.dataIni && value.dataFim && value.dataIni > value.dataFim) {
      ctx.addIssue({ code: "custom", path: ["dataFim"], message: tk("requests.filter.errors.order") });
    }
  });

export const FILTER_FIELDS = { status: "filter-status", dataIni: "filter-from", dataFim: "filter-to" };
