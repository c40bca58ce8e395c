/**
 * /meupergamum/trocar-usuario — swap user (document 2 §4 "Swapping user ends the current
 * session"): the login to switch to, then POST /pessoas/meu-pergamum/troca-usuario ends this
 * session (its refresh token; in the app's wrapper the device too), the cookie session is
 * dropped and the login page opens with `?usuario=` and a way back to the patron area.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useActionData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { endAppDevice } from "../features/app-wrapper/app-wrapper.server.ts";
import { accountContext } from "../features/account/account.server.ts";
import { loginAfterSwap, SwapUserSchema } from "../features/personal/swap-user.ts";
import { hasFormErrors, parseForm, type FormResult } from "../lib/forms.ts";
import { apiErrorResponse } from "../lib/library/index.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { destroySession, requireAuth } from "../lib/session.server.ts";
import { ACTION_DATA } from "../ui/document-meta.tsx";
import { ErrorSummary } from "../ui/error-summary.tsx";
import { Field } from "../ui/field.tsx";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";
import { useSchemaForm } from "../ui/use-schema-form.ts";

const FIELDS = { usuario: "swap-usuario" };

export async function loader(args: LoaderFunctionArgs) {
  const { t } = await accountContext(args);
  return data({ title: t("personal.swap.title") });
}

export async function action(args: ActionFunctionArgs) {
  const { api } = await accountContext(args);
  const auth = await requireAuth(args.request);
  const parsed = parseForm(await args.request.formData(), SwapUserSchema);
  if (!parsed.ok) return data({ result: parsed.result }, { status: 400 });
  await api.personal.swapUser(parsed.value.usuario, auth.refreshToken).catch(apiErrorResponse);
  const headers = new Headers();
  for (const cookie of await endAppDevice(args.request, args.context)) headers.append("Set-Cookie", cookie);
  headers.append("Set-Cookie", await destroySession(api.session, args.request));
  throw redirect(loginAfterSwap(parsed.value.usuario), { status: 303, headers });
}

export default function SwapUserPage() {
  const actionData = useActionData<typeof action>();
  const { t } = useTranslation();
  const { fields, formProps, summary, errorOf, attempt } = useSchemaForm({
    id: "swap",
    schema: SwapUserSchema,
    lastResult: actionData?.result as FormResult | undefined,
    fields: FIELDS,
  });
  return (
    <div className="page page--narrow">
      <h1>{t("personal.swap.title")}</h1>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <p>{t("personal.swap.intro")}</p>
      <Form method="post" {...formProps} className="form">
        <Field id={FIELDS.usuario} label={t("personal.swap.usuario")} error={errorOf(FIELDS.usuario)}>
          {(control) => (
            <input
              {...control}
              key={fields.usuario.key}
              name={fields.usuario.name}
              type="text"
              defaultValue={fields.usuario.initialValue as string | undefined}
              autoComplete="off"
              autoCapitalize="none"
              spellCheck={false}
              className="input"
            />
          )}
        </Field>
        <button type="submit" className="button">
          {t("personal.swap.submit")}
        </button>
      </Form>
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data: loaderData, matches }) => {
  const result = (loaderData as Record<string, unknown> | undefined)?.[ACTION_DATA] as
    { result?: FormResult } | undefined;
  return pageTitle(matches, loaderData?.title, { error: hasFormErrors(result?.result) });
};

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
