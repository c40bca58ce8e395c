/**
 * /meupergamum/sugestoes/nova — suggest an acquisition (decision 030). Inside the patron area:
 * only a logged-in patron suggests (document 2 §6). A patron without a registered e-mail is told
 * so, with the way to register one, and sees no form. A teacher's form adds quantity, course and
 * discipline.
 *
 * Campus then library: with JS the library list follows the campus at once; without JS the
 * "show the campus's libraries" button (intent=campus) posts the form back, which re-renders it
 * with everything typed and the chosen campus's libraries. The form follows the house pattern
 * (decision 011); the handlers are new-suggestion.server.ts's.
 */
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";

import { UNSELECTED } from "../../../api/community/acquisition/suggestion.rules.ts";
import type { FormResult } from "../../lib/forms.ts";
import { useHydrated } from "../../lib/use-hydrated.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field } from "../../ui/field.tsx";
import { CampusOptions, LibraryOptions } from "../../ui/place-options.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import type { action, loader } from "./new-suggestion.server.ts";
import {
  fieldId,
  fieldLabel,
  suggestionFieldIds,
  suggestionIntentSchema,
  SUGGESTIONS_PATH as LIST,
} from "./suggestion-form.ts";

export function NewSuggestionPage() {
  const { options } = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  return (
    <div className="page page--narrow acquisition">
      <h1>{t("acquisition.form.title")}</h1>
      {options.email ? (
        <SuggestionForm />
      ) : (
        <div className="notice acquisition-no-email">
          <p>{t("acquisition.form.noEmail")}</p>
          <p>
            <Link to="/meupergamum/dados-pessoais">{t("acquisition.form.noEmailLink")}</Link>
          </p>
        </div>
      )}
      <p className="acquisition-back">
        <Link to={LIST}>{t("acquisition.form.back")}</Link>
      </p>
    </div>
  );
}

