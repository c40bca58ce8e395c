/**
 * /meupergamum/dados-pessoais — the patron's personal data (GET/PUT
 * /pessoas/meu-pergamum/dados-pessoais), in three fieldsets (address, contact, other). The fields
 * the institution lets patrons change are inputs; the rest are shown as text. The form follows the
 * house pattern (decision 011): the rules of the service run here and, with JS, in the browser;
 * failure re-renders with the summary, inline messages and the typed values; success redirects
 * (303) back with a "saved" notice. Below, the devices signed in with the app, each revocable.
 */
import {
  data,
  redirect,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo } from "react";
import { useTranslation } from "react-i18next";

import type { PersonalDataResponse, PersonalField } from "../../api/personal/contract.ts";
import { accountContext } from "../features/account/account.server.ts";
import { formatDay } from "../features/account/account.ts";
import {
  changeOf,
  editableFieldIds,
  FIELDSETS,
  fieldId,
  initialValues,
  personalFormSchema,
} from "../features/personal/personal-form.ts";
import { ApiError, apiErrorResponse } from "../lib/library/index.server.ts";
import { hasFormErrors, parseForm, serverText, type FormResult } from "../lib/forms.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import personalStyles from "../features/personal/personal.css";
import { commitSession } from "../lib/session.server.ts";
import { ACTION_DATA } from "../ui/document-meta.tsx";
import { ErrorSummary } from "../ui/error-summary.tsx";
import { Field } from "../ui/field.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";
import { useSchemaForm } from "../ui/use-schema-form.ts";

const PATH = "/meupergamum/dados-pessoais";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: personalStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const [personal, devices] = await Promise.all([api.personal.data(), api.personal.appDevices()]).catch(
    apiErrorResponse,
  );
  return data({ title: t("personal.title"), personal, devices, locale: api.locale }, { headers: await api.headers() });
}

export async function action(args: ActionFunctionArgs) {
  const { api } = await accountContext(args);
  const form = await args.request.formData();
  const done = async (notice: string) => {
    api.session.flash("notice", notice);
    throw redirect(PATH, { status: 303, headers: { "Set-Cookie": await commitSession(api.session, args.request) } });
  };
  if (form.get("intent") === "revoke-device") {
    const id = Number(form.get("device"));
    if (Number.isInteger(id) && id > 0) {
      await api.personal.revokeAppDevice(id).catch((error: unknown) => {
        // Already revoked (another tab): the list below shows the truth either way.
        if (!(error instanceof ApiError && error.status === 404)) apiErrorResponse(error);
      });
    }
    return done("personal.devices.revoked");
  }
  const parsed = parseForm(form, personalFormSchema(), { autoCoercion: false });
  if (!parsed.ok) return data({ result: parsed.result }, { status: 400 });
  const { editaveis } = await api.personal.data().catch(apiErrorResponse);
  try {
    await api.personal.save(changeOf(parsed.value, editaveis));
  } catch (error) {
    // A refusal the browser could not foresee (a read-only field, a CPF held by someone else).
    if (!(error instanceof ApiError) || error.status !== 422) return apiErrorResponse(error);
    return data({ result: parsed.reject({ formErrors: [serverText(error.message)] }) }, { status: 422 });
  }
  return done("personal.saved");
}

function ReadOnlyValue({ field, personal }: { field: PersonalField; personal: PersonalDataResponse }) {
  const { t } = useTranslation();
  const { locale } = useLoaderData<typeof loader>();
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

export default function PersonalDataPage() {
  const { personal } = useLoaderData<typeof loader>();
  // New data (after a save) starts the form afresh from it: Conform keeps its first defaults.
  return <PersonalDataForm key={JSON.stringify(initialValues(personal))} />;
}

function PersonalDataForm() {
  const { personal, devices, locale } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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
                  <Form method="post" className="personal-device-form">
                    <input type="hidden" name="intent" value="revoke-device" />
                    <input type="hidden" name="device" value={device.id} />
                    <button
                      type="submit"
                      className="button button--secondary button--small"
                      aria-label={t("personal.devices.revokeLabel", { name })}
                    >
                      {t("personal.devices.revoke")}
                    </button>
                  </Form>
                </li>
              );
            })}
          </ul>
        </section>
      ) : null}
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

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const result = (loaderData as Record<string, unknown> | undefined)?.[ACTION_DATA] as
    { result?: FormResult } | undefined;
  return pageTitle(matches, loaderData?.title, { error: hasFormErrors(result?.result) });
};

/** The form validates in the browser when JS is on (the account pages around it ship no script). */
export const handle: RouteHandle = { hydrate: true };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
