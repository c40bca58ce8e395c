/**
 * The clearance declaration, its QR validation, the GRU slip and the loan token, as declared in
 * api/lending/clearance/clearance.calls.ts and api/lending/loan-token/loan-token.calls.ts (decision 032).
 */
import {
  clearanceCalls as clearance,
  nadaConstaCalls as nadaConsta,
} from "../../../api/lending/clearance/clearance.calls.ts";
import { loanTokenCalls as loanToken } from "../../../api/lending/loan-token/loan-token.calls.ts";
import type { Transport } from "./transport.server.ts";

const PDF = { accept: "application/pdf" };

export function clearanceCalls(t: Transport) {
  return {
    reasons: () => t.call(nadaConsta.reasons, {}),
    /** Ready, or issued; 422 `clearance_pending` with the pending items in words. */
    check: () => t.call(clearance.check, {}),
    /** Issues it (the patron leaves the unit); the PDF. */
    issue: (motivo: number) => t.callForFile(clearance.issue, { body: { motivo } }, PDF),
    /** The declaration in force, made again. */
    pdf: () => t.callForFile(clearance.pdf, {}, PDF),
    /** To the patron's registered address. */
    sendMail: () => t.call(nadaConsta.sendMail, { body: {} }),
    /** Public; 404 `qrcode_invalid`. */
    validate: (parts: { cod: string; valid: string; motivo: string }) =>
      t.call(clearance.validateQrCode, { body: parts }),
    /** The slip's PDF for one of the patron's debts. */
    paymentSlip: (debt: { cod_debito: number; valor: string }) =>
      t.callForFile(clearance.paymentSlip, { body: debt }, PDF),
  };
}

export function loanTokenCalls(t: Transport) {
  return {
    /** The token in force (a new one when there is none or it expired). */
    current: () => t.call(loanToken.current, {}),
    /** A new token; the old one stops working. */
    renew: () => t.call(loanToken.renew, {}),
  };
}
