import { describe, expect, it } from "vitest";
import { loadRecord, marc } from "../../../../tests/fixtures/records/load.ts";
import { normaliseEdition } from "./edition.ts";
import { parseEnumeration } from "./host.ts";
import { toCitation } from "./model.ts";
import { thesisGenre } from "./thesis.ts";

const BOOK = "00000nam a2200000 i 4500";

/** A 40-character 008 for 2019 with the given positions set (e.g. { 23: "o", 24: "m" }). */
function f008(at: Record<number, string> = {}): string {
  const chars = "240101s2019    bl                  por d".split("");
  for (const [pos, value] of Object.entries(at)) [...value].forEach((c, i) => (chars[Number(pos) + i] = c));
  return `008 ${chars.join("")}`;
}

describe("type (standards §3.1)", () => {
  it.each([
    ["a thesis by its 502", BOOK, [f008(), "502 __ $a Tese (Doutorado)"], "thesis"],
    ["a thesis by 008/24-27 m", BOOK, [f008({ 24: "m" })], "thesis"],
    ["legislation by 008/24-27 l", BOOK, [f008({ 25: "l" })], "legislation"],
    ["case law by 008/24-27 v", BOOK, [f008({ 24: "v" })], "legal_case"],
    ["a chapter", "00000naa a2200000 i 4500", [f008(), "773 0_ $7 p1am $t Livro"], "chapter"],
    [
      "a paper in proceedings",
      "00000naa a2200000 i 4500",
      [f008(), "711 2_ $a Congresso", "773 0_ $t Anais"],
      "paper-conference",
    ],
    ["an article by leader/07 b", "00000nab a2200000 i 4500", [f008(), "773 0_ $t Revista"], "article-journal"],
    [
      "an article by its host's level",
      "00000naa a2200000 i 4500",
      [f008(), "773 0_ $7 nnas $t Revista"],
      "article-journal",
    ],
    ["a document in a site", "00000naa a2200000 i 4500", [f008(), "773 0_ $7 c2ai $t Portal"], "webpage"],
    ["a periodical", "00000nas a2200000 i 4500", [f008()], "periodical"],
    ["an updating website", "00000nas a2200000 i 4500", [f008({ 21: "w" })], "webpage"],
    ["an online integrating resource", "00000nai a2200000 i 4500", [f008({ 23: "o" })], "webpage"],
    ["a printed loose-leaf", "00000nai a2200000 i 4500", [f008()], "book"],
    ["a manuscript text", "00000ntm a2200000 i 4500", [f008()], "manuscript"],
    ["a map", "00000nem a2200000 i 4500", [f008()], "map"],
    ["a score", "00000ncm a2200000 i 4500", [f008()], "musical_score"],
    ["a video", "00000ngm a2200000 i 4500", [f008()], "motion_picture"],
    ["a sound recording", "00000njm a2200000 i 4500", [f008()], "song"],
    ["an image", "00000nkm a2200000 i 4500", [f008()], "graphic"],
    ["software", "00000nmm a2200000 i 4500", [f008()], "software"],
    ["a data set", "00000nmm a2200000 i 4500", [f008({ 26: "a" })], "dataset"],
    ["an object", "00000nrm a2200000 i 4500", [f008()], "document"],
  ])("%s", (_what, leader, lines, type) => {
    expect(toCitation(marc(leader, ...lines)).type).toBe(type);
  });

  it("tells an e-book (the record describes the file) from a print book with a link", () => {
    expect(toCitation(loadRecord("abnt-ebook-ferreira")).online).toBe(true);
    expect(toCitation(loadRecord("abnt-online-ibict")).online).toBe(false);
    // Aozora Bunko: 008/23 blank, but an 006 for the electronic aspect and 337 "computer".
    expect(toCitation(loadRecord("real-ebook-034057479")).online).toBe(true);
  });
});

