import { describe, expect, it } from "vitest";
import { apiMessages, langFromHeader, translate } from "./i18n.ts";

function keys(node: unknown, prefix = ""): string[] {
  if (typeof node !== "object" || node === null) return [prefix];
  return Object.entries(node).flatMap(([k, v]) => keys(v, prefix ? `${prefix}.${k}` : k));
}

describe("library-service messages", () => {
  const reference = keys(apiMessages.pt).sort();

  it.each(["en", "es"] as const)("%s has every key Portuguese has, and no other", (lang) => {
    expect(keys(apiMessages[lang]).sort()).toEqual(reference);
  });

  it.each(["pt", "en", "es"] as const)("%s has no empty message", (lang) => {
    for (const key of keys(apiMessages[lang])) expect(translate(lang, key).trim(), key).not.toBe("");
  });

  it("maps the lang header codes of the spec", () => {
    expect([langFromHeader("1"), langFromHeader("3"), langFromHeader("5"), langFromHeader(null)]).toEqual([
      "pt",
      "es",
      "en",
      "pt",
    ]);
  });

  it("fills placeholders", () => {
    expect(translate("en", "errors.record_not_found", { id: 42 })).toBe("Record 42 not found.");
  });
});
