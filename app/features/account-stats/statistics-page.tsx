/**
 * The patron's own statistics (/meupergamum/estatisticas, decision 034): the period filter and
 * the figures, the loans per month drawn by the public reports' chart (decision 039).
 */
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { type FormResult } from "../../lib/forms.ts";
import { CaptionedTable } from "../../ui/scroll-table.tsx";
import { formatDay } from "../account/account.ts";
import { OptionalRangeSchema } from "./date-range.ts";
import { BarChart } from "../statistics/bar-chart.tsx";
import { monthLabel } from "./loan-chart.ts";
import { RangeFilterForm } from "./range-filter-form.tsx";
import type { statisticsLoader } from "./statistics-page.server.ts";

export function StatisticsPage() {
  const { values, result, stats, locale } = useLoaderData<typeof statisticsLoader>();
  const { t } = useTranslation();
  return (
    <div className="page account services">
      <h1>{t("services.statistics.title")}</h1>
      <p>{t("services.statistics.intro")}</p>
      <RangeFilterForm
        id="estatisticas"
        schema={OptionalRangeSchema}
        values={values}
        result={result as FormResult | null}
        submitLabel={t("services.statistics.submit")}
        hint={t("services.dates.hint")}
      />
      {stats ? (
        <>
          <p role="status">
            {t("services.statistics.period", {
              from: formatDay(stats.dataIni, locale),
              to: formatDay(stats.dataFim, locale),
              count: stats.total,
            })}
          </p>
          <h2>{t("services.statistics.byMonth")}</h2>
          <BarChart
            id="estatisticas-grafico"
            points={stats.por_mes.map((m) => ({ label: monthLabel(m.mes, locale), value: m.total }))}
            title={t("services.statistics.chartTitle")}
            desc={t("services.statistics.chart")}
          />
          <CaptionedTable
            captionId="stats-month-caption"
            caption={t("services.statistics.byMonth")}
            columns={[t("services.statistics.month"), t("services.statistics.loans")]}
            rows={stats.por_mes.map((m) => ({
              key: m.mes,
              header: monthLabel(m.mes, locale),
              cells: [m.total],
            }))}
          />
          <h2>{t("services.statistics.byLibrary")}</h2>
          {stats.por_biblioteca.length === 0 ? (
            <p>{t("services.statistics.noLibrary")}</p>
          ) : (
            <CaptionedTable
              captionId="stats-library-caption"
              caption={t("services.statistics.byLibrary")}
              columns={[t("services.statistics.library"), t("services.statistics.loans")]}
              rows={stats.por_biblioteca.map((l) => ({
                key: l.cod_biblioteca,
                header: l.desc_biblioteca,
                cells: [l.total],
              }))}
            />
          )}
        </>
      ) : null}
    </div>
  );
}
