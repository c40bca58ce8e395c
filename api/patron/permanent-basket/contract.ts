/**
 * Response shapes of the permanent basket (POST/PUT /api/acervo/cesta-permanente, GET
 * /api/acervo/cesta-permanente/colecao; decision 034): records kept with the patron's account,
 * each 'in collection' or 'removed' (document 2 §4).
 */
import * as z from "zod";
import { BASKET_MAX } from "../../catalogue/basket/contract.ts";
import { BasketRecordSchema } from "../../catalogue/basket/contract.ts";

/** `tipo` of GET colecao: the items in the collection, the removed ones, or both. */
export const PERMANENT_BASKET_TYPES = ["colecao", "removidos", "todos"] as const;
export type PermanentBasketType = (typeof PERMANENT_BASKET_TYPES)[number];

export const PERMANENT_BASKET_STATES = ["colecao", "removido"] as const;
export type PermanentBasketState = (typeof PERMANENT_BASKET_STATES)[number];

export const PermanentBasketItemSchema = BasketRecordSchema.extend({
  situacao: z.enum(PERMANENT_BASKET_STATES),
  data_inclusao: z.string().describe("ISO 8601: when it was put in the permanent basket"),
  data_remocao: z.string().nullable().describe("ISO 8601: when it was removed (null in the collection)"),
});
export type PermanentBasketItem = z.output<typeof PermanentBasketItemSchema>;

/** POST and PUT: what changed, and the records that could not be kept (not in the catalogue). */
export const PermanentBasketChangeSchema = z.object({
  alterados: z.array(z.number().int()),
  ignorados: z.array(z.number().int()),
});
export type PermanentBasketChange = z.output<typeof PermanentBasketChangeSchema>;

/** Most records one permanent basket holds in its collection: as many as one export takes. */
export const PERMANENT_BASKET_MAX = BASKET_MAX;
