/**
 * The patron's alerts under /solicitacoes/alertas (decisions 028 and 034): an alert is a kind code
 * and its parameters, put into words by the OPAC. The patron is the bearer token's.
 */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { DateRangeQuery } from "../../core/http/input.ts";
import { AlertCountSchema, AlertDismissedSchema, AlertOutSchema } from "./contract.ts";

/** The alert's id, read by the handler after the token is checked. */
const AlertParam = z.object({ id: z.string().describe("The alert's id") });
const noToken = refusal("No token, or a bad one.");
const byId = {
  400: refusal("`invalid_parameter`: the id."),
  401: noToken,
  404: refusal("Not an alert of the patron."),
} as const;

export const alertCalls = {
  list: defineCall({
    method: "get",
    path: "/solicitacoes/alertas",
    summary: "The patron's alerts, newest first, raised within the days given",
    description:
      "Not dismissed. `tipo` is a code (`reservation_ready`, `loan_due`, `loan_overdue`, and the other features' " +
      "`request_status`, `suggestion_answered`, …) put into words by the OPAC; `parametros` are plain text. " +
      "Listing first raises the patron's due-soon and overdue loan alerts.",
    auth: "patron",
    query: DateRangeQuery,
    deferQuery: {},
    responses: {
      200: json(z.array(AlertOutSchema), "The alerts."),
      400: refusal("`invalid_date_range`: one date without the other, or the first after the second."),
      401: noToken,
    },
  }),
  unread: defineCall({
    method: "get",
    path: "/solicitacoes/alertas/nao-lidos",
    summary: "How many of the patron's alerts are unread (the patron area's menu)",
    auth: "patron",
    responses: { 200: json(AlertCountSchema, "The count."), 401: noToken },
  }),
  read: defineCall({
    method: "put",
    path: "/solicitacoes/alertas/:id",
    summary: "Marks one of the patron's alerts read",
    auth: "patron",
    params: AlertParam,
    responses: { 200: json(AlertOutSchema, "The alert, read."), ...byId },
  }),
  dismiss: defineCall({
    method: "delete",
    path: "/solicitacoes/alertas/:id",
    summary: "Dismisses one of the patron's alerts",
    auth: "patron",
    params: AlertParam,
    responses: { 200: json(AlertDismissedSchema, "Dismissed."), ...byId },
  }),
};
