import { expect, test } from "vitest";

import { libraryTextLang } from "./text-language.ts";

test("a library's text is marked only on a page in another language", () => {
  expect(libraryTextLang("pt", "pt-BR")).toBeUndefined();
  expect(libraryTextLang("en", "pt-BR")).toBe("pt-BR");
  expect(libraryTextLang("es", "pt-BR")).toBe("pt-BR");
  expect(libraryTextLang("pt", "es")).toBe("es");
  expect(libraryTextLang("en", "EN-gb")).toBeUndefined();
});
