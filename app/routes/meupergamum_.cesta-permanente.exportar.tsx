/**
 * /meupergamum/cesta-permanente/exportar?formato=ris|bibtex|marc|marcxml|abnt — the permanent
 * basket's collection as one file, by the session basket's export (POST /api/acervo/exportar-cesta).
 * A resource route; an empty collection goes back to the page.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { accountContext } from "../features/account/account.server.ts";
import { isExportFormat } from "../features/basket/exports.ts";
import { ServiceError, apiErrorResponse } from "../lib/library/index.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const formato = new URL(args.request.url).searchParams.get("formato");
  if (!isExportFormat(formato)) {
    return new Response(t("basket.errors.format"), {
      status: 400,
      headers: { "Content-Type": "text/plain; charset=utf-8" },
    });
  }
  const items = await api.permanentBasket.list("colecao").catch(apiErrorResponse);
  if (items.length === 0) throw redirect("/meupergamum/cesta-permanente");
  try {
    const file = await api.basket.export(
      formato,
      items.map((i) => i.cod_acervo),
    );
    const headers = new Headers({ "Cache-Control": "no-store" });
    for (const name of ["Content-Type", "Content-Disposition"]) {
      const value = file.headers.get(name);
      if (value) headers.set(name, value);
    }
    return new Response(file.body, { status: 200, headers });
  } catch (error) {
    if (error instanceof ServiceError && error.status === 404) throw redirect("/meupergamum/cesta-permanente");
    throw error;
  }
}
