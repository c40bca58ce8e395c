/**
 * The password change of /meupergamum/senha (PUT /pessoas/meu-pergamum/senha, decision 025): the
 * current password, then the new one against the same rules as recovery. The service ends every
 * other session and answers new tokens for this one, which go into the session cookie.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs } from "@remix-run/node";
import type { TFunction } from "i18next";

import { accountContext } from "../account/account.server.ts";
import { parseForm, serverText, type Rejection } from "../../lib/forms.ts";
import { tk } from "../../lib/i18n.ts";
import { apiErrorResponse, ServiceError, type LibraryClient } from "../../lib/library/index.server.ts";
import { commitSession } from "../../lib/session.server.ts";
import { changePasswordSchema } from "./change-password-form.ts";

export async function changePasswordLoader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const info = await api.password.changeInfo().catch(apiErrorResponse);
  return data({ title: t("recovery.change.title"), ...info }, { headers: await api.headers() });
}

export async function changePasswordPageAction(args: ActionFunctionArgs) {
  const { api, t } = await accountContext(args);
  return changePasswordAction(args.request, api, t);
}

export async function changePasswordAction(request: Request, api: LibraryClient, t: TFunction) {
  const form = await request.formData();
  const { rules, name } = await api.password.changeInfo();
  const parsed = parseForm(form, changePasswordSchema(rules, name, t), {
    hideFields: ["current", "password", "confirmation"],
  });
  if (!parsed.ok) return data({ result: parsed.result }, { status: 400, headers: await api.headers() });
  try {
    const changed = await api.password.changePassword(parsed.value.current, parsed.value.password);
    const auth = api.session.get("auth");
    if (auth) {
      api.session.set("auth", {
        ...auth,
        accessToken: changed.tokens.access_token,
        refreshToken: changed.tokens.refresh_token,
      });
    }
    // 'SenhaAlteradaSucesso', shown once on the next page (the root layout's notice).
    api.session.flash("notice", "recovery.success");
    throw redirect("/meupergamum/senha", {
      status: 303,
      headers: { "Set-Cookie": await commitSession(api.session, request) },
    });
  } catch (error) {
    if (!(error instanceof ServiceError)) throw error;
    const message =
      error.status >= 500 && error.status !== 503 ? tk("recovery.errors.unexpected") : serverText(error.message);
    const rejection: Rejection =
      error.code === "current_password_wrong"
        ? { fieldErrors: { current: [message] } }
        : error.code === "password_rules"
          ? { fieldErrors: { password: [message] } }
          : { formErrors: [message] };
    return data(
      { result: parsed.reject(rejection) },
      { status: error.status >= 500 ? 503 : error.status === 401 ? 400 : error.status, headers: await api.headers() },
    );
  }
}
