/**
 * The advanced search's operators, term types and extra panel, the special tabs (guides) and the
 * X/K filters, against the real demo records (docs/search.md states each meaning).
 */
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AdvancedSearchOptions, FilterDefinition, SearchGuide, SearchResponse } from "../../api/contract.ts";
import { DEMO_GUIDE_CODES } from "../support/demo-guides.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const NEW_HISTORY = "A new history of the United States. The greater republic";
const REFORMED = "History of the Reformed Church in the United States, 1725-1792";
const NAVY = "A short history of the United States Navy";

describe.each(engines)("advanced search and guides on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const search = async (query: string) => {
    const res = await lib.call(`/api/consulta?perPage=100&${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as SearchResponse;
  };
  const titles = async (query: string) => (await search(query)).registros.map((r) => r.titulo);
  const count = async (query: string) => (await search(query)).totalRegistros;
  const rows = (a: string, condition: string, b: string, extra = "") =>
    `keyword_type=P&q=${encodeURIComponent(a)}&for=TITULO&condition=${condition}&q2=${encodeURIComponent(b)}&for2=TITULO${extra}`;

  it("AND needs both rows, OR either, NOT the first without the second", async () => {
    const history = await count("keyword_type=P&q=history&for=TITULO");
    const united = await count("keyword_type=P&q=united&for=TITULO");
    const and = await count(rows("history", "AND", "united"));
    const or = await count(rows("history", "OR", "united"));
    const not = await count(rows("history", "NOT", "united"));
    expect(and).toBeGreaterThan(0);
    expect(or).toBe(history + united - and);
    expect(not).toBe(history - and);
    expect(await titles(rows("history", "AND", "united"))).toEqual(
      expect.arrayContaining([NEW_HISTORY, REFORMED, NAVY]),
    );
    expect(await titles(rows("history", "NOT", "united"))).not.toContain(REFORMED);
  });

  it("BEF: the first row's words before the second's, within 5 words; AFT the other way; PRO either", async () => {
    const bef = await titles(rows("history", "BEF", "united"));
    // "history of the United": 3 words on; the Reformed Church title puts them 7 apart.
    expect(bef).toEqual(expect.arrayContaining([NEW_HISTORY, NAVY]));
    expect(bef).not.toContain(REFORMED);
    const aft = await titles(rows("history", "AFT", "united"));
    expect(aft).not.toContain(NEW_HISTORY);
    expect(await titles(rows("united", "AFT", "history"))).toEqual(expect.arrayContaining([NEW_HISTORY, NAVY]));
    const pro = await titles(rows("history", "PRO", "united"));
    expect(pro).toEqual(expect.arrayContaining([NEW_HISTORY, NAVY]));
    expect(pro).not.toContain(REFORMED);
    expect(pro.length).toBe(new Set([...bef, ...aft]).size);
  });

  it("AFT and BEF search the second row in the first row's field", async () => {
    const forced = await count(`${rows("history", "BEF", "united")}`.replace("for2=TITULO", "for2=AUTOR"));
    expect(forced).toBe(await count(rows("history", "BEF", "united")));
  });

  it("a third row joins the first two left to right", async () => {
    const both = await count(rows("history", "AND", "united"));
    const withoutNavy = await count(`${rows("history", "AND", "united")}&condition2=NOT&q3=navy&for3=TITULO`);
    expect(withoutNavy).toBe(both - 1);
  });

  it("term types: P all the words, E the exact phrase, I words starting with", async () => {
    const phrase = await titles("keyword_type=E&q=history%20of%20the%20united%20states&for=TITULO");
    expect(phrase).toEqual(expect.arrayContaining([NEW_HISTORY, NAVY]));
    expect(phrase).not.toContain(REFORMED);
    const all = await titles("keyword_type=P&q=history%20united%20states&for=TITULO");
    expect(all).toEqual(expect.arrayContaining([NEW_HISTORY, NAVY, REFORMED]));
    const prefix = await titles("keyword_type=I&q=hist%20unit&for=TITULO");
    expect(prefix).toEqual(expect.arrayContaining([NEW_HISTORY, NAVY, REFORMED]));
    expect(await count("keyword_type=P&q=hist%20unit&for=TITULO")).toBe(0);
  });

  it("SIMILAR options find words spelt differently (trigram similarity)", async () => {
    expect(await count("keyword_type=P&q=histori&for=TITULO")).toBe(0);
    const similar = await titles("keyword_type=P&q=histori&for=TITULO_SIMILAR");
    expect(similar.length).toBeGreaterThan(0);
    // Words sharing most of the term's trigrams: "history", "histoire", also "histology";
    // the closest ones rank first.
    // Compared as the service does, accents folded ("hisṭoriyot").
    const folded = (t: string) => t.normalize("NFD").replace(/\p{M}/gu, "");
    expect(similar.every((t) => /hist/i.test(folded(t)))).toBe(true);
    expect(similar[0]).toMatch(/histor/i);
  });

  it("the extra panel: year comparisons, online only, place, language, work type", async () => {
    const years = async (q: string) => (await search(q)).registros.map((r) => r.ano_publicacao);
    expect((await years("q=&comp_ano=igual&ano=1899")).every((y) => y === 1899)).toBe(true);
    expect((await years("q=&comp_ano=menor&ano=1900")).every((y) => y !== null && y < 1900)).toBe(true);
    expect((await years("q=&comp_ano=maior&ano=2000")).every((y) => y !== null && y > 2000)).toBe(true);
    const between = await years("q=&comp_ano=entre&ano=1990&ano_final=1995");
    expect(between.length).toBeGreaterThan(0);
    expect(between.every((y) => y !== null && y >= 1990 && y <= 1995)).toBe(true);
    expect((await search("q=&bib_virtual=S")).registros.every((r) => r.acesso_remoto === "S")).toBe(true);
    const chicago = await search("q=&local=chicago");
    expect(chicago.totalRegistros).toBeGreaterThan(0);
    expect(chicago.registros.every((r) => /chicago/i.test(r.publicacao ?? ""))).toBe(true);
    expect((await search("q=&idioma=por")).registros.every((r) => r.idioma === "por")).toBe(true);
    expect((await search("q=&tipo_obra=2")).registros.every((r) => r.cod_tipo_obra === 2)).toBe(true);
  });

  it("refuses a comparison without its year, a final year before the first, AFT between rows 2 and 3", async () => {
    for (const bad of [
      "q=x&comp_ano=igual",
      "q=x&comp_ano=entre&ano=2000&ano_final=1990",
      "q=x&ano=999&comp_ano=igual",
      "q=x&for=TITULO&condition=AND&q2=y&for2=TITULO&condition2=AFT&q3=z&for3=TITULO",
      "q=x&keyword_type=Z",
    ]) {
      const res = await lib.call(`/api/consulta?${bad}`);
      expect(res.status, bad).toBe(400);
      expect((res.body as { error: { code: string } }).error.code).toBe("invalid_parameter");
    }
  });

  it("guides: the institution's tabs, in order, and each special tab on its records", async () => {
    const res = await lib.call("/api/consulta/guias", { headers: { lang: "5" } });
    const guides = res.body as SearchGuide[];
    expect(guides.map((g) => g.codigo)).toEqual(DEMO_GUIDE_CODES);
    expect(guides[0]).toMatchObject({ ordem: 0, titulo: "General search", usa_consulta_paginada: true });
    const ebooks = await search("guia=e_books&q=");
    expect(ebooks.totalRegistros).toBeGreaterThan(0);
    expect(ebooks.registros.every((r) => r.acesso_remoto === "S")).toBe(true);
    const media = await search("guia=multimeios&q=");
    expect(media.totalRegistros).toBeGreaterThan(0);
    expect(media.registros.every((r) => [8, 9, 10, 12, 16].includes(r.cod_tipo_obra))).toBe(true);
    const archive = await search("guia=arquivo&q=");
    expect(archive.totalRegistros).toBeGreaterThan(0);
    expect(archive.registros.every((r) => [11, 13, 18].includes(r.cod_tipo_obra))).toBe(true);
    const res404 = await lib.call("/api/consulta?guia=nada");
    expect(res404.status).toBe(400);
  });

  it("advanced options list what the records have; similar words follow the institution flag", async () => {
    const options = (await lib.call("/api/consulta/advanced-search/options")).body as AdvancedSearchOptions;
    expect(options.similar).toBe(false);
    expect(options.libraries.length).toBeGreaterThan(0);
    expect(options.typeOfWorkList.map((t) => t.description)).toContain("Livro");
    expect(options.languageList.length).toBeGreaterThan(5);
    await lib.db.query(`INSERT INTO institution_param (key, value) VALUES ('habilita_pesquisa_similar', 'S')`);
    expect(((await lib.call("/api/consulta/advanced-search/options")).body as AdvancedSearchOptions).similar).toBe(
      true,
    );
    await lib.db.query(`DELETE FROM institution_param WHERE key = 'habilita_pesquisa_similar'`);
  });

  it("advanced options suggest places and physical descriptions that find records; collections are empty", async () => {
    const options = (await lib.call("/api/consulta/advanced-search/options")).body as AdvancedSearchOptions;
    expect(options.collectionList).toEqual([]);
    const { publicationPlaceList: places = [], physicalDescList: physical = [] } = options;
    expect(places.length).toBeGreaterThan(1);
    expect(physical.length).toBeGreaterThan(1);
    for (const [list, name] of [
      [places, "local"],
      [physical, "desc_fisica"],
    ] as const) {
      expect(list.every((o) => o.cod === o.description && o.cod.trim() === o.cod && o.cod !== "")).toBe(true);
      // Each suggestion is a value several records share, so choosing it finds them.
      for (const o of list.slice(0, 3)) {
        expect(await count(`keyword_type=P&q=&${name}=${encodeURIComponent(o.cod)}`), o.cod).toBeGreaterThan(1);
      }
    }
    // "[S.l.]" (sine loco) is no place to choose.
    expect(places.some((o) => /^\[?s\.\s*l/i.test(o.cod))).toBe(false);
  });

  it("the simple search's column codes 74, 59, 65, 66 search free text, title, author and subject", async () => {
    const ids = async (query: string) => (await search(query)).registros.map((r) => r.cod_acervo);
    for (const [code, field] of [
      ["74", "LIVRE"],
      ["59", "TITULO"],
      ["65", "AUTOR"],
      ["66", "ASSUNTO"],
    ]) {
      const byName = await ids(`q=history&for=${field}`);
      expect(byName.length, field).toBeGreaterThan(0);
      expect(await ids(`q=history&for=${code}`), code).toEqual(byName);
    }
    expect(await ids(rows("history", "AND", "united").replace("for2=TITULO", "for2=59"))).toEqual(
      await ids(rows("history", "AND", "united")),
    );
    expect((await lib.call("/api/consulta?q=history&for=60")).status).toBe(400);
  });

  it("without a term the archive lists by title and normative acts by reference unless another order is asked", async () => {
    const ids = async (query: string) => (await search(query)).registros.map((r) => r.cod_acervo);
    expect(await ids("guia=arquivo&q=")).toEqual(await ids("guia=arquivo&q=&order=titulo"));
    // Relevance needs a term: asked for without one, it is the tab's own order.
    expect(await ids("guia=arquivo&q=&order=relevancia")).toEqual(await ids("guia=arquivo&q=&order=titulo"));
    expect(await ids("guia=arquivo&q=history&for=LIVRE")).toEqual(
      await ids("guia=arquivo&q=history&for=LIVRE&order=relevancia"),
    );
    expect(await ids("guia=arquivo&q=")).not.toEqual(await ids("guia=arquivo&q=&order=ano_desc"));
    expect(await ids("guia=atos_normativos&q=")).toEqual(await ids("guia=atos_normativos&q=&order=autor"));
    expect(await ids("guia=atos_normativos&q=")).not.toEqual(await ids("guia=atos_normativos&q=&order=ano_desc"));
    // The other tabs keep relevance with a term and the newest first without one.
    expect(await ids("q=history")).toEqual(await ids("q=history&order=relevancia"));
    expect(await ids("guia=multimeios&q=")).toEqual(await ids("guia=multimeios&q=&order=ano_desc"));
  });

  it("X only-with (online, cover) and K classification filter and count", async () => {
    const filters = async (query: string) =>
      (await lib.call(`/api/consulta/filtros?${query}`)).body as FilterDefinition[];
    const all = await filters("q=");
    const x = all.find((f) => f.codigo === "X")!;
    const online = x.contagem.find((c) => c.codigo === "O")!;
    expect(online.descricao).toBe("Acesso on-line");
    expect(await count("q=&X=O")).toBe(online.total);
    const k = all.find((f) => f.codigo === "K")!;
    const literature = k.contagem.find((c) => c.codigo === "8")!;
    expect(literature.descricao).toBe("800 – Literatura");
    const lit = await count("q=&K=8");
    expect(lit).toBe(literature.total);
    const history = k.contagem.find((c) => c.codigo === "9")!;
    // OR within a letter, AND across letters.
    expect(await count("q=&K=8&K=9")).toBe(lit + history.total);
    expect(await count("q=&K=8&X=O")).toBeLessThan(lit);
    // A stored cover file makes its record count under C.
    const [isbnRow] = await lib.db.query<{ isbn: string[] }>(
      `SELECT isbn FROM record WHERE cardinality(isbn) > 0 ORDER BY id LIMIT 1`,
    );
    const dir = await mkdtemp(path.join(os.tmpdir(), "covers-"));
    const previous = process.env.COVERS_DIR;
    process.env.COVERS_DIR = dir;
    try {
      await writeFile(path.join(dir, `${isbnRow.isbn[0]}.png`), Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 0]));
      // The folder is read at most once a minute; a new folder is read at once.
      expect(await count("q=&X=C")).toBe(1);
    } finally {
      if (previous === undefined) delete process.env.COVERS_DIR;
      else process.env.COVERS_DIR = previous;
      await rm(dir, { recursive: true, force: true });
    }
  });
});
