/**
 * The record statistics tab's page: the year's GET form, then the loans of the record's copies
 * by library and month as an accessible table with row and column totals. No chart.
 */
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { Field } from "../../ui/field.tsx";
import { ScrollTable } from "../../ui/scroll-table.tsx";
import { useFilterForm } from "../../ui/use-schema-form.ts";
import type { statisticsTabLoader } from "./statistics-tab.server.ts";
import { monthNames, monthTotals, STATISTICS_FIELDS, statisticsYearSchema } from "./tab-filters.ts";

export function StatisticsTab() {
  const { id, years, year, stats } = useLoaderData<typeof statisticsTabLoader>();
  const { t, i18n } = useTranslation();
  const short = monthNames(i18n.language, "short");
  const long = monthNames(i18n.language, "long");
  // A year without loans reads as the newest: the schema never refuses, so there is no summary to show.
  const formProps = useFilterForm("stats-filtro", statisticsYearSchema(years), STATISTICS_FIELDS);
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("recordPages.tabs.dadosEstatisticos")}</h2>
      {years.length === 0 || !stats ? (
        <p>{t("recordPages.statistics.none")}</p>
      ) : (
        <>
          <Form method="get" action={`/acervo/${id}/dados-estatisticos`} {...formProps} className="filter-form">
            <Field id={STATISTICS_FIELDS.ano} label={t("recordPages.statistics.year")}>
              {(control) => (
                <select {...control} name="ano" className="select" defaultValue={year ?? undefined}>
                  {years.map((y) => (
                    <option key={y} value={y}>
                      {y}
                    </option>
                  ))}
                </select>
              )}
            </Field>
            <button type="submit" className="button">
              {t("recordPages.statistics.show")}
            </button>
          </Form>
          <p>{t("recordPages.statistics.total", { year: stats.ano, total: stats.total })}</p>
          <ScrollTable labelledBy="stats-caption">
            <table className="table stats-table">
              <caption id="stats-caption">{t("recordPages.statistics.caption", { year: stats.ano })}</caption>
              <thead>
                <tr>
                  <th scope="col">{t("recordPages.kardex.library")}</th>
                  {short.map((name, index) => (
                    <th scope="col" key={index}>
                      <abbr title={long[index]}>{name}</abbr>
                    </th>
                  ))}
                  <th scope="col">{t("recordPages.statistics.totalColumn")}</th>
                </tr>
              </thead>
              <tbody>
                {stats.bibliotecas.map((library) => (
                  <tr key={library.cod_biblioteca}>
                    <th scope="row">{library.desc_biblioteca}</th>
                    {library.meses.map((n, index) => (
                      <td key={index}>{n}</td>
                    ))}
                    <td>{library.total}</td>
                  </tr>
                ))}
              </tbody>
              <tfoot>
                <tr>
                  <th scope="row">{t("recordPages.statistics.totalColumn")}</th>
                  {monthTotals(stats.bibliotecas).map((n, index) => (
                    <td key={index}>{n}</td>
                  ))}
                  <td>{stats.total}</td>
                </tr>
              </tfoot>
            </table>
          </ScrollTable>
        </>
      )}
    </section>
  );
}
