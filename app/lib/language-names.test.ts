import { describe, expect, test } from "vitest";

import { languageName } from "./language-names.ts";

describe("languageName", () => {
  test("maps MARC bibliographic codes to names in the reader's language", () => {
    expect(languageName("por", "pt")).toBe("Português");
    expect(languageName("fre", "en")).toBe("French");
    expect(languageName("ger", "es")).toBe("Alemán");
  });

  test("falls back to the service's description, then to the code", () => {
    expect(languageName("zzz", "pt", "Língua desconhecida")).toBe("Língua desconhecida");
    expect(languageName("zzz", "pt")).toBe("zzz");
  });
});
