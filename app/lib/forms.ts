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
import { parseWithZod } from "@conform-to/zod/v4";
import * as z from "zod";

import type { FormResult, Rejection } from "./form-errors.ts";

export * from "./form-errors.ts";

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
