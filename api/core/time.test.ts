import { describe, expect, it } from "vitest";
import { addDays, dayOf, daysBetween, instantOf, localDay, parseDay, weekday } from "./time.ts";

describe("circulation days", () => {
  it("takes the calendar day in São Paulo, not UTC", () => {
    expect(localDay(new Date("2026-03-11T02:00:00Z"))).toBe("2026-03-10");
    expect(localDay(new Date("2026-03-11T03:00:00Z"))).toBe("2026-03-11");
    expect(localDay(new Date("2026-03-11T02:00:00Z"), "UTC")).toBe("2026-03-11");
  });
  it("adds and counts days across months and years", () => {
    expect(addDays("2026-12-30", 3)).toBe("2027-01-02");
    expect(addDays("2028-03-01", -1)).toBe("2028-02-29");
    expect(daysBetween("2026-02-27", "2026-03-02")).toBe(3);
    expect(daysBetween("2026-03-02", "2026-02-27")).toBe(-3);
  });
  it("names weekdays from Sunday 0", () => {
    expect(weekday("2026-11-22")).toBe(0);
    expect(weekday("2026-11-27")).toBe(5);
  });
  it("parses ISO and Brazilian dates, refusing impossible ones", () => {
    expect(parseDay("2026-02-28")).toBe("2026-02-28");
    expect(parseDay("28/02/2026")).toBe("2026-02-28");
    expect(parseDay("2026-02-29")).toBeUndefined();
    expect(parseDay("31/04/2026")).toBeUndefined();
    expect(parseDay("2026-2-1")).toBeUndefined();
  });
  it("reads both engines' date and timestamp values", () => {
    expect(dayOf(new Date("2026-03-10T00:00:00Z"))).toBe("2026-03-10");
    expect(dayOf("2026-03-10")).toBe("2026-03-10");
    expect(instantOf(new Date("2026-03-10T12:00:00Z"))).toBe("2026-03-10T12:00:00.000Z");
    expect(instantOf("2026-03-10T12:00:00+00:00")).toBe("2026-03-10T12:00:00.000Z");
  });
});
