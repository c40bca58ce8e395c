import { describe, expect, it } from "vitest";

import { marcLanguageTag, titleLang } from "./record-language.ts";

describe("marcLanguageTag", () => {
  it("gives the ISO 639-1 code where there is one, bibliographic codes included", () => {
    expect(["eng", "ger", "fre", "spa", "por", "chi", "ita"].map(marcLanguageTag)).toEqual([
      "en",
      "de",
      "fr",
      "es",
      "pt",
      "zh",
      "it",
    ]);
  });

  it("gives the ISO 639-2/T code of a language without a two-letter one, and of a collective code", () => {
    expect(marcLanguageTag("haw")).toBe("haw");
    expect(marcLanguageTag("map")).toBe("map");
    expect(marcLanguageTag("sai")).toBe("sai");
  });

  it("reads a discontinued MARC code as the one that replaced it", () => {
    expect(marcLanguageTag("scc")).toBe("sr");
    expect(marcLanguageTag("mol")).toBe("ro");
  });

  it("gives nothing for 'no language' codes, unknown codes and blanks", () => {
    expect(["und", "mul", "zxx", "mis", "xyz", "", null, undefined].map(marcLanguageTag)).toEqual(
      Array(8).fill(undefined),
    );
  });
});

describe("titleLang", () => {
  it("marks a title only when its language is not the page's", () => {
    expect(titleLang("eng", "pt")).toBe("en");
    expect(titleLang("eng", "en")).toBeUndefined();
    expect(titleLang("por", "pt-BR")).toBeUndefined();
    expect(titleLang("por", "es")).toBe("pt");
    expect(titleLang("und", "pt")).toBeUndefined();
  });
});
