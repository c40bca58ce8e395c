/**
 * /estatistica/{report}/csv — a report's table as a CSV file (decision 039: UTF-8 with BOM, ";"
 * separated, as Brazilian spreadsheets open it), for the same query string as the page.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { isReport, loadReport } from "../features/statistics/report.server.ts";
import { tableToCsv } from "../features/statistics/table.ts";
import { translateMessage } from "../lib/forms.ts";
import { getT } from "../lib/i18n.server.ts";
import { libraryClient } from "../lib/library/index.server.ts";

export async function loader({ params, request, context }: LoaderFunctionArgs) {
  if (!isReport(params.report)) throw new Response(null, { status: 404 });
  const t = await getT(request);
  const api = await libraryClient({ request, context });
  const view = await loadReport(api, t, params.report, new URL(request.url));
  if (!view.table) {
    const problems = Object.values(view.result?.error ?? {}).flatMap((m) => m ?? []);
    const message = view.failed
      ? t("statistics.failure")
      : [t("common.errorPrefix"), ...problems.map((m) => translateMessage(t, m))].join(" ");
    return new Response(message, { status: view.status, headers: { "content-type": "text/plain; charset=utf-8" } });
  }
  return new Response(tableToCsv(view.table), {
    headers: {
      "content-type": "text/csv; charset=utf-8",
      "content-disposition": `attachment; filename="${params.report}.csv"`,
      "cache-control": "no-store",
    },
  });
}
