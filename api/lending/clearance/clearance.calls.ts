/**
 * The clearance declaration, its QR validation and the GRU payment slip (document 2 §7
 * "Libraries and clearance"; document 1 /nada-consta-validate-qrcode; decision 032). The patron
 * is always the one of the bearer token, so nobody reads another's declaration or slip;
 * validateqrcode is public; the desk's re-admission takes X-Staff-Key.
 */
import * as z from "zod";
import { IdPath, noToken } from "../circulation/circulation.calls.ts";
import { defineCall, file, json, refusal } from "../../core/http/call.ts";
import { OptionalId } from "../../core/http/input.ts";
import {
  ClearanceCheckResponseSchema,
  ClearanceMailResponseSchema,
  ClearanceReasonOutSchema,
  isReason,
  QrValidationResponseSchema,
  ReadmissionResponseSchema,
} from "./contract.ts";

export const ReasonBody = z.object({
  motivo: z.coerce
    .number()
    .int()
    .refine((n) => isReason(n)),
});

export const QrBody = z.object({
  cod: z.string().max(100),
  valid: z.string().max(200),
  motivo: z.union([z.string(), z.number()]).transform(String).pipe(z.string().max(10)),
});

export const SlipBody = z.object({
  valor: z.union([z.string(), z.number()]).describe('"12,50", "12.50", "1.234,50" or a number'),
  codBiblioteca: OptionalId,
  cod_debito: OptionalId.describe("Ours: one debt (codBiblioteca then optional)"),
});

const PDF = "application/pdf";

/** Mounted at /unidade-informacao. */
export const clearanceCalls = {
  check: defineCall({
    method: "get",
    path: "/unidade-informacao/nada-consta/verifica",
    summary: "Whether the patron's clearance declaration can be issued (or was)",
    auth: "patron",
    responses: {
      200: json(ClearanceCheckResponseSchema, "Nothing pending: ready (declaracao null), or the declaration issued."),
      401: noToken,
      422: refusal(
        "clearance_pending, whose message names every pending item: open loans, open reservations (queued or ready), pending loan requests (waiting, in transit, available), unpaid debts with their total, current or future suspensions.",
      ),
    },
  }),
  pdf: defineCall({
    method: "get",
    path: "/unidade-informacao/nada-consta/pdf",
    summary: "The declaration in force, made again (same code, same QR address)",
    auth: "patron",
    responses: {
      200: file(PDF, "The declaration (header X-Declaracao-Codigo)."),
      401: noToken,
      404: refusal("clearance_not_issued."),
    },
  }),
  validateQrCode: defineCall({
    method: "post",
    path: "/unidade-informacao/nada-consta/validateqrcode",
    summary: "Checks a declaration's QR address (/nada-consta-validate-qrcode/{cod}/{valid}/{motivo})",
    body: QrBody,
    responses: {
      200: json(QrValidationResponseSchema, "The declaration is genuine: the name printed on it, nothing else."),
      400: refusal("A missing or malformed part."),
      404: refusal("qrcode_invalid: anything else, any part altered."),
    },
  }),
  issue: defineCall({
    method: "post",
    path: "/unidade-informacao/nada-consta",
    summary: "Issues the patron's clearance declaration; the patron leaves the information unit",
    description:
      "In one transaction: checks again, records it, removes the patron from the information unit (home library and other links end; circulation then refuses them as patron_blocked), drops their loan token, raises the alert clearance_issued.",
    body: z.object({
      motivo: z.unknown().optional().describe("A reason code (1–5)"),
      reason: z.unknown().optional().describe("Same as motivo"),
    }),
    auth: "patron",
    responses: {
      200: file(PDF, 'The declaration (attachment "nada-consta-{codigo}.pdf", header X-Declaracao-Codigo).'),
      400: refusal("invalid_parameter (motivo)."),
      401: noToken,
      409: refusal("clearance_already_issued."),
      422: refusal("clearance_pending."),
    },
  }),
  paymentSlip: defineCall({
    method: "post",
    path: "/unidade-informacao/gru",
    summary: "The GRU payment slip of the patron's unpaid debts at a library (or of one debt)",
    description:
      "The amount must be the pending amount of one of the caller's unpaid debts at that library, or all of them there together (with cod_debito, that debt's, at its library). The slip is in Portuguese, the amount as \"R$ 12,50\".",
    body: SlipBody,
    auth: "patron",
    responses: {
      200: file(PDF, 'The slip ("gru-{reference}.pdf", header X-Gru-Referencia YYYYMMDD-library-patron-debts).'),
      400: refusal("invalid_parameter (valor, codBiblioteca)."),
      401: noToken,
      404: refusal("debt_not_found."),
      422: refusal(
        "gru_amount_invalid; tax_id_missing (the patron has no CPF on record: a GRU names its payer by it).",
      ),
    },
  }),
};

/** Mounted at /nada-consta. */
export const nadaConstaCalls = {
  reasons: defineCall({
    method: "get",
    path: "/nada-consta/get-reasons",
    summary: "The reasons a patron may give for a clearance declaration",
    auth: "optional",
    responses: {
      200: json(z.array(ClearanceReasonOutSchema), "The reasons, in the caller's language."),
      401: refusal("A bad bearer token."),
    },
  }),
  sendMail: defineCall({
    method: "post",
    path: "/nada-consta/send-mail",
    summary: "Mails the declaration in force to the patron's registered address",
    description:
      "A client's upload is ignored: the service attaches the PDF it makes itself, so nothing a client uploads goes out under the institution's name.",
    body: z.object({}).describe("Ignored (document 2's client posts the PDF)"),
    auth: "patron",
    responses: {
      200: json(ClearanceMailResponseSchema, "Sent."),
      400: refusal("A malformed body."),
      401: noToken,
      404: refusal("clearance_not_issued."),
      422: refusal("patron_no_email."),
      503: refusal("mail_unavailable, mail_failed."),
    },
  }),
};

/** Mounted at /balcao: the patron back in the unit after a clearance (a new enrolment). */
export const clearanceDeskCalls = {
  readmit: defineCall({
    method: "post",
    path: "/balcao/nada-consta/:id/readmissao",
    summary: "Readmits a cleared patron with the links the declaration ended",
    description: "The declaration stays genuine (true on the day it was issued).",
    params: IdPath,
    auth: "staff",
    responses: {
      200: json(ReadmissionResponseSchema, "The patron back in the unit."),
      400: refusal("A malformed patron code."),
      401: refusal("staff_unauthorized."),
      404: refusal("patron_not_found, clearance_not_issued."),
    },
  }),
};
