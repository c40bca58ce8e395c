/**
 * The logged-in patron's password change: current, new and confirmation, with the institution's
 * rules listed before typing. A POST form (no JS needed).
 */
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { type FormResult } from "../../lib/forms.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field } from "../../ui/field.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import { CHANGE_FIELDS, changePasswordSchema } from "./change-password-form.ts";
import type { changePasswordLoader, changePasswordPageAction } from "./change-password.server.ts";
import { PasswordRulesList } from "./password-rules-list.tsx";
import { NewPasswordFields } from "./recovery-steps.tsx";

export function ChangePasswordPage() {
  const { rules, name } = useLoaderData<typeof changePasswordLoader>();
  const actionData = useActionData<typeof changePasswordPageAction>();
  const { t } = useTranslation();
  const { formProps, summary, errorOf, attempt, answers } = useSchemaForm({
    id: "senha",
    schema: changePasswordSchema(rules, name, t),
    lastResult: actionData?.result as FormResult | undefined,
    fields: CHANGE_FIELDS,
    formErrorField: "current",
  });
  return (
    <div className="page page--narrow">
      <h1>{t("recovery.change.title")}</h1>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <Form method="post" {...formProps} className="form">
        <Field id={CHANGE_FIELDS.current} label={t("recovery.change.current")} error={errorOf(CHANGE_FIELDS.current)}>
          {(control) => (
            <input
              {...control}
              key={`current-${answers}`}
              name="current"
              type="password"
              autoComplete="current-password"
              className="input"
            />
          )}
        </Field>
        <PasswordRulesList id="senha-regras" rules={rules} />
        <NewPasswordFields
          ids={{ password: CHANGE_FIELDS.password, confirmation: CHANGE_FIELDS.confirmation }}
          errorOf={errorOf}
          answers={answers}
          rulesId="senha-regras"
        />
        <button type="submit" className="button">
          {t("recovery.change.submit")}
        </button>
      </Form>
    </div>
  );
}
