/**
 * The GET form of a date filter (alerts, permanent basket, reservation history, statistics): the
 * two dates (and any other controls the page passes), the error summary first, inline messages.
 * The query string is the whole state, so the page works without JavaScript and can be bookmarked.
 */
import { Form } from "@remix-run/react";
import type { ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type { z } from "zod";

import type { FormResult } from "../../lib/forms.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field } from "../../ui/field.tsx";
import { useSchemaForm, type SchemaForm } from "../../ui/use-schema-form.ts";

export interface RangeValues {
  dataIni: string;
  dataFim: string;
  [key: string]: string;
}

type RangeFields = SchemaForm<RangeValues>["fields"];

export function RangeFilterForm({
  id,
  schema,
  values,
  result,
  submitLabel,
  hint,
  extraFields = {},
  dateIds = { dataIni: `${id}-dataIni`, dataFim: `${id}-dataFim` },
  labels,
  className = "form services-filter",
  buttonClassName = "button",
  children,
}: {
  id: string;
  /** Its input is the query string's strings (preprocessed), whatever the schema declares. */
  schema: z.ZodType;
  values: RangeValues;
  result: FormResult | null;
  submitLabel: string;
  hint?: string;
  /** Further field names → element ids, in page order after the dates. */
  extraFields?: Record<string, string>;
  /** The dates' element ids, when the page names them itself. */
  dateIds?: { dataIni: string; dataFim: string };
  /** The dates' labels, when the page words them itself. */
  labels?: { from: string; to: string };
  className?: string;
  buttonClassName?: string;
  /** The page's own controls, before the dates; `fields` gives their Conform keys and values. */
  children?: (errorOf: (elementId: string) => string | undefined, fields: RangeFields) => ReactNode;
}) {
  const { t } = useTranslation();
  const ids = { ...dateIds, ...extraFields };
  const { fields, formProps, summary, errorOf, attempt } = useSchemaForm({
    id,
    schema: schema as z.ZodType<unknown, RangeValues>,
    lastResult: result,
    fields: ids,
    defaultValue: values,
    autoCoercion: false,
  });
  const dateField = (name: "dataIni" | "dataFim", label: string) => (
    <DateField
      id={ids[name]}
      name={name}
      label={label}
      hint={name === "dataIni" ? hint : undefined}
      error={errorOf(ids[name])}
      field={fields[name]}
    />
  );
  return (
    <>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <Form method="get" {...formProps} className={className}>
        {children?.(errorOf, fields)}
        {dateField("dataIni", labels?.from ?? t("services.dates.from"))}
        {dateField("dataFim", labels?.to ?? t("services.dates.to"))}
        <button type="submit" className={buttonClassName}>
          {submitLabel}
        </button>
      </Form>
    </>
  );
}

/** One date of a filter, as the answered form left it: `field` is its Conform state. */
export function DateField({
  id,
  name,
  label,
  hint,
  error,
  field,
}: {
  id: string;
  name: string;
  label: string;
  hint?: string;
  error: string | undefined;
  field: { key: string | undefined; initialValue: unknown };
}) {
  return (
    <Field id={id} label={label} error={error} hint={hint}>
      {(control) => (
        <input
          {...control}
          key={field.key}
          name={name}
          type="date"
          defaultValue={field.initialValue as string | undefined}
          className="input input--date"
        />
      )}
    </Field>
  );
}
