/**
 * /sobre-acessibilidade — about the catalogue's accessibility (document 1 §3, decision 038): the access
 * keys 0 to 8, the display choices (colour scheme, every text size of the spec, bold text) and
 * sign language. Its action is where every page's accessibility bar posts: it stores the choice
 * in a cookie and sends the reader back to the page they were on (303), or, from the bar's
 * fetcher (JS), answers data so the page stays where it is.
 */
import { data, redirect, type ActionFunctionArgs, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { useLoaderData, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { accessKeys } from "../features/a11y/access-keys.ts";
import {
  applyChange,
  DEFAULT_PREFS,
  safeReturnPath,
  SCHEMES,
  TEXT_SIZE_BASE,
  ZOOM_CHOICES,
  type DisplayPrefs,
} from "../features/a11y/preferences.ts";
import { displayPrefsCookie, readDisplayPrefs } from "../features/a11y/preferences.server.ts";
import { assertSameOrigin } from "../lib/auth.server.ts";
import { cookieSecure } from "../lib/cookies.server.ts";
import { getT } from "../lib/i18n.server.ts";
import { pageTitle } from "../lib/meta.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { GeneralErrorBoundary } from "../ui/general-error-boundary.tsx";
import { ScrollTable } from "../ui/scroll-table.tsx";

export const handle: RouteHandle = { hydrate: false };

export async function loader({ request }: LoaderFunctionArgs) {
  const t = await getT(request);
  return { title: t("accessibility.page.title") };
}

export async function action({ request }: ActionFunctionArgs) {
  assertSameOrigin(request);
  const form = await request.formData();
  const next = applyChange(await readDisplayPrefs(request), form);
  const back = safeReturnPath(form.get("voltar"));
  if (!next) {
    const t = await getT(request);
    throw data({ message: t("accessibility.invalidChoice") }, { status: 400 });
  }
  const headers = { "Set-Cookie": await displayPrefsCookie.serialize(next, { secure: cookieSecure(request) }) };
  if (form.get("js") === "1") return data({ ok: true }, { headers });
  throw redirect(back, { status: 303, headers });
}

export const meta: MetaFunction<typeof loader> = ({ data: loaded, matches }) => pageTitle(matches, loaded?.title);

export default function AccessibilityPage() {
  useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const root = useRouteLoaderData("root") as { user: unknown; display?: DisplayPrefs; vlibras?: boolean } | undefined;
  const prefs = root?.display ?? DEFAULT_PREFS;
  const keys = accessKeys({ onSearchPage: false, loggedIn: false });
  return (
    <div className="page accessibility-page">
      <h1>{t("accessibility.page.title")}</h1>
      <p>{t("accessibility.page.intro")}</p>

      <h2 id="teclas">{t("accessibility.page.keysTitle")}</h2>
      <p>{t("accessibility.page.keysHow")}</p>
      <ScrollTable labelledBy="teclas-legenda">
        <table className="table">
          <caption id="teclas-legenda">{t("accessibility.page.keysCaption")}</caption>
          <thead>
            <tr>
              <th scope="col">{t("accessibility.page.keyColumn")}</th>
              <th scope="col">{t("accessibility.page.actionColumn")}</th>
            </tr>
          </thead>
          <tbody>
            {keys.map(({ key, description }) => (
              <tr key={key}>
                <th scope="row">{key}</th>
                <td>{t(description)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollTable>

      <h2 id="apresentacao">{t("accessibility.page.displayTitle")}</h2>
      <p>{t("accessibility.page.displayIntro")}</p>
      <form method="post" action="/sobre-acessibilidade" className="accessibility-page__form">
        <input type="hidden" name="voltar" value="/sobre-acessibilidade#apresentacao" />
        <fieldset className="fieldset">
          <legend>{t("accessibility.bar.scheme")}</legend>
          {SCHEMES.map((code) => (
            <div className="radio" key={code}>
              <input
                className="radio__input"
                type="radio"
                id={`esquema-${code}`}
                name="esquema"
                value={code}
                defaultChecked={prefs.scheme === code}
              />
              <label className="radio__label" htmlFor={`esquema-${code}`}>
                {t(`accessibility.scheme.${code}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <div className="field">
          <label className="label" htmlFor="fonte">
            {t("accessibility.page.textSize")}
          </label>
          <select className="select" id="fonte" name="fonte" defaultValue={String(prefs.textSize)}>
            {ZOOM_CHOICES.map((extra) => (
              <option key={extra} value={String(TEXT_SIZE_BASE + extra)}>
                {t("accessibility.page.sizeOption", { size: TEXT_SIZE_BASE + extra })}
              </option>
            ))}
          </select>
        </div>
        <fieldset className="fieldset">
          <legend>{t("accessibility.bar.bold")}</legend>
          {(["nao", "sim"] as const).map((value) => (
            <div className="radio" key={value}>
              <input
                className="radio__input"
                type="radio"
                id={`negrito-${value}`}
                name="negrito"
                value={value}
                defaultChecked={prefs.bold === (value === "sim")}
              />
              <label className="radio__label" htmlFor={`negrito-${value}`}>
                {t(`accessibility.page.bold.${value}`)}
              </label>
            </div>
          ))}
        </fieldset>
        <button type="submit" className="button">
          {t("accessibility.page.save")}
        </button>
      </form>

      <h2 id="libras">{t("accessibility.page.signTitle")}</h2>
      <p>{t(root?.vlibras ? "accessibility.page.signOn" : "accessibility.page.signOff")}</p>
      <p>
        <a href="https://www.gov.br/governodigital/pt-br/vlibras" hrefLang="pt" rel="noopener noreferrer">
          {t("accessibility.page.signLink")}
        </a>
      </p>

      <h2 id="pesquisa">{t("accessibility.page.searchTitle")}</h2>
      <p>
        {t("accessibility.page.searchText")}{" "}
        <a href="/pesquisa_acessibilidade">{t("accessibility.bar.accessibleSearch")}</a>
      </p>
    </div>
  );
}

export function ErrorBoundary() {
  return <GeneralErrorBoundary />;
}
