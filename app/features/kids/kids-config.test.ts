import { describe, expect, it } from "vitest";
import { apiSearchQuery, parseSearchState, searchHref, tabHref } from "../search/search-config.ts";
import { kidsHref, type KidsState } from "./kids-config.ts";

const state = (over: Partial<KidsState> = {}): KidsState => ({
  library: "*",
  category: "*",
  q: "",
  field: "LIVRE",
  page: 1,
  mobileView: null,
  ...over,
});

describe("kids catalogue addresses", () => {
  it("puts library and category in the path, * for all, only as far as needed", () => {
    expect(kidsHref(state())).toBe("/catalogos/kids");
    expect(kidsHref(state({ library: "2" }))).toBe("/catalogos/kids/2");
    expect(kidsHref(state({ category: "j" }))).toBe("/catalogos/kids/*/j");
    expect(kidsHref(state({ library: "2", category: "b", q: "jim crow", page: 3, mobileView: "search" }))).toBe(
      "/catalogos/kids/2/b?q=jim+crow&for=LIVRE&page=3&mobileView=search",
    );
  });

  it("is the kids tab's link; other unknown codes have none", () => {
    expect(tabHref("catalogos/kids")).toBe("/catalogos/kids");
    expect(tabHref("catalogos/kids", "search")).toBe("/catalogos/kids?mobileView=search");
    expect(tabHref("jurisprudencia")).toBe("/jurisprudencia");
    expect(tabHref("plano_inexistente")).toBeUndefined();
  });
});

describe("accessibility tab title filter", () => {
  it("reads TT (default) or TA and passes it to the service", () => {
    const all = parseSearchState(new URLSearchParams("q=civil"), "acessibilidade");
    expect(all).toMatchObject({ field: "TITULO", titleFilter: "TT" });
    const only = parseSearchState(new URLSearchParams("q=civil&for=TITULO&accessibleTitleSearch=ta"), "acessibilidade");
    expect(only.titleFilter).toBe("TA");
    expect(apiSearchQuery(only).get("accessibleTitleSearch")).toBe("TA");
    expect(searchHref(only)).toBe("/acessibilidade?q=civil&for=TITULO&accessibleTitleSearch=TA");
    // Other tabs neither read nor send it.
    const general = parseSearchState(new URLSearchParams("q=civil&accessibleTitleSearch=TA"));
    expect(general.titleFilter).toBeUndefined();
    expect(apiSearchQuery(general).has("accessibleTitleSearch")).toBe(false);
  });
});
