/** The records most recently added, for the OPAC's new-acquisitions feed (Atom). */
import * as z from "zod";
import { BasketRecordSchema } from "../basket/contract.ts";
import { defineCall, json, refusal } from "../../core/http/call.ts";

export const feedCalls = {
  newest: defineCall({
    method: "get",
    path: "/acervo/novas-aquisicoes",
    summary: "The records most recently added, newest first",
    description: "Same shape as the basket's record list, ordered by `criado_em` descending.",
    query: z.object({ limite: z.coerce.number().int().min(1).max(100).default(50).describe("How many, 1-100") }),
    responses: {
      200: json(z.array(BasketRecordSchema), "The records."),
      400: refusal("limite is not 1-100 (invalid_parameter)."),
    },
  }),
};
