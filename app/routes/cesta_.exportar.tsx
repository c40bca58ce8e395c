/**
 * /cesta/exportar?formato=ris|bibtex|marc|marcxml|abnt — the basket as one file to download,
 * from POST /api/acervo/exportar-cesta (tipo "download"). A resource route: the service's file,
 * type and name are passed through. An empty basket sends the visitor back to /cesta.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { readBasket } from "../features/basket/basket-cookie.server.ts";
import { isExportFormat } from "../features/basket/exports.ts";
import { ServiceError, libraryClient } from "../lib/library/index.server.ts";
import { getT } from "../lib/i18n.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const formato = new URL(request.url).searchParams.get("formato");
  if (!isExportFormat(formato)) {
    const t = await getT(request);
    return new Response(t("basket.errors.format"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const ids = await readBasket(request);
  if (ids.length === 0) throw redirect("/cesta");
  const api = await libraryClient({ request, context });
  try {
    const file = await api.basket.export(formato, ids);
    const headers = new Headers({ "Cache-Control": "no-store" });
    for (const name of ["Content-Type", "Content-Disposition"]) {
      const value = file.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(file.body, { status: 200, headers });
  } catch (error) {
    // Every record of the basket has left the catalogue: back to the (now empty) list.
    if (error instanceof ServiceError && error.status === 404) throw redirect("/cesta");
    throw error;
  }
}
