/**
 * /login — username, password, remember-me. Works without JS: the form POSTs here, the server
 * parses it with LoginSchema (app/lib/forms.ts) and `passwordLogin` asks the library service.
 * Failure re-renders the form (status 4xx) with a GOV.UK error summary, inline messages, "Erro: "
 * in the title and the username kept (never the password). Success stores the tokens in the
 * session cookie and redirects (303) to `?redirect=` (same-site paths only) or /meupergamum.
 *
 * With JS, Conform runs the same schema in the browser before the request (empty fields never
 * reach the server); the summary, inline messages, title prefix and focus are the same.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";
import { z } from "zod";

import { LoginSchema } from "../features/account/login.ts";
import { SsoLoginOptions } from "../features/sso/sso-login-options.tsx";
import { refusePasswordLogin, ssoLoginData } from "../features/sso/sso.server.ts";
import { libraryClient } from "../lib/library/index.server.ts";
import { assertSameOrigin, passwordLogin } from "../lib/auth.server.ts";
import { env } from "../lib/env.server.ts";
import { hasFormErrors, parseForm, type FormResult } from "../lib/forms.ts";
import { getT } from "../lib/i18n.server.ts";
import { pageTitle } from "../lib/meta.ts";
import { commitSession, getAuth, getSession, safeRedirect } from "../lib/session.server.ts";
import { ACTION_DATA } from "../ui/document-meta.tsx";
import { ErrorSummary } from "../ui/error-summary.tsx";
import { Field } from "../ui/field.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";
import { useSchemaForm } from "../ui/use-schema-form.ts";

const DEFAULT_DESTINATION = "/meupergamum";

/** The page's form: the login fields, plus remember-me and where to go next. */
const LoginPageSchema = LoginSchema.extend({
  remember: z.boolean().optional(),
  redirect: z.string().optional(),
});

/** Field name → element id, in page order. */
const FIELDS = { username: "login-username", password: "login-password" };

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirect"), "");
  if (await getAuth(request)) throw redirect(redirectTo || DEFAULT_DESTINATION);
  const t = await getT(request);
  return data({
    title: t("login.title"),
    // The institution may name the login field (Pergamum's denominacao_login).
    label: env.LOGIN_LABEL || t("login.username"),
    redirectTo,
    sso: await ssoLoginData({ request, context }, redirectTo),
  });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  await refusePasswordLogin({ request, context });
  // The password is never sent back: the re-rendered form shows it empty.
  const parsed = parseForm(await request.formData(), LoginPageSchema, { hideFields: ["password"] });
  if (!parsed.ok) return data({ result: parsed.result }, { status: 400 });
  const api = await libraryClient({ request, context });
  const login = await passwordLogin(api, parsed.value.username, parsed.value.password);
  if (!login.ok) return data({ result: parsed.reject({ formErrors: [login.message] }) }, { status: login.status });
  const session = await getSession(request);
  session.set("auth", login.auth);
  session.set("remember", parsed.value.remember === true);
  throw redirect(safeRedirect(parsed.value.redirect, DEFAULT_DESTINATION), {
    status: 303,
    headers: { "Set-Cookie": await commitSession(session, request) },
  });
}

export default function LoginPage() {
  const { label, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const { form, fields, formProps, summary, errorOf, attempt, answers } = useSchemaForm({
    id: "login",
    schema: LoginPageSchema,
    lastResult: actionData?.result as FormResult | undefined,
    fields: FIELDS,
    // A failed login is about the pair; the summary points at the first field to retype.
    formErrorField: "username",
    defaultValue: { redirect: redirectTo },
    messageValues: { label, defaultValue: t("login.errors.status.500") },
  });
  // A refused pair is listed in the summary (pointing at the username) but has no inline message.
  const refused = Boolean(form.errors?.length);
  const usernameError = refused ? undefined : errorOf(FIELDS.username);

  return (
    <div className="page page--narrow">
      <h1>{t("login.title")}</h1>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <p>{t("login.intro")}</p>
      <Form method="post" {...formProps} className="form login-form">
        <input type="hidden" name={fields.redirect.name} value={redirectTo} />
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
            <input
              {...control}
              key={`password-${answers}`}
              name={fields.password.name}
              type="password"
              autoComplete="current-password"
              className="input"
            />
          )}
        </Field>
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
        <button type="submit" className="button">
          {t("login.submit")}
        </button>
      </Form>
      <SsoLoginOptions />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const result = (data as Record<string, unknown> | undefined)?.[ACTION_DATA] as { result?: FormResult } | undefined;
  return pageTitle(matches, data?.title, { error: hasFormErrors(result?.result) });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
