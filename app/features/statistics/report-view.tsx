/**
 * The parts of a statistics report page (decision 039): the filters' GET form (the form pattern:
 * error summary first, one Field or Fieldset per filter), the chart drawn on the server as SVG
 * (role img, named by its title and described by its desc, which points at the table: the table is
 * its text alternative) and the table (caption, column and row headers).
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { FormResult } from "../../lib/forms.ts";
import { ErrorSummary } from "../../ui/error-summary.tsx";
import { Field, Fieldset } from "../../ui/field.tsx";
import { ScrollTable } from "../../ui/scroll-table.tsx";
import { useSchemaForm } from "../../ui/use-schema-form.ts";
import type { StatisticsReport } from "../../../api/community/statistics/contract.ts";
import { BarChart } from "./bar-chart.tsx";
import { filterId, reportSchema, type FilterValues } from "./filters.ts";
import type { FilterControl } from "./report.server.ts";
import type { ReportTable } from "./table.ts";

export function ReportFilters({
  report,
  filters,
  values,
  result,
}: {
  report: StatisticsReport;
  filters: FilterControl[];
  values: FilterValues;
  result: FormResult | null;
}) {
  const { t } = useTranslation();
  const ids = Object.fromEntries(filters.map((f) => [f.name, filterId(f.name)]));
  const { formProps, summary, errorOf, attempt } = useSchemaForm({
    id: "estatistica-filtros",
    schema: reportSchema(report) as never,
    lastResult: result,
    fields: ids,
    autoCoercion: false,
  });
  if (filters.length === 0) return null;
  return (
    <section aria-labelledby="estatistica-filtros-titulo" className="statistics-filters">
      <h2 id="estatistica-filtros-titulo">{t("statistics.filters.title")}</h2>
      <ErrorSummary errors={summary} focusKey={attempt} />
      <Form method="get" {...formProps} className="form">
        {filters.map((f) => {
          const id = filterId(f.name);
          if (f.kind === "checkboxes") {
            const checked = new Set((values[f.name as keyof FilterValues] as string[] | undefined) ?? []);
            return (
              <Fieldset key={f.name} id={id} legend={f.label} hint={f.hint} error={errorOf(id)}>
                <div className="statistics-checks">
                  {f.options.map((o, i) => (
                    <div className="field field--checkbox" key={o.value}>
                      <input
                        type="checkbox"
                        id={`${id}-${i}`}
                        name={f.name}
                        value={o.value}
                        defaultChecked={checked.has(o.value)}
                      />
                      <label htmlFor={`${id}-${i}`}>{o.label}</label>
                    </div>
                  ))}
                </div>
              </Fieldset>
            );
          }
          return (
            <Field key={f.name} id={id} label={f.label} hint={f.hint} error={errorOf(id)}>
              {(control) => (
                <select
                  {...control}
                  name={f.name}
                  className="select"
                  defaultValue={(values[f.name as keyof FilterValues] as string | undefined) ?? ""}
                >
                  {f.options.map((o) => (
                    <option key={o.value} value={o.value}>
                      {o.label}
                    </option>
                  ))}
                </select>
              )}
            </Field>
          );
        })}
        <button type="submit" className="button">
          {t("statistics.filters.submit")}
        </button>
      </Form>
    </section>
  );
}

export function ReportChart({
  points,
  caption,
  measure,
}: {
  points: { label: string; value: number }[];
  caption: string;
  measure: string;
}) {
  const { t } = useTranslation();
  return (
    <BarChart
      id="estatistica-grafico"
      points={points}
      title={t("statistics.chart.title", { caption })}
      desc={t("statistics.chart.desc", { measure: t(`statistics.chart.measure.${measure}`) })}
    />
  );
}

export function ReportTableView({ table }: { table: ReportTable }) {
  const { t } = useTranslation();
  if (table.rows.length === 0) return <p>{t("statistics.empty")}</p>;
  return (
    <ScrollTable labelledBy="estatistica-tabela-legenda">
      <table className="table statistics-table">
        <caption id="estatistica-tabela-legenda">{table.caption}</caption>
        <thead>
          <tr>
            {table.columns.map((c, i) => (
              <th key={i} scope="col">
                {c}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {table.rows.map((row, r) => (
            <tr key={r}>
              <th scope="row">{row.head}</th>
              {row.cells.map((cell, i) => (
                <td key={i} className={typeof cell === "number" ? "statistics-table__number" : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
        {table.foot ? (
          <tfoot>
            <tr>
              <th scope="row">{table.foot.head}</th>
              {table.foot.cells.map((cell, i) => (
                <td key={i} className={typeof cell === "number" ? "statistics-table__number" : undefined}>
                  {cell}
                </td>
              ))}
            </tr>
          </tfoot>
        ) : null}
      </table>
    </ScrollTable>
  );
}
