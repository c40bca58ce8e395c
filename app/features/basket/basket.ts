/**
 * The visitor's basket (cesta): record ids, in the order added, at most BASKET_MAX. Pure rules;
 * where it is kept is basket-cookie.server.ts. Document 1 lists the operations: add one, add
 * many, set, remove, clear.
 */
import * as z from "zod";

/** The library service's limit for one basket call (api/catalogue/basket/contract.ts). */
export const BASKET_MAX = 200;

const RecordId = z.coerce.number().int().positive().max(2_147_483_647);

/** A stored or posted value as ids: malformed entries dropped, repeats removed, capped. */
export function parseBasket(value: unknown): number[] {
  if (!Array.isArray(value)) return [];
  const ids: number[] = [];
  for (const item of value) {
    const id = RecordId.safeParse(item);
    if (id.success && !ids.includes(id.data)) ids.push(id.data);
  }
  return ids.slice(0, BASKET_MAX);
}

/** One posted id ("123"), or null. */
export function parseRecordId(value: unknown): number | null {
  const id = RecordId.safeParse(typeof value === "string" ? value.trim() : value);
  return id.success ? id.data : null;
}

export interface AddResult {
  ids: number[];
  /** Ids newly in the basket. */
  added: number[];
  /** Ids that did not fit: the basket is full. */
  refused: number[];
}

/** Adds in the order given; ids already there are neither added again nor refused. */
export function addToBasket(basket: readonly number[], ids: readonly number[]): AddResult {
  const out = [...basket];
  const added: number[] = [];
  const refused: number[] = [];
  for (const id of ids) {
    if (out.includes(id)) continue;
    if (out.length >= BASKET_MAX) refused.push(id);
    else {
      out.push(id);
      added.push(id);
    }
  }
  return { ids: out, added, refused };
}

export function removeFromBasket(basket: readonly number[], ids: readonly number[]): number[] {
  return basket.filter((id) => !ids.includes(id));
}
