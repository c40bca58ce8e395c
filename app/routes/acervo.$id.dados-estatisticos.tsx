/**
 * /acervo/:id/dados-estatisticos — loans of the record's copies in a year, by library and month:
 * the year is chosen with a GET form (GET /api/acervo/{id}/dados-estatisticos/anos), the data
 * (…/dados/{year}) is an accessible table with row and column totals. No chart.
 */
import { data, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { recordTabTitle } from "../features/record/record-route.ts";
import { parseRecordId } from "../features/record/record-tabs.ts";
import { monthNames, monthTotals, pickYear } from "../features/record/tab-filters.ts";
import { apiErrorResponse, libraryClient } from "../lib/library/index.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import { Field } from "../ui/field.tsx";
import { ScrollTable } from "../ui/scroll-table.tsx";
import { TabErrorBoundary } from "../ui/tab-error-boundary.tsx";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await libraryClient({ request, context });
  const years = await api.records.loanYears(id).catch(apiErrorResponse);
  const year = pickYear(new URL(request.url).searchParams.get("ano"), years);
  const stats = year === null ? null : await api.records.loanStatistics(id, year).catch(apiErrorResponse);
  return data({ id, years, year, stats }, { headers: await api.headers() });
}

export default function StatisticsTab() {
  const { id, years, year, stats } = useLoaderData<typeof loader>();
  const { t, i18n } = useTranslation();
  const short = monthNames(i18n.language, "short");
  const long = monthNames(i18n.language, "long");
  return (
    <section className="record-tab" aria-labelledby="tab-heading">
      <h2 id="tab-heading">{t("recordPages.tabs.dadosEstatisticos")}</h2>
      {years.length === 0 || !stats ? (
        <p>{t("recordPages.statistics.none")}</p>
      ) : (
        <>
          <Form method="get" action={`/acervo/${id}/dados-estatisticos`} className="filter-form">
            <Field id="stats-year" label={t("recordPages.statistics.year")}>
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

export const meta: MetaFunction<typeof loader> = ({ matches }) => recordTabTitle(matches, "dados-estatisticos");

export const handle: RouteHandle = { hydrate: false };

export function ErrorBoundary() {
  return <TabErrorBoundary />;
}
