import { describe, expect, it } from "vitest";

import { chapterHref, monthName, parseBulletinId } from "./bulletin-ids.ts";

describe("the bulletin pages' addresses", () => {
  it("reads a bulletin id from the path, refusing anything else", () => {
    expect(parseBulletinId("12")).toBe(12);
    expect(parseBulletinId("0")).toBeNull();
    expect(parseBulletinId("1e3")).toBeNull();
    expect(parseBulletinId("9999999999")).toBeNull();
    expect(parseBulletinId(undefined)).toBeNull();
  });

  it("links a chapter, with the page only past the first", () => {
    expect(chapterHref(3, "LC-R")).toBe("/alerta-bibliografico/3/LC-R");
    expect(chapterHref(3, "CDD-610", 2)).toBe("/alerta-bibliografico/3/CDD-610?pagina=2");
  });

  it("names the month in the reader's language", () => {
    expect(monthName("2026-11", "pt")).toBe("novembro de 2026");
    expect(monthName("2026-11", "en")).toBe("November 2026");
    expect(monthName("2026-11", "es")).toBe("noviembre de 2026");
  });
});
