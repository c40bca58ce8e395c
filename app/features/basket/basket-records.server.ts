import type { BasketRecord } from "../../../api/basket/contract.ts";
import { apiErrorResponse, type ApiClient } from "../../lib/api.server.ts";

/** The records of `ids`, in that order (GET /api/acervo/cesta); none asked, none fetched. */
export async function basketRecords(api: ApiClient, ids: readonly number[]): Promise<BasketRecord[]> {
  if (ids.length === 0) return [];
  return api.get<BasketRecord[]>("/acervo/cesta", { acervos: ids.join(",") }).catch(apiErrorResponse);
}
