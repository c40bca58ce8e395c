/**
 * What a form's result says, for the page (decision 011): the error summary's items, the inline
 * messages, the translation of a result's messages. The parsing half, with zod and Conform, is
 * app/lib/forms.ts, which re-exports all of this; a page that only shows a result imports it from
 * here, so the browser's bundle of a page without a schema of its own carries neither zod nor
 * Conform (decision 037).
 */
import type { SubmissionResult } from "@conform-to/react";
import type { TFunction } from "i18next";

/** What the error summary lists: a message and the id of the field it is about (if any). */
export interface ErrorSummaryItem {
  fieldId?: string;
  message: string;
}

export type FormResult = SubmissionResult<string[]>;

const SERVER_TEXT = "server:";

/** A message the library service wrote in words (its 4xx refusals): shown as it is, not translated. */
export function serverText(message: string): string {
  return SERVER_TEXT + message;
}

/**
 * A translation key with interpolation values ("basket.errors.recipientInvalid" with { email }).
 * A form result carries plain strings, so the values travel inside the message: the key, then
 * the values as JSON (`key{"email":"a@b"}`). Keys never contain "{", so the first one starts the
 * values. `labels` are values that are translation keys themselves (a field's label in "O campo
 * {{field}}…"), translated with the message. Write such messages with this helper only;
 * `translateMessage` reads them.
 */
export function keyWith(
  key: string,
  values: Record<string, string | number>,
  labels: Record<string, string> = {},
): string {
  const keyed = Object.fromEntries(Object.entries(labels).map(([name, label]) => [name, { key: label }]));
  return key + JSON.stringify({ ...values, ...keyed });
}

/** A message of a form result in the reader's language: a key through `t`, a server text as it is. */
export function translateMessage(t: TFunction, message: string, options?: Record<string, unknown>): string {
  if (message.startsWith(SERVER_TEXT)) return message.slice(SERVER_TEXT.length);
  const brace = message.indexOf("{");
  const key = brace > 0 ? message.slice(0, brace) : message;
  const raw = brace > 0 ? (JSON.parse(message.slice(brace)) as Record<string, unknown>) : {};
  const values = Object.fromEntries(
    Object.entries(raw).map(([name, value]) => [
      name,
      typeof value === "object" && value !== null && "key" in value ? t(String(value.key)) : value,
    ]),
  );
  // An unknown key (a status the catalogue has no words for) reads as the generic failure.
  return t(key, { defaultValue: t("common.error.body"), ...options, ...values });
}

/** Problems found after the schema passed (the service refused, a rule needs the database…). */
export interface Rejection {
  /** About the form as a whole. */
  formErrors?: string[];
  /** By field name. */
  fieldErrors?: Record<string, string[]>;
}

/** True when the result carries at least one message: the page shows an error summary. */
export function hasFormErrors(result: FormResult | undefined | null): boolean {
  return Object.values(result?.error ?? {}).some((messages) => (messages?.length ?? 0) > 0);
}

/**
 * The error summary's items, in the order of the fields on the page. `fields` maps each field's
 * name to its element id; form-level messages point at `formErrorField` when given (a failed login
 * is about the pair: the summary points at the first field to retype).
 */
export function formErrors(
  result: { error?: Record<string, readonly string[] | null | undefined> | null } | undefined | null,
  fields: Record<string, string>,
  translate: (message: string) => string,
  { formErrorField }: { formErrorField?: string } = {},
): ErrorSummaryItem[] {
  const error = result?.error ?? {};
  const items: ErrorSummaryItem[] = (error[""] ?? []).map((message) => ({
    fieldId: formErrorField ? fields[formErrorField] : undefined,
    message: translate(message),
  }));
  for (const [name, id] of Object.entries(fields)) {
    const first = error[name]?.[0];
    if (first) items.push({ fieldId: id, message: translate(first) });
  }
  return items;
}

/** The inline message of one field: the summary item pointing at its id. */
export function errorFor(items: readonly ErrorSummaryItem[], fieldId: string): string | undefined {
  return items.find((item) => item.fieldId === fieldId)?.message;
}
