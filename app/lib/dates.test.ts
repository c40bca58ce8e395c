import { expect, test } from "vitest";

import { formatDay, formatDayTime } from "./dates.ts";

test("a day is dd/mm/yyyy in every language, four digits of year", () => {
  expect(formatDay("2026-12-02", "pt")).toBe("02/12/2026");
  expect(formatDay("2026-12-02", "en")).toBe("02/12/2026");
  expect(formatDay("2026-12-02", "es")).toBe("02/12/2026");
  expect(formatDay("2026-12-02", "pt-BR")).toBe("02/12/2026");
});

test("an instant is its day in São Paulo; nothing is nothing; not a date stays as written", () => {
  expect(formatDay("2026-11-02T01:00:00.000Z", "en")).toBe("01/11/2026");
  expect(formatDay("2026-11-02T03:00:00.000Z", "es")).toBe("02/11/2026");
  expect(formatDay(null, "pt")).toBe("");
  expect(formatDay(undefined, "en")).toBe("");
  expect(formatDay("amanhã", "pt")).toBe("amanhã");
});

test("a day with its time, 24 h, in São Paulo", () => {
  expect(formatDayTime("2026-11-22T17:05:00.000Z", "pt")).toBe("22/11/2026 14:05");
  expect(formatDayTime("2026-11-22T17:05:00.000Z", "en")).toBe("22/11/2026 14:05");
  expect(formatDayTime("2026-11-23T02:30:00.000Z", "es")).toBe("22/11/2026 23:30");
  expect(formatDayTime("", "pt")).toBe("");
});
