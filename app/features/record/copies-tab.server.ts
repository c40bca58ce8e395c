/** The loader of the tabs that show a record's copies by library: "Exemplares" and "Localização". */
import { data, type LoaderFunctionArgs } from "@remix-run/node";

import { apiErrorResponse, libraryClient } from "../../lib/library/index.server.ts";
import { parseRecordId } from "./record-tabs.ts";

export async function copiesTabLoader({ params, request, context }: LoaderFunctionArgs) {
  const id = parseRecordId(params.id);
  if (id === null) throw new Response("Not Found", { status: 404 });
  const api = await libraryClient({ request, context });
  const copies = await api.records.copies(id).catch(apiErrorResponse);
  return data({ id, libraries: copies.bibliotecas }, { headers: await api.headers() });
}
