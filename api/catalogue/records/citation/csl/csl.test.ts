import path from "node:path";
import CSL from "citeproc";
import { afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { loadRecord } from "../../../../../tests/fixtures/records/load.ts";
import { readMarcFile } from "../../../../catalogue/marc/read.ts";
import type { MarcRecord } from "../../../../catalogue/marc/record.ts";
import { abntText, formatAbnt } from "../abnt.ts";
import { toCitation } from "../model.ts";
import { renderCsl, segmentsOfHtml } from "./csl.ts";
import { toCslJson } from "./csl-json.ts";
import { CSL_STYLE_CODES } from "./styles.ts";

const FIXTURES = [
  "abnt-book-moreira",
  "abnt-book-alves",
  "abnt-chapter-teixeira",
  "abnt-article-costa",
  "abnt-thesis-souza",
  "real-thesis-online-030997734",
  "real-periodical-012100432",
];

describe("CSL references (citeproc-js)", () => {
  const warnings: string[] = [];
  const debug = CSL.debug;
  beforeEach(() => {
    warnings.length = 0;
    CSL.debug = (message: string) => warnings.push(message);
  });
  afterEach(() => {
    CSL.debug = debug;
  });

  // English styles set titles in title case ("Bibliotecas Escolares"): the words are compared, not their case.
  it.each(FIXTURES)("renders %s in every style without a warning", (fixture) => {
    const item = toCslJson(toCitation(loadRecord(fixture)), fixture);
    const langs = fixture === "abnt-book-alves" ? (["pt", "en", "es"] as const) : (["pt"] as const);
    for (const style of CSL_STYLE_CODES) {
      for (const lang of langs) {
        const text = abntText(renderCsl(item, style, lang)).toLowerCase();
        expect(text, `${style} ${lang}`).toContain(item.title!.split(":")[0].toLowerCase());
      }
    }
    expect(warnings).toEqual([]);
  });

  /**
   * The subjects of the capture and unAPI tests (tests/support/citation-subjects.ts): the demo's
   * book, thesis, serial, chapter and journal article by their 001.
   */
  describe("on a book, a thesis, a serial, a chapter and an article", () => {
    const subjects = new Map<string, MarcRecord>();
    beforeAll(async () => {
      const demo = path.resolve(import.meta.dirname, "../../../../../data/marc/demo-bib.mrc");
      const wanted = new Set(["16448909", "021641563", "117821", "1057031", "S002204692000305X"]);
      for await (const read of readMarcFile(demo)) {
        if (!read.ok) continue;
        const f001 = read.record.fields.find((f) => f.tag === "001");
        const key = f001 && "value" in f001 ? f001.value.trim() : "";
        if (wanted.has(key)) subjects.set(key, read.record);
      }
      expect(subjects.size).toBe(5);
    });

    it("renders every style in every language without a warning", () => {
      for (const [key, record] of subjects) {
        const item = toCslJson(toCitation(record), key);
        const title = item.title!.split(/[:/]/)[0].trim().toLowerCase();
        for (const style of CSL_STYLE_CODES)
          for (const lang of ["pt", "en", "es"] as const)
            expect(abntText(renderCsl(item, style, lang)).toLowerCase(), `${key} ${style} ${lang}`).toContain(title);
      }
      expect(warnings).toEqual([]);
    });
  });

  it("renders APA 7 and MLA 9 as their manuals write a book", () => {
    const item = toCslJson(toCitation(loadRecord("abnt-book-alves")), "1");
    expect(abntText(renderCsl(item, "apa-csl", "en"))).toBe(
      "Alves, R., Barros, T., & Costa, I. (2015). Bibliotecas escolares. Editora Araucária.",
    );
    expect(abntText(renderCsl(item, "mla", "en"))).toMatch(/^Alves, Rui, et al\. Bibliotecas Escolares\. /);
  });

  it("reads citeproc's HTML as segments with emphasis", () => {
    expect(segmentsOfHtml('<div class="csl-entry">A &#38; B. <i>Title</i>. <b>X</b></div>')).toEqual([
      { texto: "A & B. " },
      { texto: "Title", destaque: "italico" },
      { texto: ". " },
      { texto: "X", destaque: "negrito" },
    ]);
  });

  /**
   * The CSL project's ABNT against the formatter written by hand (decision 050 lists the
   * differences and the rule that decides each): the same entry, authors, title, imprint and
   * host; the hand-written one adds what the CSL style leaves out (series, extent, DOI and access).
   */
  it.each([
    [
      "abnt-book-alves",
      "ALVES, Rui; BARROS, Tânia; COSTA, Ivo. Bibliotecas escolares. Curitiba: Editora Araucária, 2015.",
      "ALVES, Rui; BARROS, Tânia; COSTA, Ivo. Bibliotecas escolares. Curitiba: Editora Araucária, 2015. (Coleção Leitura, 4).",
    ],
    [
      "abnt-chapter-teixeira",
      "TEIXEIRA, Marcos. Catálogos em linha e descoberta. In: LIMA, Beatriz (Org.). Bibliotecas universitárias: desafios contemporâneos. Rio de Janeiro: Editora Modelo, 2018. p. 45–67.",
      "TEIXEIRA, Marcos. Catálogos em linha e descoberta. In: LIMA, Beatriz (org.). Bibliotecas universitárias: desafios contemporâneos. Rio de Janeiro: Editora Modelo, 2018. p. 45-67.",
    ],
    [
      "real-periodical-012100432",
      "Chemistry and industry. London: Society of Chemical Industry, 1932.",
      "CHEMISTRY AND INDUSTRY. London: Society of Chemical Industry, 1932- . ISSN 0009-3068.",
    ],
  ])("compares CSL ABNT with the hand-written ABNT for %s", (fixture, csl, hand) => {
    const citation = toCitation(loadRecord(fixture));
    expect(abntText(renderCsl(toCslJson(citation, fixture), "abnt-csl", "pt"))).toBe(csl);
    expect(abntText(formatAbnt(citation, { today: new Date("2025-01-01") }))).toBe(hand);
  });
});
