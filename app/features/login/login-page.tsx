/**
 * The login screen (decision 024): the password form, with what the institution configures, and
 * the person choice when one person has several logins. The server half is login-page.server.ts.
 */
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { type FormResult } from "../../lib/forms.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field, Fieldset } from "../../ui/field.tsx";
import { Notice } from "../../ui/notice.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import { CAPTCHA_FIELD_ID } from "../captcha/captcha.ts";
import { CaptchaField } from "../captcha/captcha-field.tsx";
import { SsoLoginOptions } from "../sso/sso-login-options.tsx";
import { ChooseLoginSchema, loginPageSchema } from "./login-form.ts";
import type { loginAction, loginLoader } from "./login-page.server.ts";
import { PasswordInput } from "./password-input.tsx";

/** Field name → element id, in page order. */
const FIELDS = {
  username: "login-username",
  password: "login-password",
  categoria: "login-category",
  destination: "login-destination-M",
  recaptcha_answer: CAPTCHA_FIELD_ID,
};
const CHOICE_FIELDS = { codigo: "login-choice" };

export function LoginPage() {
  const page = useLoaderData<typeof loginLoader>();
  return page.choice ? <ChooseLogin logins={page.choice.logins} /> : <PasswordLogin />;
}

function PasswordLogin() {
  const page = useLoaderData<typeof loginLoader>();
  const actionData = useActionData<typeof loginAction>();
  const { t } = useTranslation();
  const { label, destination, categoryCodes, redirectTo } = page;
  const { form, fields, formProps, summary, errorOf, attempt, answers } = useSchemaForm({
    id: "login",
    schema: loginPageSchema({ destinationRequired: Boolean(destination) }),
    lastResult: actionData?.result as FormResult | undefined,
    fields: FIELDS,
    // A failed login is about the pair; the summary points at the first field to retype.
    formErrorField: "username",
    defaultValue: {
      redirect: redirectTo,
      destination: destination?.preselected ?? undefined,
      categoria: categoryCodes?.default,
    },
    messageValues: { label, defaultValue: t("login.errors.status.500") },
  });
  // A refused pair is listed in the summary (pointing at the username) but has no inline message.
  const refused = Boolean(form.errors?.length);
  const usernameError = refused ? undefined : errorOf(FIELDS.username);
  // After an answer, the action's challenge (a new one: the last is spent); else the page's.
  const captcha = actionData ? actionData.captcha : page.captcha;
  const chosen = (fields.destination.initialValue as string | undefined) ?? destination?.preselected ?? undefined;

  return (
    <div className="page page--narrow">
      <h1>{t("login.title")}</h1>
      <ErrorSummary errors={summary} focusKey={attempt} />
      {page.restricted ? <Notice message={t("login.restrictedAccess")} /> : null}
      {page.message ? (
        // Sanitised by the service (api/patron/login/login-message.ts). It may scroll, so it is focusable
        // (keyboard users scroll it), and named, so it is a landmark region.
        <section
          className="login-message"
          aria-label={t("login.messageLabel")}
          // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
          tabIndex={0}
          dangerouslySetInnerHTML={{ __html: page.message }}
        />
      ) : null}
      <p>{t("login.intro")}</p>
      <Form method="post" {...formProps} className="form login-form">
        <input type="hidden" name={fields.redirect.name} value={redirectTo} />
        {page.suporte ? <input type="hidden" name={fields.suporte.name} value="true" /> : null}
        <Field id={FIELDS.username} label={label} error={usernameError}>
          {(control) => (
            <input
              {...control}
              key={fields.username.key}
              name={fields.username.name}
              type="text"
              defaultValue={fields.username.initialValue as string | undefined}
              autoComplete="username"
              autoCapitalize="none"
              spellCheck={false}
              // A refused pair marks the username invalid too, without an inline message.
              aria-invalid={control["aria-invalid"] ?? (refused ? true : undefined)}
              className="input"
            />
          )}
        </Field>
        <Field id={FIELDS.password} label={t("login.password")} error={errorOf(FIELDS.password)}>
          {(control) => (
            // Re-keyed per answer: a failed attempt leaves it empty with JS too.
            <PasswordInput control={control} name={fields.password.name} inputKey={`password-${answers}`} />
          )}
        </Field>
        {categoryCodes ? (
          <Field id={FIELDS.categoria} label={t("login.category")} error={errorOf(FIELDS.categoria)}>
            {(control) => (
              <select
                {...control}
                name={fields.categoria.name}
                defaultValue={(fields.categoria.initialValue as string | undefined) ?? categoryCodes.default}
                className="input"
              >
                {categoryCodes.codes.map((code) => (
                  <option key={code} value={code}>
                    {code}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <Field id="login-remember" label={t("login.remember")} checkbox>
          {(control) => (
            <input
              {...control}
              name={fields.remember.name}
              type="checkbox"
              defaultChecked={fields.remember.initialValue === "on"}
              className="checkbox"
            />
          )}
        </Field>
        {destination ? (
          <Fieldset id="login-destination" legend={t("login.destination.legend")} error={errorOf(FIELDS.destination)}>
            <ul className="login-choices">
              {(["M", "C"] as const).map((value) => (
                <li key={value}>
                  <input
                    type="radio"
                    className="radio"
                    name={fields.destination.name}
                    value={value}
                    id={`login-destination-${value}`}
                    defaultChecked={chosen === value}
                  />{" "}
                  <label htmlFor={`login-destination-${value}`}>
                    {value === "M" ? destination.memberAreaLabel || t("login.destination.M") : t("login.destination.C")}
                  </label>
                </li>
              ))}
            </ul>
          </Fieldset>
        ) : null}
        {captcha ? <CaptchaField key={captcha.token} challenge={captcha} error={errorOf(CAPTCHA_FIELD_ID)} /> : null}
        <button type="submit" className="button">
          {t("login.submit")}
        </button>
      </Form>
      <SsoLoginOptions />
      {page.recovery ? (
        <p className="login-links">
          <a href={page.recovery.href}>{page.recovery.text || t("login.forgotPassword")}</a>
        </p>
      ) : null}
    </div>
  );
}

function ChooseLogin({ logins }: { logins: { codigo: number; login: string; categoria: string }[] }) {
  const actionData = useActionData<typeof loginAction>();
  const { t } = useTranslation();
  const fields = { codigo: `login-choice-${logins[0]?.codigo ?? ""}` };
  const { formProps, summary, errorOf, attempt } = useSchemaForm({
    id: "login-choose",
    schema: ChooseLoginSchema,
    lastResult: actionData?.result as FormResult | undefined,
    fields,
  });
  const error = errorOf(fields.codigo);
  return (
    <div className="page page--narrow">
      <h1>{t("login.choose.title")}</h1>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <p>{t("login.choose.intro")}</p>
      <Form method="post" {...formProps} className="form login-form">
        <input type="hidden" name="intent" value="choose" />
        <Fieldset id={CHOICE_FIELDS.codigo} legend={t("login.choose.legend")} error={error}>
          <ul className="login-choices">
            {logins.map((l) => (
              <li key={l.codigo}>
                <input type="radio" className="radio" name="codigo" value={l.codigo} id={`login-choice-${l.codigo}`} />{" "}
                <label htmlFor={`login-choice-${l.codigo}`}>
                  {t("login.choose.option", { login: l.login, category: l.categoria })}
                </label>
              </li>
            ))}
          </ul>
        </Fieldset>
        <button type="submit" className="button">
          {t("login.choose.submit")}
        </button>
      </Form>
      <Form method="post" className="login-links">
        <input type="hidden" name="intent" value="cancel" />
        <button type="submit" className="button button--link">
          {t("login.choose.cancel")}
        </button>
      </Form>
    </div>
  );
}
