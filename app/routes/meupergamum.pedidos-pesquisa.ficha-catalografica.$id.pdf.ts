/**
 * /meupergamum/pedidos-pesquisa/ficha-catalografica/:id/pdf — the finished catalogue card of one of
 * the patron's catalogue sheet requests, as the service makes it (GET
 * /solicitacoes/ficha-catalografica/{id}/pdf). Another patron's, or one not finished, is not found.
 */
import type { LoaderFunctionArgs } from "@remix-run/node";

import { accountContext } from "../features/account/account.server.ts";
import { apiErrorResponse } from "../lib/library/index.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  const id = args.params.id ?? "";
  if (!/^\d{1,9}$/.test(id)) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const { api } = await accountContext(args);
  const pdf = await api.researchRequests.cardPdf(Number(id)).catch((error: unknown) => {
    // Not finished yet: as absent as another patron's (the list offers the link only when ready).
    if (error instanceof Error && "status" in error && error.status === 409) {
      throw new Response("Not Found", { status: 404, statusText: "Not Found" });
    }
    return apiErrorResponse(error);
  });
  const headers = new Headers({
    "content-type": "application/pdf",
    "content-disposition":
      pdf.headers.get("content-disposition") ?? `attachment; filename="ficha-catalografica-${id}.pdf"`,
    "cache-control": "private, no-store",
  });
  for (const cookie of (await api.headers()).getSetCookie()) headers.append("Set-Cookie", cookie);
  return new Response(pdf.body, { status: 200, headers });
}
