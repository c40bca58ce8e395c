/** The patron's account figures (decision 034): the loan statistics and a library's information message. */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { DateRangeQuery, OptionalId } from "../../core/http/input.ts";
import { LibraryInfoMessageSchema, LoanStatisticsSchema } from "./contract.ts";

export const accountStatsCalls = {
  statistics: defineCall({
    method: "get",
    path: "/emprestimo/estatisticas",
    summary: "The patron's loans counted by month and by library",
    description:
      "Loans checked out in the range; by default from the first day of the month eleven months ago to today, " +
      "at most ten years.",
    auth: "patron",
    query: DateRangeQuery,
    deferQuery: {},
    responses: {
      200: json(LoanStatisticsSchema, "The figures."),
      400: refusal("`invalid_date_range`, or `invalid_parameter` for a range too long."),
      401: refusal("No token, or a bad one."),
    },
  }),
  infoMessage: defineCall({
    method: "get",
    path: "/biblioteca/get-info-message",
    summary: "A library's information message (the patron's library without `cod_biblioteca`)",
    auth: "optional",
    query: z.object({ cod_biblioteca: OptionalId.describe("The library") }),
    deferQuery: {},
    responses: {
      200: json(LibraryInfoMessageSchema, "The message."),
      400: refusal("`invalid_parameter`: `cod_biblioteca` (needed without a token)."),
      401: refusal("A token that is sent and bad."),
      404: refusal("`library_not_found`."),
    },
  }),
};
