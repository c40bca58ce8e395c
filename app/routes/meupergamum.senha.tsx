/**
 * /meupergamum/senha: the logged-in patron changes their password (document 2 §7 PUT
 * /pessoas/meu-pergamum/senha; decision 025): current, new and confirmation, with the
 * institution's rules listed before typing. A POST form (no JS needed); success comes back here
 * with 'SenhaAlteradaSucesso'.
 */
import {
  data,
  type ActionFunctionArgs,
  type LinksFunction,
  type LoaderFunctionArgs,
  type MetaFunction,
} from "@remix-run/node";
import { Form, useActionData, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import passwordStyles from "../features/password/password.css";
import { accountContext } from "../features/account/account.server.ts";
import { CHANGE_FIELDS, changePasswordSchema } from "../features/password/change-password-form.ts";
import { changePasswordAction } from "../features/password/change-password.server.ts";
import { PasswordRulesList } from "../features/password/password-rules-list.tsx";
import { NewPasswordFields } from "../features/password/recovery-steps.tsx";
import { type FormResult } from "../lib/forms.ts";
import { apiErrorResponse } from "../lib/library/index.server.ts";
import { formPageMeta } from "../ui/document-meta.tsx";
import { ErrorSummary } from "../ui/error-summary.tsx";
import { Field } from "../ui/field.tsx";
import { useSchemaForm } from "../ui/use-schema-form.ts";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: passwordStyles }];

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const info = await api.password.changeInfo().catch(apiErrorResponse);
  return data({ title: t("recovery.change.title"), ...info }, { headers: await api.headers() });
}

export async function action(args: ActionFunctionArgs) {
  const { api, t } = await accountContext(args);
  return changePasswordAction(args.request, api, t);
}

export default function ChangePasswordPage() {
  const { rules, name } = useLoaderData<typeof loader>();
  const actionData = useActionData<typeof action>();
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

export const meta: MetaFunction<typeof loader> = formPageMeta;
