import { describe, expect, it } from "vitest";
import { loadRecord, marc } from "../../../../tests/fixtures/records/load.ts";
import { toCitation } from "../citation/model.ts";
import { bibtexEntryType, bibtexKey, escapeBibtex, toBibtex } from "./bibtex.ts";
import { bcp47, toJsonLd } from "./jsonld.ts";
import { toRis } from "./ris.ts";
import { subjectHeadings } from "./subjects.ts";

const extras = { subjects: [], language: null, callNumber: null, permalink: "https://opac.example/acervo/7" };

/** RIS back into tag/value pairs, failing on any line that is not "XY  - value". */
function parseRis(text: string): [string, string][] {
  expect(text.endsWith("\r\n")).toBe(true);
  return text
    .slice(0, -2)
    .split("\r\n")
    .map((line) => {
      const m = line.match(/^([A-Z][A-Z0-9]) {2}- (.*)$/);
      expect(m, line).not.toBeNull();
      return [m![1], m![2]];
    });
}

describe("RIS", () => {
  it("opens with TY, closes with ER, and never wraps a long value", () => {
    const record = marc(
      "00000nam a2200000 a 4500",
      "100 1_ $a Silva, João Carlos.",
      `245 10 $a ${"Um título muito longo que passa de setenta caracteres ".repeat(3)}/ $c J. C. Silva.`,
      "264 _1 $a São Paulo : $b Editora Exemplo, $c 2019.",
      "020 __ $a 9788500000001",
    );
    const tags = parseRis(toRis(toCitation(record), extras));
    expect(tags[0]).toEqual(["TY", "BOOK"]);
    expect(tags.at(-1)).toEqual(["ER", ""]);
    expect(tags.find(([t]) => t === "TI")![1].length).toBeGreaterThan(150);
    expect(tags).toContainEqual(["AU", "Silva, João Carlos"]);
    expect(tags).toContainEqual(["PY", "2019"]);
    expect(tags).toContainEqual(["CY", "São Paulo"]);
    expect(tags).toContainEqual(["PB", "Editora Exemplo"]);
    expect(tags).toContainEqual(["SN", "9788500000001"]);
    expect(tags).toContainEqual(["L2", "https://opac.example/acervo/7"]);
  });

  it("types a thesis THES with its genre and institution, an article JOUR with its journal and pages", () => {
    const thesis = parseRis(toRis(toCitation(loadRecord("abnt-thesis-souza")), extras));
    expect(thesis[0]).toEqual(["TY", "THES"]);
    expect(thesis).toContainEqual(["M3", "Tese (Doutorado em Ciência da Informação)"]);
    expect(thesis.find(([t]) => t === "PB")![1]).toContain("Universidade Federal de Minas Gerais");
    const article = parseRis(toRis(toCitation(loadRecord("abnt-article-costa")), extras));
    expect(article[0]).toEqual(["TY", "JOUR"]);
    expect(article).toContainEqual(["JO", "Revista Brasileira de Catalogação"]);
    expect(article).toContainEqual(["VL", "12"]);
    expect(article).toContainEqual(["IS", "3"]);
    expect(article).toContainEqual(["SP", "101"]);
    expect(article).toContainEqual(["EP", "120"]);
  });
});

