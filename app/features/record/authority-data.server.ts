/** The authority page's data tab: the catalogue's records under the heading, a page at a time. */
import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { apiErrorResponse, libraryClient } from "../../lib/library/index.server.ts";
import { AUTHORITY_PER_PAGE, parsePage } from "./authority.ts";
import { parseRecordId } from "./record-tabs.ts";

export async function authorityDataLoader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const page = parsePage(new URL(request.url).searchParams.get("page"));
  const api = await libraryClient({ request, context });
  const records = await api.authorities.records(id, page, AUTHORITY_PER_PAGE).catch(apiErrorResponse);
  return data({ id, records }, { headers: await api.headers() });
}
