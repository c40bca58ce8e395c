import { describe, expect, it } from "vitest";
import { loadRecord } from "../../../../tests/fixtures/records/load.ts";
import { coinsKev, dublinCoreTags, highwireTags, type MetaTag } from "./capture.ts";
import { toCitation } from "./model.ts";

const extras = { language: "por", subjects: ["Catalogação"] };
const citation = (fixture: string) => toCitation(loadRecord(fixture));
const values = (tags: MetaTag[], name: string) => tags.filter((t) => t.name === name).map((t) => t.content);
/** The KEV as a reference manager reads it: every key with its values, in order. */
const kev = (text: string) => {
  const out = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(text)) out.set(key, [...(out.get(key) ?? []), value]);
  return out;
};

describe("Highwire and Dublin Core meta tags", () => {
  it("gives a book's title, authors in order, year, publisher and language", () => {
    const tags = highwireTags(citation("abnt-book-alves"), extras);
    expect(values(tags, "citation_title")).toEqual(["Bibliotecas escolares"]);
    expect(values(tags, "citation_author")).toEqual(["Alves, Rui", "Barros, Tânia", "Costa, Ivo"]);
    expect(values(tags, "citation_publication_date")).toEqual(["2015"]);
    expect(values(tags, "citation_publisher")).toEqual(["Editora Araucária"]);
    expect(values(tags, "citation_language")).toEqual(["por"]);
    expect(values(tags, "citation_journal_title")).toEqual([]);
  });

  it("gives an article's journal, volume, issue and pages", () => {
    const tags = highwireTags(citation("abnt-article-costa"), extras);
    expect(values(tags, "citation_journal_title")).toEqual(["Revista Brasileira de Catalogação"]);
    expect(values(tags, "citation_volume")).toEqual(["12"]);
    expect(values(tags, "citation_issue")).toEqual(["3"]);
    expect(values(tags, "citation_firstpage")).toEqual(["101"]);
    expect(values(tags, "citation_lastpage")).toEqual(["120"]);
  });

  it("gives a thesis's institution and degree", () => {
    const tags = highwireTags(citation("abnt-thesis-souza"), extras);
    expect(values(tags, "citation_dissertation_institution")).toEqual([
      "Escola de Ciência da Informação, Universidade Federal de Minas Gerais",
    ]);
    expect(values(tags, "citation_dissertation_name")[0]).toMatch(/^Tese \(Doutorado/);
  });

  it("writes Dublin Core with DCMI type, identifiers as URIs and subjects", () => {
    const tags = dublinCoreTags(citation("real-periodical-012100432"), extras);
    expect(values(tags, "DC.title")).toEqual(["Chemistry and industry"]);
    expect(values(tags, "DC.type")).toEqual(["Text"]);
    expect(values(tags, "DC.subject")).toEqual(["Catalogação"]);
    expect(values(tags, "DC.identifier").some((v) => v.startsWith("urn:issn:"))).toBe(true);
  });
});

describe("COinS (OpenURL 1.0 KEV)", () => {
  it("writes a book in the book format with every author in order", () => {
    const pairs = kev(coinsKev(citation("abnt-book-alves")));
    expect(pairs.get("ctx_ver")).toEqual(["Z39.88-2004"]);
    expect(pairs.get("rft_val_fmt")).toEqual(["info:ofi/fmt:kev:mtx:book"]);
    expect(pairs.get("rft.genre")).toEqual(["book"]);
    expect(pairs.get("rft.btitle")).toEqual(["Bibliotecas escolares"]);
    expect(pairs.get("rft.aulast")).toEqual(["Alves"]);
    expect(pairs.get("rft.au")).toEqual(["Alves, Rui", "Barros, Tânia", "Costa, Ivo"]);
    expect(pairs.get("rft.date")).toEqual(["2015"]);
  });

  it("writes an article in the journal format", () => {
    const pairs = kev(coinsKev(citation("abnt-article-costa")));
    expect(pairs.get("rft_val_fmt")).toEqual(["info:ofi/fmt:kev:mtx:journal"]);
    expect(pairs.get("rft.genre")).toEqual(["article"]);
    expect(pairs.get("rft.jtitle")).toEqual(["Revista Brasileira de Catalogação"]);
    expect(pairs.get("rft.atitle")).toEqual(["Interoperabilidade de metadados em bibliotecas"]);
    expect(pairs.get("rft.spage")).toEqual(["101"]);
    expect(pairs.get("rft.epage")).toEqual(["120"]);
  });

  it("writes a chapter as a book item of its host", () => {
    const pairs = kev(coinsKev(citation("abnt-chapter-teixeira")));
    expect(pairs.get("rft.genre")).toEqual(["bookitem"]);
    expect(pairs.get("rft.atitle")).toEqual(["Catálogos em linha e descoberta"]);
    expect(pairs.get("rft.btitle")?.[0]).toMatch(/^Bibliotecas universitárias/);
  });

  it("writes a thesis in the dissertation format", () => {
    const pairs = kev(coinsKev(citation("abnt-thesis-souza")));
    expect(pairs.get("rft_val_fmt")).toEqual(["info:ofi/fmt:kev:mtx:dissertation"]);
    expect(pairs.get("rft.inst")?.[0]).toMatch(/Universidade Federal de Minas Gerais$/);
    expect(pairs.get("rft.title")?.[0]).toMatch(/^Metadados em repositórios institucionais/);
  });

  it("writes a serial as a journal", () => {
    const pairs = kev(coinsKev(citation("real-periodical-012100432")));
    expect(pairs.get("rft.genre")).toEqual(["journal"]);
    expect(pairs.get("rft.jtitle")).toEqual(["Chemistry and industry"]);
    expect(pairs.get("rft.issn")?.length).toBeGreaterThan(0);
  });
});
