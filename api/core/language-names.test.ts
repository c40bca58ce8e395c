import { describe, expect, it } from "vitest";

import { currentLanguageCode, marcLanguageName } from "./language-names.ts";

describe("MARC language names", () => {
  it("names bibliographic, collective and special codes in pt, en and es", () => {
    expect(marcLanguageName("ger", "pt")).toBe("Alemão");
    expect(marcLanguageName("ger", "en")).toBe("German");
    expect(marcLanguageName("ger", "es")).toBe("Alemán");
    expect(marcLanguageName("map", "pt")).toBe("Idiomas austronesianos");
    expect(marcLanguageName("sai", "en")).toBe("South American Indian (Other)");
    expect(marcLanguageName("und", "pt")).toBe("Indeterminado");
    expect(marcLanguageName("mul", "en")).toBe("Multiple languages");
    expect(marcLanguageName("tup", "pt")).toBe("Idiomas tupi");
  });

  it("names a discontinued code as its successor, so a language is listed once", () => {
    expect(currentLanguageCode("scc")).toBe("srp");
    expect(marcLanguageName("scc", "pt")).toBe(marcLanguageName("srp", "pt"));
    expect(marcLanguageName("scc", "pt")).toBe("Sérvio");
    expect(currentLanguageCode(" POR ")).toBe("por");
  });

  it("knows nothing of codes outside the list", () => {
    expect(marcLanguageName("zzz", "pt")).toBeNull();
    expect(marcLanguageName("", "pt")).toBeNull();
    expect(marcLanguageName(null, "pt")).toBeNull();
    expect(currentLanguageCode("qaa")).toBeNull();
  });
});
