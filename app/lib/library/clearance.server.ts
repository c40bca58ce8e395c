/**
 * The clearance declaration, its QR validation, the GRU slip (/unidade-informacao/nada-consta…,
 * /nada-consta…, /unidade-informacao/gru) and the loan token (/emprestimo/token): decision 032.
 */
import type {
  ClearanceCheckResponse,
  ClearanceMailResponse,
  ClearanceReasonOut,
  QrValidationResponse,
} from "../../../api/clearance/contract.ts";
import type { LoanTokenOut } from "../../../api/loan-token/contract.ts";
import type { Transport } from "./transport.server.ts";

const PDF = "application/pdf";

export function clearanceCalls(t: Transport) {
  return {
    /** GET /nada-consta/get-reasons. */
    reasons: () => t.json<ClearanceReasonOut[]>("/nada-consta/get-reasons"),
    /** GET /unidade-informacao/nada-consta/verifica: ready, or issued; 422 `clearance_pending` with the pending items in words. */
    check: () => t.json<ClearanceCheckResponse>("/unidade-informacao/nada-consta/verifica"),
    /** POST /unidade-informacao/nada-consta: issues it (the patron leaves the unit); the PDF. */
    issue: (motivo: number) =>
      t.download("/unidade-informacao/nada-consta", { method: "POST", form: { motivo: String(motivo) }, accept: PDF }),
    /** GET /unidade-informacao/nada-consta/pdf: the declaration in force, made again. */
    pdf: () => t.download("/unidade-informacao/nada-consta/pdf", { accept: PDF }),
    /** POST /nada-consta/send-mail: to the patron's registered address. */
    sendMail: () => t.json<ClearanceMailResponse>("/nada-consta/send-mail", { method: "POST", form: {} }),
    /** POST /unidade-informacao/nada-consta/validateqrcode (public); 404 `qrcode_invalid`. */
    validate: (parts: { cod: string; valid: string; motivo: string }) =>
      t.json<QrValidationResponse>("/unidade-informacao/nada-consta/validateqrcode", { form: parts }),
    /** POST /unidade-informacao/gru for one of the patron's debts: the slip's PDF. */
    paymentSlip: (debt: { cod_debito: number; valor: string }) =>
      t.download("/unidade-informacao/gru", {
        method: "POST",
        form: { cod_debito: String(debt.cod_debito), valor: debt.valor },
        accept: PDF,
      }),
  };
}

export function loanTokenCalls(t: Transport) {
  return {
    /** GET /emprestimo/token: the token in force (a new one when there is none or it expired). */
    current: () => t.json<LoanTokenOut>("/emprestimo/token"),
    /** POST /emprestimo/token: a new token; the old one stops working. */
    renew: () => t.json<LoanTokenOut>("/emprestimo/token", { method: "POST", form: {} }),
  };
}
