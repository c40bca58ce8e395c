/**
 * The loan token (document 2 §7 "Loans"; decision 032): 8 characters shown at the desk or a
 * kiosk, lasting `validade_token_emprestimo` minutes; and the desk's check (X-Staff-Key).
 */
import * as z from "zod";
import { noToken } from "../circulation/circulation.calls.ts";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { DeskTokenCheckSchema, LoanTokenOutSchema } from "./contract.ts";

const cleared = refusal("patron_cleared: after a clearance declaration.");

/** Mounted at /emprestimo. */
export const loanTokenCalls = {
  current: defineCall({
    method: "get",
    path: "/emprestimo/token",
    summary: "The patron's loan token in force (a new one when there is none or it expired)",
    auth: "patron",
    responses: { 200: json(LoanTokenOutSchema, "The token."), 401: noToken, 403: cleared },
  }),
  renew: defineCall({
    method: "post",
    path: "/emprestimo/token",
    summary: "A new loan token; the previous one stops working",
    auth: "patron",
    responses: { 201: json(LoanTokenOutSchema, "The new token."), 401: noToken, 403: cleared },
  }),
};

/** Mounted at /balcao. */
export const loanTokenDeskCalls = {
  check: defineCall({
    method: "get",
    path: "/balcao/token/:token",
    summary: "Whose a loan token is and whether it still works",
    params: z.object({ token: z.string().describe("The token (any case; spaces and dashes ignored)") }),
    auth: "staff",
    responses: {
      200: json(DeskTokenCheckSchema, "The token's patron and state."),
      401: refusal("staff_unauthorized."),
      404: refusal("loan_token_not_found: unknown, or replaced by a newer one."),
    },
  }),
};
