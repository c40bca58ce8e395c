/**
 * /login — username, password, remember-me. Works without JS: the form POSTs here, the server
 * validates with LoginSchema (Conform), then remix-auth's FormStrategy asks the library service.
 * Failure re-renders the form (status 4xx) with a GOV.UK error summary, inline messages, "Erro: "
 * in the title and the username kept (never the password). Success stores the tokens in the
 * session cookie and redirects (303) to `?redirect=` (same-site paths only) or /meupergamum.
 *
 * Hydrated only to focus the error summary after a failed submit. Validation runs on the server
 * alone (no onValidate), so the page behaves the same with and without JS.
 */
import { getFormProps, useForm, type SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useMemo, useRef } from "react";
import { useTranslation } from "react-i18next";
import { z } from "zod";

import { ApiError } from "../lib/library/index.server.ts";
import { assertSameOrigin, BlockedUserError, createAuthenticator } from "../lib/auth.server.ts";
import { env } from "../lib/env.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { tk } from "../lib/i18n.ts";
import { pageTitle } from "../lib/meta.ts";
import { commitSession, getAuth, getSession, safeRedirect } from "../lib/session.server.ts";
import { ACTION_DATA } from "../ui/document-meta.tsx";
import { describedBy, ErrorSummary, FieldError, type ErrorSummaryItem } from "../ui/error-summary.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

const DEFAULT_DESTINATION = "/meupergamum";
/** Marks a message the service wrote in words (its 422s), shown as it is rather than translated. */
const SERVER_MESSAGE = "server:";

export const LoginSchema = z.object({
  username: z
    .string({ error: tk("login.errors.credential_missing") })
    .trim()
    .min(1, { error: tk("login.errors.credential_missing") }),
  password: z.string({ error: tk("login.errors.password_required") }),
  remember: z.boolean().optional(),
  redirect: z.string().optional(),
});

export async function loader({ request }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirect"), "");
  if (await getAuth(request)) throw redirect(redirectTo || DEFAULT_DESTINATION);
  const t = await getT(request);
  return data({
    title: t("login.title"),
    // The institution may name the login field (Pergamum's denominacao_login).
    label: env.LOGIN_LABEL || t("login.username"),
    redirectTo,
  });
}

/** The spec's login error catalogue (document 2 §8) as a translation key and our status. */
function loginFailure(error: unknown): { message: string; status: number } {
  if (error instanceof BlockedUserError) return { message: tk("login.errors.blocked"), status: 403 };
  if (!(error instanceof ApiError)) throw error;
  switch (error.status) {
    case 401:
      return { message: tk("login.errors.UsuarioOuSenhaIncorretaCustom"), status: 401 };
    case 430:
      return { message: tk("login.errors.blocked"), status: 403 };
    case 429:
      return { message: tk("login.errors.tooManyAttempts"), status: 429 };
    case 422:
      return { message: SERVER_MESSAGE + error.message, status: 422 };
    default:
      // "Other: the status code used as a translation key."
      return { message: `login.errors.status.${error.status}`, status: error.status >= 500 ? 503 : 400 };
  }
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  // FormStrategy reads the body itself, so Conform reads a clone.
  const formData = await request.clone().formData();
  const submission = parseWithZod(formData, { schema: LoginSchema });
  if (submission.status !== "success") {
    return data({ result: submission.reply({ hideFields: ["password"] }) }, { status: 400 });
  }
  let auth;
  try {
    auth = await createAuthenticator(context).authenticate("form", request);
  } catch (error) {
    const failure = loginFailure(error);
    return data(
      { result: submission.reply({ formErrors: [failure.message], hideFields: ["password"] }) },
      { status: failure.status },
    );
  }
  const session = await getSession(request);
  session.set("auth", auth);
  session.set("remember", submission.value.remember === true);
  throw redirect(safeRedirect(submission.value.redirect, DEFAULT_DESTINATION), {
    status: 303,
    headers: { "Set-Cookie": await commitSession(session, request) },
  });
}

function hasErrors(result: SubmissionResult<string[]> | undefined): boolean {
  return Object.values(result?.error ?? {}).some((messages) => (messages?.length ?? 0) > 0);
}

export default function LoginPage() {
  const { label, redirectTo } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  // One number per answer of the action: re-keys the password input so a failed attempt leaves
  // it empty with JS too (without JS the page is new anyway), and refocuses the error summary.
  const attempts = useRef(0);
  const attempt = useMemo(() => (actionData ? ++attempts.current : attempts.current), [actionData]);
  const [form, fields] = useForm<z.input<typeof LoginSchema>>({
    id: "login",
    lastResult: actionData?.result,
    shouldValidate: "onSubmit",
    defaultValue: { redirect: redirectTo },
  });

  const translate = (message: string) => {
    if (message.startsWith(SERVER_MESSAGE)) return message.slice(SERVER_MESSAGE.length);
    return t(message, { label, defaultValue: t("login.errors.status.500") });
  };
  const usernameError = fields.username.errors?.map(translate)[0];
  const passwordError = fields.password.errors?.map(translate)[0];
  const summary: ErrorSummaryItem[] = [
    // A failed login is about the pair; the summary points at the first field to retype.
    ...(form.errors ?? []).map((message) => ({ fieldId: fields.username.id, message: translate(message) })),
    ...(usernameError ? [{ fieldId: fields.username.id, message: usernameError }] : []),
    ...(passwordError ? [{ fieldId: fields.password.id, message: passwordError }] : []),
  ];

  return (
    <div className="page page--narrow">
      <h1>{t("login.title")}</h1>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <p>{t("login.intro")}</p>
      <Form method="post" {...getFormProps(form)} className="form login-form">
        <input type="hidden" name={fields.redirect.name} value={redirectTo} />
        <div className={usernameError ? "field field--error" : "field"}>
          <label htmlFor={fields.username.id}>{label}</label>
          <FieldError id={fields.username.errorId} message={usernameError} />
          <input
            key={fields.username.key}
            id={fields.username.id}
            name={fields.username.name}
            type="text"
            defaultValue={fields.username.initialValue as string | undefined}
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            aria-invalid={usernameError || form.errors?.length ? true : undefined}
            aria-describedby={describedBy(usernameError && fields.username.errorId)}
            className="input"
          />
        </div>
        <div className={passwordError ? "field field--error" : "field"}>
          <label htmlFor={fields.password.id}>{t("login.password")}</label>
          <FieldError id={fields.password.errorId} message={passwordError} />
          <input
            key={`password-${attempt}`}
            id={fields.password.id}
            name={fields.password.name}
            type="password"
            autoComplete="current-password"
            aria-invalid={passwordError ? true : undefined}
            aria-describedby={describedBy(passwordError && fields.password.errorId)}
            className="input"
          />
        </div>
        <div className="field field--checkbox">
          <input
            id={fields.remember.id}
            name={fields.remember.name}
            type="checkbox"
            defaultChecked={fields.remember.initialValue === "on"}
            className="checkbox"
          />
          <label htmlFor={fields.remember.id}>{t("login.remember")}</label>
        </div>
        <button type="submit" className="button">
          {t("login.submit")}
        </button>
      </Form>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => {
  const result = (data as Record<string, unknown> | undefined)?.[ACTION_DATA] as
    { result?: SubmissionResult<string[]> } | undefined;
  return pageTitle(matches, data?.title, { error: hasErrors(result?.result) });
};

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
