import { describe, expect, it } from "vitest";
import { loadRecord, marc } from "../../../tests/fixtures/records/load.ts";
import { displayedHeadings, displayFields } from "./display.ts";

const ORDER = [
  "title",
  "uniform_title",
  "main_author",
  "other_authors",
  "edition",
  "imprint",
  "physical_description",
  "series",
  "thesis_note",
  "notes",
  "contents",
  "summary",
  "subjects",
  "isbn",
  "issn",
  "language",
  "classification",
  "scale",
  "online_access",
];

describe("displayFields", () => {
  it("shows a Brazilian record without ISBD punctuation with the separators it lacks", () => {
    expect(displayFields(loadRecord("real-book-editors-002915982"))).toEqual([
      {
        rotulo: "title",
        valores: [
          "Atividade física adaptada : qualidade de vida para pessoas com necessidades especiais / organização Márcia Greguol, Roberto Fernandes da Costa",
        ],
      },
      { rotulo: "other_authors", valores: ["Greguol, Márcia", "Costa, Roberto Fernandes da"] },
      { rotulo: "edition", valores: ["4.ed. rev. e ampl"] },
      { rotulo: "imprint", valores: ["Barueri : Manole, 2019"] },
      { rotulo: "physical_description", valores: ["xxviii, 580 p : il ; 22 cm"] },
      { rotulo: "notes", valores: ["Vários colaboradores", "Inclui referências bibliográficas e índice remissivo"] },
      {
        rotulo: "subjects",
        valores: [
          "EDUCAÇÃO FÍSICA ADAPTADA",
          "ATIVIDADE FÍSICA",
          "PESSOAS COM DEFICIÊNCIA",
          "EDUCAÇÃO FÍSICA PARA DEFICIENTES",
          "ESPORTE PARA PORTADORES DE DEFICIÊNCIAS",
        ],
      },
      { rotulo: "isbn", valores: ["9788520456217"] },
      { rotulo: "language", valores: ["por"] },
      { rotulo: "classification", valores: ["QT255"] },
    ]);
  });

  it("puts the original script (880) next to each romanised field", () => {
    const fields = displayFields(loadRecord("real-book-880-11863531"));
    const of = (rotulo: string) => fields.find((f) => f.rotulo === rotulo)?.valores;
    expect(of("title")).toEqual(["Zhongguo guo ji zhan lüe dao lun / Men Honghua zhu", "中国国际战略导论 / 门洪华著"]);
    expect(of("main_author")).toEqual(["Men, Honghua", "门洪华"]);
    expect(of("imprint")).toEqual(["Beijing : Qing hua da xue chu ban she, 2009", "北京 : 清华大学出版社, 2009"]);
    expect(of("series")).toEqual(["Guo qing yan jiu xi lie", "国情研究系列"]);
    expect(of("physical_description")).toEqual(["XI, 353 p. ; 23 cm"]);
  });

  it("shows an unlinked 880 (occurrence 00) with the fields of its tag", () => {
    const fields = displayFields(
      marc("00000nam a2200000 a 4500", "245 10 $a Título.", "880 __ $6 500-00/$1 $a 注記.", "500 __ $a Nota."),
    );
    expect(fields.find((f) => f.rotulo === "notes")?.valores).toEqual(["Nota", "注記"]);
  });

  it("keeps the labels in the page's order and omits the empty ones", () => {
    for (const fixture of [
      "real-map-029078009",
      "real-thesis-online-032918798",
      "real-score-000001662",
      "real-ebook-034057479",
    ]) {
      const labels = displayFields(loadRecord(fixture)).map((f) => f.rotulo);
      expect(labels).toEqual(ORDER.filter((l) => labels.includes(l)));
    }
  });

  it("shows relator terms of other names, the scale and a structured thesis note", () => {
    const map = displayFields(loadRecord("real-map-029078009"));
    expect(map.find((f) => f.rotulo === "other_authors")?.valores).toEqual([
      "Ptolemy, active 2nd century",
      "Ruscelli, Girolamo, -approximately 1565 (editor, translator)",
      "Valgrisi, Vincenzo, active 1540-1572 (engraver)",
    ]);
    expect(map.find((f) => f.rotulo === "scale")?.valores).toEqual([
      "Scale approximately 1:40,000,000 (W 19°00ʹ--E 8°00ʹ/N 37°30ʹ--S 0°00ʹ)",
    ]);
    const thesis = displayFields(loadRecord("real-thesis-online-032918798"));
    expect(thesis.find((f) => f.rotulo === "thesis_note")?.valores).toEqual([
      "Capstone project M.A. – University of Florida, 2012",
    ]);
  });

  it("shows uniform title, contents, subjects with subdivisions and the links", () => {
    const score = displayFields(loadRecord("real-score-000001662"));
    expect(score.find((f) => f.rotulo === "uniform_title")?.valores).toEqual(["Könnyű zongoradarabok"]);
    expect(score.find((f) => f.rotulo === "main_author")?.valores).toEqual(["Bartók, Béla, 1881-1945"]);
    expect(score.find((f) => f.rotulo === "imprint")?.valores).toEqual(["New York : Boosey & Hawkes, [1950]"]);
    expect(score.find((f) => f.rotulo === "contents")?.valores[0]).toMatch(/^Dedication -- Peasant song/);
    const map = displayFields(loadRecord("real-map-9629391"));
    expect(map.find((f) => f.rotulo === "subjects")?.valores).toContain(
      "Bicycle trails -- New York (State) -- Tompkins County -- Maps",
    );
    const ebook = displayFields(loadRecord("real-ebook-034057479"));
    expect(ebook.find((f) => f.rotulo === "online_access")?.valores).toEqual([
      "http://www.aozora.gr.jp/cards/000879/files/34_15220.html",
    ]);
    expect(ebook.find((f) => f.rotulo === "series")?.valores).toEqual(["Aozora bunko ; 34", "青空文庫 ; 34"]);
  });

  it("adds the ISBN qualifier and the ISSN", () => {
    const fields = displayFields(
      marc("00000nam a2200000 a 4500", "020 __ $a 9788500000025 $q EPUB", "022 0_ $a 1351-5098"),
    );
    expect(fields).toEqual([
      { rotulo: "isbn", valores: ["9788500000025 (EPUB)"] },
      { rotulo: "issn", valores: ["1351-5098"] },
    ]);
  });
});

describe("displayedHeadings", () => {
  it("gives each author and subject as the page shows it, with its field; uncontrolled terms (653) have none", () => {
    const record = marc(
      "00000nam a2200000 a 4500",
      "100 1_ $a Shakespeare, William, $d 1564-1616.",
      "245 10 $a Macbeth",
      "650 _0 $a Dogs $v Juvenile fiction.",
      "653 __ $a cães",
      "700 1_ $a Ruscelli, Girolamo, $e editor.",
    );
    const headings = displayedHeadings(record);
    expect(headings.map(({ rotulo, valor, field }) => [rotulo, valor, field.tag])).toEqual([
      ["main_author", "Shakespeare, William, 1564-1616", "100"],
      ["subjects", "Dogs -- Juvenile fiction", "650"],
      ["other_authors", "Ruscelli, Girolamo (editor)", "700"],
    ]);
    // The same strings as the display fields, so the OPAC can match them.
    const fields = displayFields(record);
    for (const h of headings) expect(fields.find((f) => f.rotulo === h.rotulo)?.valores).toContain(h.valor);
  });
});
