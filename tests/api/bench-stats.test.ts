import { describe, expect, it } from "vitest";
import { formatTable, ms, percentile, summarize } from "../../bench/stats.ts";

describe("bench statistics", () => {
  it("takes percentiles by nearest rank, whatever the order of the samples", () => {
    const samples = Array.from({ length: 200 }, (_, i) => 200 - i); // 200, 199, …, 1
    expect(percentile(samples, 50)).toBe(100);
    expect(percentile(samples, 95)).toBe(190);
    expect(percentile(samples, 100)).toBe(200);
    expect(percentile([7], 50)).toBe(7);
    expect(percentile([7], 95)).toBe(7);
    expect(percentile([1, 2, 3, 4], 50)).toBe(2);
    expect(percentile([1, 2, 3, 4], 51)).toBe(3);
  });

  it("does not reorder the caller's samples", () => {
    const samples = [3, 1, 2];
    percentile(samples, 50);
    expect(samples).toEqual([3, 1, 2]);
  });

  it("refuses no samples and percentiles out of range", () => {
    expect(() => percentile([], 50)).toThrow();
    expect(() => percentile([1], 0)).toThrow();
    expect(() => percentile([1], 101)).toThrow();
  });

  it("summarizes n, p50, p95, mean and max", () => {
    expect(summarize([10, 20, 30, 40])).toEqual({ n: 4, p50: 20, p95: 40, mean: 25, max: 40 });
    const none = summarize([]);
    expect(none.n).toBe(0);
    expect(none.p50).toBeNaN();
    expect(ms(none.p95)).toBe("–");
    expect(ms(12.345)).toBe("12.3");
  });

  it("lines up table columns, numbers to the right", () => {
    const table = formatTable(
      ["engine", "p50 ms"],
      [
        ["pglite", "3.2"],
        ["postgres", "12.5"],
      ],
      new Set([1]),
    );
    expect(table.split("\n")).toEqual([
      "| engine   | p50 ms |",
      "|----------|-------:|",
      "| pglite   |    3.2 |",
      "| postgres |   12.5 |",
    ]);
  });
});
