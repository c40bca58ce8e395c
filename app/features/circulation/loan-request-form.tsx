/**
 * The loan-request tabs' page (pick-up and home delivery share it). Plain HTML forms: works the
 * same with and without JS. Errors: GOV.UK summary at the top linking to the fields, inline
 * messages linked by aria-describedby, "Erro: " in the title (route meta), every value kept.
 */
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { describedBy, ErrorSummary, FieldError, type ErrorSummaryItem } from "../../ui/error-summary.tsx";
import type { LoanRequestActionData, loanRequestLoader } from "./loan-request.server.ts";
import { choiceModel, type ChoiceOption, type ChoiceState } from "./reservation-choices.ts";

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
  const translate = (message: string) => (message.startsWith("server:") ? message.slice(7) : t(message));
  const errors = (actionData?.errors ?? []).map((e) => ({ field: e.field, message: translate(e.message) }));
  const errorOf = (field: string) => errors.find((e) => e.field === field)?.message;
  const summary: ErrorSummaryItem[] = errors.map((e) => ({
    fieldId: e.field ? fieldId(e.field) : undefined,
    message: e.message,
  }));
  const base = `/acervo/${id}/solicitacao-emprestimo`;
  const optionLabel = (option: ChoiceOption) =>
    option.special ? t(`circulation.reservation.option.${option.special}`) : option.label;

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
    const error = errorOf(field);
    const hintId = props.hint ? `${fieldId(field)}-hint` : undefined;
    return (
      <div className={error ? "field field--error" : "field"}>
        <label htmlFor={fieldId(field)}>
          {label}
          {props.required ? null : <span className="field__optional"> {t("circulation.loanRequest.optional")}</span>}
        </label>
        {props.hint ? (
          <p id={hintId} className="field__hint">
            {props.hint}
          </p>
        ) : null}
        <FieldError id={`${fieldId(field)}-error`} message={error} />
        <input
          id={fieldId(field)}
          name={field}
          type={props.type ?? "text"}
          defaultValue={values[field] ?? ""}
          maxLength={props.maxLength}
          inputMode={props.inputMode}
          autoComplete={props.autoComplete}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(hintId, error && `${fieldId(field)}-error`)}
          className="input"
        />
      </div>
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
    const error = errorOf(state.field);
    return (
      <div key={state.field} className={error ? "field field--error" : "field"}>
        <label htmlFor={id}>{label}</label>
        <FieldError id={`${id}-error`} message={error} />
        <div className="circulation__choice">
          <select
            id={id}
            name={state.field}
            defaultValue={state.value ?? ""}
            className="select"
            aria-invalid={error ? true : undefined}
            aria-describedby={describedBy(error && `${id}-error`)}
          >
            {state.placeholder ? <option value="">{t("circulation.reservation.placeholder")}</option> : null}
            {state.options.map((option) => (
              <option key={option.value} value={option.value}>
                {optionLabel(option)}
              </option>
            ))}
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
      </div>
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
      <ErrorSummary errors={summary} />
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
        <Form method="post" action={delivery ? `${base}-delivery` : base} noValidate className="form circulation__form">
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
              <div className={addressError ? "field field--error" : "field"}>
                <label htmlFor={fieldId("recebimento_textual")}>{labels.recebimento_textual}</label>
                <FieldError id={`${fieldId("recebimento_textual")}-error`} message={addressError} />
                <textarea
                  id={fieldId("recebimento_textual")}
                  name="recebimento_textual"
                  rows={3}
                  maxLength={500}
                  defaultValue={values.recebimento_textual ?? ""}
                  autoComplete="street-address"
                  aria-invalid={addressError ? true : undefined}
                  aria-describedby={describedBy(addressError && `${fieldId("recebimento_textual")}-error`)}
                  className="input textarea"
                />
              </div>
            </>
          ) : (
            <div className={placeError ? "field field--error" : "field"}>
              <label htmlFor={fieldId("recebimento")}>{t("circulation.loanRequest.place")}</label>
              <FieldError id={`${fieldId("recebimento")}-error`} message={placeError} />
              <select
                id={fieldId("recebimento")}
                name="recebimento"
                defaultValue={values.recebimento ?? ""}
                className="select"
                aria-invalid={placeError ? true : undefined}
                aria-describedby={describedBy(placeError && `${fieldId("recebimento")}-error`)}
              >
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
            </div>
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
