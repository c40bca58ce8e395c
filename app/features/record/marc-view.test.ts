import { describe, expect, it } from "vitest";

import { marcViewHref, wantsCompleteMarc } from "./marc-view.ts";

describe("MARC views", () => {
  it("asks for the complete view only with liberacao=1", () => {
    expect(wantsCompleteMarc(new URLSearchParams("liberacao=1"))).toBe(true);
    for (const query of ["", "liberacao=0", "liberacao=sim", "liberacao="]) {
      expect(wantsCompleteMarc(new URLSearchParams(query)), query).toBe(false);
    }
  });

  it("links each view", () => {
    expect(marcViewHref(42, true)).toBe("/acervo/42/marc?liberacao=1");
    expect(marcViewHref(42, false)).toBe("/acervo/42/marc");
  });
});
