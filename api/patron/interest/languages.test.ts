import { describe, expect, it } from "vitest";

import { languageGroups, languageNames } from "./languages.ts";

describe("the interest profile's language choices", () => {
  it("lists a discontinued code and its replacement as one language, under the code with more titles", () => {
    expect(
      languageGroups([
        { code: "eng", titles: 10 },
        { code: "srp", titles: 3 },
        { code: "scc", titles: 2 },
        { code: "hrv", titles: 1 },
      ]),
    ).toEqual([
      { codes: ["eng"], titles: 10 },
      { codes: ["srp", "scc"], titles: 5 },
      { codes: ["hrv"], titles: 1 },
    ]);
  });

  it("names collective codes from the MARC list and never gives two languages one name", () => {
    expect(languageNames(["map", "sai", "srp", "hrv"], "pt")).toEqual([
      "Idiomas austronesianos",
      "Nativo Sul-Americano (Outros)",
      "Sérvio",
      "Croata",
    ]);
    // CLDR names Twi "Akan"; the MARC list tells them apart.
    expect(languageNames(["aka", "twi", "fil", "tgl"], "en")).toEqual(["Akan", "Twi", "Filipino", "Tagalog"]);
    expect(languageNames(["zxx", "mul", "und"], "es")).toEqual([
      "Sin contenido lingüístico",
      "Varios idiomas",
      "Idioma no identificado",
    ]);
  });
});
