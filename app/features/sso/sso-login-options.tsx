/**
 * The login page's institutional sign-in buttons ("Entrar com <IdP>"), one per identity provider
 * the institution offers. They are plain links: the OPAC route behind each sends the browser on to
 * the provider, so they work the same with and without JavaScript.
 *
 * It reads `sso` (ssoLoginData, ./sso.server.ts) from the loader data of the page that renders
 * it, so that the login page only has to return it and render <SsoLoginOptions />.
 */
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { SsoLoginData } from "./sso.server.ts";

export function SsoLoginOptions() {
  const { sso } = useLoaderData<{ sso?: SsoLoginData }>();
  const { t } = useTranslation();
  if (!sso?.choices.length) return null;
  return (
    <section className="sso-options" aria-labelledby="sso-options-heading">
      <h2 id="sso-options-heading">{t("sso.heading")}</h2>
      {sso.choices.map((choice) => (
        <p key={choice.kind}>
          <a className="button button--secondary" href={choice.href}>
            {t("sso.signInWith", { name: choice.name ?? t(`sso.defaultName.${choice.kind}`) })}
          </a>
        </p>
      ))}
    </section>
  );
}
