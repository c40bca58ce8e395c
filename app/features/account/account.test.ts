import { describe, expect, test } from "vitest";

import { defaultHistoryWindow, formatDay, formatMoney, HistoryFilterSchema, selectedIds } from "./account.ts";

describe("account presenters", () => {
  test("money: 2 decimals, comma in pt and es, the spec's symbols", () => {
    expect(formatMoney(350, "pt")).toBe("R$ 3,50");
    expect(formatMoney(123456, "pt")).toBe("R$ 1.234,56");
    expect(formatMoney(5, "en")).toBe("R$ 0.05");
    expect(formatMoney(100, "es")).toBe("COP$ 1,00");
  });

  test("days and instants in the locale's order", () => {
    expect(formatDay("2026-11-02", "pt")).toBe("02/11/2026");
    expect(formatDay("2026-11-02T01:00:00.000Z", "pt")).toBe("01/11/2026");
    expect(formatDay(null, "pt")).toBe("");
  });

  test("selected ids: integers only, once", () => {
    expect(selectedIds(["3", "3", "x", "0", "12"])).toEqual([3, 12]);
  });
});

describe("history filter", () => {
  const issues = (value: object) => {
    const r = HistoryFilterSchema.safeParse(value);
    return r.success ? [] : r.error.issues.map((i) => [i.path[0], i.message]);
  };
  test("both dates required", () => {
    expect(issues({ dataIni: "", dataFim: "" })).toEqual([
      ["dataIni", "circulation.account.history.errors.fromRequired"],
      ["dataFim", "circulation.account.history.errors.toRequired"],
    ]);
  });
  test("initial not after final; real days only", () => {
    expect(issues({ dataIni: "2026-11-10", dataFim: "2026-11-01" })).toEqual([
      ["dataIni", "circulation.account.history.errors.order"],
    ]);
    expect(issues({ dataIni: "2026-02-30", dataFim: "2026-03-01" })).toEqual([
      ["dataIni", "circulation.account.history.errors.invalid"],
    ]);
    expect(issues({ dataIni: "2026-11-01", dataFim: "2026-11-01" })).toEqual([]);
  });
  test("default window: a month back to today", () => {
    expect(defaultHistoryWindow("2026-11-22")).toEqual({ dataIni: "2026-10-22", dataFim: "2026-11-22" });
    expect(defaultHistoryWindow("2026-03-31")).toEqual({ dataIni: "2026-02-28", dataFim: "2026-03-31" });
  });
});
