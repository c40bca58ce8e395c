import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeIso2709 } from "../marc/iso2709.ts";
import type { DataField, MarcRecord } from "../marc/record.ts";
import { indexFields } from "./index-fields.ts";
import { WORK_TYPES } from "./work-type.ts";

/** The 16 real records of tests/fixtures/marc/sample.mrc, by their 001 (trimmed). */
const sample = (() => {
  const bytes = new Uint8Array(readFileSync(new URL("../../../tests/fixtures/marc/sample.mrc", import.meta.url)));
  const records: MarcRecord[] = [];
  let from = 0;
  for (let end = bytes.indexOf(0x1d); end !== -1; end = bytes.indexOf(0x1d, from)) {
    records.push(decodeIso2709(bytes.subarray(from, end + 1)));
    from = end + 1;
  }
  return records;
})();

const df = (tag: string, ind: string, ...pairs: string[]): DataField => ({
  tag,
  ind1: ind[0],
  ind2: ind[1],
  subfields: Array.from({ length: pairs.length / 2 }, (_, i) => ({ code: pairs[2 * i], value: pairs[2 * i + 1] })),
});

const book = (...fields: MarcRecord["fields"]): MarcRecord => ({ leader: "00000nam a2200000 a 4500", fields });

describe("indexFields on real records", () => {
  it("indexes an LC book (record 00000002)", () => {
    const row = indexFields(sample[0]);
    expect(row).toMatchObject({
      sourceKey: "00000002|DLC",
      controlNumber: "00000002",
      controlOrg: "DLC",
      title:
        "Botanical materia medica and pharmacology; drugs considered from a botanical, pharmaceutical, physiological, therapeutical and toxicological standpoint",
      author: "Aurand, Samuel Herbert",
      authors: ["Aurand, Samuel Herbert"],
      subjects: ["Botany, Medical", "Homeopathy -- Materia medica and therapeutics"],
      publication: "Chicago: P. H. Mallen Company, 1899",
      year: 1899,
      language: "eng",
      workType: WORK_TYPES.BOOK,
      classification: "RX671 .A92",
      online: false,
      accessible: false,
    });
    expect(row.marc).toBe(sample[0]);
    expect(row.leader).toBe(sample[0].leader);
    expect(row.textOther).toContain("By S. H. Aurand.");
    expect(row.textOther).toContain("Homeopathic formulae.");
  });

  it("indexes a French NLM record stored in NFD, with accent-free sort key and no 003", () => {
    const row = indexFields(sample[1]);
    expect(row.sourceKey).toBe("268167|");
    expect(row.controlOrg).toBeNull();
    expect(row.title).toBe(
      "A la recherche de l'unité élémentaire des organismes vivants; histoire de la théorie cellulaire",
    );
    expect(row.titleSort).toBe(
      "a la recherche de l'unite elementaire des organismes vivants; histoire de la theorie cellulaire",
    );
    expect(row.publication).toBe("[Paris: Librairie du Palais de la découverte, 1960]");
    expect(row.subjects).toEqual(["Cell Biology -- history"]);
    expect(row.language).toBe("fre");
  });

  it("indexes a Brazilian record (USP) with ISBN and a 650 $2 heading", () => {
    const row = indexFields(sample[10]);
    expect(row).toMatchObject({
      title: "Gramática da Língua Portuguesa para concursos, vestibulares, ENEM, colégios técnicos e militares",
      titleSort: "gramatica da lingua portuguesa para concursos, vestibulares, enem, colegios tecnicos e militares",
      author: "Almeida, Nilson Teixeira de",
      isbn: ["9788502076419"],
      subjects: ["GRAMÁTICA -- BRASIL"],
      publication: "São Paulo: Saraiva, 2019",
      year: 2019,
      language: "por",
    });
    expect(row.textOther).toContain("9a. ed");
  });

  it("keeps a meeting's number, date and place in its name, and reads CJK parallel fields into the text", () => {
    const row = indexFields(sample[5]);
    expect(row.author).toBe("Shanghai Shi she hui ke xue jie lian he hui. Nian hui (7th : 2009 : Shanghai, China)");
    expect(row.isbn).toEqual(["9787208089587", "7208089582"]);
    expect(row.textTitle).toContain("新中国对外关系 60 年");
    expect(row.textAuthor).toContain("上海市社会科学界联合会");
    expect(row.title).not.toContain("新中国");
  });

  it("indexes a Hebrew serial: work type, year in brackets after a Hebrew-calendar year, 880 title", () => {
    const row = indexFields(sample[6]);
    expect(row.workType).toBe(WORK_TYPES.SERIAL);
    expect(row.year).toBe(1967);
    expect(row.author).toBeNull();
    expect(row.authors).toEqual(["Rodkinson, Michael Levi", "I. Edward Kiev Judaica Collection"]);
    expect(row.subjects).toContain("Jews -- Germany -- History -- 1800-1933");
    expect(row.textTitle).toContain("אספת חכמים");
    expect(row.classification).toBe("HD6305.J3 A74 1967");
  });

  it("drops dates and relators from personal names, keeps the fuller form ($q)", () => {
    expect(indexFields(sample[11]).authors).toEqual(["Hume, H. Harold (Hardrada Harold)"]);
    expect(indexFields(sample[15]).author).toBe("Fedorov, A. V. (Andreĭ Venediktovich)");
  });

  it("skips the non-filing article in the sort key", () => {
    const row = indexFields(sample[14]);
    expect(row.title).toMatch(/^The book of the dance/);
    expect(row.titleSort).toMatch(/^book of the dance/);
  });

  it("classifies sound recordings and video", () => {
    expect(indexFields(sample[4]).workType).toBe(WORK_TYPES.MUSIC_RECORDING);
    expect(indexFields(sample[13]).workType).toBe(WORK_TYPES.VIDEO);
  });

  it("keys a record without 001 by the SHA-1 of its ISO 2709 encoding, stable across runs", () => {
    const row = indexFields(sample[11]);
    expect(row.controlNumber).toBeNull();
    expect(row.sourceKey).toMatch(/^sha1:[0-9a-f]{40}$/);
    expect(indexFields(structuredClone(sample[11])).sourceKey).toBe(row.sourceKey);
  });
});

