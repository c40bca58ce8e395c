import { describe, expect, it } from "vitest";

import { loanChart, monthLabel, ticksFor } from "./loan-chart.ts";

describe("the loans chart", () => {
  it("labels months in the reader's language", () => {
    expect(monthLabel("2026-03", "pt")).toBe("mar/26");
    expect(monthLabel("2026-03", "en")).toBe("Mar/26");
    expect(monthLabel("2025-12", "es")).toBe("dic/25");
  });

  it("chooses at most five round ticks up to the busiest month", () => {
    expect(ticksFor(0)).toEqual([0]);
    expect(ticksFor(3)).toEqual([0, 1, 2, 3]);
    expect(ticksFor(7)).toEqual([0, 2, 4, 6, 8]);
    expect(ticksFor(23)).toEqual([0, 10, 20, 30]);
  });

  it("scales the bars to the top tick, one per month", () => {
    const chart = loanChart(
      [
        { mes: "2026-01", total: 2 },
        { mes: "2026-02", total: 0 },
        { mes: "2026-03", total: 1 },
      ],
      "pt",
    );
    expect(chart.bars.map((b) => [b.label, b.value, b.height])).toEqual([
      ["jan/26", 2, 170],
      ["fev/26", 0, 0],
      ["mar/26", 1, 85],
    ]);
    expect(chart.ticks.map((t) => [t.value, t.y])).toEqual([
      [0, 180],
      [1, 95],
      [2, 10],
    ]);
  });
});
