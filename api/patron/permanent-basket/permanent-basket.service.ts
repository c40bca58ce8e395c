/**
 * The permanent basket (decision 034): records a patron keeps with the account, unlike the
 * session basket that lives in one browser. Keeping a record again restores it; removing keeps
 * the row as 'removed' so the patron can restore it. Only the bearer's own basket is reached.
 */
import type { Db } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import type { Lang } from "../../core/i18n.ts";
import { basketRecords } from "../../catalogue/basket/basket.service.ts";
import { TIME_ZONE, type Day } from "../../core/time.ts";
import {
  PERMANENT_BASKET_MAX,
  type PermanentBasketChange,
  type PermanentBasketItem,
  type PermanentBasketType,
} from "./contract.ts";
import { countKept, existingRecords, keepRecords, listPermanent, setRemoved } from "./permanent-basket.repository.ts";

const iso = (v: string | Date) => new Date(v).toISOString();

export async function keepInPermanentBasket(db: Db, patronId: number, ids: number[]): Promise<PermanentBasketChange> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    const found = await existingRecords(tx, unique);
    const kept = (await listPermanent(tx, patronId, { state: "kept", timeZone: TIME_ZONE })).map((r) => r.record_id);
    if (kept.length + found.filter((id) => !kept.includes(id)).length > PERMANENT_BASKET_MAX)
      throw new ApiError(422, "unprocessable", "errors.permanent_basket_full", { max: PERMANENT_BASKET_MAX });
    if (found.length) await keepRecords(tx, patronId, found);
    return { alterados: found, ignorados: unique.filter((id) => !found.includes(id)) };
  });
}

/** PUT: `removido` moves the items out of the collection, `colecao` restores them. */
export async function changePermanentBasket(
  db: Db,
  patronId: number,
  ids: number[],
  state: "colecao" | "removido",
): Promise<PermanentBasketChange> {
  const unique = [...new Set(ids)];
  return db.transaction(async (tx) => {
    if (state === "colecao") {
      const kept = await countKept(tx, patronId);
      const removed = (await listPermanent(tx, patronId, { state: "removed", timeZone: TIME_ZONE })).map(
        (r) => r.record_id,
      );
      if (kept + unique.filter((id) => removed.includes(id)).length > PERMANENT_BASKET_MAX)
        throw new ApiError(422, "unprocessable", "errors.permanent_basket_full", { max: PERMANENT_BASKET_MAX });
    }
    const changed = await setRemoved(tx, patronId, unique, state === "removido");
    // None of them in this patron's basket: as unknown as another patron's items would be.
    if (changed.length === 0) throw new ApiError(404, "not_found", "errors.permanent_basket_not_found");
    return { alterados: changed, ignorados: unique.filter((id) => !changed.includes(id)) };
  });
}

export async function permanentBasket(
  db: Db,
  patronId: number,
  filter: { tipo: PermanentBasketType; from?: Day; to?: Day },
  lang: Lang,
): Promise<PermanentBasketItem[]> {
  const state = filter.tipo === "colecao" ? "kept" : filter.tipo === "removidos" ? "removed" : "all";
  const rows = await listPermanent(db, patronId, { state, from: filter.from, to: filter.to, timeZone: TIME_ZONE });
  const records = new Map<number, Awaited<ReturnType<typeof basketRecords>>[number]>();
  for (let i = 0; i < rows.length; i += PERMANENT_BASKET_MAX) {
    const ids = rows.slice(i, i + PERMANENT_BASKET_MAX).map((r) => r.record_id);
    for (const record of await basketRecords(db, ids, lang)) records.set(record.cod_acervo, record);
  }
  return rows.flatMap((row) => {
    const record = records.get(row.record_id);
    if (!record) return [];
    return [
      {
        ...record,
        situacao: row.removed_at === null ? ("colecao" as const) : ("removido" as const),
        data_inclusao: iso(row.added_at),
        data_remocao: row.removed_at === null ? null : iso(row.removed_at),
      },
    ];
  });
}
