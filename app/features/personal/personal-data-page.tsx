/**
 * The personal data page (decision 026): the fields the institution lets patrons change are
 * inputs in three fieldsets, the rest text, and the current password a new e-mail address needs
 * (decision 052); below, the devices signed in with the app and the sessions open on the account,
 * each of which can be ended, and "log out everywhere". The server half is personal-data.server.ts.
 */
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import type { PersonalDataResponse, PersonalField } from "../../../api/patron/personal/contract.ts";
import type { FormResult } from "../../lib/forms.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field } from "../../ui/field.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import { formatDay } from "../account/account.ts";
import type { personalDataAction, personalDataLoader } from "./personal-data.server.ts";
import {
  CURRENT_PASSWORD_ID,
  editableFieldIds,
  FIELDSETS,
  fieldId,
  initialValues,
  personalFormSchema,
} from "./personal-form.ts";
import { EndForm, SessionsSection } from "./sessions-section.tsx";

function ReadOnlyValue({ field, personal }: { field: PersonalField; personal: PersonalDataResponse }) {
  const { t } = useTranslation();
  const { locale } = useLoaderData<typeof personalDataLoader>();
  const value =
    field === "recebe_email"
      ? t(personal.recebe_email ? "personal.yes" : "personal.no")
      : field === "data_nascimento"
        ? formatDay(personal.data_nascimento, locale)
        : personal[field];
  return (
    <div className="personal-value">
      <dt>{t(`personal.fields.${field}`)}</dt>
      <dd>{value || t("personal.notSet")}</dd>
    </div>
  );
}

export function PersonalDataPage() {
  const { personal } = useLoaderData<typeof personalDataLoader>();
  // New data (after a save) starts the form afresh from it: Conform keeps its first defaults.
  return <PersonalDataForm key={JSON.stringify(initialValues(personal))} />;
}

function PersonalDataForm() {
  const { personal, devices, locale } = useLoaderData<typeof personalDataLoader>();
  const actionData = useActionData<typeof personalDataAction>();
  const { t } = useTranslation();
  const schema = useMemo(() => personalFormSchema(), []);
  const fieldIds = editableFieldIds(personal.editaveis);
  const { fields, formProps, summary, errorOf, attempt } = useSchemaForm({
    id: "personal",
    schema,
    lastResult: actionData?.result as FormResult | undefined,
    fields: fieldIds,
    formErrorField: personal.editaveis[0],
    defaultValue: initialValues(personal),
    autoCoercion: false,
  });
  const editable = (field: PersonalField) => personal.editaveis.includes(field);
  const initial = (field: PersonalField) => fields[field].initialValue as string | undefined;

  const control = (field: PersonalField) => {
    const id = fieldId(field);
    if (field === "email") return [textControl(field, id), currentPassword()];
    if (field === "recebe_email") {
      return (
        <Field key={field} id={id} label={t("personal.fields.recebe_email")} error={errorOf(id)} checkbox>
          {(props) => (
            <input
              {...props}
              key={fields.recebe_email.key}
              name={fields.recebe_email.name}
              type="checkbox"
              defaultChecked={initial("recebe_email") === "on"}
              className="checkbox"
            />
          )}
        </Field>
      );
    }
    return textControl(field, id);
  };

  // Re-keyed by every attempt so that a refused password is never shown again (decision 052).
  const currentPassword = () => (
    <Field
      key={`senha_atual-${attempt}`}
      id={CURRENT_PASSWORD_ID}
      label={t("personal.currentPassword.label")}
      hint={t("personal.currentPassword.hint")}
      error={errorOf(CURRENT_PASSWORD_ID)}
    >
      {(props) => (
        <input
          {...props}
          name={fields.senha_atual.name}
          type="password"
          autoComplete="current-password"
          className="input"
        />
      )}
    </Field>
  );

  const textControl = (field: PersonalField, id: string) => {
    const hint =
      field === "cep" || field === "telefone" || field === "data_nascimento" ? t(`personal.hints.${field}`) : undefined;
    return (
      <Field key={field} id={id} label={t(`personal.fields.${field}`)} hint={hint} error={errorOf(id)}>
        {(props) => (
          <input
            {...props}
            key={fields[field].key}
            name={fields[field].name}
            type={
              field === "email" ? "email" : field === "telefone" ? "tel" : field === "data_nascimento" ? "date" : "text"
            }
            defaultValue={initial(field)}
            autoComplete={AUTOCOMPLETE[field]}
            inputMode={field === "cep" || field === "cpf" ? "numeric" : undefined}
            className="input"
          />
        )}
      </Field>
    );
  };

  return (
    <div className="page page--narrow personal">
      <h1>{t("personal.title")}</h1>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <p>{t("personal.intro")}</p>
      <dl className="personal-values">
        <div className="personal-value">
          <dt>{t("personal.name")}</dt>
          <dd>{personal.nome}</dd>
        </div>
      </dl>
      <Form method="post" {...formProps} className="form personal-form">
        {FIELDSETS.map(({ legend, fields: group }) => {
          const readOnly = group.filter((f) => !editable(f));
          return (
            <fieldset key={legend} className="fieldset personal-fieldset">
              <legend>{t(legend)}</legend>
              {group.filter(editable).map(control)}
              {readOnly.length > 0 ? (
                <>
                  <dl className="personal-values">
                    {readOnly.map((f) => (
                      <ReadOnlyValue key={f} field={f} personal={personal} />
                    ))}
                  </dl>
                  <p className="hint">{t("personal.readOnly")}</p>
                </>
              ) : null}
            </fieldset>
          );
        })}
        {personal.editaveis.length > 0 ? (
          <button type="submit" className="button">
            {t("personal.submit")}
          </button>
        ) : null}
      </Form>
      {devices.length > 0 ? (
        <section className="personal-devices" aria-labelledby="personal-devices-title">
          <h2 id="personal-devices-title">{t("personal.devices.title")}</h2>
          <p>{t("personal.devices.intro")}</p>
          <ul>
            {devices.map((device) => {
              const name = device.nome || t("personal.devices.unnamed");
              return (
                <li key={device.id}>
                  <strong>{name}</strong>{" "}
                  <span>{t("personal.devices.since", { date: formatDay(device.criado_em, locale) })}</span>
                  {device.usado_em ? (
                    <span> · {t("personal.devices.lastUsed", { date: formatDay(device.usado_em, locale) })}</span>
                  ) : null}
                  <EndForm
                    intent="revoke-device"
                    field={["device", device.id]}
                    label={t("personal.devices.revokeLabel", { name })}
                    text={t("personal.devices.revoke")}
                  />
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
      <SessionsSection />
    </div>
  );
}

/** The browser's autofill names (WCAG 1.3.5, identify input purpose). */
const AUTOCOMPLETE: Partial<Record<PersonalField, string>> = {
  endereco: "address-line1",
  complemento: "address-line2",
  bairro: "address-level3",
  cidade: "address-level2",
  cep: "postal-code",
  email: "email",
  telefone: "tel",
  data_nascimento: "bday",
  sexo: "sex",
  profissao: "organization-title",
};
