/**
 * The clearance declaration page (decision 032): what is still pending, or the warning and the
 * form that issues it, or the issued declaration with its download and the e-mail button.
 */
import { Form, Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { FormResult } from "../../lib/forms.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field } from "../../ui/field.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import { formatDay } from "../account/account.ts";
import { CLEARANCE_FIELDS, clearanceSchema } from "./clearance-form.ts";
import type { clearanceAction, clearanceLoader } from "./clearance.server.ts";

export function ClearancePage() {
  const { state } = useLoaderData<typeof clearanceLoader>();
  const { t } = useTranslation();
  return (
    <div className="page page--narrow clearance">
      <h1>{t("clearance.title")}</h1>
      <p>{t("clearance.intro")}</p>
      {state.state === "pending" ? <Pending message={state.message} /> : null}
      {state.state === "ready" ? <IssueForm /> : null}
      {state.state === "issued" ? <Issued /> : null}
    </div>
  );
}

function Pending({ message }: { message: string }) {
  const { t } = useTranslation();
  return (
    <section className="clearance-box clearance-box--warning" aria-labelledby="nada-consta-pendencias">
      <h2 id="nada-consta-pendencias">{t("clearance.pendingTitle")}</h2>
      <p id="nada-consta-motivos">{message}</p>
      <p>{t("clearance.pendingHelp")}</p>
      <ul>
        <li>
          <Link to="/meupergamum/emprestimos">{t("clearance.pendingLinks.loans")}</Link>
        </li>
        <li>
          <Link to="/meupergamum/reservas">{t("clearance.pendingLinks.reservations")}</Link>
        </li>
        <li>
          <Link to="/meupergamum/solicitacoes">{t("clearance.pendingLinks.requests")}</Link>
        </li>
        <li>
          <Link to="/meupergamum/debitos">{t("clearance.pendingLinks.debts")}</Link>
        </li>
      </ul>
    </section>
  );
}

function IssueForm() {
  const { reasons } = useLoaderData<typeof clearanceLoader>();
  const actionData = useActionData<typeof clearanceAction>();
  const { t } = useTranslation();
  const { fields, formProps, summary, errorOf, attempt } = useSchemaForm({
    id: "nada-consta",
    schema: clearanceSchema,
    lastResult: actionData?.result as FormResult | undefined,
    fields: CLEARANCE_FIELDS,
    formErrorField: "motivo",
  });
  return (
    <>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <section className="clearance-box clearance-box--warning" aria-labelledby="nada-consta-aviso">
        <h2 id="nada-consta-aviso">{t("clearance.warningTitle")}</h2>
        <p id="nada-consta-aviso-texto">{t("clearance.warning")}</p>
      </section>
      <Form method="post" {...formProps} className="form">
        <input type="hidden" name="intent" value="issue" />
        <Field
          id={CLEARANCE_FIELDS.motivo}
          label={t("clearance.form.reason")}
          hint={t("clearance.form.reasonHint")}
          error={errorOf(CLEARANCE_FIELDS.motivo)}
        >
          {(control) => (
            <select
              {...control}
              key={fields.motivo.key}
              name={fields.motivo.name}
              defaultValue={(fields.motivo.initialValue as string | undefined) ?? ""}
              className="select"
            >
              <option value="">{t("clearance.form.choose")}</option>
              {reasons.map((r) => (
                <option key={r.codigo} value={r.codigo}>
                  {r.descricao}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field
          id={CLEARANCE_FIELDS.confirmacao}
          label={t("clearance.form.confirm")}
          error={errorOf(CLEARANCE_FIELDS.confirmacao)}
          describedBy="nada-consta-aviso-texto"
          checkbox
        >
          {(control) => (
            <input
              {...control}
              key={fields.confirmacao.key}
              name={fields.confirmacao.name}
              type="checkbox"
              defaultChecked={fields.confirmacao.initialValue === "on"}
              className="checkbox"
            />
          )}
        </Field>
        <button type="submit" className="button">
          {t("clearance.form.submit")}
        </button>
      </Form>
    </>
  );
}

function Issued() {
  const { state, locale } = useLoaderData<typeof clearanceLoader>();
  const actionData = useActionData<typeof clearanceAction>();
  const { t } = useTranslation();
  if (state.state !== "issued") return null;
  const d = state.declaration;
  return (
    <section aria-labelledby="nada-consta-declaracao">
      <h2 id="nada-consta-declaracao">{t("clearance.issuedTitle")}</h2>
      {actionData?.mailError ? (
        <div className="clearance-box clearance-box--invalid" role="alert">
          <p>
            <strong>{t("clearance.mailError")}:</strong> {actionData.mailError}
          </p>
        </div>
      ) : null}
      <p>{t("clearance.issuedIntro")}</p>
      <dl className="clearance-values">
        <div>
          <dt>{t("clearance.fields.name")}</dt>
          <dd>{d.nome}</dd>
        </div>
        <div>
          <dt>{t("clearance.fields.reason")}</dt>
          <dd>{d.desc_motivo}</dd>
        </div>
        <div>
          <dt>{t("clearance.fields.date")}</dt>
          <dd>{formatDay(d.emitida_em, locale)}</dd>
        </div>
        <div>
          <dt>{t("clearance.fields.code")}</dt>
          <dd id="nada-consta-codigo">{d.codigo}</dd>
        </div>
        <div>
          <dt>{t("clearance.fields.validation")}</dt>
          <dd>
            <a href={d.url_validacao}>{d.url_validacao}</a>
          </dd>
        </div>
      </dl>
      <div className="clearance-actions">
        {/* A document, not a page: a plain link, so the browser downloads it (with JS too). */}
        <a href="/meupergamum/nada-consta/pdf" className="button" download>
          {t("clearance.download")}
        </a>
        <Form method="post">
          <input type="hidden" name="intent" value="send-mail" />
          <button type="submit" className="button button--secondary">
            {t("clearance.sendMail")}
          </button>
        </Form>
      </div>
    </section>
  );
}
