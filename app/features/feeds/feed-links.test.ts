import { describe, expect, it } from "vitest";

import { searchFeedHref } from "./feed-links.ts";

describe("a search's feed", () => {
  it("keeps the tab and drops the page", () => {
    expect(searchFeedHref("?q=history&for=LIVRE&page=3", "/")).toBe("/feed?q=history&for=LIVRE");
    expect(searchFeedHref("?q=history&for=TITULO", "/e_books")).toBe("/feed?q=history&for=TITULO&guia=e_books");
    expect(searchFeedHref("?q=history", "/arquivo/")).toBe("/feed?q=history&guia=arquivo");
    expect(searchFeedHref("?q=x&guia=arquivo", "/")).toBe("/feed?q=x");
    expect(searchFeedHref("?curso=104", "/plano_ensino")).toBe("/feed?curso=104&guia=plano_ensino");
    expect(searchFeedHref("", "/")).toBe("/feed");
  });
});