function SuggestionForm() {
  const { options } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const teacher = options.professor;
  const schema = useMemo(() => suggestionIntentSchema(teacher), [teacher]);
  const ids = useMemo(() => suggestionFieldIds(teacher), [teacher]);
  const firstCampus = String(options.campi[0]?.cod_campus ?? "");
  const { fields, formProps, summary, errorOf, attempt } = useSchemaForm({
    id: "sugestao",
    schema,
    lastResult: actionData?.result as FormResult | undefined,
    fields: ids,
    defaultValue: { campus: firstCampus, biblioteca: String(UNSELECTED), ...(teacher ? { quantidade: "1" } : {}) },
    autoCoercion: false,
  });
  const initial = (name: string) =>
    (fields as Record<string, { initialValue?: unknown }>)[name]?.initialValue as string | undefined;
  const [campus, setCampus] = useState(initial("campus") || firstCampus);
  const libraries = options.bibliotecas.filter((l) => String(l.cod_campus) === campus);
  const required = (name: Parameters<typeof fieldLabel>[0]) =>
    t("acquisition.form.required", { label: t(fieldLabel(name)) });

  const text = (name: "autor" | "titulo" | "edicao" | "editor" | "isbn_issn", isRequired = false, hint?: string) => (
    <Field
      id={fieldId(name)}
      label={isRequired ? required(name) : t(fieldLabel(name))}
      hint={hint}
      error={errorOf(fieldId(name))}
    >
      {(control) => (
        <input
          {...control}
          key={fields[name].key}
          name={name}
          type="text"
          defaultValue={initial(name)}
          aria-required={isRequired || undefined}
          className="input"
          inputMode={name === "isbn_issn" ? "numeric" : undefined}
        />
      )}
    </Field>
  );

  return (
    <>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <p>{t("acquisition.form.intro")}</p>
      <Form method="post" {...formProps} className="form acquisition-form">
        {/* Enter in a field sends the suggestion: the first submit button is the form's default. */}
        <button type="submit" name="intent" value="send" hidden tabIndex={-1} />
        <Field id={fieldId("campus")} label={t(fieldLabel("campus"))} error={errorOf(fieldId("campus"))}>
          {(control) => (
            <select
              {...control}
              key={fields.campus.key}
              name="campus"
              defaultValue={campus}
              onChange={(event) => setCampus(event.currentTarget.value)}
              className="select"
            >
              <CampusOptions campuses={options.campi} />
            </select>
          )}
        </Field>
        {hydrated ? null : (
          <button type="submit" name="intent" value="campus" className="button button--secondary acquisition-campus">
            {t("acquisition.form.updateLibraries")}
          </button>
        )}
        <Field id={fieldId("biblioteca")} label={required("biblioteca")} error={errorOf(fieldId("biblioteca"))}>
          {(control) => (
            <select
              {...control}
              key={`${fields.biblioteca.key}-${campus}`}
              name="biblioteca"
              defaultValue={initial("biblioteca")}
              aria-required
              className="select"
            >
              <option value={UNSELECTED}>{t("acquisition.form.selectLibrary")}</option>
              <LibraryOptions libraries={libraries} />
            </select>
          )}
        </Field>
        {text("autor")}
        {text("titulo", true)}
        {text("edicao")}
        {text("editor", true)}
        {text("isbn_issn", false, t("acquisition.form.isbnHint"))}
        <Field
          id={fieldId("periodico")}
          label={t("acquisition.form.periodical")}
          error={errorOf(fieldId("periodico"))}
          checkbox
        >
          {(control) => (
            <input
              {...control}
              key={fields.periodico.key}
              name="periodico"
              type="checkbox"
              defaultChecked={Boolean(initial("periodico"))}
              className="checkbox"
            />
          )}
        </Field>
        {teacher ? (
          <fieldset className="fieldset">
            <legend>{t("acquisition.form.teacher")}</legend>
            <p className="hint">{t("acquisition.form.teacherIntro")}</p>
            <Field id={fieldId("quantidade")} label={required("quantidade")} error={errorOf(fieldId("quantidade"))}>
              {(control) => (
                <input
                  {...control}
                  key={initial("quantidade") === undefined ? "q" : "q2"}
                  name="quantidade"
                  type="number"
                  min={1}
                  max={999}
                  defaultValue={initial("quantidade")}
                  aria-required
                  className="input input--short"
                />
              )}
            </Field>
            <Field id={fieldId("curso")} label={t(fieldLabel("curso"))} error={errorOf(fieldId("curso"))}>
              {(control) => (
                <select {...control} name="curso" defaultValue={initial("curso") ?? ""} className="select">
                  <option value="">{t("acquisition.form.none")}</option>
                  {options.cursos.map((c) => (
                    <option key={c.cod_curso} value={c.cod_curso}>
                      {c.nome_curso}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <Field
              id={fieldId("disciplina")}
              label={t(fieldLabel("disciplina"))}
              error={errorOf(fieldId("disciplina"))}
            >
              {(control) => (
                <select {...control} name="disciplina" defaultValue={initial("disciplina") ?? ""} className="select">
                  <option value="">{t("acquisition.form.noneFeminine")}</option>
                  {options.disciplinas.map((d) => (
                    <option key={d.cod_disciplina} value={d.cod_disciplina}>
                      {d.descricao}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          </fieldset>
        ) : null}
        <Field id={fieldId("outras_inf")} label={t(fieldLabel("outras_inf"))} error={errorOf(fieldId("outras_inf"))}>
          {(control) => (
            <textarea
              {...control}
              key={fields.outras_inf.key}
              name="outras_inf"
              rows={4}
              defaultValue={initial("outras_inf")}
              className="input acquisition-textarea"
            />
          )}
        </Field>
        <button type="submit" name="intent" value="send" className="button">
          {t("acquisition.form.submit")}
        </button>
      </Form>
    </>
  );
}
