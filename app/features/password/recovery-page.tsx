/**
 * The password recovery page: the step the last answer leads to (recovery-steps.tsx), under the
 * title, and the way back to the login.
 */
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { RecoveryActionData } from "./recovery-form.ts";
import { CodeStep, PasswordStep, UserStep } from "./recovery-steps.tsx";
import type { recoveryLoader, recoveryPageAction } from "./recovery.server.ts";

export function PasswordRecoveryPage() {
  const { captcha, loginHref } = useLoaderData<typeof recoveryLoader>();
  const actionData = useActionData<typeof recoveryPageAction>() as RecoveryActionData | undefined;
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
