/**
 * /estatistica/{report} — one of the eleven statistics reports (document 1 §2; decision 039): its
 * filters as a GET form, a chart drawn on the server as SVG, the table it stands for, and the
 * same table as a CSV download (/estatistica/{report}/csv with the same query). Any other report
 * name is "Página não encontrada!" (404); the service's failure is "Houve um erro!!!".
 */
import { data, type LinksFunction, type LoaderFunctionArgs, type MetaFunction } from "@remix-run/node";
import { Link, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { isReport, loadReport } from "../features/statistics/report.server.ts";
import { ReportChart, ReportFilters, ReportTableView } from "../features/statistics/report-view.tsx";
import { StatisticsFailure } from "../features/statistics/failure-notice.tsx";
import statisticsStyles from "../features/statistics/statistics.css";
import { getT } from "../lib/i18n.server.ts";
import { libraryClient } from "../lib/library/index.server.ts";
import type { RouteHandle } from "../lib/route-handle.ts";
import type { FormResult } from "../lib/forms.ts";
import { filterPageMeta } from "../ui/document-meta.tsx";
import { PageLinks } from "../ui/pagination.tsx";

export const links: LinksFunction = () => [{ rel: "stylesheet", href: statisticsStyles }];

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (!isReport(params.report)) throw new Response(null, { status: 404 });
  const t = await getT(request);
  const api = await libraryClient({ request, context });
  const url = new URL(request.url);
  const view = await loadReport(api, t, params.report, url);
  const query = new URLSearchParams(url.search);
  query.delete("pagina");
  const csvHref = `/estatistica/${params.report}/csv${url.search}`;
  return data(
    { ...view, csvHref, pageQuery: query.toString() },
    { status: view.status, headers: view.failed ? undefined : await api.headers() },
  );
}

export default function StatisticsReportPage() {
  const view = useLoaderData<typeof loader>();
  const { t } = useTranslation();
  const pageHref = (page: number) => {
    const q = new URLSearchParams(view.pageQuery);
    q.set("pagina", String(page));
    return `?${q.toString()}`;
  };
  return (
    <div className="page statistics">
      <p className="back-link">
        <Link to="/estatistica">{t("statistics.back")}</Link>
      </p>
      <h1>{view.title}</h1>
      <p>{view.explanation}</p>
      {view.notes.length > 0 ? (
        <div className="statistics-notes">
          {view.notes.map((note, i) => (
            <p key={i}>{note}</p>
          ))}
        </div>
      ) : null}
      <ReportFilters
        report={view.report}
        filters={view.filters}
        values={view.values}
        result={view.result as FormResult | null}
      />
      {view.failed ? <StatisticsFailure /> : null}
      {view.table ? (
        // Not a named region: the table's scroll region already bears the caption, and two nested
        // regions of one name are one landmark said twice.
        <section>
          <h2 id="estatistica-resultado">{view.table.caption}</h2>
          {view.chart ? (
            <ReportChart
              points={view.chart.points}
              caption={view.chart.caption ?? view.table.caption}
              measure={view.chart.measure}
            />
          ) : null}
          <ReportTableView table={view.table} />
          {view.pages ? (
            <PageLinks
              current={view.pages.current}
              pages={view.pages.count}
              href={pageHref}
              label={t("statistics.pagination")}
            />
          ) : null}
          {view.table.rows.length > 0 ? (
            <p className="statistics-csv">
              <a href={view.csvHref} download aria-describedby="estatistica-csv-dica">
                {t("statistics.csv.link")}
              </a>{" "}
              <span id="estatistica-csv-dica" className="hint">
                {t("statistics.csv.hint")}
              </span>
            </p>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

export const meta: MetaFunction<typeof loader> = filterPageMeta;

export const handle: RouteHandle = { hydrate: false };
