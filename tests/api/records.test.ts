import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CopiesResponse,
  DublinCoreElement,
  LinkOut,
  MarcResponse,
  RecordData,
  ReferenceResponse,
  SearchResponse,
} from "../../api/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("records on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let id: number;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    const hits = (await lib.call("/api/consulta?q=history&for=TITULO&T=1&perPage=100")).body as SearchResponse;
    // A book with a main entry: its reference starts with the author and has the title in bold.
    id = hits.registros.find((r) => r.autor)!.cod_acervo;
  });
  afterAll(async () => {
    await lib?.close();
  });

  it("returns the record's data with display fields", async () => {
    const res = await lib.call(`/api/acervo/${id}`);
    expect(res.status).toBe(200);
    const data = res.body as RecordData;
    expect(data.cod_acervo).toBe(id);
    expect(data.titulo.toLowerCase()).toContain("histor");
    expect(data.campos.find((f) => f.rotulo === "title")?.valores[0]).toBeTruthy();
  });

  it("gives the ABNT reference with the title in bold", async () => {
    const res = await lib.call(`/api/acervo/${id}/referencia`);
    expect(res.status).toBe(200);
    const ref = res.body as ReferenceResponse;
    expect(ref.referencia).toMatch(/\.$/);
    expect(ref.partes.map((p) => p.texto).join("")).toBe(ref.referencia);
    expect(ref.partes.some((p) => p.destaque === "negrito")).toBe(true);
  });

  it("shows the MARC fields with indicators and subfields", async () => {
    const marc = (await lib.call(`/api/acervo/${id}/marc`)).body as MarcResponse;
    expect(marc.lider).toHaveLength(24);
    const f245 = marc.campos.find((f) => f.tag === "245")!;
    expect(f245.ind1).toMatch(/^[0-9 ]$/);
    expect(f245.subcampos?.[0].codigo).toBe("a");
    expect(marc.campos.find((f) => f.tag === "001")?.valor).toBeTruthy();
  });

  it("lists the copies by library with their status", async () => {
    const copies = (await lib.call(`/api/acervo/${id}/exemplares`, { headers: { lang: "5" } })).body as CopiesResponse;
    expect(copies.bibliotecas.length).toBeGreaterThan(0);
    const library = copies.bibliotecas[0];
    expect(library.total).toBe(library.exemplares.length);
    expect(library.disponiveis).toBe(library.exemplares.filter((e) => e.situacao === "available").length);
    expect(["Available", "On loan", "Reserved", "In transit", "Lost", "Closed stacks", "Not for loan"]).toContain(
      library.exemplares[0].desc_situacao,
    );
    const only = (await lib.call(`/api/acervo/${id}/exemplares?biblioteca=${library.cod_biblioteca}`))
      .body as CopiesResponse;
    expect(only.bibliotecas.map((b) => b.cod_biblioteca)).toEqual([library.cod_biblioteca]);
  });

  it("maps the record to Dublin Core", async () => {
    const dc = (await lib.call(`/api/acervo/${id}/dublin-core`)).body as DublinCoreElement[];
    expect(dc.find((e) => e.elemento === "dc:title")?.valor.toLowerCase()).toContain("histor");
    expect(dc.some((e) => e.elemento === "dc:type")).toBe(true);
  });

  it("lists the links of a record that has an 856", async () => {
    const [row] = await lib.db.query<{ id: number }>(`SELECT id FROM record WHERE online ORDER BY id LIMIT 1`);
    const links = (await lib.call(`/api/acervo/${row.id}/links`)).body as LinkOut[];
    expect(links.length).toBeGreaterThan(0);
    expect(links[0].url_link).toMatch(/^https?:\/\//);
    expect(links[0].seq_paragrafo).toBe(1);
  });

  it("answers 404 for an unknown record and 400 for a malformed id, in the caller's language", async () => {
    const missing = await lib.call("/api/acervo/99999999", { headers: { lang: "5" } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({ error: { code: "record_not_found", message: "Record 99999999 not found." } });
    for (const tab of ["", "/referencia", "/marc", "/exemplares", "/dublin-core", "/links"]) {
      expect((await lib.call(`/api/acervo/99999999${tab}`)).status, tab).toBe(404);
    }
    const bad = await lib.call("/api/acervo/abc");
    expect(bad.status).toBe(400);
    expect(bad.body.error.code).toBe("invalid_parameter");
    expect((await lib.call("/api/acervo/1/exemplares?biblioteca=x")).status).toBe(400);
  });

  it("answers 404 in JSON for an unknown call", async () => {
    const res = await lib.call("/api/nothing-here");
    expect(res.status).toBe(404);
    expect(res.body.error.code).toBe("not_found");
  });
});
