/**
 * /login/recuperar-senha: password recovery in three steps (document 2 §2 "Forgot-password flow",
 * §4; decision 025): the user code (and the captcha when permission 1120 is held), the code sent by
 * e-mail, the new password. Outside /login's layout (the `login_` prefix) but in its look: a
 * narrow page of its own, linked from the login screen. Success goes back to /login (with the
 * login's `redirect`, when the login screen passed one) and its 'SenhaAlteradaSucesso' notice.
 * Each step works without JS (see app/features/password/recovery-steps.tsx).
 */
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import passwordStyles from "../features/password/password.css";
import type { RecoveryActionData } from "../features/password/recovery-form.ts";
import { CodeStep, PasswordStep, UserStep } from "../features/password/recovery-steps.tsx";
import { loginHref, recoveryAction } from "../features/password/recovery.server.ts";
import { assertSameOrigin } from "../lib/auth.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import { formPageMeta } from "../ui/document-meta.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: passwordStyles }];

export async function loader({ request, context }: LoaderFunctionArgs) {
  const api = await libraryClient({ request, context });
  const [settings, t] = await Promise.all([api.password.recoverySettings().catch(apiErrorResponse), getT(request)]);
  // Not offered by this institution: the page does not exist.
  if (!settings.offered) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  // A fresh question on every render: an answered one is spent (decision 023).
  const captcha = settings.captcha ? await api.captcha.challenge().catch(apiErrorResponse) : null;
  return data({ title: t("recovery.title"), captcha, loginHref: loginHref(request) });
}

export async function action({ request, context }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const [api, t] = await Promise.all([libraryClient({ request, context }), getT(request)]);
  return recoveryAction(request, api, t);
}

export default function PasswordRecoveryPage() {
  const { captcha, loginHref } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>() as RecoveryActionData | undefined;
  const { t } = useTranslation();
  return (
    <div className="page page--narrow recovery">
      <h1>{t("recovery.title")}</h1>
      {!actionData || actionData.step === "user" ? (
        <UserStep key="user" result={actionData?.result} captcha={captcha} />
      ) : actionData.step === "code" ? (
        <CodeStep
          key="code"
          state={actionData.state}
          result={actionData.result}
          resent={actionData.resent}
          offerResend={actionData.offerResend}
        />
      ) : (
        <PasswordStep key="password" state={actionData.state} result={actionData.result} />
      )}
      <p className="password-back">
        <Link to={loginHref}>{t("recovery.back")}</Link>
      </p>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = formPageMeta;

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
