/**
 * The client half of the form pattern (app/lib/forms.ts): Conform's `useForm` over the form's zod
 * schema, validating on submit in the browser when JS is on (the same schema the action parses),
 * and the error summary's items from whatever Conform holds — the browser's check or the
 * server's last result. Pages that ship no script render once, on the server, from `lastResult`.
 */
import { getFormProps, useForm, type DefaultValue, type FormMetadata } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { useMemo, useRef, useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";

import { errorFor, formErrors, translateMessage, type ErrorSummaryItem, type FormResult } from "../lib/forms.ts";

interface Options<Values extends Record<string, unknown>> {
  /** The form element's id (Conform names its fields after it). */
  id: string;
  schema: z.ZodType<unknown, Values>;
  lastResult: FormResult | null | undefined;
  /** Field name → element id, in page order: the summary's order and links. */
  fields: Record<string, string>;
  /** Where form-level messages (a refusal about the whole submission) point. */
  formErrorField?: string;
  defaultValue?: DefaultValue<Values>;
  /** Interpolation values every message may use (the login label). */
  messageValues?: Record<string, unknown>;
  /** False for a form that must reach the server as it is (a multi-step form's steps). */
  validateInBrowser?: boolean;
  /** As given to `parseForm` on the server (app/lib/forms.ts). */
  autoCoercion?: boolean;
}

export interface SchemaForm<Values extends Record<string, unknown>> {
  form: FormMetadata<Values, string[]>;
  fields: ReturnType<FormMetadata<Values, string[]>["getFieldset"]>;
  /** Spread on the <Form>: Conform's id, noValidate and onSubmit (counting the attempts). */
  formProps: ReturnType<typeof getFormProps> & { onSubmit: (event: FormEvent<HTMLFormElement>) => void };
  summary: ErrorSummaryItem[];
  /** The inline message of the field with this element id. */
  errorOf: (elementId: string) => string | undefined;
  /** Changes with every submission and every answer: refocuses the summary, re-keys passwords. */
  attempt: string;
  /** Changes with every answer of the server only. */
  answers: number;
}

export function useSchemaForm<Values extends Record<string, unknown>>({
  id,
  schema,
  lastResult,
  fields,
  formErrorField,
  defaultValue,
  messageValues,
  validateInBrowser = true,
  autoCoercion = true,
}: Options<Values>): SchemaForm<Values> {
  const { t } = useTranslation();
  const [form, conformFields] = useForm<Values, unknown, string[]>({
    id,
    lastResult: lastResult ?? undefined,
    defaultValue,
    shouldValidate: "onSubmit",
    shouldRevalidate: "onSubmit",
    onValidate: validateInBrowser
      ? ({ formData }) => parseWithZod(formData, { schema, disableAutoCoercion: !autoCoercion })
      : undefined,
  });
  const answersRef = useRef(0);
  const answers = useMemo(() => (lastResult ? ++answersRef.current : answersRef.current), [lastResult]);
  const [submits, setSubmits] = useState(0);
  const summary = formErrors({ error: form.allErrors }, fields, (m) => translateMessage(t, m, messageValues), {
    formErrorField,
  });
  // A refusal of the whole form is said by the error summary, focused first: Conform's own
  // aria-describedby on <form> would name an element no page renders.
  const props = getFormProps(form, { ariaAttributes: false });
  return {
    form,
    fields: conformFields,
    formProps: {
      ...props,
      onSubmit: (event: FormEvent<HTMLFormElement>) => {
        setSubmits((n) => n + 1);
        props.onSubmit(event);
      },
    },
    summary,
    errorOf: (elementId) => errorFor(summary, elementId),
    attempt: `${submits}:${answers}`,
    answers,
  };
}

/**
 * The client half of `parseFilter` (app/lib/forms.ts): the props of a GET filter form whose schema
 * never refuses, so it has no result and no summary; with JS the same schema runs on submit.
 */
export function useFilterForm<Values extends Record<string, unknown>>(
  id: string,
  schema: z.ZodType<unknown, Values>,
  fields: Record<string, string>,
): SchemaForm<Values>["formProps"] {
  return useSchemaForm({ id, schema, lastResult: null, fields, autoCoercion: false }).formProps;
}
