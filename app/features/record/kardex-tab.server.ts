/**
 * The kardex tab's data: the serial's filter choices (GET /api/kardex/{id}/combobox-data), the
 * filter the address asks for, and the issues it keeps (/kardex/{id}/data).
 */
import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { apiErrorResponse, libraryClient } from "../../lib/library/index.server.ts";
import { parseRecordId } from "./record-tabs.ts";
import { kardexQuery, parseKardexFilter } from "./tab-filters.ts";

export async function kardexLoader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await libraryClient({ request, context });
  const options = await api.records.kardexOptions(id).catch(apiErrorResponse);
  const filter = parseKardexFilter(new URL(request.url).searchParams, options);
  const issues = await api.records.kardexIssues(id, kardexQuery(filter)).catch(apiErrorResponse);
  return data({ id, options, filter, issues }, { headers: await api.headers() });
}
