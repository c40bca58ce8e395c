/**
 * The alphabetic browse (GET /api/navegacao, decision 057) on the demo catalogue, both engines:
 * exact headings and counts, paging both ways from a starting point and back, a start beyond the
 * last heading, accents folded, a marked article filed after, call numbers in shelf order, a
 * heading's records exactly those filed under it, and the tables kept by the triggers.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { BrowsePage, BrowseRecords } from "../../api/contract.ts";
import { importFiles } from "../../api/operations/import/importer.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";
import { strictClient } from "../support/strict-client.ts";

const NON_FILING = path.resolve("tests/fixtures/marc/non-filing.xml");

describe.each(engines)("alphabetic browse on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    await importFiles(lib.db, [NON_FILING]);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const browse = async (query: string) => {
    const res = await lib.call(`/api/navegacao?${query}`);
    expect(res.status).toBe(200);
    return res.body as BrowsePage;
  };
  const headings = (page: BrowsePage) => page.cabecalhos.map((h) => [h.cabecalho, h.registros]);

  it("lists authors from a starting point with their counts, and pages forward and back to the same page", async () => {
    const first = await browse("tipo=autor&de=Machado&limite=3");
    expect(headings(first)).toEqual([
      ["Machado, Antônio de Alcântara", 1],
      ["Mack, Lorrie", 1],
      ["Mackay of Clashfern, James Peter Hymers, Baron", 1],
    ]);
    expect(first).toMatchObject({
      inicio: "machado",
      anterior: "machado antonio de alcantara",
      proximo: "mackay robert",
    });
    const next = await browse(`tipo=autor&de=${encodeURIComponent(first.proximo!)}&limite=3`);
    expect(headings(next)).toEqual([
      ["MacKay, Robert", 1],
      ["Mackie, B. Allan", 1],
      ["Macleane, A. J.", 1],
    ]);
    expect(next.anterior).toBe("mackay robert");
    const back = await browse(`tipo=autor&ate=${encodeURIComponent(next.anterior!)}&limite=3`);
    expect(back.cabecalhos).toEqual(first.cabecalhos);
    expect(back.proximo).toBe(first.proximo);
    const before = await browse(`tipo=autor&ate=${encodeURIComponent(first.anterior!)}&limite=3`);
    expect(before.cabecalhos.at(-1)!.chave < "machado").toBe(true);
    expect(before.proximo).toBe("machado antonio de alcantara");
  });

  it("starts at the first heading, and a page before it is the first page", async () => {
    const start = await browse("tipo=autor&limite=2");
    expect(start.anterior).toBeNull();
    expect(start.inicio).toBeNull();
    const second = await browse(`tipo=autor&de=${encodeURIComponent(start.proximo!)}&limite=2`);
    const back = await browse(`tipo=autor&ate=${encodeURIComponent(second.cabecalhos[0].chave)}&limite=3`);
    expect(back.cabecalhos.slice(0, 2)).toEqual(start.cabecalhos);
    expect(back.anterior).toBeNull();
  });

  it("shows nothing from beyond the last heading, with the way back to the last page", async () => {
    const beyond = await browse("tipo=autor&de=zzzz");
    expect(beyond).toMatchObject({ cabecalhos: [], proximo: null, anterior: "zzzz" });
    const last = await browse("tipo=autor&ate=zzzz&limite=2");
    expect(last.cabecalhos.at(-1)).toEqual({
      cabecalho: "Zurmühlen, Heribert A.",
      chave: "zurmuhlen heribert a",
      registros: 1,
    });
    expect(last.proximo).toBeNull();
  });

  it("folds accents and case: the heading is shown as catalogued", async () => {
    for (const start of ["Faure", "fauré", "FAURE, G"]) {
      expect((await browse(`tipo=autor&de=${encodeURIComponent(start)}&limite=1`)).cabecalhos).toEqual([
        { cabecalho: "Fauré, Gabriel", chave: "faure gabriel", registros: 4 },
      ]);
    }
    expect(headings(await browse("tipo=autor&de=dvorak&limite=1"))).toEqual([["Dvořák, Antonin", 3]]);
  });

  it("files a title after its article, marked <<…>> or by the indicator, and shows it without marks", async () => {
    expect(headings(await browse("tipo=titulo&de=Rechtsp&limite=1"))).toEqual([
      ["Die Rechtsprechung des Bundesverfassungsgerichts zum Steuerrecht", 1],
    ]);
    expect(headings(await browse("tipo=titulo&de=Recht&limite=2"))).toEqual([
      ["Recht der Arbeit und der sozialen Sicherheit", 1],
      [expect.stringMatching(/^Das Recht der Wiedergutmachung für Angehörige/), 1],
    ]);
    expect(headings(await browse("tipo=titulo&de=knight%20in&limite=1"))).toEqual([["The knight in history", 1]]);
  });

  it("orders call numbers on the shelf: numbers as numbers, decimals and Cutter numbers as fractions", async () => {
    expect(headings(await browse("tipo=chamada&de=869.8&limite=5"))).toEqual([
      ["869.8", 1],
      ["871", 1],
      ["871 C7ob.a", 1],
      ["871/.01", 1],
      ["874/.01", 1],
    ]);
    const keys = await lib.db.query<{ key: string }>(
      "SELECT opac_call_number_key(x) AS key FROM unnest($1::text[]) WITH ORDINALITY AS t(x, n) ORDER BY n",
      [["81 B12", "869.4", "869.93 A848d", "869.93 A85", "QA9 .B1", "QA76.73 .J38 2005"]],
    );
    const sorted = keys.map((k) => k.key);
    expect([...sorted].sort()).toEqual(sorted);
    expect(keys.map((k) => k.key).slice(0, 2)).toEqual(["000000081 b12", "000000869.4"]);
  });

  it("lists exactly the records filed under a heading, paged by id", async () => {
    const { id } = await lib.recordIds({ id: "TEST-NONFILING-1|TEST" });
    const one = (
      await lib.call(
        "/api/navegacao/registros?tipo=titulo&chave=rechtsprechung%20des%20bundesverfassungsgerichts%20zum%20steuerrecht",
      )
    ).body as BrowseRecords;
    expect(one).toMatchObject({ registros: 1, proximo: null, itens: [{ cod_acervo: id }] });

    const expected = await lib.db.query<{ id: number }>(
      "SELECT id FROM record WHERE 'Fauré, Gabriel' = ANY(authors) ORDER BY id",
    );
    const page1 = (await lib.call("/api/navegacao/registros?tipo=autor&chave=faure%20gabriel&limite=3"))
      .body as BrowseRecords;
    expect(page1).toMatchObject({ cabecalho: "Fauré, Gabriel", registros: 4 });
    const page2 = (
      await lib.call(`/api/navegacao/registros?tipo=autor&chave=faure%20gabriel&limite=3&apos=${page1.proximo}`)
    ).body as BrowseRecords;
    expect(page2.proximo).toBeNull();
    expect([...page1.itens, ...page2.itens].map((r) => r.cod_acervo)).toEqual(expected.map((r) => r.id));
    expect(expected).toHaveLength(4);
  });

  it("answers as the OpenAPI document declares, as a strict client reads it", async () => {
    const read = strictClient(await (await lib.app.request("/api/openapi.json")).json());
    for (const [path, url] of [
      ["/api/navegacao", "/api/navegacao?tipo=assunto&de=hist"],
      ["/api/navegacao", "/api/navegacao?de=a&ate=b"],
      ["/api/navegacao/registros", "/api/navegacao/registros?tipo=autor&chave=faure%20gabriel&limite=2"],
      ["/api/navegacao/registros", "/api/navegacao/registros?tipo=autor&chave=nobody"],
    ]) {
      const res = await lib.app.request(url);
      expect(read("get", path, res.status, res.headers.get("content-type"), await res.json()), url).toEqual([]);
    }
  });

  it("refuses de with ate, and an unknown heading", async () => {
    expect((await lib.call("/api/navegacao?de=a&ate=b")).status).toBe(400);
    expect((await lib.call("/api/navegacao?tipo=x")).status).toBe(400);
    expect((await lib.call("/api/navegacao/registros?tipo=autor&chave=no%20such%20heading")).status).toBe(404);
  });

  it("is kept by the triggers: a copy's new call number, a deleted record", async () => {
    const { id } = await lib.recordIds({ id: "TEST-NONFILING-1|TEST" });
    await lib.db.query(
      "INSERT INTO item (record_id, library_id, barcode, call_number, status) VALUES ($1, 1, 'BROWSE-1', '343.04 R297', 'available')",
      [id],
    );
    expect(headings(await browse("tipo=chamada&de=343.04%20R297&limite=1"))).toEqual([["343.04 R297", 1]]);
    await lib.db.query("UPDATE item SET call_number = '343.04 R298' WHERE barcode = 'BROWSE-1'");
    expect(headings(await browse("tipo=chamada&de=343.04%20R297&limite=1"))).toEqual([["343.04 R298", 1]]);
    await lib.db.query("DELETE FROM record WHERE id = $1", [id]);
    expect(headings(await browse("tipo=chamada&de=343.04%20R297&limite=1"))).not.toEqual([["343.04 R298", 1]]);
    expect(headings(await browse("tipo=titulo&de=Rechtsp&limite=1"))).not.toContainEqual([
      "Die Rechtsprechung des Bundesverfassungsgerichts zum Steuerrecht",
      1,
    ]);
    const [drift] = await lib.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM browse_heading h
        WHERE h.records <> (SELECT count(*) FROM browse_record b WHERE b.kind = h.kind AND b.sort_key = h.sort_key)`,
    );
    expect(drift.n).toBe(0);
  });
});
