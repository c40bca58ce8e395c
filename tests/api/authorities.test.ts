/**
 * Authority records: imported by the same import as bibliographic ones (data/marc/demo-auth.mrc,
 * 37 records from LC and the German National Library), their page, MARC, identifiers and the
 * bibliographic records under their heading, on every engine.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  AuthorityComboEntry,
  AuthorityDetails,
  AuthorityRecordsResponse,
  MarcResponse,
  RecordData,
} from "../../api/contract.ts";
import { importFiles } from "../../api/operations/import/importer.ts";
import { engines, seedMigratedDataDir } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const AUTH_FILE = path.resolve("data/marc/demo-auth.mrc");

describe.each(engines)("authorities on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let counts: Awaited<ReturnType<typeof importFiles>>;
  const idOf = async (sourceKey: string) =>
    (await lib.db.query<{ id: number }>("SELECT id FROM authority WHERE source_key = $1", [sourceKey]))[0].id;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    counts = await importFiles(lib.db, [AUTH_FILE]);
  });
  afterAll(async () => {
    await lib?.close();
  });

  it("imports the 37 demo authority records into the authority file, and updates them on re-import", async () => {
    expect(counts).toEqual({
      imported: 37,
      updated: 0,
      skipped: 0,
      authorities: { imported: 37, updated: 0 },
      rejectedFiles: 0,
    });
    const again = await importFiles(lib.db, [AUTH_FILE]);
    expect(again).toEqual({
      imported: 0,
      updated: 37,
      skipped: 0,
      authorities: { imported: 0, updated: 37 },
      rejectedFiles: 0,
    });
    const types = await lib.db.query<{ type: string; n: number }>(
      "SELECT type, count(*)::int AS n FROM authority GROUP BY type ORDER BY type",
    );
    expect(Object.fromEntries(types.map((t) => [t.type, t.n]))).toEqual({
      assunto: 17,
      assunto_geografico: 3,
      genero_forma: 3,
      meio_execucao: 2,
      pessoa: 7,
      titulo_uniforme: 5,
    });
    const [{ n }] = await lib.db.query<{ n: number }>("SELECT count(*)::int AS n FROM record");
    expect(n).toBe(3661);
  });

  it("shows an authority with its fields in Pergamum's shape and its identifiers as links", async () => {
    const id = await idOf("118540238|DE-101");
    const res = await lib.call(`/api/autoridade/${id}`, { headers: { lang: "5" } });
    expect(res.status).toBe(200);
    const goethe = res.body as AuthorityDetails;
    expect(goethe).toMatchObject({
      cod_autoridade: id,
      cabecalho: "Goethe, Johann Wolfgang von, 1749-1832",
      tipo: "pessoa",
      desc_tipo: "Person",
      paragrafo: "100",
    });
    expect(goethe.identificadores.filter((i) => i.logo).map(({ fonte, url }) => ({ fonte, url }))).toEqual([
      { fonte: "isni", url: "https://isni.org/isni/0000000120999104" },
      { fonte: "wikidata", url: "https://www.wikidata.org/wiki/Q5879" },
    ]);
    const heading = goethe.campos.find((f) => f.paragrafo === "100")!;
    expect(heading).toMatchObject({ seq_paragrafo: 1, rotulo: "heading", descricao_paragrafo: "Authorized form" });
    expect(heading.campos[0]).toEqual({ secao: "a", descricao: "Goethe, Johann Wolfgang von", pontuacao: "" });
    const identifier = goethe.campos.find((f) => f.paragrafo === "024" && f.texto.startsWith("wikidata"))!;
    expect(identifier.campos.map((c) => c.secao)).toEqual(["a", "2"]);
    expect(goethe.campos.map((f) => f.ordem)).toEqual(goethe.campos.map((_, i) => i + 1));
    expect(goethe.total_acervos).toBe(3);
  });

  it("gives the $u of 670 as links", async () => {
    const lessing = (await lib.call(`/api/autoridade/${await idOf("118572121|DE-101")}`)).body as AuthorityDetails;
    expect(lessing.links.map((l) => l.url)).toContain("https://de.wikipedia.org/wiki/Gotthold_Ephraim_Lessing");
    expect(lessing.identificadores.find((i) => i.fonte === "viaf")?.url).toBe("https://viaf.org/viaf/9849550");
  });

  it("shows the MARC of an authority", async () => {
    const marc = (await lib.call(`/api/autoridade/${await idOf("sj96005301|DLC")}/marc`)).body as MarcResponse;
    expect(marc.lider).toHaveLength(24);
    expect(marc.campos.find((f) => f.tag === "150")?.subcampos).toEqual([{ codigo: "a", valor: "Dogs" }]);
  });

  it("lists the bibliographic records under a heading, by name alone or with a title or subdivisions, paginated", async () => {
    const shakespeare = await idOf("n78095332|DLC");
    const all = (await lib.call(`/api/autoridade/${shakespeare}/acervos`)).body as AuthorityRecordsResponse;
    expect(all.totalRegistros).toBe(4);
    expect(all.registros).toHaveLength(4);
    expect(all.registros[0]).toMatchObject({
      cod_acervo: expect.any(Number),
      link_capa: expect.stringMatching(/^\/api\/acervo\/\d+\/capa$/),
    });
    const page2 = (await lib.call(`/api/autoridade/${shakespeare}/acervos?page=2&perPage=3`))
      .body as AuthorityRecordsResponse;
    expect(page2).toMatchObject({ totalRegistros: 4, page: 2, perPage: 3 });
    expect(page2.registros).toHaveLength(1);
    expect(page2.registros[0].cod_acervo).toBe(all.registros[3].cod_acervo);
    for (const r of all.registros) {
      const marc = (await lib.call(`/api/acervo/${r.cod_acervo}/marc`)).body as MarcResponse;
      expect(JSON.stringify(marc)).toMatch(/Shakespeare, William/);
    }
    const dogs = (await lib.call(`/api/autoridade/${await idOf("sj96005301|DLC")}/acervos`))
      .body as AuthorityRecordsResponse;
    expect(dogs.totalRegistros).toBe(1);
  });

  it("names the authority of a record's authors and subjects in its data, the other headings having none", async () => {
    const shakespeare = await idOf("n78095332|DLC");
    const dogs = await idOf("sj96005301|DLC");
    const under = async (authority: number) =>
      ((await lib.call(`/api/autoridade/${authority}/acervos`)).body as AuthorityRecordsResponse).registros;
    for (const r of await under(shakespeare)) {
      const data = (await lib.call(`/api/acervo/${r.cod_acervo}`)).body as RecordData;
      const match = data.autoridades.find((a) => a.cod_autoridade === shakespeare)!;
      expect(match.valor).toMatch(/^Shakespeare, William/);
      // The value is one the page shows under that label, so the OPAC can link it.
      expect(data.campos.find((f) => f.rotulo === match.rotulo)?.valores).toContain(match.valor);
      for (const a of data.autoridades)
        expect(data.campos.find((f) => f.rotulo === a.rotulo)?.valores).toContain(a.valor);
    }
    const [dogsRecord] = await under(dogs);
    const data = (await lib.call(`/api/acervo/${dogsRecord.cod_acervo}`)).body as RecordData;
    expect(data.autoridades).toContainEqual({
      rotulo: "subjects",
      valor: expect.stringMatching(/^Dogs/),
      cod_autoridade: dogs,
    });
    // A record none of whose headings is in the authority file.
    const [plain] = await lib.db.query<{ id: number }>(
      "SELECT id FROM record r WHERE NOT EXISTS (SELECT 1 FROM authority a WHERE a.heading_key = ANY(r.headings)) ORDER BY id LIMIT 1",
    );
    expect(((await lib.call(`/api/acervo/${plain.id}`)).body as RecordData).autoridades).toEqual([]);
  });

  it("gives several authorities at once for the combo, leaving unknown ids out", async () => {
    const a = await idOf("sj96005301|DLC");
    const b = await idOf("n78095332|DLC");
    const combo = (await lib.call(`/api/autoridade/combo?autoridades=${b},99999,${a}`)).body as AuthorityComboEntry[];
    expect(combo.map((c) => c.cod_autoridade)).toEqual([b, a]);
    expect(combo[1].detalhes.cabecalho).toBe("Dogs");
    expect(combo[1].marc.campos.length).toBeGreaterThan(0);
    expect((await lib.call("/api/autoridade/combo")).status).toBe(400);
    expect((await lib.call("/api/autoridade/combo?autoridades=1,x")).status).toBe(400);
  });

  it("has no images of authorities", async () => {
    const id = await idOf("n78095332|DLC");
    expect((await lib.call(`/api/autoridade/get-images?cod_autoridade=${id}&limit=5`)).body).toEqual([]);
    expect((await lib.call("/api/autoridade/get-images?cod_autoridade=99999999")).status).toBe(404);
    expect((await lib.call("/api/autoridade/get-images")).status).toBe(400);
  });

  it("answers 404 for an unknown authority and 400 for a malformed id, in the caller's language", async () => {
    const missing = await lib.call("/api/autoridade/99999999", { headers: { lang: "3" } });
    expect(missing.status).toBe(404);
    expect(missing.body).toEqual({
      error: { code: "authority_not_found", message: "Autoridad 99999999 no encontrada." },
    });
    expect((await lib.call("/api/autoridade/99999999/marc")).status).toBe(404);
    expect((await lib.call("/api/autoridade/99999999/acervos")).status).toBe(404);
    expect((await lib.call("/api/autoridade/abc")).status).toBe(400);
    expect((await lib.call("/api/autoridade/1/acervos?perPage=1000")).status).toBe(400);
  });
});

describe("npm run import with authority records (CLI)", () => {
  const tmp = mkdtempSync(path.join(tmpdir(), "import-auth-"));
  beforeAll(() => seedMigratedDataDir(path.join(tmp, "data")));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));

  it("imports them through the same command and keeps the one summary line", () => {
    const run = () =>
      spawnSync(path.resolve("node_modules/.bin/tsx"), ["api/operations/cli/import.ts", AUTH_FILE], {
        encoding: "utf8",
        env: { ...process.env, DATABASE_URL: "", DATA_DIR: path.join(tmp, "data") },
      });
    const first = run();
    expect(first.status).toBe(0);
    expect(first.stdout).toBe("imported 37, updated 0, skipped 0\n");
    expect(first.stderr).toContain("of which authority records: imported 37, updated 0");
    expect(run().stdout).toBe("imported 0, updated 37, skipped 0\n");
  }, 120_000);
});
