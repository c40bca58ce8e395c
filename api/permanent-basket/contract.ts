/**
 * Response shapes of the permanent basket (POST/PUT /api/acervo/cesta-permanente, GET
 * /api/acervo/cesta-permanente/colecao; decision 034): records kept with the patron's account,
 * each 'in collection' or 'removed' (document 2 §4).
 */
import { BASKET_MAX, type BasketRecord } from "../basket/contract.ts";

/** `tipo` of GET colecao: the items in the collection, the removed ones, or both. */
export const PERMANENT_BASKET_TYPES = ["colecao", "removidos", "todos"] as const;
export type PermanentBasketType = (typeof PERMANENT_BASKET_TYPES)[number];

export type PermanentBasketState = "colecao" | "removido";

export interface PermanentBasketItem extends BasketRecord {
  situacao: PermanentBasketState;
  /** ISO 8601: when it was put in the permanent basket, and when removed (null in the collection). */
  data_inclusao: string;
  data_remocao: string | null;
}

/** POST and PUT: what changed, and the records that could not be kept (not in the catalogue). */
export interface PermanentBasketChange {
  alterados: number[];
  ignorados: number[];
}

/** Most records one permanent basket holds in its collection: as many as one export takes. */
export const PERMANENT_BASKET_MAX = BASKET_MAX;
