/**
 * The kardex tab's page: the GET form filtering the issues by library, year and month, then a
 * table, newest first, with received and missing counts.
 */
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { fallbackLanguage, isLanguage } from "../../lib/i18n.ts";
import { Field } from "../../ui/field.tsx";
import { ScrollTable } from "../../ui/scroll-table.tsx";
import { useFilterForm } from "../../ui/use-schema-form.ts";
import { formatDay } from "../../lib/dates.ts";
import type { kardexLoader } from "./kardex-tab.server.ts";
import { KARDEX_FIELDS, kardexFilterSchema } from "./tab-filters.ts";

/** One date format per language on every page (decision 037): dd/mm/yyyy (account.ts). */
function formatDate(value: string, locale: string): string {
  return formatDay(value, isLanguage(locale) ? locale : fallbackLanguage);
}

export function KardexTab() {
  const { id, options, filter, issues } = useLoaderData<typeof kardexLoader>();
  const { t, i18n } = useTranslation();
  // Every value falls back to "all": the schema never refuses, so there is no summary to show.
  const formProps = useFilterForm("kardex-filtro", kardexFilterSchema(options), KARDEX_FIELDS);
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("recordPages.tabs.colecaoKardex")}</h2>
      <Form method="get" action={`/acervo/${id}/colecao-kardex`} {...formProps} className="filter-form">
        <Field id={KARDEX_FIELDS.biblioteca} label={t("recordPages.kardex.library")}>
          {(control) => (
            <select {...control} name="biblioteca" className="select" defaultValue={filter.library ?? ""}>
              <option value="">{t("recordPages.kardex.all")}</option>
              {options.bibliotecas.map((b) => (
                <option key={b.cod_biblioteca} value={b.cod_biblioteca}>
                  {b.desc_biblioteca}
                </option>
              ))}
            </select>
          )}
        </Field>
        <Field id={KARDEX_FIELDS.ano} label={t("recordPages.kardex.year")}>
          {(control) => (
            <select {...control} name="ano" className="select" defaultValue={filter.year ?? ""}>
              <option value="">{t("recordPages.kardex.all")}</option>
              {options.anos.map((year) => (
                <option key={year} value={year}>
                  {year}
                </option>
              ))}
            </select>
          )}
        </Field>
        {options.periodos.length > 0 ? (
          <Field id={KARDEX_FIELDS.periodo} label={t("recordPages.kardex.month")}>
            {(control) => (
              <select {...control} name="periodo" className="select" defaultValue={filter.month ?? ""}>
                <option value="">{t("recordPages.kardex.all")}</option>
                {options.periodos.map((p) => (
                  <option key={p.cod_periodo} value={p.cod_periodo}>
                    {p.descricao}
                  </option>
                ))}
              </select>
            )}
          </Field>
        ) : null}
        <button type="submit" className="button">
          {t("recordPages.kardex.filter")}
        </button>
      </Form>
      <p id="kardex-summary" role="status">
        {t("recordPages.kardex.summary", {
          total: issues.totalRegistros,
          received: issues.recebidos,
          missing: issues.faltantes,
        })}
      </p>
      {issues.registros.length === 0 ? (
        <p>{t("recordPages.kardex.none")}</p>
      ) : (
        <ScrollTable labelledBy="kardex-caption">
          <table className="table kardex-table">
            <caption id="kardex-caption">{t("recordPages.kardex.caption")}</caption>
            <thead>
              <tr>
                <th scope="col">{t("recordPages.kardex.period")}</th>
                <th scope="col">{t("record.copies.volume")}</th>
                <th scope="col">{t("recordPages.kardex.number")}</th>
                <th scope="col">{t("recordPages.kardex.library")}</th>
                <th scope="col">{t("recordPages.kardex.status")}</th>
                <th scope="col">{t("recordPages.kardex.received")}</th>
              </tr>
            </thead>
            <tbody>
              {issues.registros.map((issue) => (
                <tr key={issue.cod_fasciculo}>
                  <th scope="row">{issue.periodo}</th>
                  <td>{issue.volume ?? ""}</td>
                  <td>{issue.numero ?? ""}</td>
                  <td>{issue.desc_biblioteca}</td>
                  <td>
                    {issue.situacao === "received"
                      ? t("recordPages.kardex.statusReceived")
                      : t("recordPages.kardex.statusMissing")}
                  </td>
                  <td>{issue.data_recebimento ? formatDate(issue.data_recebimento, i18n.language) : ""}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      )}
    </section>
  );
}
