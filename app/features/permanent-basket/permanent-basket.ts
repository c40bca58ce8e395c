/** The permanent basket page's filter: which items (in the collection, removed, all) and the optional dates. */
import * as z from "zod";

import { PERMANENT_BASKET_TYPES, type PermanentBasketType } from "../../../api/patron/permanent-basket/contract.ts";
import { tk } from "../../lib/i18n.ts";
import { OptionalRangeShape, rangeRules } from "../account-stats/date-range.ts";

export const PERMANENT_BASKET_PATH = "/meupergamum/cesta-permanente";

export const PermanentBasketFilterSchema = z
  .object({
    tipo: z.preprocess(
      (v) => (typeof v === "string" && v !== "" ? v : "colecao"),
      z.enum(PERMANENT_BASKET_TYPES, { error: tk("services.dates.errors.invalid") }),
    ),
    ...OptionalRangeShape,
  })
  .superRefine(rangeRules);

export function isPermanentBasketType(value: unknown): value is PermanentBasketType {
  return typeof value === "string" && (PERMANENT_BASKET_TYPES as readonly string[]).includes(value);
}

/** Record ids posted by the add forms (one `acervo` per title), at most 200, no duplicates. */
export function postedRecordIds(values: FormDataEntryValue[]): number[] {
  const ids = values.flatMap((v) =>
    String(v)
      .split(",")
      .map((s) => Number(s.trim()))
      .filter((n) => Number.isInteger(n) && n > 0 && n <= 2_147_483_647),
  );
  return [...new Set(ids)].slice(0, 200);
}

const RecordIds = z.preprocess(
  (value) => postedRecordIds(value === undefined ? [] : [value].flat().map(String)),
  z.array(z.number()),
);

/**
 * What the page and the "keep" forms elsewhere post, by `intent`: keep titles (one `acervo` each,
 * or the result list's ticked `ids`), going back to `redirectTo`; remove or restore one here.
 * Parsed with `autoCoercion: false` (the ids are read raw).
 */
export const PermanentBasketActionSchema = z.discriminatedUnion("intent", [
  z.object({ intent: z.literal("keep"), acervo: RecordIds, redirectTo: z.string().optional() }),
  z.object({ intent: z.literal("keep-selected"), ids: RecordIds, redirectTo: z.string().optional() }),
  z.object({ intent: z.enum(["remove", "restore"]), acervo: RecordIds }),
]);