describe("indexFields rules", () => {
  it("prefers 264 with ind2 1 over 260 and 264 copyright dates", () => {
    const row = indexFields(
      book(
        df("264", " 4", "c", "©2015"),
        df("264", " 1", "a", "Porto Alegre :", "b", "Artmed,", "c", "[2016]"),
        df("260", "  ", "a", "Elsewhere :", "b", "Other,", "c", "1990."),
      ),
    );
    expect(row.publication).toBe("Porto Alegre: Artmed, [2016]");
    expect(row.year).toBe(2016);
  });

  it("falls back to 008 for the year and to 041 for the language", () => {
    const row = indexFields(
      book(
        { tag: "008", value: "850101s1985    bl            000 0 |||  " },
        df("041", "0 ", "a", "porspa"),
        df("260", "  ", "c", "[19--]"),
      ),
    );
    expect(row.year).toBe(1985);
    expect(row.language).toBe("por");
    const unknown = indexFields(book({ tag: "008", value: "850101suuuu    bl            000 0     d" }));
    expect(unknown.year).toBeNull();
    expect(unknown.language).toBeNull();
  });

  it("cleans ISBNs and keeps ISSNs", () => {
    const row = indexFields(
      book(
        df("020", "  ", "a", "0-19-852663-6 (pbk.)"),
        df("020", "  ", "a", "(invalid)"),
        df("020", "  ", "a", "853360123x"),
        df("022", "  ", "a", "0028-0836 "),
      ),
    );
    expect(row.isbn).toEqual(["0198526636", "853360123X"]);
    expect(row.issn).toEqual(["0028-0836"]);
  });

  it("takes Dewey before LC, UDC and local numbers", () => {
    const fields = [
      df("090", "  ", "a", "QA76", "b", ".L1"),
      df("080", "  ", "a", "004.4"),
      df("050", "00", "a", "QA76.73", "b", ".J38"),
    ];
    expect(indexFields(book(...fields)).classification).toBe("QA76.73 .J38");
    expect(indexFields(book(...fields, df("082", "04", "a", "005.133", "2", "23"))).classification).toBe("005.133");
    expect(indexFields(book(fields[0], fields[1])).classification).toBe("004.4");
    expect(indexFields(book(fields[0])).classification).toBe("QA76 .L1");
    expect(indexFields(book()).classification).toBeNull();
  });

  it("is online only with an 856 $u that is the resource or a version of it", () => {
    const online = (ind2: string, ...pairs: string[]) => indexFields(book(df("856", `4${ind2}`, ...pairs))).online;
    expect(online("0", "u", "https://example.org/a")).toBe(true);
    expect(online("1", "u", "https://example.org/a")).toBe(true);
    expect(online(" ", "u", "https://example.org/a")).toBe(true);
    expect(online("2", "u", "https://example.org/review")).toBe(false);
    expect(online("0", "z", "no link")).toBe(false);
  });

  it("builds subject headings with subdivisions and one per uncontrolled term, without relators or sources", () => {
    const row = indexFields(
      book(
        df(
          "600",
          "10",
          "a",
          "Shakespeare, William,",
          "d",
          "1564-1616",
          "x",
          "Criticism and interpretation.",
          "0",
          "http://id.loc.gov/x",
        ),
        df("650", " 7", "a", "Brazil", "e", "depicted.", "2", "local"),
        df("653", "  ", "a", "marc", "a", "catalogues."),
        df("650", " 0", "a", "Brazil"),
      ),
    );
    expect(row.subjects).toEqual([
      "Shakespeare, William, 1564-1616 -- Criticism and interpretation",
      "Brazil",
      "marc",
      "catalogues",
    ]);
    expect(row.textSubject).toBe(row.subjects.join(" "));
  });

  it("cleans ISBD punctuation but keeps abbreviations, initials and ellipses", () => {
    const title = (...pairs: string[]) => indexFields(book(df("245", "00", ...pairs))).title;
    expect(title("a", "Poems, etc.")).toBe("Poems, etc.");
    expect(title("a", "Letters to J. R.")).toBe("Letters to J. R.");
    expect(title("a", "And then...")).toBe("And then...");
    expect(title("a", "Title :", "b", "subtitle /", "c", "by someone.")).toBe("Title : subtitle");
    expect(title("a", "Works.", "n", "Part 2,", "p", "Letters.")).toBe("Works. Part 2, Letters");
  });

  it("writes full-text blobs for title, authors, subjects and the rest", () => {
    const row = indexFields(
      book(
        df("100", "1 ", "a", "Silva, Ana,", "d", "1950-", "e", "author."),
        df("245", "10", "a", "Estrelas :", "b", "um guia /", "c", "Ana Silva."),
        df("246", "3 ", "i", "Title on cover:", "a", "Guia das estrelas"),
        df("300", "  ", "a", "120 p."),
        df("440", " 0", "a", "Coleção Céu ;", "v", "3"),
        df("500", "  ", "a", "Inclui índice."),
        df("650", " 4", "a", "Astronomia."),
        df("700", "1 ", "a", "Souza, João", "4", "ill"),
      ),
    );
    expect(row.textTitle).toBe("Estrelas : um guia / Guia das estrelas");
    expect(row.textAuthor).toBe("Silva, Ana Souza, João");
    expect(row.textSubject).toBe("Astronomia");
    expect(row.textOther).toBe("Ana Silva. 120 p. Coleção Céu ; 3 Inclui índice.");
  });

  it("gives a record without title fields an empty title", () => {
    const row = indexFields(book({ tag: "001", value: " 42 " }));
    expect(row).toMatchObject({
      sourceKey: "42|",
      title: "",
      titleSort: "",
      author: null,
      publication: null,
      subjects: [],
    });
  });
});
