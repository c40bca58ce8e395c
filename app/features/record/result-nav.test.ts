import { describe, expect, it } from "vitest";

import { parseTrail, recordNav } from "./result-nav.ts";

const trail = {
  href: "/?q=history&for=LIVRE&page=2",
  ids: [11, 12, 13],
  prevPage: "/?q=history&for=LIVRE",
  nextPage: null,
};

describe("record navigation from the last page of results", () => {
  it("gives back, the position and the neighbours; past the page's ends, the neighbouring pages", () => {
    expect(recordNav(trail, 12)).toEqual({
      back: trail.href,
      position: 2,
      count: 3,
      prev: "/acervo/11",
      next: "/acervo/13",
    });
    expect(recordNav(trail, 11)).toMatchObject({ position: 1, prev: "/?q=history&for=LIVRE", next: "/acervo/12" });
    expect(recordNav(trail, 13)).toMatchObject({ position: 3, prev: "/acervo/12", next: null });
    expect(recordNav(trail, 99)).toBeNull();
    expect(recordNav(null, 12)).toBeNull();
  });

  it("takes nothing malformed or off-site from the cookie", () => {
    expect(parseTrail(trail)).toEqual(trail);
    expect(parseTrail({ ...trail, href: "//evil.example/" })).toBeNull();
    expect(parseTrail({ ...trail, href: "https://evil.example/" })).toBeNull();
    expect(parseTrail({ ...trail, ids: [1, "2"] })).toBeNull();
    expect(parseTrail({ ...trail, ids: [0] })).toBeNull();
    expect(parseTrail({ ...trail, nextPage: "//evil.example/" })).toEqual({ ...trail, nextPage: null });
    expect(parseTrail("x")).toBeNull();
    expect(parseTrail(null)).toBeNull();
  });
});
