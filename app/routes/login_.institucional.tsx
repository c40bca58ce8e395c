/**
 * /login/institucional: the login page of an institution that signs its patrons in only through
 * its identity provider (tipoAutenticacaoInstitucional = SOMENTE_INSTITUCIONAL, document 2 §2).
 * /login sends visitors here in that case, and this page sends them back to /login otherwise.
 */
import { data, redirect, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useTranslation } from "react-i18next";

import { SsoLoginOptions } from "../features/sso/sso-login-options.tsx";
import { institutionalLoginData } from "../features/sso/sso.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { pageTitle } from "../lib/meta.ts";
import { getAuth, safeRedirect } from "../lib/session.server.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const redirectTo = safeRedirect(new URL(request.url).searchParams.get("redirect"), "");
  if (await getAuth(request)) throw redirect(redirectTo || "/meupergamum");
  const sso = await institutionalLoginData({ request, context }, redirectTo);
  const t = await getT(request);
  return data({ title: t("login.title"), sso });
}

export default function InstitutionalLoginPage() {
  const { t } = useTranslation();
  return (
    <div className="page page--narrow">
      <h1>{t("login.title")}</h1>
      <p>{t("sso.onlyInstitutional")}</p>
      <SsoLoginOptions />
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = ({ data, matches }) => pageTitle(matches, data?.title);

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
