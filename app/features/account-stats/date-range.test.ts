import { describe, expect, it } from "vitest";

import { OptionalRangeSchema, rangeOf } from "./date-range.ts";

describe("the optional date filter", () => {
  const issues = (dataIni: string, dataFim: string) => {
    const result = OptionalRangeSchema.safeParse({ dataIni, dataFim });
    return result.success ? [] : result.error.issues.map((i) => [i.path.join("."), i.message]);
  };

  it("takes both dates or neither, in order", () => {
    expect(issues("", "")).toEqual([]);
    expect(issues("2026-01-01", "2026-01-31")).toEqual([]);
    expect(issues("2026-01-01", "")).toEqual([["dataFim", "services.dates.errors.toRequired"]]);
    expect(issues("", "2026-01-31")).toEqual([["dataIni", "services.dates.errors.fromRequired"]]);
    expect(issues("2026-02-01", "2026-01-31")).toEqual([["dataIni", "services.dates.errors.order"]]);
    expect(issues("2026-02-30", "2026-03-01")).toEqual([["dataIni", "services.dates.errors.invalid"]]);
  });

  it("sends a range only when both dates are given", () => {
    expect(rangeOf({ dataIni: "", dataFim: "" })).toBeUndefined();
    expect(rangeOf({ dataIni: "2026-01-01", dataFim: "2026-01-31" })).toEqual({
      dataIni: "2026-01-01",
      dataFim: "2026-01-31",
    });
  });
});