describe("names (standards §3.2)", () => {
  const names = (...lines: string[]) => toCitation(marc(BOOK, f008(), ...lines));

  it("splits inverted personal names and drops dates, titles and fuller forms", () => {
    const c = names("100 1_ $a Bittar, Eduardo Carlos Bianca $d 1974", "700 1_ $a Ada, G. L. $c Dr. $q (Gordon L.)");
    expect(c.author).toEqual([
      { family: "Bittar", given: "Eduardo Carlos Bianca" },
      { family: "Ada", given: "G. L." },
    ]);
  });

  it("keeps forename-only names and corporate hierarchies literal", () => {
    const c = names(
      "100 0_ $a Ptolemy, $d active 2nd century.",
      "710 1_ $a Brasil. $b Ministério da Educação. $e autor.",
    );
    expect(c.author).toEqual([
      { literal: "Ptolemy" },
      { literal: "Brasil. Ministério da Educação", hierarchy: ["Brasil", "Ministério da Educação"] },
    ]);
  });

  it("excludes advisors, degree grantors, editors, translators and illustrators from the authors", () => {
    const c = names(
      "100 1_ $a Souza, Ana.",
      "700 1_ $a Ribeiro, Marta, $e orientadora.",
      "710 2_ $a Universidade Exemplo. $4 dgg",
      "700 1_ $a Lima, Beatriz, $e org.",
      "700 1_ $a Smith, John, $4 trl",
      "700 1_ $a Dias, Rui, $e ilustrador.",
      "700 1_ $a Costa, Ivo.",
    );
    expect(c.author).toEqual([
      { family: "Souza", given: "Ana" },
      { family: "Costa", given: "Ivo" },
    ]);
    expect(c.editor).toEqual([{ family: "Lima", given: "Beatriz" }]);
    expect(c.editorMark).toBe("org.");
    expect(c.credits).toEqual([{ role: "advisor", label: "Orientadora", name: "Marta Ribeiro" }]);
  });

  it("does not take a bare corporate added entry for an author", () => {
    expect(names("100 1_ $a Men, Honghua.", "710 2_ $a China Documentation Center.").author).toEqual([
      { family: "Men", given: "Honghua" },
    ]);
  });

  it("does not take a contained work (7XX with $t) for a contributor", () => {
    expect(names("100 1_ $a Silva, Ana.", "700 12 $a Assis, Machado de, $t Dom Casmurro.").author).toHaveLength(1);
  });

  it("in a thesis, takes no bare added entry for an author", () => {
    const c = toCitation(loadRecord("real-thesis-002925975"));
    expect(c.author).toEqual([{ family: "Menezes", given: "Andre William Pereira" }]);
  });

  it("credits directors and producers by code or Portuguese term", () => {
    const c = toCitation(
      marc(
        "00000ngm a2200000 i 4500",
        f008(),
        "700 1_ $a Ramos, Pedro, $e direção.",
        "700 1_ $a Thompson, L. D. $4 pro",
      ),
    );
    expect(c.credits).toEqual([
      { role: "director", label: "Direção", name: "Pedro Ramos" },
      { role: "producer", label: "Produção", name: "L. D. Thompson" },
    ]);
  });
});

describe("title, edition, imprint", () => {
  it("joins 245 $a $n $p as the title and keeps $b as the subtitle", () => {
    const c = toCitation(
      marc(
        BOOK,
        f008(),
        "245 10 $a Peruskartta 1:20000. $n 2312 07, $p Alahärmä : $b kartta / $c Maanmittaushallitus.",
      ),
    );
    expect([c.title, c.subtitle]).toEqual(["Peruskartta 1:20000. 2312 07, Alahärmä", "kartta"]);
  });

  it("tells a parallel title in $b from a subtitle", () => {
    for (const line of [
      "245 00 $a Schweizer anglistische Arbeiten $b = Swiss studies in English",
      "245 00 $a Schweizer anglistische Arbeiten = $b Swiss studies in English.",
    ]) {
      const c = toCitation(marc(BOOK, f008(), line));
      expect([c.title, c.subtitle, c.parallelTitle]).toEqual([
        "Schweizer anglistische Arbeiten",
        undefined,
        "Swiss studies in English",
      ]);
    }
  });

  it("supplies the separator of $n when the record has no ISBD punctuation", () => {
    expect(toCitation(marc(BOOK, f008(), "245 10 $a Obras completas $n Volume 2 $b poesia")).title).toBe(
      "Obras completas. Volume 2",
    );
  });

  it.each([
    ["2a ed.", "2. ed."],
    ["2ª edição", "2. ed."],
    ["4.ed. rev. e ampl", "4. ed. rev. e ampl."],
    ["16. ed", "16. ed."],
    ["3. ed. rev.", "3. ed. rev."],
    ["5th ed.", "5th ed."],
    ["Ed. especial.", "Ed. especial"],
    ["1. ed.", undefined],
    ["1a ed.", undefined],
    ["First edition in English - 1990.", undefined],
  ])("edition %s → %s", (raw, expected) => {
    expect(normaliseEdition(raw)).toBe(expected);
  });

  it("prefers 264 with second indicator 1 to a 260 and to a copyright date", () => {
    const c = toCitation(
      marc(
        BOOK,
        f008(),
        "264 _4 $c ©2012",
        "264 _1 $a Milano : $b Ricordi, $c [2017]",
        "260 __ $a Roma : $b Outra, $c 1999.",
      ),
    );
    expect([c.place, c.publisher, c.issued]).toEqual(["Milano", "Ricordi", { year: 2017, literal: "[2017]" }]);
  });

  it("reads 260 without ISBD punctuation, and drops the legal form of the publisher", () => {
    const c = toCitation(marc(BOOK, f008(), "260 __ $a São Paulo $b Editora Exemplo Ltda. $c 2019"));
    expect([c.place, c.publisher, c.issued?.literal]).toEqual(["São Paulo", "Editora Exemplo", "2019"]);
  });

  it("drops an unknown place or publisher in any of the usual spellings", () => {
    for (const [a, b] of [
      ["[S.l. :", "s.n.]"],
      ["[Place of publication not identified] :", "[publisher not identified],"],
      ["[s.l.] :", "[s.n.],"],
    ]) {
      const c = toCitation(marc(BOOK, f008(), `260 __ $a ${a} $b ${b} $c 1980.`));
      expect([c.place, c.publisher]).toEqual([undefined, undefined]);
    }
  });

  it.each([
    ["c2009.", "2009"],
    ["℗2010, ©1966.", "2010"],
    ["[1980?]", "[1980?]"],
    ["[199-]", "[199-]"],
    ["[between 1561 and 1574]", "[entre 1561 e 1574]"],
  ])("date %s → %s", (c, literal) => {
    expect(toCitation(marc(BOOK, f008(), `264 _1 $a Recife : $b Editora, $c ${c}`)).issued?.literal).toBe(literal);
  });

  it("falls back to 008 Date1, bracketed because it was not transcribed", () => {
    expect(toCitation(marc(BOOK, f008(), "260 __ $a Recife : $b Editora")).issued).toEqual({
      year: 2019,
      literal: "[2019]",
    });
    expect(toCitation(loadRecord("real-video-028780471")).issued).toEqual({ literal: "[19--]" });
  });

  it("dates a periodical by its 008 range", () => {
    expect(toCitation(loadRecord("abnt-periodical-rbc")).issued?.literal).toBe("1998-");
    expect(toCitation(loadRecord("abnt-periodical-boletim")).issued?.literal).toBe("1975-1989");
  });
});

