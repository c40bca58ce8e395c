/**
 * Covers: a file the operator put in COVERS_DIR wins; otherwise a generated SVG in the
 * institution's default-cover colours. `link_capa` of search results and record data points
 * at the cover call. On every engine.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { RecordData, SearchResponse } from "../../api/contract.ts";
import { isbnForms } from "../../api/catalogue/covers/isbn.ts";
import { seedRecordPages } from "../../api/operations/demo/seed.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const PNG = Buffer.from(
  "89504e470d0a1a0a0000000d4948445200000001000000010806000000" +
    "1f15c4890000000d49444154789c6360f8cfc0f01f0005000201e2b2c7c40000000049454e44ae426082",
  "hex",
);

describe.each(engines)("covers on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  const dir = mkdtempSync(path.join(tmpdir(), "covers-"));
  let withCover: { id: number; isbn: string };
  let generated: number;
  beforeAll(async () => {
    process.env.COVERS_DIR = dir;
    lib = await openTestLibrary(engine);
    await seedRecordPages(lib.db);
    const [a, b] = await lib.db.query<{ id: number; isbn: string[] }>(
      "SELECT id, isbn FROM record WHERE cardinality(isbn) > 0 AND isbn[1] ~ '^97[89][0-9]{10}$' ORDER BY id LIMIT 2",
    );
    withCover = { id: a.id, isbn: a.isbn[0] };
    generated = b.id;
    // Named by the ISBN-10 form: the record's ISBN-13 must find it too.
    writeFileSync(path.join(dir, `${isbnForms(withCover.isbn)!.isbn10 ?? withCover.isbn}.png`), PNG);
  });
  afterAll(async () => {
    delete process.env.COVERS_DIR;
    rmSync(dir, { recursive: true, force: true });
    await lib?.close();
  });

  it("serves the stored cover of a record when the operator put one in the folder", async () => {
    const res = await lib.app.request(`/api/acervo/${withCover.id}/capa`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    expect(res.headers.get("cache-control")).toBe("public, max-age=86400");
    expect(Buffer.from(await res.arrayBuffer()).equals(PNG)).toBe(true);
  });

  it("serves a stored cover by ISBN, with hyphens or not, and 404 or 400 otherwise", async () => {
    const forms = isbnForms(withCover.isbn)!;
    const hyphenated = `${forms.isbn13.slice(0, 3)}-${forms.isbn13.slice(3)}`;
    const res = await lib.app.request(`/api/acervo/get-cover/${hyphenated}`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/png");
    const missing = await lib.call("/api/acervo/get-cover/9780000000002", { headers: { lang: "5" } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: "cover_not_found", message: "No cover is stored for this ISBN." } });
    expect((await lib.call("/api/acervo/get-cover/not-an-isbn")).status).toBe(400);
  });

  it("generates an SVG cover in the institution's colours otherwise, with cache validators", async () => {
    const res = await lib.app.request(`/api/acervo/${generated}/capa`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
    expect(res.headers.get("cache-control")).toBe("public, max-age=3600");
    const svg = await res.text();
    const [{ title }] = await lib.db.query<{ title: string }>("SELECT title FROM record WHERE id = $1", [generated]);
    expect(svg).toContain('role="img"');
    expect(svg).toContain(
      `aria-label="${title.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/'/g, "&apos;").replace(/</g, "&lt;").replace(/>/g, "&gt;")}"`,
    );
    expect(svg).toContain('fill="#F4EBD9"');
    expect(svg).toContain('fill="#3B2F2F"');
    const etag = res.headers.get("etag")!;
    const again = await lib.app.request(`/api/acervo/${generated}/capa`, { headers: { "if-none-match": etag } });
    expect(again.status).toBe(304);
  });

  it("escapes & and < of a title in the generated cover", async () => {
    await lib.db.query("UPDATE record SET title = 'Tom & Jerry <b>' WHERE id = $1", [generated]);
    const svg = await (await lib.app.request(`/api/acervo/${generated}/capa`)).text();
    expect(svg).toContain("Tom &amp; Jerry &lt;b&gt;");
    expect(svg).not.toContain("<b>");
  });

  it("points link_capa of search results and record data at the cover call", async () => {
    const record = (await lib.call(`/api/acervo/${withCover.id}`)).body as RecordData;
    expect(record.link_capa).toBe(`/api/acervo/${withCover.id}/capa`);
    const hits = (await lib.call("/api/consulta?q=history&perPage=5")).body as SearchResponse;
    for (const hit of hits.registros) expect(hit.link_capa).toBe(`/api/acervo/${hit.cod_acervo}/capa`);
  });

  it("answers 404 for the cover of an unknown record", async () => {
    expect((await lib.call("/api/acervo/99999999/capa")).status).toBe(404);
    expect((await lib.call("/api/acervo/x/capa")).status).toBe(400);
  });
});
