/**
 * /meupergamum/debitos/gru/{debt} — the GRU payment slip of one of the patron's unpaid debts, as
 * a PDF (POST /unidade-informacao/gru with the debt and its pending amount; decision 032). A
 * resource route: the debts page links here, one link per debt. A debt that is not the patron's
 * (or no longer unpaid) is a 404. A patron the service refuses a slip (no CPF on record, decision
 * 065) goes back to the debts page, which says whom to see.
 */
import { redirect, type LoaderFunctionArgs } from "@remix-run/node";

import { accountContext } from "../features/account/account.server.ts";
import { ServiceError, apiErrorResponse, fileDownload } from "../lib/library/index.server.ts";
import { commitSession } from "../lib/session.server.ts";

export async function loader(args: LoaderFunctionArgs) {
  const { api } = await accountContext(args);
  const id = /^[1-9]\d{0,9}$/.test(args.params.id ?? "") ? Number(args.params.id) : NaN;
  const { debitos } = await api.loans.debts().catch(apiErrorResponse);
  const debt = debitos.find((d) => d.cod_debito === id);
  if (!debt) throw new Response("Not Found", { status: 404, statusText: "Not Found" });
  const cents = debt.pendente_centavos;
  const valor = `${Math.floor(cents / 100)},${String(cents % 100).padStart(2, "0")}`;
  try {
    return fileDownload(await api.clearance.paymentSlip({ cod_debito: debt.cod_debito, valor }));
  } catch (error) {
    if (!(error instanceof ServiceError) || error.code !== "tax_id_missing") return apiErrorResponse(error);
    api.session.flash("notice", "clearance.gru.unavailable.tax_id_missing");
    throw redirect("/meupergamum/debitos", {
      headers: { "Set-Cookie": await commitSession(api.session, args.request) },
    });
  }
}