describe("physical description, series, identifiers, links", () => {
  const physical = (a: string, ...more: string[]) => toCitation(marc(BOOK, f008(), `300 __ ${a}`, ...more)).physical;

  it("counts the last pages or leaves, with their unit", () => {
    expect(physical("$a xxviii, 580 p").pages).toEqual({ count: 580, unit: "p." });
    expect(physical("$a vi, 116 leaves : $b map.").pages).toEqual({ count: 116, unit: "f." });
    expect(physical("$a 180 f. : $b il. ; $c 30 cm.").pages).toEqual({ count: 180, unit: "f." });
    expect(physical("$a 1 score (6 pages) ; $c 30 x 42 cm").pages).toEqual({ count: 6, unit: "p." });
    expect(physical("$a 3 v. :").volumes).toBe(3);
    expect(physical("$a p. 61-74.").pageRange).toBe("61-74");
  });

  it("names carriers as ABNT does, with the duration", () => {
    expect(physical("$a 1 videodisc (53 min.) : $b sd., col. ; $c 4 3/4 in.", "538 __ $a DVD-R.")).toMatchObject({
      medium: "1 DVD",
      duration: "53 min",
      details: "sd., col.",
    });
    expect(physical("$a 1 videocassette (91 minutes) :").medium).toBe("1 videocassete");
    expect(physical("$a 2 maps :").medium).toBe("2 mapas");
    expect(physical("$a 1 sound disc :", "500 __ $a Compact disc.").medium).toBe("1 CD");
  });

  it("cites the series as the item names it (490), not again as its 830 heading", () => {
    expect(toCitation(loadRecord("real-ebook-034057479")).series).toEqual([{ title: "Aozora bunko", number: "34" }]);
    const traced = toCitation(
      marc(
        BOOK,
        f008(),
        "490 1_ $a Announcement ; $v no. WA-7-13",
        "830 _0 $a Announcement (United States Civil Service Commission) ; $v no. WA-7-13.",
      ),
    );
    expect(traced.series).toEqual([{ title: "Announcement", number: "no. WA-7-13" }]);
  });

  it("falls back to the 830 (or an old 440) when the item's series statement is not transcribed", () => {
    expect(toCitation(marc(BOOK, f008(), "830 _0 $a Coleção Leitura ; $v 4.")).series).toEqual([
      { title: "Coleção Leitura", number: "4" },
    ]);
    expect(toCitation(marc(BOOK, f008(), "440 _0 $a Macmillan compendium")).series).toEqual([
      { title: "Macmillan compendium", number: undefined },
    ]);
  });

  it("takes the ISBN without its qualifier, the ISSN and the DOI", () => {
    const c = toCitation(
      marc(BOOK, f008(), "020 __ $a 9788500000025 (broch.)", "022 0_ $a 1351-5098", "024 7_ $a 10.1000/xyz $2 doi"),
    );
    expect([c.ISBN, c.ISSN, c.DOI]).toEqual([["9788500000025"], ["1351-5098"], "10.1000/xyz"]);
  });

  it("cites only an 856 for the resource or a version, not a related resource or a part", () => {
    const url = (...lines: string[]) => toCitation(marc(BOOK, f008(), ...lines)).URL;
    expect(url("856 42 $u http://example.org/review")).toBeUndefined();
    expect(url("856 4_ $u http://example.org/unknown")).toBeUndefined();
    expect(url("856 41 $3 Table of contents only $u http://example.org/toc")).toBeUndefined();
    expect(url("856 42 $u http://example.org/review", "856 40 $u http://example.org/full")).toBe(
      "http://example.org/full",
    );
  });
});

