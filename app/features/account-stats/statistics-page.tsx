/**
 * The patron's own statistics (/meupergamum/estatisticas, decision 034): the period filter and
 * the figures.
 */
import { useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { type FormResult } from "../../lib/forms.ts";
import { CaptionedTable } from "../../ui/scroll-table.tsx";
import { formatDay } from "../account/account.ts";
import { OptionalRangeSchema } from "./date-range.ts";
import { loanChart } from "./loan-chart.ts";
import { RangeFilterForm } from "./range-filter-form.tsx";
import type { statisticsLoader } from "./statistics-page.server.ts";

export function StatisticsPage() {
  const { values, result, stats, locale } = useLoaderData<typeof statisticsLoader>();
  const { t } = useTranslation();
  const chart = stats ? loanChart(stats.por_mes, locale) : null;
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
      {stats && chart ? (
        <>
          <p role="status">
            {t("services.statistics.period", {
              from: formatDay(stats.dataIni, locale),
              to: formatDay(stats.dataFim, locale),
              count: stats.total,
            })}
          </p>
          <h2>{t("services.statistics.byMonth")}</h2>
          <svg
            className="stats-chart"
            role="img"
            aria-labelledby="stats-chart-title stats-chart-desc"
            viewBox={`0 0 ${chart.width} ${chart.height}`}
            width={chart.width}
            height={chart.height}
          >
            <title id="stats-chart-title">{t("services.statistics.byMonth")}</title>
            <desc id="stats-chart-desc">{t("services.statistics.chart")}</desc>
            {chart.ticks.map((tick) => (
              <g key={tick.value}>
                <line
                  x1={chart.plot.left}
                  x2={chart.width - chart.plot.right}
                  y1={tick.y}
                  y2={tick.y}
                  stroke="#b1b4b6"
                  strokeWidth={1}
                />
                <text x={chart.plot.left - 6} y={tick.y + 4} textAnchor="end">
                  {tick.value}
                </text>
              </g>
            ))}
            {chart.bars.map((bar) => (
              <g key={bar.label}>
                <rect className="bar" x={bar.x} y={bar.y} width={bar.width} height={bar.height} />
                <text x={bar.x + bar.width / 2} y={chart.height - chart.plot.bottom + 16} textAnchor="middle">
                  {bar.label}
                </text>
              </g>
            ))}
          </svg>
          <CaptionedTable
            captionId="stats-month-caption"
            caption={t("services.statistics.byMonth")}
            columns={[t("services.statistics.month"), t("services.statistics.loans")]}
            rows={stats.por_mes.map((m, i) => ({
              key: m.mes,
              header: chart.bars[i]?.label ?? m.mes,
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
