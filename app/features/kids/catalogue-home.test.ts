import { describe, expect, it } from "vitest";
import { cataloguePrefix, highlightHref, kidsRecordHref, newsHref, slides } from "./catalogue-home.ts";
import { parseHighlightState } from "./catalogue-schemas.ts";

describe("the DESTAQUE grid's state", () => {
  it("defaults to page 1, seven per page, by obra ascending", () => {
    expect(parseHighlightState(new URLSearchParams())).toEqual({
      page: 1,
      perPage: 7,
      orderBy: "obra",
      direction: "C",
    });
  });

  it("takes the sizes 7 to 49 in steps of 7, the eight keys and D; anything else falls back", () => {
    const q = new URLSearchParams(
      "destaques_pagina=3&destaques_por_pagina=49&destaques_ordem=desc_fisica&destaques_direcao=D",
    );
    expect(parseHighlightState(q)).toEqual({ page: 3, perPage: 49, orderBy: "desc_fisica", direction: "D" });
    const bad = new URLSearchParams(
      "destaques_pagina=-2&destaques_por_pagina=8&destaques_ordem=titulo&destaques_direcao=X",
    );
    expect(parseHighlightState(bad)).toEqual({ page: 1, perPage: 7, orderBy: "obra", direction: "C" });
    expect(parseHighlightState(new URLSearchParams("destaques_pagina=abc")).page).toBe(1);
  });

  it("keeps the rest of the address and writes only what differs from the defaults", () => {
    const q = new URLSearchParams("mobileView=search&destaques_pagina=2");
    expect(highlightHref("/catalogos/kids", q, { page: 1, perPage: 7, orderBy: "obra", direction: "C" })).toBe(
      "/catalogos/kids?mobileView=search#destaques",
    );
    expect(
      highlightHref("/catalogos/museus", new URLSearchParams(), {
        page: 2,
        perPage: 14,
        orderBy: "ano_publicacao",
        direction: "D",
      }),
    ).toBe(
      "/catalogos/museus?destaques_pagina=2&destaques_por_pagina=14&destaques_ordem=ano_publicacao&destaques_direcao=D#destaques",
    );
  });
});

describe("news links and slides", () => {
  it("adds http:// to an address without a scheme and refuses other schemes", () => {
    expect(newsHref("www.example.org/hora-do-conto")).toBe("http://www.example.org/hora-do-conto");
    expect(newsHref("example.org:8080/x")).toBe("http://example.org:8080/x");
    expect(newsHref("https://example.org")).toBe("https://example.org");
    expect(newsHref("HTTP://EXAMPLE.ORG")).toBe("HTTP://EXAMPLE.ORG");
    expect(newsHref("  ")).toBeNull();
    expect(newsHref(null)).toBeNull();
    expect(newsHref("javascript:alert(1)")).toBeNull();
    expect(newsHref("mailto:a@example.org")).toBeNull();
  });

  it("groups three per slide", () => {
    expect(slides([1, 2, 3, 4])).toEqual([[1, 2, 3], [4]]);
    expect(slides([])).toEqual([]);
  });
});

describe("catalogue addresses", () => {
  it("knows the two prefixes", () => {
    expect(cataloguePrefix("kids")).toBe("kids");
    expect(cataloguePrefix("museus")).toBe("museus");
    expect(cataloguePrefix("outro")).toBeNull();
  });

  it("builds the record page's address and its simple variant", () => {
    expect(kidsRecordHref("kids", 12)).toBe("/catalogos/kids/acervo/12");
    expect(kidsRecordHref("kids", 12, { link: "marc" })).toBe("/catalogos/kids/acervo/12/*/marc");
    expect(kidsRecordHref("museus", 5, { library: "2", link: "localizacao" })).toBe(
      "/catalogos/museus/acervo/5/2/localizacao",
    );
    expect(kidsRecordHref("kids", 12, { simple: true, link: "reserva" })).toBe(
      "/catalogos/kids/acervo/simple/12/*/reserva",
    );
  });
});