describe("BibTeX", () => {
  it("chooses @phdthesis or @mastersthesis from the 502 degree", () => {
    expect(bibtexEntryType(toCitation(loadRecord("abnt-thesis-souza")))).toBe("phdthesis");
    expect(bibtexEntryType(toCitation(loadRecord("abnt-thesis-prado")))).toBe("mastersthesis");
    expect(bibtexEntryType(toCitation(loadRecord("abnt-thesis-rocha")))).toBe("mastersthesis");
    expect(bibtexEntryType(toCitation(loadRecord("real-thesis-online-030997734")))).toBe("phdthesis");
    expect(bibtexEntryType(toCitation(loadRecord("real-thesis-online-032918798")))).toBe("mastersthesis");
    expect(bibtexEntryType(toCitation(loadRecord("abnt-article-costa")))).toBe("article");
    expect(bibtexEntryType(toCitation(loadRecord("abnt-chapter-teixeira")))).toBe("incollection");
    expect(bibtexEntryType(toCitation(loadRecord("abnt-book-moreira")))).toBe("book");
  });

  it("keeps UTF-8, escapes LaTeX's special characters, and names the school and type of a thesis", () => {
    const c = toCitation(loadRecord("abnt-thesis-rocha"));
    const bib = toBibtex(c, { key: bibtexKey(c, "x"), subjects: ["Leitura & escrita"], language: "por" });
    expect(bib).toMatch(/^@mastersthesis\{Rocha2019Leitura,\n/);
    expect(bib).toContain("  author = {Rocha, Bianca},");
    expect(bib).toContain("  school = {Centro de Ciências Humanas, Universidade Estadual Exemplo, Londrina},");
    expect(bib).toContain("  type = {Trabalho de Conclusão de Curso (Graduação em Biblioteconomia)},");
    expect(bib).toContain("  keywords = {Leitura \\& escrita},");
    expect(bib.trimEnd().endsWith("}")).toBe(true);
    expect(escapeBibtex("nº 5, 50% {x} #1 $2 a_b")).toBe("nº 5, 50\\% \\{x\\} \\#1 \\$2 a\\_b");
  });

  it("keeps a corporate author whole in braces", () => {
    const c = toCitation(loadRecord("abnt-book-fundacao"));
    expect(toBibtex(c, { key: "k", subjects: [], language: null })).toContain(
      "author = {{Fundação Exemplo de Cultura}}",
    );
  });
});

describe("schema.org JSON-LD", () => {
  it.each([
    ["abnt-book-moreira", "Book"],
    ["abnt-thesis-souza", "Thesis"],
    ["abnt-periodical-rbc", "Periodical"],
    ["abnt-article-costa", "ScholarlyArticle"],
    ["abnt-chapter-teixeira", "Chapter"],
    ["abnt-map-rodoviario", "Map"],
    ["abnt-score-nogueira", "SheetMusic"],
    ["abnt-video-biblioteca", "VideoObject"],
    ["real-sound-025647377", "MusicRecording"],
    ["abnt-law-lei", "Legislation"],
  ])("%s is a %s", (fixture, type) => {
    const record = loadRecord(fixture);
    expect(toJsonLd(toCitation(record), record, { url: "u", image: "i", language: "por", subjects: [] })["@type"]).toBe(
      type,
    );
  });

  it("gives name, author, datePublished, isbn, inLanguage, publisher and url", () => {
    const record = marc(
      "00000nam a2200000 a 4500",
      "008 190101s2019    bl            000 0 por d",
      "020 __ $a 9788500000001",
      "100 1_ $a Silva, João Carlos.",
      "245 10 $a Catalogação descritiva : $b teoria e prática.",
      "250 __ $a 2. ed.",
      "264 _1 $a São Paulo : $b Editora Exemplo, $c 2019.",
      "650 _0 $a Cataloging $v Handbooks.",
    );
    const doc = toJsonLd(toCitation(record), record, {
      url: "https://opac.example/acervo/7",
      image: "https://opac.example/api/acervo/7/capa",
      language: "por",
      subjects: subjectHeadings(record),
    });
    expect(doc).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Book",
      "@id": "https://opac.example/acervo/7",
      url: "https://opac.example/acervo/7",
      name: "Catalogação descritiva: teoria e prática",
      author: [{ "@type": "Person", name: "João Carlos Silva", familyName: "Silva", givenName: "João Carlos" }],
      datePublished: "2019",
      isbn: "9788500000001",
      inLanguage: "pt",
      bookEdition: "2. ed.",
      publisher: {
        "@type": "Organization",
        name: "Editora Exemplo",
        location: { "@type": "Place", name: "São Paulo" },
      },
      about: ["Cataloging -- Handbooks"],
    });
    expect(bcp47("ger")).toBe("de");
    expect(bcp47("und")).toBeUndefined();
  });
});
