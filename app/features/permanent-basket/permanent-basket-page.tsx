/**
 * The permanent basket page: the filter, the titles kept (each removable or restorable) and the
 * collection's exports. No JS needed.
 */
import { Form, Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { FormResult } from "../../lib/forms.ts";
import { Field } from "../../ui/field.tsx";
import { ScrollTable } from "../../ui/scroll-table.tsx";
import { formatDay } from "../account/account.ts";
import { RangeFilterForm } from "../account-stats/range-filter-form.tsx";
import { EXPORT_LINKS } from "../basket/exports.ts";
import { PERMANENT_BASKET_PATH, PermanentBasketFilterSchema } from "./permanent-basket.ts";
import type { permanentBasketLoader } from "./permanent-basket.server.ts";

export function PermanentBasketPage() {
  const { values, result, items, kept, locale } = useLoaderData<typeof permanentBasketLoader>();
  const { t } = useTranslation();
  return (
    <div className="page account services">
      <h1>{t("services.permanentBasket.title")}</h1>
      <p>{t("services.permanentBasket.intro")}</p>
      <RangeFilterForm
        id="cesta-permanente"
        schema={PermanentBasketFilterSchema}
        values={values}
        result={result as FormResult | null}
        submitLabel={t("services.permanentBasket.filter")}
        hint={t("services.dates.hint")}
        extraFields={{ tipo: "cesta-permanente-tipo" }}
      >
        {(errorOf) => (
          <Field
            id="cesta-permanente-tipo"
            label={t("services.permanentBasket.type")}
            error={errorOf("cesta-permanente-tipo")}
          >
            {(control) => (
              <select {...control} name="tipo" defaultValue={values.tipo} className="select">
                {(["colecao", "removidos", "todos"] as const).map((type) => (
                  <option key={type} value={type}>
                    {t(`services.permanentBasket.types.${type}`)}
                  </option>
                ))}
              </select>
            )}
          </Field>
        )}
      </RangeFilterForm>
      {items === null ? null : items.length === 0 ? (
        <p role="status">{t("services.permanentBasket.empty")}</p>
      ) : (
        <ScrollTable labelledBy="permanent-caption">
          <table className="table">
            <caption id="permanent-caption">{t("services.permanentBasket.caption", { count: items.length })}</caption>
            <thead>
              <tr>
                <th scope="col">{t("services.permanentBasket.columns.title")}</th>
                <th scope="col">{t("services.permanentBasket.columns.author")}</th>
                <th scope="col">{t("services.permanentBasket.columns.type")}</th>
                <th scope="col">{t("services.permanentBasket.columns.added")}</th>
                <th scope="col">{t("services.permanentBasket.columns.state")}</th>
                <th scope="col">{t("services.permanentBasket.columns.action")}</th>
              </tr>
            </thead>
            <tbody>
              {items.map((item) => (
                <tr key={item.cod_acervo}>
                  <th scope="row">
                    <Link to={`/acervo/${item.cod_acervo}`}>{item.titulo}</Link>
                  </th>
                  <td>{item.autor ?? "–"}</td>
                  <td>{item.desc_tipo_obra}</td>
                  <td>{formatDay(item.data_inclusao, locale)}</td>
                  <td>
                    {item.situacao === "colecao"
                      ? t("services.permanentBasket.states.colecao")
                      : t("services.permanentBasket.states.removido", { date: formatDay(item.data_remocao, locale) })}
                  </td>
                  <td>
                    <Form method="post" className="row-actions">
                      <input type="hidden" name="acervo" value={item.cod_acervo} />
                      <button
                        type="submit"
                        name="intent"
                        value={item.situacao === "colecao" ? "remove" : "restore"}
                        className="button button--secondary"
                      >
                        {t(
                          item.situacao === "colecao"
                            ? "services.permanentBasket.remove"
                            : "services.permanentBasket.restore",
                        )}
                        <span className="visually-hidden">
                          {t("services.permanentBasket.context", { title: item.titulo })}
                        </span>
                      </button>
                    </Form>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
      {kept > 0 ? (
        <section aria-labelledby="permanent-export">
          <h2 id="permanent-export">{t("services.permanentBasket.export")}</h2>
          <ul className="export-links">
            {EXPORT_LINKS.map((format) => (
              <li key={format}>
                <a href={`${PERMANENT_BASKET_PATH}/exportar?formato=${format}`} download>
                  {t(`basket.exports.${format}`)}
                </a>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </div>
  );
}
