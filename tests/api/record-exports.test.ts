/**
 * References (ABNT, APA) and one-record exports (RIS, BibTeX, MARC, MARCXML, schema.org JSON-LD)
 * of real demo records, on every engine.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReferenceResponse } from "../../api/contract.ts";
import { decodeIso2709 } from "../../api/catalogue/marc/iso2709.ts";
import { readMarcXml } from "../../api/catalogue/marc/marcxml.ts";
import type { MarcRecord } from "../../api/catalogue/marc/record.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

async function* once(bytes: Uint8Array) {
  yield bytes;
}

describe.each(engines)("record references and exports on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let book: number;
  let phd: number;
  let masters: number;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    const one = async (where: string) =>
      (await lib.db.query<{ id: number }>(`SELECT id FROM record WHERE ${where} ORDER BY id LIMIT 1`))[0].id;
    book = await one("work_type = 1 AND author IS NOT NULL AND cardinality(isbn) > 0");
    // Florida theses catalogued with "Thesis (Ph.D.)" and "Thesis (M.A.)" in 502.
    phd = await one("work_type = 2 AND marc::text LIKE '%(Ph.D.)%'");
    masters = await one("work_type = 2 AND marc::text ~ '\\(M\\.[A-Z]'");
  });
  afterAll(async () => {
    await lib?.close();
  });

  const download = async (id: number, format: string) => {
    const res = await lib.app.request(`/api/acervo/${id}/exportar?formato=${format}`);
    return { res, bytes: new Uint8Array(await res.arrayBuffer()) };
  };

  it("gives the ABNT reference by default and APA 7 on request", async () => {
    const abnt = (await lib.call(`/api/acervo/${book}/referencia`)).body as ReferenceResponse;
    const apa = await lib.call(`/api/acervo/${book}/referencia?estilo=apa`, { headers: { lang: "5" } });
    expect(apa.status).toBe(200);
    const body = apa.body as ReferenceResponse;
    expect(body.partes.map((p) => p.texto).join("")).toBe(body.referencia);
    expect(body.partes.some((p) => p.destaque === "italico")).toBe(true);
    expect(body.referencia).toMatch(/^[^,]+, [A-Z]\..*\(\d{4}\)\. /);
    expect(body.referencia).not.toBe(abnt.referencia);
    expect((await lib.call(`/api/acervo/${book}/referencia?estilo=vancouver`)).status).toBe(400);
  });

  it("exports MARC that decodes back to the stored record", async () => {
    const { res, bytes } = await download(book, "marc");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("application/marc");
    expect(res.headers.get("content-disposition")).toBe(`attachment; filename="acervo-${book}.mrc"`);
    const stored = (await lib.call(`/api/acervo/${book}/marc`)).body as { lider: string; campos: unknown[] };
    const decoded = decodeIso2709(bytes);
    expect(decoded.fields).toHaveLength(stored.campos.length);
    expect(decoded.leader.slice(5)).toBe(stored.lider.slice(5));
  });

  it("exports MARCXML that reads back to the same record", async () => {
    const { res, bytes } = await download(book, "marcxml");
    expect(res.headers.get("content-type")).toMatch(/^application\/marcxml\+xml/);
    const records: MarcRecord[] = [];
    for await (const r of readMarcXml(once(bytes))) if (r.ok) records.push(r.record);
    expect(records).toHaveLength(1);
    expect(records[0].fields).toEqual(decodeIso2709((await download(book, "marc")).bytes).fields);
  });

  it("exports RIS with TY first and ER last, one tag per line", async () => {
    const { res, bytes } = await download(phd, "ris");
    expect(res.headers.get("content-type")).toBe("application/x-research-info-systems; charset=utf-8");
    expect(res.headers.get("content-disposition")).toContain(".ris");
    const lines = new TextDecoder().decode(bytes).trimEnd().split("\r\n");
    expect(lines[0]).toBe("TY  - THES");
    expect(lines.at(-1)).toBe("ER  -");
    expect(lines.every((l) => /^[A-Z][A-Z0-9] {2}- /.test(l) || l === "ER  -")).toBe(true);
    expect(lines.some((l) => l.startsWith("AU  - "))).toBe(true);
  });

  it("exports BibTeX in UTF-8 with the thesis entry type of its degree", async () => {
    const phdBib = new TextDecoder().decode((await download(phd, "bibtex")).bytes);
    expect(phdBib).toMatch(/^@phdthesis\{[A-Za-z0-9]+,\n/);
    expect(phdBib).toMatch(/\n {2}school = \{[^}]+\},?\n/);
    const mastersBib = await download(masters, "bibtex");
    expect(mastersBib.res.headers.get("content-type")).toBe("application/x-bibtex; charset=utf-8");
    expect(new TextDecoder().decode(mastersBib.bytes)).toMatch(/^@mastersthesis\{/);
  });

  it("exports schema.org JSON-LD with the record's address", async () => {
    const { res, bytes } = await download(book, "jsonld");
    expect(res.headers.get("content-type")).toBe("application/ld+json; charset=utf-8");
    const doc = JSON.parse(new TextDecoder().decode(bytes));
    expect(doc).toMatchObject({
      "@context": "https://schema.org",
      "@type": "Book",
      url: `http://localhost/acervo/${book}`,
    });
    expect(doc.name).toBeTruthy();
    expect(doc.author[0].name).toBeTruthy();
    expect(doc.isbn).toBeTruthy();
    expect(doc.image).toBe(`http://localhost/api/acervo/${book}/capa`);
    const thesis = JSON.parse(new TextDecoder().decode((await download(phd, "jsonld")).bytes));
    expect(thesis["@type"]).toBe("Thesis");
  });

  it("answers 400 for an unknown or missing format and 404 for an unknown record", async () => {
    expect((await lib.call(`/api/acervo/${book}/exportar?formato=docx`)).status).toBe(400);
    const missing = await lib.call(`/api/acervo/${book}/exportar`, { headers: { lang: "5" } });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toEqual({ code: "invalid_parameter", message: "Invalid parameter: formato." });
    expect((await lib.call("/api/acervo/99999999/exportar?formato=ris")).status).toBe(404);
    expect((await lib.call("/api/acervo/99999999/referencia?estilo=apa")).status).toBe(404);
  });
});