describe("host (773)", () => {
  it("parses $g into its parts", () => {
    expect(parseEnumeration("v. 12, n. 3, p. 101-120, set./dez. 2022")).toEqual({
      volume: "12",
      volumeCaption: "v.",
      issue: "3",
      pages: "101-120",
      date: "set./dez. 2022",
      other: [],
    });
    expect(parseEnumeration("Vol. 8, no. 2 (2021), pp. 5-9")).toMatchObject({
      volume: "8",
      issue: "2",
      date: "2021",
      pages: "5-9",
    });
    expect(parseEnumeration("seção 1, ano 159, n. 47, p. 1, 11 mar. 2021")).toMatchObject({
      section: "1",
      volume: "159",
      volumeCaption: "ano",
      issue: "47",
      pages: "1",
      date: "11 mar. 2021",
    });
    expect(parseEnumeration("v. 8, e2024010, 2024")).toMatchObject({ volume: "8", other: ["e2024010"], date: "2024" });
  });

  it("reads the host's author with its role, and its imprint", () => {
    expect(toCitation(loadRecord("abnt-chapter-teixeira")).container).toMatchObject({
      author: { family: "Lima", given: "Beatriz" },
      authorMark: "org.",
      title: "Bibliotecas universitárias",
      subtitle: "desafios contemporâneos",
      place: "Rio de Janeiro",
      publisher: "Editora Modelo",
      issued: { year: 2018, literal: "2018" },
      pages: "45-67",
      hostLevel: "m",
    });
  });
});

describe("thesis (502)", () => {
  it.each([
    ["Thesis (Ph.D.)", "Tese (Doutorado)"],
    ["Thesis (M.A.)", "Dissertação (Mestrado)"],
    ["M.S.", "Dissertação (Mestrado)"],
    ["M.Arch.", "Dissertação (Mestrado)"],
    ["D.M.A.", "Tese (Doutorado)"],
    ["B.L.A.", "Trabalho de Conclusão de Curso (Graduação)"],
    ["Doutorado em Ciência da Informação", "Tese (Doutorado em Ciência da Informação)"],
    ["mestrado em Letras", "Dissertação (Mestrado em Letras)"],
    ["Graduação em Biblioteconomia", "Trabalho de Conclusão de Curso (Graduação em Biblioteconomia)"],
    ["Especialização em Gestão", "Monografia (Especialização em Gestão)"],
    ["Livre-Docência", "Tese (Livre-Docência)"],
    ["Dissertação (mestrado)", "Dissertação (mestrado)"],
  ])("%s → %s", (degree, genre) => {
    expect(thesisGenre(degree)).toBe(genre);
  });

  it("parses a free-text note and adds the place of the imprint", () => {
    expect(toCitation(loadRecord("real-thesis-online-030997734")).thesis).toEqual({
      genre: "Tese (Doutorado)",
      institution: "University of Florida",
      place: "Gainesville, Fla.",
      year: "2012",
    });
  });

  it("does not repeat a place the note already names", () => {
    expect(toCitation(loadRecord("abnt-thesis-rocha")).thesis).toEqual({
      genre: "Trabalho de Conclusão de Curso (Graduação em Biblioteconomia)",
      institution: "Centro de Ciências Humanas, Universidade Estadual Exemplo, Londrina",
      place: undefined,
      year: "2019",
    });
  });

  it("reads the structured subfields", () => {
    expect(toCitation(loadRecord("abnt-thesis-souza")).thesis).toEqual({
      genre: "Tese (Doutorado em Ciência da Informação)",
      institution: "Escola de Ciência da Informação, Universidade Federal de Minas Gerais",
      place: "Belo Horizonte",
      year: "2020",
    });
  });
});
