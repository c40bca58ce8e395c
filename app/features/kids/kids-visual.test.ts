import { describe, expect, it } from "vitest";
import { contrastWithWhite, headerColour } from "./kids-visual.ts";

describe("the kids header colour", () => {
  it("keeps a colour white text is legible on, and refuses a light or malformed one", () => {
    expect(contrastWithWhite("#000000")).toBeCloseTo(21, 5);
    expect(contrastWithWhite("#ffffff")).toBeCloseTo(1, 5);
    expect(headerColour("#1D4F91")).toBe("#1d4f91");
    expect(headerColour("#ffdd00")).toBeNull();
    expect(headerColour("#777777")).toBeNull(); // 4.48:1, just under AA
    expect(headerColour("#767676")).toBe("#767676"); // 4.54:1
    expect(headerColour("red")).toBeNull();
    expect(headerColour(null)).toBeNull();
  });
});
