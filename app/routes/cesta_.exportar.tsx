/**
 * /cesta/exportar?formato=ris|bibtex|marc|marcxml|abnt — the basket as one file to download,
 * from POST /api/acervo/exportar-cesta (tipo "download"). A resource route: the service's file,
 * type and name are passed through. An empty basket sends the visitor back to /cesta, and so does
 * one whose every record has left the catalogue (the list is then empty too).
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { readBasket } from "../features/basket/basket-cookie.server.ts";
import { isExportFormat, unknownFormat } from "../features/basket/exports.ts";
import { fileDownloadOr, libraryClient } from "../lib/library/index.server.ts";
import { getT } from "../lib/i18n.server.ts";

export async function loader({ request, context }: LoaderFunctionArgs) {
  const formato = new URL(request.url).searchParams.get("formato");
  if (!isExportFormat(formato)) return unknownFormat(await getT(request));
  const ids = await readBasket(request);
  if (ids.length === 0) throw redirect("/cesta");
  const api = await libraryClient({ request, context });
  return fileDownloadOr(api.basket.export(formato, ids), "/cesta");
}
