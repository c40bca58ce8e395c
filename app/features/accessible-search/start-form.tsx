/** The accessible search's one form: the title words and which titles (decision 038). */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { FormResult } from "../../lib/forms.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field, Fieldset } from "../../ui/field.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import { BASE, MAX_TERM, START_FIELDS, StartSchema } from "./accessible-query.ts";

export function StartForm({
  result,
  defaults,
}: {
  result?: FormResult | null;
  defaults?: { q?: string; titulos?: string };
}) {
  const { t } = useTranslation();
  const { fields, formProps, summary, errorOf, attempt } = useSchemaForm({
    id: "acc-start",
    schema: StartSchema,
    lastResult: result,
    fields: START_FIELDS,
    autoCoercion: false,
  });
  const q = (fields.q.initialValue as string | undefined) ?? defaults?.q ?? "";
  const titles = (fields.titulos.initialValue as string | undefined) ?? defaults?.titulos ?? "TT";
  return (
    <>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <Form method="get" action={`${BASE}/pre-resultado`} {...formProps} className="acc-search__form">
        <Field
          id={START_FIELDS.q}
          label={t("accSearch.start.term")}
          hint={t("accSearch.start.termHint")}
          error={errorOf(START_FIELDS.q)}
        >
          {(control) => (
            <input
              {...control}
              className="input"
              type="search"
              name="q"
              defaultValue={q}
              maxLength={MAX_TERM}
              autoComplete="off"
            />
          )}
        </Field>
        <Fieldset id="acc-titulos" legend={t("accSearch.start.titles")} error={errorOf(START_FIELDS.titulos)}>
          {(["TT", "TA"] as const).map((value) => (
            <div className="field--checkbox" key={value}>
              <input
                type="radio"
                className="checkbox"
                id={`acc-titulos-${value}`}
                name="titulos"
                value={value}
                defaultChecked={titles === value}
              />
              <label htmlFor={`acc-titulos-${value}`}>{t(`accSearch.start.titles${value}`)}</label>
            </div>
          ))}
        </Fieldset>
        <button type="submit" className="button">
          {t("accSearch.start.submit")}
        </button>
      </Form>
    </>
  );
}
