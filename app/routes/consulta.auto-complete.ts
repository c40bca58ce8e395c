/**
 * /consulta/auto-complete?term=&searchBy= — the suggestions of the search term combobox, as JSON
 * from the library service (GET /api/consulta/auto-complete). A refused query answers the
 * service's status and translated message, so the combobox can simply show nothing.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { ServiceError, libraryClient } from "../lib/library/index.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const url = new URL(request.url);
  const api = await libraryClient({ request, context });
  const query = {
    term: url.searchParams.get("term") ?? "",
    searchBy: url.searchParams.get("searchBy") ?? "",
    limit: url.searchParams.get("limit") ?? undefined,
  };
  try {
    const suggestions = await api.search.suggestions(query);
    return Response.json(suggestions, { headers: { "Cache-Control": "private, max-age=60" } });
  } catch (error) {
    if (error instanceof ServiceError && error.status < 500) {
      return Response.json({ error: { code: error.code, message: error.message } }, { status: error.status });
    }
    throw error;
  }
}
