/**
 * The controls of a research request form, one `Field` per field of the type (in the rules'
 * order): text inputs, text areas, selects for the choices, a date, a checkbox, the PDF file.
 * Labels, hints and option names come from the `requests` locale namespace.
 */
import { useTranslation } from "react-i18next";

import type { ResearchType } from "../../../api/lending/research-requests/contract.ts";
import { Field } from "../../ui/field.tsx";
import type { SchemaForm } from "../../ui/use-schema-form.ts";
import { fieldId, formFields } from "./request-form.ts";

/** Fields with a hint, by type ("*" for every type). */
const HINTS: Partial<Record<ResearchType | "*", string[]>> = {
  "*": ["ano", "ano_inicial", "ano_final", "prazo", "observacao"],
  "comutacao-bibliografica": ["tipo_documento", "pagina_inicial"],
  "ficha-catalografica": ["autor", "folhas", "palavras_chave", "arquivo", "orientador"],
  "levantamento-bibliografico": ["palavras_chave"],
};

export function RequestFormFields({
  type,
  form,
  maxFileMib,
}: {
  type: ResearchType;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the values differ by type
  form: SchemaForm<any>;
  maxFileMib: number;
}) {
  const { t } = useTranslation();
  const hinted = new Set([...(HINTS["*"] ?? []), ...(HINTS[type] ?? [])]);
  return (
    <>
      {formFields(type).map((f) => {
        const id = fieldId(f.name);
        const meta = form.fields[f.name];
        const initial = meta?.initialValue as string | undefined;
        const label = (
          <>
            {t(`requests.fields.${f.name}`)}
            {f.required ? (
              <span className="research-requests__required"> {t("requests.form.requiredMark")}</span>
            ) : null}
          </>
        );
        const hint = hinted.has(f.name)
          ? t(
              `requests.hints.${type === "ficha-catalografica" && f.name === "palavras_chave" ? "keywordsCard" : f.name}`,
              {
                max: maxFileMib,
              },
            )
          : undefined;
        const error = form.errorOf(id);
        if (f.kind === "flag") {
          return (
            <Field key={f.name} id={id} label={label} error={error} checkbox>
              {(control) => (
                <input
                  {...control}
                  key={meta?.key}
                  name={f.name}
                  type="checkbox"
                  defaultChecked={initial === "on"}
                  className="checkbox"
                />
              )}
            </Field>
          );
        }
        return (
          <Field key={f.name} id={id} label={label} hint={hint} error={error}>
            {(control) => {
              const common = { ...control, name: f.name };
              const key = meta?.key;
              if (f.kind === "longtext") {
                return <textarea key={key} {...common} defaultValue={initial} rows={4} className="input" />;
              }
              if (f.kind === "choice") {
                return (
                  <select key={key} {...common} defaultValue={initial ?? ""} className="input">
                    <option value="">{t("requests.form.choose")}</option>
                    {f.options!.map((option) => (
                      <option key={option} value={option}>
                        {t(`requests.options.${f.name}.${option}`)}
                      </option>
                    ))}
                  </select>
                );
              }
              if (f.kind === "file") {
                return (
                  <input
                    key={key}
                    {...common}
                    type="file"
                    accept="application/pdf,.pdf"
                    className="input input--file"
                  />
                );
              }
              const numeric = f.kind === "year" || f.kind === "integer";
              return (
                <input
                  key={key}
                  {...common}
                  type={f.kind === "date" ? "date" : "text"}
                  inputMode={numeric ? "numeric" : undefined}
                  defaultValue={initial}
                  className={`input${numeric ? " input--short" : f.kind === "date" ? " input--date" : ""}`}
                />
              );
            }}
          </Field>
        );
      })}
    </>
  );
}
