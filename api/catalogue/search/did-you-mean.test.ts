import { describe, expect, it } from "vitest";
import { editDistance, oneEditAway } from "./did-you-mean.ts";

describe("did you mean's edits", () => {
  it("counts a swap of two neighbouring letters as one edit, as a drop, an insertion or a change", () => {
    expect(editDistance("pracitcal", "practical")).toBe(1);
    expect(editDistance("practcal", "practical")).toBe(1);
    expect(editDistance("practicall", "practical")).toBe(1);
    expect(editDistance("prectical", "practical")).toBe(1);
    expect(editDistance("haert", "heart")).toBe(1);
    expect(editDistance("cientia", "ciência")).toBe(2);
  });

  it("lists every word one edit away, the word's own letters included", () => {
    const near = oneEditAway("haert");
    for (const word of ["heart", "hart", "haerts", "haest"]) expect(near).toContain(word);
    expect(near).not.toContain("haert");
    expect(oneEditAway("ciênca")).toContain("ciênêca");
  });
});
