/**
 * /meupergamum/cesta-permanente/exportar?formato=ris|bibtex|marc|marcxml|abnt — the permanent
 * basket's collection as one file, by the session basket's export (POST /api/acervo/exportar-cesta).
 * A resource route; an empty collection goes back to the page.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { accountContext } from "../features/account/account.server.ts";
import { isExportFormat, unknownFormat } from "../features/basket/exports.ts";
import { apiErrorResponse, fileDownloadOr } from "../lib/library/index.server.ts";

const PAGE = "/meupergamum/cesta-permanente";

export async function loader(args: LoaderFunctionArgs) {
  const { api, t } = await accountContext(args);
  const formato = new URL(args.request.url).searchParams.get("formato");
  if (!isExportFormat(formato)) return unknownFormat(t);
  const items = await api.permanentBasket.list("colecao").catch(apiErrorResponse);
  if (items.length === 0) throw redirect(PAGE);
  return fileDownloadOr(
    api.basket.export(
      formato,
      items.map((i) => i.cod_acervo),
    ),
    PAGE,
  );
}
