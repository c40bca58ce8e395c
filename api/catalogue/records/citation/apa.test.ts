import { describe, expect, it } from "vitest";
import { loadRecord, marc } from "../../../../tests/fixtures/records/load.ts";
import { abntText } from "./abnt.ts";
import { apaNames, formatApa, initials } from "./apa.ts";
import { toCitation } from "./model.ts";

const apa = (fixture: string, lang: "pt" | "en" | "es" = "en") =>
  abntText(formatApa(toCitation(loadRecord(fixture)), { lang }));

describe("APA 7 references", () => {
  it.each([
    [
      "abnt-book-moreira",
      "Moreira, H. C. (2017). Introdução à indexação: princípios e práticas (3rd ed.). Editora Capibaribe.",
    ],
    ["abnt-book-alves", "Alves, R., Barros, T., & Costa, I. (2015). Bibliotecas escolares. Editora Araucária."],
    [
      "abnt-chapter-teixeira",
      "Teixeira, M. (2018). Catálogos em linha e descoberta. In B. Lima (Ed.), Bibliotecas universitárias: desafios contemporâneos (pp. 45–67). Editora Modelo.",
    ],
    [
      "abnt-article-costa",
      "Costa, R., & Almeida, P. H. (2022). Interoperabilidade de metadados em bibliotecas. Revista Brasileira de Catalogação, 12(3), 101–120.",
    ],
    [
      "abnt-article-mendes",
      "Mendes, J. (2024). Descoberta em catálogos abertos. Informação em Pauta, 8, e2024010. https://doi.org/10.0000/exemplo.2024.010",
    ],
    [
      "abnt-thesis-souza",
      "Souza, A. L. de. (2020). Metadados em repositórios institucionais: um estudo de caso [Doctoral dissertation, Escola de Ciência da Informação, Universidade Federal de Minas Gerais].",
    ],
    ["abnt-map-atlas", "Atlas escolar da região Norte [Map]. (2012). Editora Marajó."],
    ["abnt-video-biblioteca", "Ramos, P. (Director). (2017). A biblioteca invisível [Film]. Produtora Exemplo."],
    [
      "real-thesis-online-030997734",
      "Liu, X. (2012). Essays in corporate finance [Doctoral dissertation, University of Florida]. http://ufdc.ufl.edu/UFE0044430",
    ],
    ["real-periodical-012100432", "Chemistry and industry. (1932–present). Society of Chemical Industry."],
  ])("%s", (fixture, expected) => {
    expect(apa(fixture)).toBe(expected);
  });

  it("italicises the title of a book and the journal and volume of an article", () => {
    const book = formatApa(toCitation(loadRecord("abnt-book-moreira")), { lang: "en" });
    expect(book.find((s) => s.destaque === "italico")?.texto).toBe("Introdução à indexação: princípios e práticas");
    const article = formatApa(toCitation(loadRecord("abnt-article-costa")), { lang: "en" });
    expect(article.filter((s) => s.destaque === "italico").map((s) => s.texto)).toEqual([
      "Revista Brasileira de Catalogação",
      "12",
    ]);
  });

  it("says the words APA adds in the reader's language", () => {
    expect(apa("abnt-book-moreira", "pt")).toContain("(3. ed.)");
    expect(apa("abnt-book-moreira", "es")).toContain("(3.ª ed.)");
    expect(apa("abnt-thesis-souza", "pt")).toContain("[Tese de doutorado, ");
    expect(apa("abnt-thesis-prado", "es")).toContain("[Tesis de maestría, ");
    const undated = toCitation(marc("00000nam a2200000 a 4500", "100 1_ $a Silva, Ana.", "245 10 $a Sem data."));
    expect(abntText(formatApa(undated, { lang: "en" }))).toBe("Silva, A. (n.d.). Sem data.");
    expect(abntText(formatApa(undated, { lang: "pt" }))).toBe("Silva, A. (s.d.). Sem data.");
  });

  it("writes initials and lists up to 20 authors, then the first 19, an ellipsis and the last", () => {
    expect(initials("João Carlos")).toBe("J. C.");
    expect(initials("Jean-Paul")).toBe("J.-P.");
    expect(initials("J.R.R.")).toBe("J. R. R.");
    expect(initials("Johann Wolfgang von")).toBe("J. W. von");
    const names = Array.from({ length: 22 }, (_, i) => ({ family: `Autor${i + 1}`, given: "Ana" }));
    expect(apaNames(names.slice(0, 2))).toBe("Autor1, A., & Autor2, A.");
    expect(apaNames(names.slice(0, 20))).toMatch(/Autor19, A\., & Autor20, A\.$/);
    const many = apaNames(names);
    expect(many).toMatch(/Autor19, A\., \. \. \. Autor22, A\.$/);
    expect(many).not.toContain("Autor20");
  });

  it("leaves out a publisher that is the author", () => {
    const c = toCitation(
      marc(
        "00000nam a2200000 a 4500",
        "110 2_ $a IBICT.",
        "245 10 $a Manual.",
        "264 _1 $a Brasília : $b IBICT, $c 2021.",
      ),
    );
    expect(abntText(formatApa(c, { lang: "en" }))).toBe("IBICT. (2021). Manual.");
  });
});
