/**
 * What reference managers capture from the record page and the results (citation meta tags and
 * COinS), for a book, a thesis, a serial and a chapter of the demo and a journal article
 * (tests/support/citation-subjects.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordCapture, SearchResponse } from "../../api/contract.ts";
import { citationSubjects, type CitationSubject } from "../support/citation-subjects.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const BOOK_TITLE = "The voice of a writer: honoring the life of Katie Funk Wiebe";

/** Every key of an OpenURL KEV with its values in order, as a resolver reads it. */
function parseKev(text: string): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const [key, value] of new URLSearchParams(text)) out.set(key, [...(out.get(key) ?? []), value]);
  return out;
}

function metaValues(capture: RecordCapture, name: string): string[] {
  return capture.metadados.filter((m) => m.nome === name).map((m) => m.conteudo);
}

describe.each(engines)("record capture on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let ids: Record<CitationSubject, number>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    ids = await citationSubjects(lib);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const capture = async (id: number) => {
    const res = await lib.call(`/api/acervo/${id}/captura`);
    expect(res.status).toBe(200);
    const body = res.body as RecordCapture;
    return { body, kev: parseKev(body.coins) };
  };

  it("gives a book's title, authors in order, date and ISBN as meta tags and a book COinS", async () => {
    const { body, kev } = await capture(ids.book);
    expect(metaValues(body, "citation_title")).toEqual([BOOK_TITLE]);
    expect(metaValues(body, "citation_author")).toEqual(["Wiebe, Katie Funk", "Heidebrecht, Doug", "Rempel, Valerie"]);
    expect(metaValues(body, "citation_publication_date")).toEqual(["2010"]);
    expect(metaValues(body, "citation_isbn")).toEqual(["9781894791229", "1894791223"]);
    expect(metaValues(body, "DC.title")).toEqual([BOOK_TITLE]);
    expect(metaValues(body, "DC.creator")).toEqual(metaValues(body, "citation_author"));
    expect(metaValues(body, "DC.identifier")).toContain("urn:isbn:9781894791229");
    expect(kev.get("rft_val_fmt")).toEqual(["info:ofi/fmt:kev:mtx:book"]);
    expect(kev.get("rft.genre")).toEqual(["book"]);
    expect(kev.get("rft.btitle")).toEqual([BOOK_TITLE]);
    expect(kev.get("rft.au")).toEqual(["Wiebe, Katie Funk", "Heidebrecht, Doug", "Rempel, Valerie"]);
    expect(kev.get("rft.date")).toEqual(["2010"]);
    expect(kev.get("rft.isbn")).toEqual(["9781894791229", "1894791223"]);
  });

  it("gives a thesis's institution and a dissertation COinS", async () => {
    const { body, kev } = await capture(ids.thesis);
    expect(metaValues(body, "citation_title")[0]).toMatch(/^Mission and conversion in the lives of Constantine-Cyril/);
    expect(metaValues(body, "citation_author")).toEqual(["Quintos, Melanie"]);
    expect(metaValues(body, "citation_dissertation_institution")).toEqual(["University of Florida"]);
    expect(metaValues(body, "citation_publication_date")).toEqual(["2010"]);
    expect(kev.get("rft_val_fmt")).toEqual(["info:ofi/fmt:kev:mtx:dissertation"]);
    expect(kev.get("rft.inst")).toEqual(["University of Florida"]);
    expect(kev.get("rft.au")).toEqual(["Quintos, Melanie"]);
    expect(kev.get("rft.date")).toEqual(["2010"]);
  });

  it("gives a serial's ISSNs and a journal COinS", async () => {
    const { body, kev } = await capture(ids.serial);
    expect(metaValues(body, "citation_title")).toEqual(["Acta cytologica"]);
    expect(metaValues(body, "citation_issn")).toEqual(["0001-5547", "1938-2650"]);
    expect(metaValues(body, "citation_publication_date")).toEqual(["1957"]);
    expect(kev.get("rft_val_fmt")).toEqual(["info:ofi/fmt:kev:mtx:journal"]);
    expect(kev.get("rft.genre")).toEqual(["journal"]);
    expect(kev.get("rft.jtitle")).toEqual(["Acta cytologica"]);
    expect(kev.get("rft.issn")).toEqual(["0001-5547", "1938-2650"]);
  });

  it("gives a chapter's host as the book title of a book item", async () => {
    const { body, kev } = await capture(ids.chapter);
    const title = "Antigens and antigen presentation in relation to vaccine development";
    expect(metaValues(body, "citation_title")).toEqual([title]);
    expect(metaValues(body, "citation_author")).toEqual(["Ada, G. L."]);
    expect(metaValues(body, "citation_inbook_title")[0]).toMatch(/^Vaccines for fertility regulation/);
    expect(kev.get("rft.genre")).toEqual(["bookitem"]);
    expect(kev.get("rft.atitle")).toEqual([title]);
    expect(kev.get("rft.btitle")?.[0]).toMatch(/^Vaccines for fertility regulation/);
    expect(kev.get("rft.date")).toEqual(["1991"]);
  });

  it("gives an article's journal, volume, issue, pages and DOI and an article COinS", async () => {
    const { body, kev } = await capture(ids.article);
    const title = "The apocalyptic number 616 and the Donatist church";
    const journal = "The journal of ecclesiastical history";
    expect(metaValues(body, "citation_title")).toEqual([title]);
    expect(metaValues(body, "citation_author")).toEqual(["Hoover, Jesse"]);
    expect(metaValues(body, "citation_publication_date")).toEqual(["2021"]);
    expect(metaValues(body, "citation_journal_title")).toEqual([journal]);
    expect(
      ["citation_volume", "citation_issue", "citation_firstpage", "citation_lastpage"].map((n) => metaValues(body, n)),
    ).toEqual([["72"], ["4"], ["709"], ["725"]]);
    expect(metaValues(body, "citation_issn")).toEqual(["1469-7637"]);
    expect(metaValues(body, "citation_doi")).toEqual(["10.1017/S002204692000305X"]);
    expect(metaValues(body, "DC.identifier")).toContain("info:doi/10.1017/S002204692000305X");
    expect(kev.get("rft_val_fmt")).toEqual(["info:ofi/fmt:kev:mtx:journal"]);
    expect(kev.get("rft.genre")).toEqual(["article"]);
    expect(kev.get("rft.atitle")).toEqual([title]);
    expect(kev.get("rft.jtitle")).toEqual([journal]);
    expect(kev.get("rft.au")).toEqual(["Hoover, Jesse"]);
    expect(kev.get("rft.date")).toEqual(["2021"]);
    expect([kev.get("rft.volume"), kev.get("rft.issue"), kev.get("rft.spage"), kev.get("rft.epage")]).toEqual([
      ["72"],
      ["4"],
      ["709"],
      ["725"],
    ]);
    expect(kev.get("rft.issn")).toEqual(["1469-7637"]);
    expect(kev.get("rft_id")).toContain("info:doi/10.1017/S002204692000305X");
  });

  it("answers 404 for an unknown record", async () => {
    expect((await lib.call("/api/acervo/999999999/captura")).status).toBe(404);
  });

  it("gives one COinS per search result, in the same answer", async () => {
    const res = await lib.call("/api/consulta?q=history");
    expect(res.status).toBe(200);
    const { registros } = res.body as SearchResponse;
    expect(registros.length).toBeGreaterThan(0);
    for (const item of registros) {
      const kev = parseKev(item.coins);
      expect(kev.get("ctx_ver")).toEqual(["Z39.88-2004"]);
      const titles = [
        ...(kev.get("rft.btitle") ?? []),
        ...(kev.get("rft.jtitle") ?? []),
        ...(kev.get("rft.title") ?? []),
      ];
      expect(titles.length).toBeGreaterThan(0);
    }
  });
});
