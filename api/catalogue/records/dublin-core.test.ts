import { describe, expect, it } from "vitest";
import { loadRecord, marc } from "../../../tests/fixtures/records/load.ts";
import { DC_CREATOR_RULE, toDublinCore } from "./dublin-core.ts";

const values = (elements: ReturnType<typeof toDublinCore>, name: string) =>
  elements.filter((e) => e.elemento === name).map((e) => e.valor);

describe("toDublinCore", () => {
  it("maps a Brazilian book without ISBD punctuation", () => {
    expect(toDublinCore(loadRecord("real-book-002928322"))).toEqual([
      {
        elemento: "dc:title",
        valor: "Metodologia da pesquisa jurídica : teoria e prática da monografia para os cursos de direito",
      },
      { elemento: "dc:creator", valor: "Bittar, Eduardo Carlos Bianca, 1974" },
      { elemento: "dc:subject", valor: "METODOLOGIA CIENTÍFICA" },
      { elemento: "dc:subject", valor: "PESQUISA CIENTÍFICA" },
      { elemento: "dc:subject", valor: "PESQUISA JURÍDICA" },
      { elemento: "dc:subject", valor: "METODOLOGIA DA PESQUISA" },
      { elemento: "dc:description", valor: "Inclui notas explicativas , bibliográficas e bibliografia" },
      { elemento: "dc:publisher", valor: "São Paulo : Saraiva" },
      { elemento: "dc:date", valor: "2019" },
      { elemento: "dc:type", valor: "text" },
      { elemento: "dc:identifier", valor: "ISBN:9788553605002" },
      { elemento: "dc:language", valor: "por" },
    ]);
  });

  it("makes every name heading a creator, whatever its role (LC's stylesheet)", () => {
    const dc = toDublinCore(loadRecord("real-video-online-026235139"));
    expect(values(dc, "dc:creator")).toEqual([
      "Strong, Charlene",
      "Brick, Scott",
      "Thompson, L. D.",
      "Rothmiller, David",
      "Trick Dog Films",
      "Cinema Libre Studio",
      "SnagFilms (Firm)",
    ]);
    expect(values(dc, "dc:contributor")).toEqual([]);
    expect(DC_CREATOR_RULE.tags).toEqual(["100", "110", "111", "700", "710", "711", "720"]);
  });

  it("types by the leader, adds manuscript and collection, and 655 genres", () => {
    expect(values(toDublinCore(loadRecord("real-video-online-026235139")), "dc:type")).toEqual([
      "moving image",
      "Documentary films",
      "Nonfiction films",
      "Feature films",
    ]);
    expect(values(toDublinCore(marc("00000ntc a2200000 a 4500")), "dc:type")).toEqual([
      "text",
      "collection",
      "manuscript",
    ]);
    expect(values(toDublinCore(marc("00000nom a2200000 a 4500")), "dc:type")).toEqual([]);
  });

  it("reads the publisher and date of an RDA 264, not its copyright date", () => {
    const dc = toDublinCore(loadRecord("real-score-9904545"));
    expect(values(dc, "dc:publisher")).toEqual(["Milano : Ricordi"]);
    expect(values(dc, "dc:date")).toEqual(["[2017]"]);
  });

  it("prefixes ISBN and ISSN identifiers and adds links", () => {
    expect(values(toDublinCore(loadRecord("real-book-880-11863531")), "dc:identifier")).toEqual([
      "ISBN:9787302200550",
      "ISBN:7302200556",
      "http://catdir.loc.gov/catdir/toc/fy10pdf02/2010373114.html",
    ]);
    expect(values(toDublinCore(loadRecord("real-periodical-online-013430729")), "dc:identifier")).toEqual([
      "ISSN:1748-1716",
      "http://www.blackwell-synergy.com/loi/aps",
    ]);
  });

  it("keeps rights and format notes out of the description and puts them in their elements", () => {
    const dc = toDublinCore(loadRecord("real-periodical-online-013430729"));
    expect(values(dc, "dc:rights")).toEqual(["Current Copyright Fee: GBP22.00"]);
    expect(values(dc, "dc:relation")).toEqual([
      "Also issued in print",
      "Acta physiologica",
      "Acta physiologica Scandinavica (Online)",
    ]);
    expect(values(dc, "dc:description")).not.toContain("Also issued in print");
  });

  it("shows a subject once when LC and FAST headings repeat it, and places as coverage", () => {
    const dc = toDublinCore(loadRecord("real-map-9629391"));
    expect(values(dc, "dc:subject")).toEqual(["Bicycle trails"]);
    expect(values(dc, "dc:coverage")).toEqual(["Tompkins County (N.Y.)", "Ithaca (N.Y.)", "New York (State)"]);
  });

  it("falls back to 008 for the date and to 041 for more languages", () => {
    const dc = toDublinCore(
      marc("00000nam a2200000 a 4500", "008 190219s2019    bl            000 0 por d", "041 1_ $a porspa"),
    );
    expect(values(dc, "dc:date")).toEqual(["2019"]);
    expect(values(dc, "dc:language")).toEqual(["por", "spa"]);
  });
});
