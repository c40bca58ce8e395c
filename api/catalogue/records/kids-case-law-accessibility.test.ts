import { describe, expect, it } from "vitest";
import type { DataField, MarcRecord } from "../marc/record.ts";
import { isAccessible } from "./accessibility.ts";
import { targetAudience } from "./audience.ts";
import { classifyWorkType, WORK_TYPES } from "./work-type.ts";

const df = (tag: string, ...pairs: string[]): DataField => ({
  tag,
  ind1: " ",
  ind2: "0",
  subfields: Array.from({ length: pairs.length / 2 }, (_, i) => ({ code: pairs[2 * i], value: pairs[2 * i + 1] })),
});
/** A 008 of 40 positions with `at` characters set (position → value). */
const f008 = (at: Record<number, string>) => ({
  tag: "008",
  value: Array.from({ length: 40 }, (_, i) => at[i] ?? " ").join(""),
});
const rec = (leader: string, ...fields: MarcRecord["fields"]): MarcRecord => ({ leader, fields });
const BOOK = "00000nam a2200000 a 4500";

describe("case law (work type 15)", () => {
  it("is a record with the heading Law reports, digests, etc. as topic, subdivision or genre", () => {
    expect(classifyWorkType(rec(BOOK, df("650", "a", "Law reports, digests, etc.", "z", "Ohio.")))).toBe(
      WORK_TYPES.CASE_LAW,
    );
    expect(classifyWorkType(rec(BOOK, df("650", "a", "Contracts", "v", "Law reports, digests, etc")))).toBe(
      WORK_TYPES.CASE_LAW,
    );
    expect(classifyWorkType(rec(BOOK, df("655", "a", "Law reports, digests, etc.")))).toBe(WORK_TYPES.CASE_LAW);
    expect(classifyWorkType(rec(BOOK, f008({ 24: "v" })))).toBe(WORK_TYPES.CASE_LAW);
  });

  it("is the heading with any further subdivision, not a heading that only resembles it, nor legislation", () => {
    expect(classifyWorkType(rec(BOOK, df("650", "a", "Law reports, digests, etc.", "x", "History")))).toBe(
      WORK_TYPES.CASE_LAW,
    );
    expect(classifyWorkType(rec(BOOK, df("650", "a", "Law reporting")))).toBe(WORK_TYPES.BOOK);
    expect(classifyWorkType(rec(BOOK, f008({ 24: "l" }), df("650", "a", "Law reports, digests, etc.")))).toBe(
      WORK_TYPES.LEGISLATION,
    );
  });
});

describe("accessible version (possui_acessibilidade)", () => {
  it("is large print or braille text, a non-musical sound recording, or an AC link", () => {
    expect(isAccessible(rec(BOOK, f008({ 23: "d" })))).toBe(true);
    expect(isAccessible(rec(BOOK, f008({ 23: "f" })))).toBe(true);
    expect(isAccessible(rec("00000nim a2200000 a 4500", f008({})))).toBe(true);
    expect(isAccessible(rec(BOOK, df("856", "u", "https://example.org/a.mp3", "x", "AC")))).toBe(true);
  });

  it("is not ordinary print, microform, music, or a map whose 008/23 means something else", () => {
    expect(isAccessible(rec(BOOK, f008({ 23: " " })))).toBe(false);
    expect(isAccessible(rec(BOOK, f008({ 23: "a" })))).toBe(false);
    expect(isAccessible(rec("00000njm a2200000 a 4500", f008({})))).toBe(false);
    expect(isAccessible(rec("00000nem a2200000 a 4500", f008({ 23: "d" })))).toBe(false);
  });
});

describe("target audience (008/22)", () => {
  it("is read from books only", () => {
    expect(targetAudience(rec(BOOK, f008({ 22: "j" })))).toBe("j");
    expect(targetAudience(rec("00000ntm a2200000 a 4500", f008({ 22: "a" })))).toBe("a");
    // A serial's 008/22 is the form of the original item; a map's is projection.
    expect(targetAudience(rec("00000nas a2200000 a 4500", f008({ 22: "a" })))).toBeNull();
    expect(targetAudience(rec("00000nem a2200000 a 4500", f008({ 22: "b" })))).toBeNull();
    expect(targetAudience(rec(BOOK, f008({ 22: "|" })))).toBeNull();
    expect(targetAudience(rec(BOOK, f008({ 22: " " })))).toBeNull();
  });
});
