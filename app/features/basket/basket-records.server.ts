import type { BasketRecord } from "../../../api/catalogue/basket/contract.ts";
import type { CslStyle } from "../../../api/catalogue/records/citation/csl/styles.ts";
import { apiErrorResponse, type LibraryClient } from "../../lib/library/index.server.ts";

/**
 * The records of `ids`, in that order (GET /api/acervo/cesta), their references in ABNT or the CSL
 * style given; none asked, none fetched.
 */
export async function basketRecords(
  api: LibraryClient,
  ids: readonly number[],
  style?: CslStyle,
): Promise<BasketRecord[]> {
  if (ids.length === 0) return [];
  return api.basket.records(ids, style).catch(apiErrorResponse);
}
