/**
 * The one way a form reports its problems (decision 011). Every form, GET or POST, is parsed by
 * `parseForm` with its zod schema; the answer is the data, or a Conform `SubmissionResult` whose
 * messages are translation keys (schema messages written with `tk`) or a text the library service
 * wrote in the patron's language, marked with `serverText`. The page turns that result into the
 * error summary and the inline messages (`formErrors`), and meta() prefixes the title when
 * `hasFormErrors`. The same schema runs in the browser through Conform's `onValidate` when JS is on.
 *
 * Isomorphic on purpose: route modules import it from both their server and client halves.
 */
import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import type { TFunction } from "i18next";
import * as z from "zod";

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

/**
 * One form of a page whose POSTs are one `z.discriminatedUnion("intent", [...])`, when the form's
 * own schema refines or transforms (so it cannot be extended with the intent): the submission
 * whose `intent` is `name`, checked by `schema` (which drops the intent with the other fields it
 * does not know), its output carrying the intent again.
 */
export function withIntent<Name extends string, Output extends object>(name: Name, schema: z.ZodType<Output>) {
  // The form's schema reads the whole submission; its declared input does not name the intent.
  const form = schema as unknown as z.ZodType<Output, { intent: Name }>;
  return z
    .looseObject({ intent: z.literal(name) })
    .pipe(form)
    .transform((value) => Object.assign(value, { intent: name }));
}

export type Parsed<Output> =
  { ok: true; value: Output; result?: undefined } | { ok: false; value?: undefined; result: FormResult };

/**
 * Parses a submission (a POST's FormData, or a GET form's query string) with the form's schema.
 * `hideFields` are never sent back (passwords): the re-rendered form shows them empty.
 * `autoCoercion: false` for a schema that reads the raw strings itself (its `z.preprocess` steps
 * trim and default them): Conform's coercion (empty string → undefined, "on" → true) rebuilds the
 * schema and skips such steps. The browser must parse with the same option (useSchemaForm).
 */
export function parseForm<Schema extends z.ZodType>(
  payload: FormData | URLSearchParams,
  schema: Schema,
  { hideFields = [], autoCoercion = true }: ParseOptions = {},
): Parsed<z.output<Schema>> & { reject(errors: Rejection): FormResult } {
  const submission = parseWithZod(payload, { schema, disableAutoCoercion: !autoCoercion });
  const reject = (errors: Rejection) => submission.reply({ ...errors, hideFields });
  if (submission.status === "success") return { ok: true, value: submission.value, reject };
  return { ok: false, result: submission.reply({ hideFields }), reject };
}

/**
 * The values of a GET filter form (a view, a year, a sort): each field of its schema falls back to
 * its default (`.catch`), because a filter restates what the page shows and never refuses an
 * address (a bookmark, a hand-edited link). So there is nothing to report, only the values; the
 * page spreads the same schema's `formProps` (useSchemaForm) on the form.
 */
export function parseFilter<Schema extends z.ZodType>(payload: URLSearchParams, schema: Schema): z.output<Schema> {
  const parsed = parseForm(payload, schema, { autoCoercion: false });
  if (!parsed.ok) throw new Error(`a filter's schema refused ${JSON.stringify(parsed.result.error)}`);
  return parsed.value;
}

/**
 * The result of a GET form whose rules cannot be a zod schema: they read the state the query
 * string normalises to, or answers of the library service (the institution's options, the
 * libraries that exist). The rules run as they are and their problems are reported here, in the
 * same `FormResult` as every other form, so the page shows them through `formErrors` alike. A
 * POST whose problem the schema's fields cannot carry (it did not come from the page) is
 * answered the same way.
 */
export function rejectQuery(payload: FormData | URLSearchParams, errors: Rejection): FormResult {
  return parseForm(payload, ANY_QUERY).reject(errors);
}

const ANY_QUERY = z.object({});

export interface ParseOptions {
  hideFields?: string[];
  autoCoercion?: boolean;
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
