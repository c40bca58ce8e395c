import type { BasketRecord } from "../../../api/catalogue/basket/contract.ts";
import { apiErrorResponse, type LibraryClient } from "../../lib/library/index.server.ts";

/** The records of `ids`, in that order (GET /api/acervo/cesta); none asked, none fetched. */
export async function basketRecords(api: LibraryClient, ids: readonly number[]): Promise<BasketRecord[]> {
  if (ids.length === 0) return [];
  return api.basket.records(ids).catch(apiErrorResponse);
}
