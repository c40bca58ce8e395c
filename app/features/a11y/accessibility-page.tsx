/**
 * About the catalogue's accessibility (decision 038): the access keys, the display choices (a
 * form posting where the accessibility bar does) and sign language, and a link to the
 * accessibility statement (decision 063).
 */
import { useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { ScrollTable } from "../../ui/scroll-table.tsx";
import { STATEMENT_PATH } from "../a11y-statement/statement-path.ts";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import { accessKeys } from "./access-keys.ts";
import { DisplayChangeSchema } from "./display-change.ts";
import { DEFAULT_PREFS, SCHEMES, TEXT_SIZE_BASE, ZOOM_CHOICES, type DisplayPrefs } from "./preferences.ts";

export function AccessibilityPage() {
  const { t } = useTranslation();
  const root = useRouteLoaderData("root") as { user: unknown; display?: DisplayPrefs; vlibras?: boolean } | undefined;
  const prefs = root?.display ?? DEFAULT_PREFS;
  const keys = accessKeys({ onSearchPage: false, loggedIn: false });
  // Nothing to report: every choice is offered as it is; a forged one is refused by the action.
  const { formProps } = useSchemaForm({
    id: "apresentacao-form",
    schema: DisplayChangeSchema,
    lastResult: null,
    fields: {},
    autoCoercion: false,
  });
  return (
    <div className="page accessibility-page">
      <h1>{t("accessibility.page.title")}</h1>
      <p>{t("accessibility.page.intro")}</p>
      <p>
        <a href={STATEMENT_PATH}>{t("accessibility.bar.statement")}</a>
      </p>

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
      <form method="post" action="/sobre-acessibilidade" {...formProps} className="accessibility-page__form">
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
