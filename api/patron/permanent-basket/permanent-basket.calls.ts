/**
 * The permanent basket under /acervo/cesta-permanente (document 2 §4, §7; decision 034): records
 * kept with the patron's account, each in the collection or removed.
 */
import * as z from "zod";
import { defineCall, json, refusal } from "../../core/http/call.ts";
import { DateRangeQuery, idListField } from "../../core/http/input.ts";
import { PERMANENT_BASKET_TYPES, PermanentBasketChangeSchema, PermanentBasketItemSchema } from "./contract.ts";

/** `acervos`: at most 200 at a time. */
const IdsField = idListField(200).describe("Record ids: an array, repeated form fields or 1,2,3");

/** `tipo` of the list, checked by the handler after the token. */
export const ListQuery = z.object({ tipo: z.enum(PERMANENT_BASKET_TYPES).default("colecao") });

const noToken = refusal("No token, or a bad one.");

export const permanentBasketCalls = {
  keep: defineCall({
    method: "post",
    path: "/acervo/cesta-permanente",
    summary: "Keeps records in the patron's permanent basket (a removed one is restored)",
    auth: "patron",
    body: z.object({ acervos: IdsField }),
    responses: {
      201: json(PermanentBasketChangeSchema, "What changed, and the ids not in the catalogue."),
      400: refusal("`invalid_parameter`."),
      401: noToken,
      422: refusal("The collection would hold more than an export takes."),
    },
  }),
  change: defineCall({
    method: "put",
    path: "/acervo/cesta-permanente",
    summary: "Removes records from the permanent basket's collection, or restores them",
    auth: "patron",
    body: z.object({ acervos: IdsField, situacao: z.enum(["removido", "colecao"]) }),
    responses: {
      200: json(PermanentBasketChangeSchema, "What changed."),
      400: refusal("`invalid_parameter`."),
      401: noToken,
      404: refusal("None of the records is in the permanent basket."),
      422: refusal("The collection would hold more than an export takes."),
    },
  }),
  list: defineCall({
    method: "get",
    path: "/acervo/cesta-permanente/colecao",
    summary: "The permanent basket's records: in the collection, removed, or both",
    description: "`dataIni`/`dataFim` are the days they were kept.",
    auth: "patron",
    query: DateRangeQuery.extend({
      tipo: z.string().optional().describe("colecao (default), removidos or todos"),
    }),
    deferQuery: {},
    responses: {
      200: json(z.array(PermanentBasketItemSchema), "The records."),
      400: refusal("`invalid_parameter`, `invalid_date_range`."),
      401: noToken,
    },
  }),
};
