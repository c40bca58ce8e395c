import { describe, expect, it } from "vitest";
import { addToBasket, BASKET_MAX, parseBasket, parseRecordId, removeFromBasket } from "./basket.ts";

describe("the basket's rules", () => {
  it("reads a stored value defensively", () => {
    expect(parseBasket([3, "4", 3, -1, "x", 0, 2.5])).toEqual([3, 4]);
    expect(parseBasket("1,2")).toEqual([]);
    expect(parseBasket(Array.from({ length: BASKET_MAX + 5 }, (_, i) => i + 1))).toHaveLength(BASKET_MAX);
    expect([parseRecordId(" 12 "), parseRecordId("0"), parseRecordId("1e3x"), parseRecordId(null)]).toEqual([
      12,
      null,
      null,
      null,
    ]);
  });

  it("adds in order, skips what is there, refuses what does not fit", () => {
    expect(addToBasket([1, 2], [2, 3, 4])).toEqual({ ids: [1, 2, 3, 4], added: [3, 4], refused: [] });
    const full = Array.from({ length: BASKET_MAX - 1 }, (_, i) => i + 1);
    const result = addToBasket(full, [1, 500, 501]);
    expect(result.added).toEqual([500]);
    expect(result.refused).toEqual([501]);
    expect(result.ids).toHaveLength(BASKET_MAX);
  });

  it("removes", () => {
    expect(removeFromBasket([1, 2, 3], [2, 9])).toEqual([1, 3]);
  });
});
