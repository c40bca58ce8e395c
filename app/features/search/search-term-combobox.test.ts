import { describe, expect, it } from "vitest";

import { suggestionField } from "./search-term-combobox.tsx";

describe("the search-by option sent with a suggestion request", () => {
  it("passes the options the call knows and maps the others to their field", () => {
    expect(["LIVRE", "TITULO", "AUTOR", "ASSUNTO", "INDICE_2"].map(suggestionField)).toEqual([
      "LIVRE",
      "TITULO",
      "AUTOR",
      "ASSUNTO",
      "INDICE_2",
    ]);
    expect(suggestionField("AUTOR_SIMILAR")).toBe("AUTOR");
    expect(suggestionField("obra")).toBe("TITULO");
    expect(suggestionField("AUTORIDADE_TODOS")).toBe("AUTOR");
    expect(suggestionField(undefined)).toBe("LIVRE");
  });
});
