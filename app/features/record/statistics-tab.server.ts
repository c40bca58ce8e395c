/**
 * The record statistics tab's data: the years with loans (GET /api/acervo/{id}/dados-estatisticos/anos)
 * and the chosen year's loans by library and month (…/dados/{year}).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { apiErrorResponse, libraryClient } from "../../lib/library/index.server.ts";
import { parseRecordId } from "./record-tabs.ts";
import { pickYear } from "./tab-filters.ts";

export async function statisticsTabLoader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await libraryClient({ request, context });
  const years = await api.records.loanYears(id).catch(apiErrorResponse);
  const year = pickYear(new URL(request.url).searchParams.get("ano"), years);
  const stats = year === null ? null : await api.records.loanStatistics(id, year).catch(apiErrorResponse);
  return data({ id, years, year, stats }, { headers: await api.headers() });
}
