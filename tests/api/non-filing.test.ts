/**
 * Non-filing marks (decision 051): a title whose article is marked `<<Die>>` is found with and
 * without the article, shown and cited without the marks, sorted after the article, and exported
 * with them only in MARC and MARCXML.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordData, SearchResponse } from "../../api/contract.ts";
import { importFiles } from "../../api/operations/import/importer.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const FILE = path.resolve("tests/fixtures/marc/non-filing.xml");
const TITLE = "Die Rechtsprechung des Bundesverfassungsgerichts zum Steuerrecht";
const MARKS = /<<|>>|&lt;&lt;|&gt;&gt;|[\u0098\u009c]/;

describe.each(engines)("non-filing marks on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let id: number;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    await importFiles(lib.db, [FILE]);
    ({ id } = await lib.recordIds({ id: "TEST-NONFILING-1|TEST" }));
  });
  afterAll(async () => {
    await lib?.close();
  });

  const search = async (q: string, extra = "") =>
    (await lib.call(`/api/consulta?q=${encodeURIComponent(q)}${extra}`)).body as SearchResponse;
  const exported = async (format: string) =>
    new TextDecoder().decode(
      new Uint8Array(await (await lib.app.request(`/api/acervo/${id}/exportar?formato=${format}`)).arrayBuffer()),
    );

  it("finds the title with and without its article, first, shown without the marks", async () => {
    for (const q of [
      TITLE,
      "Rechtsprechung des Bundesverfassungsgerichts zum Steuerrecht",
      `<<Die>> ${TITLE.slice(4)}`,
    ]) {
      const first = (await search(q)).registros[0];
      expect(first.cod_acervo).toBe(id);
      expect(first.titulo).toBe(TITLE);
      expect(first.coins).not.toMatch(/%3C%3C|%3E%3E|<<|>>/);
    }
    const page = (await lib.call(`/api/acervo/${id}`)).body as RecordData;
    expect(JSON.stringify(page)).not.toMatch(MARKS);
  });

  it("sorts the title after its article", async () => {
    const [row] = await lib.db.query<{ title_sort: string }>("SELECT title_sort FROM record WHERE id = $1", [id]);
    expect(row.title_sort).toMatch(/^rechtsprechung /);
  });

  it("exports the marks in MARC and MARCXML only", async () => {
    expect(await exported("marc")).toContain("<<Die>>");
    expect(await exported("marcxml")).toContain("&lt;&lt;Die&gt;&gt;");
    for (const format of ["ris", "bibtex", "jsonld", "mods", "oai_dc"]) {
      const body = await exported(format);
      expect(body, format).toContain("Rechtsprechung des Bundesverfassungsgerichts");
      expect(body, format).not.toMatch(MARKS);
    }
    const reference = (await lib.call(`/api/acervo/${id}/referencia`)).body;
    // ABNT enters a title without an author by its first word and the article before it, in capitals.
    expect(JSON.stringify(reference)).toContain("DIE RECHTSPRECHUNG des Bundesverfassungsgerichts");
    expect(JSON.stringify(reference)).not.toMatch(MARKS);
  });
});
