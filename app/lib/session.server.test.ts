import { describe, expect, test } from "vitest";

import { safeRedirect } from "./session.server.ts";

describe("safeRedirect", () => {
  test("keeps same-site relative paths", () => {
    expect(safeRedirect("/meupergamum/dados-pessoais")).toBe("/meupergamum/dados-pessoais");
    expect(safeRedirect("/acervo/12?x=1#y")).toBe("/acervo/12?x=1#y");
  });

  test.each([
    "https://evil.example/",
    "//evil.example",
    "/\\evil.example",
    "meupergamum",
    "",
    null,
    undefined,
    "/a\nb",
  ])("refuses %j", (value) => {
    expect(safeRedirect(value)).toBe("/meupergamum");
  });

  test("percent-encodes what a Location header cannot carry", () => {
    expect(safeRedirect("/acervo?q=ação#sé")).toBe("/acervo?q=a%C3%A7%C3%A3o#s%C3%A9");
    expect(safeRedirect("/busca/ü")).toBe("/busca/%C3%BC");
  });

  test("uses the given fallback", () => {
    expect(safeRedirect("//x", "/")).toBe("/");
  });
});
