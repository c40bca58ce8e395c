import { describe, expect, it } from "vitest";
import { marc } from "../../../tests/fixtures/records/load.ts";
import { bookContents, contentsItems, hasSummaries, recordSummaries } from "./summaries.ts";

describe("contents and summaries", () => {
  it("reads the items of an enhanced contents note ($t, $r, $g)", () => {
    const record = marc(
      "00000nam a2200000 a 4500",
      "505 00 $t Introdução / $r Ana Silva -- $t Catalogação / $r Beatriz Lima ; $r Caio Souza $g p. 45-67 -- $t Conclusão.",
    );
    expect(recordSummaries(record).conteudo[0].itens).toEqual([
      { titulo: "Introdução", responsabilidade: "Ana Silva", paginas: null },
      { titulo: "Catalogação", responsabilidade: "Beatriz Lima; Caio Souza", paginas: "p. 45-67" },
      { titulo: "Conclusão", responsabilidade: null, paginas: null },
    ]);
  });

  it("splits a basic contents note at '--', with or without spaces, and a responsibility after ' / '", () => {
    const record = marc(
      "00000nam a2200000 a 4500",
      "505 0_ $a Century of science.--Doctrine of evolution / J. Fiske -- Sir Harry Vane.",
    );
    expect(contentsItems(record.fields[0] as never)).toEqual([
      { titulo: "Century of science", responsabilidade: null, paginas: null },
      { titulo: "Doctrine of evolution", responsabilidade: "J. Fiske", paginas: null },
      { titulo: "Sir Harry Vane", responsabilidade: null, paginas: null },
    ]);
  });

  it("gives the summaries (520) and says whether there is anything to show", () => {
    const record = marc("00000nam a2200000 a 4500", "520 __ $a Um estudo sobre catálogos. $b Com exemplos.");
    expect(recordSummaries(record)).toEqual({ conteudo: [], resumo: ["Um estudo sobre catálogos. Com exemplos"] });
    expect(hasSummaries(record)).toBe(true);
    expect(hasSummaries(marc("00000nam a2200000 a 4500", "245 10 $a Título."))).toBe(false);
  });

  it("finds the table-of-contents links of a book", () => {
    const record = marc(
      "00000nam a2200000 a 4500",
      "856 42 $3 Publisher description $u http://www.loc.gov/d.html",
      "856 41 $3 Table of contents only $u http://www.loc.gov/t.html",
      "856 42 $y Sumário $u /vinculos/sumarios/1.pdf",
    );
    expect(bookContents(record, 9).links).toEqual([
      { seq_paragrafo: 2, descricao: "Table of contents only", url_link: "http://www.loc.gov/t.html" },
      { seq_paragrafo: 3, descricao: "Sumário", url_link: "/api/vinculos/arquivo/9/3" },
    ]);
  });
});
