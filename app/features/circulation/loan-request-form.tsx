/**
 * The loan-request tabs' page (pick-up and home delivery share it). Plain HTML forms: works the
 * same with and without JS. Errors: GOV.UK summary at the top linking to the fields, inline
 * messages linked by aria-describedby, "Erro: " in the title (route meta), every value kept.
 */
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field } from "../../ui/field.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import { LOAN_REQUEST_FIELDS, loanRequestSchema } from "./loan-request.ts";
import type { LoanRequestActionData, loanRequestLoader } from "./loan-request.server.ts";
import { ChoiceOptions, useOptionLabel } from "./choice-options.tsx";
import { choiceModel, type ChoiceState } from "./reservation-choices.ts";

type LoaderData = Awaited<ReturnType<typeof loanRequestLoader>>["data"];

const CHOICE_LABELS: Record<string, string> = {
  biblioteca: "biblioteca_origem",
  volume: "volume",
  tomo: "tomo",
  parte: "parte",
  material: "material_adicional",
};

export function fieldId(field: string): string {
  return `solicitacao-${field}`;
}

/** Field name → element id, in page order. */
const FIELDS = Object.fromEntries(LOAN_REQUEST_FIELDS.map((field) => [field, fieldId(field)]));

export function LoanRequestPage() {
  const loaderData = useLoaderData() as unknown as LoaderData;
  const actionData = useActionData() as LoanRequestActionData | undefined;
  const { t } = useTranslation();
  const { id, delivery, rules } = loaderData;
  const labels = loaderData.labels as Record<string, string>;
  const values = actionData?.values ?? loaderData.defaults;
  const model = choiceModel(loaderData.copies, actionData ? values : { biblioteca: values.biblioteca });
  const origin = model.fields.find((f) => f.field === "biblioteca");
  const originValue = origin && "value" in origin ? origin.value : null;
  const warning = originValue ? loaderData.warnings[originValue] : null;
  // The steps and the choices need the server (the choice model), so nothing is checked in the
  // browser; the page ships no script anyway. The schema is the action's, for the types.
  const {
    formProps,
    summary,
    errorOf: errorOfElement,
    attempt,
  } = useSchemaForm({
    id: "solicitacao",
    schema: loanRequestSchema({
      phoneRequired: rules.telefone_obrigatorio,
      emailRequired: rules.email_obrigatorio,
      delivery,
      now: "",
    }),
    lastResult: actionData?.result,
    fields: FIELDS,
    validateInBrowser: false,
    autoCoercion: false,
  });
  const errorOf = (field: string) => errorOfElement(fieldId(field));
  const base = `/acervo/${id}/solicitacao-emprestimo`;
  const optionLabel = useOptionLabel();

  function input(
    field: string,
    label: string,
    props: {
      type?: string;
      hint?: string;
      required?: boolean;
      maxLength?: number;
      inputMode?: "tel" | "email";
      autoComplete?: string;
    },
  ) {
    return (
      <Field
        id={fieldId(field)}
        label={
          <>
            {label}
            {props.required ? null : <span className="field__optional"> {t("circulation.loanRequest.optional")}</span>}
          </>
        }
        hint={props.hint}
        error={errorOf(field)}
      >
        {(control) => (
          <input
            {...control}
            name={field}
            type={props.type ?? "text"}
            defaultValue={values[field] ?? ""}
            maxLength={props.maxLength}
            inputMode={props.inputMode}
            autoComplete={props.autoComplete}
            className="input"
          />
        )}
      </Field>
    );
  }

  function choice(state: ChoiceState) {
    if (state.kind === "pending" || state.kind === "hidden" || state.field === "localizacao") {
      return state.kind === "hidden" && state.value !== null ? (
        <input key={state.field} type="hidden" name={state.field} value={state.value} />
      ) : null;
    }
    const label = labels[CHOICE_LABELS[state.field]] ?? state.field;
    const id = fieldId(state.field);
    if (state.kind === "text") {
      return (
        <div key={state.field} className="field">
          <span className="field__label" id={`${id}-label`}>
            {label}
          </span>
          <p className="field__text" aria-labelledby={`${id}-label`}>
            {optionLabel(state.option)}
          </p>
          <input type="hidden" name={state.field} value={state.value} />
        </div>
      );
    }
    return (
      <Field key={state.field} id={id} label={label} error={errorOf(state.field)}>
        {(control) => (
          <div className="circulation__choice">
            <select {...control} name={state.field} defaultValue={state.value ?? ""} className="select">
              <ChoiceOptions state={state} />
            </select>
            <button
              type="submit"
              name="intent"
              value={`choose:${state.field}`}
              className="button button--secondary"
              aria-label={t("circulation.reservation.choose", { field: label })}
            >
              {t("circulation.reservation.chooseShort")}
            </button>
          </div>
        )}
      </Field>
    );
  }

  const placeError = errorOf("recebimento");
  const addressError = errorOf("recebimento_textual");
  const deliveryDays = loaderData.deliveryDays.find((d) => String(d.cod_biblioteca) === originValue);

  return (
    <section className="record-tab circulation" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{loaderData.title}</h2>
      <nav className="circulation__subnav" aria-label={t("circulation.loanRequest.kinds")}>
        <ul>
          <li>
            <Link to={base} aria-current={delivery ? undefined : "page"}>
              {t("circulation.loanRequest.title")}
            </Link>
          </li>
          <li>
            <Link to={`${base}-delivery`} aria-current={delivery ? "page" : undefined}>
              {t("circulation.loanRequest.deliveryTitle")}
            </Link>
          </li>
        </ul>
      </nav>
      <ErrorSummary errors={summary} focusKey={attempt} />
      {/* A later submission's answer replaces the confirmation: after a client-side submit the
          location (and so ?enviada) stays as it was. */}
      {loaderData.sent !== null && !actionData ? (
        <div className="notice notice--success" role="status">
          <p>{t("circulation.loanRequest.sent", { number: loaderData.sent })}</p>
          <p>
            <Link to="/meupergamum/solicitacoes">{t("circulation.loanRequest.sentLink")}</Link>
          </p>
        </div>
      ) : null}
      {loaderData.copies.length === 0 ? (
        <p className="circulation__banner">{t("circulation.loanRequest.noCopies")}</p>
      ) : (
        // The tab's own path: a confirmation's ?enviada must not come back with the next submit.
        <Form
          method="post"
          action={delivery ? `${base}-delivery` : base}
          {...formProps}
          className="form circulation__form"
        >
          {warning ? (
            <div className="circulation__banner" id="solicitacao-aviso">
              <p>{warning}</p>
            </div>
          ) : null}
          <p className="field__hint">{t("circulation.loanRequest.intro")}</p>
          {model.fields.map(choice)}
          {delivery ? (
            <>
              {deliveryDays && deliveryDays.dias_semana.length > 0 ? (
                <p className="field__hint">
                  {t("circulation.loanRequest.deliveryDays", {
                    days: deliveryDays.dias_semana.map((d) => t(`circulation.weekday.${d}`)).join(", "),
                  })}
                </p>
              ) : null}
              <Field id={fieldId("recebimento_textual")} label={labels.recebimento_textual} error={addressError}>
                {(control) => (
                  <textarea
                    {...control}
                    name="recebimento_textual"
                    rows={3}
                    maxLength={500}
                    defaultValue={values.recebimento_textual ?? ""}
                    autoComplete="street-address"
                    className="input textarea"
                  />
                )}
              </Field>
            </>
          ) : (
            <Field id={fieldId("recebimento")} label={t("circulation.loanRequest.place")} error={placeError}>
              {(control) => (
                <select {...control} name="recebimento" defaultValue={values.recebimento ?? ""} className="select">
                  <option value="">{t("circulation.reservation.placeholder")}</option>
                  <optgroup label={labels.biblioteca_recebimento}>
                    {loaderData.libraries.map((l) => (
                      <option key={`b${l.cod_biblioteca}`} value={`b:${l.cod_biblioteca}`}>
                        {l.desc_biblioteca}
                      </option>
                    ))}
                  </optgroup>
                  {loaderData.units.length > 0 ? (
                    <optgroup label={labels.cod_local_recebimento}>
                      {loaderData.units.map((u) => (
                        <option key={`u${u.codigo}`} value={`u:${u.codigo}`}>
                          {u.descricao}
                        </option>
                      ))}
                    </optgroup>
                  ) : null}
                </select>
              )}
            </Field>
          )}
          {input("telefone", labels.telefone, {
            type: "tel",
            inputMode: "tel",
            maxLength: 16,
            autoComplete: "tel",
            required: rules.telefone_obrigatorio,
            hint: t("circulation.loanRequest.phoneHint"),
          })}
          {input("email", labels.email, {
            type: "text",
            inputMode: "email",
            autoComplete: "email",
            required: rules.email_obrigatorio,
            hint: t("circulation.loanRequest.emailHint"),
          })}
          {input("pessoa_autorizada", labels.pessoa_autorizada, { maxLength: 200, autoComplete: "off" })}
          {input("retirada_inicio", labels.retirada_inicio, { type: "datetime-local", required: true })}
          {input("retirada_fim", labels.retirada_fim, { type: "datetime-local", required: true })}
          <button type="submit" name="intent" value="send" className="button">
            {t("circulation.loanRequest.submit")}
          </button>
        </Form>
      )}
    </section>
  );
}
