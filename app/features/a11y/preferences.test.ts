import { describe, expect, it } from "vitest";

import { accessKeys } from "./access-keys.ts";
import {
  applyChange,
  DEFAULT_PREFS,
  htmlAttributes,
  isIncreased,
  parsePrefs,
  safeReturnPath,
  TEXT_SIZES,
} from "./preferences.ts";

const form = (entries: Record<string, string>) => new URLSearchParams(entries);

describe("display preferences", () => {
  it("offers 100 to 200 in steps of 10", () => {
    expect(TEXT_SIZES).toEqual([100, 110, 120, 130, 140, 150, 160, 170, 180, 190, 200]);
  });

  it("reads a cookie value, falling back per field", () => {
    expect(parsePrefs(null)).toEqual(DEFAULT_PREFS);
    expect(parsePrefs({ scheme: "inverted", textSize: 150, bold: true })).toEqual({
      scheme: "inverted",
      textSize: 150,
      bold: true,
    });
    expect(parsePrefs({ scheme: "sepia", textSize: 155, bold: "yes" })).toEqual(DEFAULT_PREFS);
    expect(parsePrefs("x")).toEqual(DEFAULT_PREFS);
  });

  it("applies one change from the bar's buttons", () => {
    expect(applyChange(DEFAULT_PREFS, form({ esquema: "high-contrast" }))).toEqual({
      ...DEFAULT_PREFS,
      scheme: "high-contrast",
    });
    expect(applyChange(DEFAULT_PREFS, form({ fonte: "mais" }))?.textSize).toBe(110);
    expect(applyChange({ ...DEFAULT_PREFS, textSize: 200 }, form({ fonte: "mais" }))?.textSize).toBe(200);
    expect(applyChange({ ...DEFAULT_PREFS, textSize: 100 }, form({ fonte: "menos" }))?.textSize).toBe(100);
    expect(applyChange({ ...DEFAULT_PREFS, textSize: 170 }, form({ fonte: "normal" }))?.textSize).toBe(100);
    expect(applyChange(DEFAULT_PREFS, form({ fonte: "160" }))?.textSize).toBe(160);
    expect(applyChange(DEFAULT_PREFS, form({ negrito: "sim" }))?.bold).toBe(true);
    expect(applyChange({ ...DEFAULT_PREFS, bold: true }, form({ negrito: "nao" }))?.bold).toBe(false);
  });

  it("applies the accessibility page's whole form", () => {
    expect(applyChange(DEFAULT_PREFS, form({ esquema: "grayscale", fonte: "140", negrito: "sim" }))).toEqual({
      scheme: "grayscale",
      textSize: 140,
      bold: true,
    });
  });

  it("refuses what it does not know, or nothing at all", () => {
    expect(applyChange(DEFAULT_PREFS, form({}))).toBeNull();
    expect(applyChange(DEFAULT_PREFS, form({ esquema: "sepia" }))).toBeNull();
    expect(applyChange(DEFAULT_PREFS, form({ fonte: "105" }))).toBeNull();
    expect(applyChange(DEFAULT_PREFS, form({ fonte: "1000" }))).toBeNull();
    expect(applyChange(DEFAULT_PREFS, form({ negrito: "true" }))).toBeNull();
  });

  it("puts only what differs from the default on <html>", () => {
    expect(htmlAttributes(DEFAULT_PREFS)).toEqual({});
    expect(htmlAttributes({ scheme: "inverted", textSize: 120, bold: true })).toEqual({
      "data-scheme": "inverted",
      "data-text-size": "120",
      "data-bold": "true",
    });
    expect(isIncreased({ ...DEFAULT_PREFS, textSize: 110 })).toBe(true);
    expect(isIncreased(DEFAULT_PREFS)).toBe(false);
  });

  it("sends the reader back only within the site", () => {
    expect(safeReturnPath("/acervo/5?x=1#y")).toBe("/acervo/5?x=1#y");
    expect(safeReturnPath("//evil.example/")).toBe("/sobre-acessibilidade");
    expect(safeReturnPath("/\\evil.example")).toBe("/sobre-acessibilidade");
    expect(safeReturnPath("https://evil.example/")).toBe("/sobre-acessibilidade");
    expect(safeReturnPath("/a\r\nSet-Cookie: x=1")).toBe("/sobre-acessibilidade");
    expect(safeReturnPath(null)).toBe("/sobre-acessibilidade");
  });
});

describe("access keys", () => {
  it("are 1 to 8 and 0, login only for a visitor", () => {
    expect(accessKeys({ onSearchPage: false, loggedIn: false }).map((k) => k.key)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "7",
      "8",
      "0",
    ]);
    expect(accessKeys({ onSearchPage: true, loggedIn: true }).map((k) => k.key)).toEqual([
      "1",
      "2",
      "3",
      "4",
      "5",
      "6",
      "8",
      "0",
    ]);
    expect(accessKeys({ onSearchPage: true, loggedIn: true })[2].href).toBe("#busca");
    expect(accessKeys({ onSearchPage: false, loggedIn: true })[2].href).toBe("/#busca");
  });

  it("key 3 stays on a page with the header's search, going to its field", () => {
    const keys = accessKeys({ onSearchPage: false, loggedIn: false, headerSearch: "header-search-q" });
    expect(keys[2].href).toBe("#header-search-q");
    expect(keys.map((k) => k.short)).toEqual(keys.map((k) => `accessibility.short.${k.key}`));
  });
});
