import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FilterDefinition, SearchResponse } from "../../api/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("search on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const search = async (query: string, headers: Record<string, string> = {}) => {
    const res = await lib.call(`/api/consulta?${query}`, { headers });
    expect(res.status).toBe(200);
    return res.body as SearchResponse;
  };
  const filters = async (query: string) => {
    const res = await lib.call(`/api/consulta/filtros?${query}`);
    expect(res.status).toBe(200);
    return res.body as FilterDefinition[];
  };

  it("finds real records for a free-text term, 20 per page, ranked", async () => {
    const result = await search("q=history");
    expect(result.totalRegistros).toBeGreaterThan(20);
    expect(result.registros).toHaveLength(20);
    expect(result.ordenacao).toBe("relevancia");
    expect(result.sessao).toMatch(/[0-9a-f-]{36}/);
    const first = result.registros[0];
    expect(first.cod_acervo).toBeGreaterThan(0);
    expect(first.titulo.length).toBeGreaterThan(0);
    expect(first.desc_tipo_obra.length).toBeGreaterThan(0);
    expect(first.dados_adicionais.B.length).toBeGreaterThan(0);
  });

  it("ignores accents and case: 'HISTÓRIA' finds what 'historia' finds", async () => {
    const a = await search(`q=${encodeURIComponent("HISTÓRIA")}`);
    const b = await search("q=historia");
    expect(a.totalRegistros).toBe(b.totalRegistros);
    expect(a.totalRegistros).toBeGreaterThan(0);
  });

  it("searches by title, author or subject as asked", async () => {
    const free = await search("q=history&for=LIVRE");
    const title = await search("q=history&for=TITULO");
    const subject = await search("q=history&for=ASSUNTO");
    expect(title.totalRegistros).toBeGreaterThan(0);
    expect(subject.totalRegistros).toBeGreaterThan(0);
    expect(title.totalRegistros).toBeLessThan(free.totalRegistros);
    for (const r of title.registros) expect(r.titulo.toLowerCase()).toContain("histor");
  });

  it("pages through the results without repeating a record", async () => {
    const p1 = await search("q=history&order=titulo");
    const p2 = await search("q=history&order=titulo&page=2");
    const ids = new Set(p1.registros.map((r) => r.cod_acervo));
    expect(p2.page).toBe(2);
    expect(p2.registros.some((r) => ids.has(r.cod_acervo))).toBe(false);
    const beyond = await search("q=history&page=9999");
    expect(beyond.registros).toEqual([]);
    expect(beyond.totalRegistros).toBe(p1.totalRegistros);
  });

  it("sorts by year, newest first, records without a year last", async () => {
    const result = await search("q=history&order=ano_desc&perPage=100");
    const years = result.registros.map((r) => r.ano_publicacao);
    const known = years.filter((y): y is number => y !== null);
    expect(known).toEqual([...known].sort((a, b) => b - a));
    const firstNull = years.indexOf(null);
    if (firstNull >= 0) expect(years.slice(firstNull).every((y) => y === null)).toBe(true);
  });

  it("browses the whole catalogue newest first when the term is empty", async () => {
    const result = await search("q=");
    expect(result.ordenacao).toBe("ano_desc");
    expect(result.totalRegistros).toBeGreaterThan(3000);
  });

  it("counts filter values; OR within a letter, AND across letters", async () => {
    const all = await filters("q=history");
    expect(all.map((f) => f.codigo)).toEqual(["B", "T", "Y", "X", "I", "K"]);
    const total = (await search("q=history")).totalRegistros;
    const types = all.find((f) => f.codigo === "T")!.contagem;
    // Each record has exactly one work type.
    expect(types.reduce((s, c) => s + c.total, 0)).toBe(total);

    const [a, b] = [...types].sort((x, y) => y.total - x.total);
    const onlyA = await search(`q=history&T=${a.codigo}`);
    expect(onlyA.totalRegistros).toBe(a.total);
    const aOrB = await search(`q=history&T=${a.codigo}&T=${b.codigo}`);
    expect(aOrB.totalRegistros).toBe(a.total + b.total);

    const languages = all.find((f) => f.codigo === "I")!.contagem;
    const lang = languages.find((l) => l.codigo === "eng")!;
    const both = await search(`q=history&T=${a.codigo}&I=${lang.codigo}`);
    expect(both.totalRegistros).toBeLessThanOrEqual(Math.min(a.total, lang.total));
    for (const r of both.registros) {
      expect(String(r.cod_tipo_obra)).toBe(a.codigo);
      expect(r.idioma).toBe("eng");
    }

    // With a language filter on, the type counts shrink and remember the unfiltered count.
    const narrowed = (await filters(`q=history&I=${lang.codigo}`)).find((f) => f.codigo === "T")!.contagem;
    const narrowedA = narrowed.find((c) => c.codigo === a.codigo)!;
    expect(narrowedA.totalSemFiltro).toBe(a.total);
    expect(narrowedA.total).toBeLessThanOrEqual(a.total);
  });

  it("filters by library and lists years newest first with 'no date' last", async () => {
    const all = await filters("q=");
    const libraries = all.find((f) => f.codigo === "B")!.contagem;
    expect(libraries.length).toBe(3);
    const lib = libraries[0];
    const result = await search(`q=&B=${lib.codigo}`);
    expect(result.totalRegistros).toBe(lib.total);
    for (const r of result.registros) expect(r.dados_adicionais.B.map((b) => b.codigo)).toContain(lib.codigo);
    // With the library filter on, every other letter is counted within that library.
    const inLibrary = await filters(`q=&B=${lib.codigo}`);
    const types = inLibrary.find((f) => f.codigo === "T")!.contagem;
    expect(types.reduce((sum, c) => sum + c.total, 0)).toBe(result.totalRegistros);
    expect(inLibrary.find((f) => f.codigo === "B")!.contagem).toHaveLength(3);

    const years = all.find((f) => f.codigo === "Y")!.contagem.map((c) => Number(c.codigo));
    const withoutNoDate = years.filter((y) => y !== 0);
    expect(withoutNoDate).toEqual([...withoutNoDate].sort((a, b) => b - a));
    if (years.includes(0)) expect(years.at(-1)).toBe(0);
  });

  it("the library filter and its counts follow the copies as they are added, moved and removed", async () => {
    const bCount = async (query: string, library: number) =>
      (await filters(query)).find((f) => f.codigo === "B")!.contagem.find((c) => c.codigo === String(library))?.total ??
      0;
    // A record with copies at one library only, and another library it is not in.
    const [{ id, library_id }] = await lib.db.query<{ id: number; library_id: number }>(
      `SELECT record_id AS id, min(library_id) AS library_id FROM item GROUP BY record_id HAVING count(DISTINCT library_id) = 1 ORDER BY record_id LIMIT 1`,
    );
    const [{ other }] = await lib.db.query<{ other: number }>(`SELECT min(id) AS other FROM library WHERE id <> $1`, [
      library_id,
    ]);
    const before = await bCount("q=", other);
    const inOther = async () => (await search(`q=&B=${other}&perPage=100&order=titulo`)).totalRegistros;
    const totalBefore = await inOther();

    const [{ item }] = await lib.db.query<{ item: number }>(
      `INSERT INTO item (record_id, library_id, barcode, status) VALUES ($1, $2, 'TEST-LIBRARY-IDS', 'available') RETURNING id AS item`,
      [id, other],
    );
    try {
      expect(await bCount("q=", other)).toBe(before + 1);
      expect(await inOther()).toBe(totalBefore + 1);
      // Moved back to the record's own library: the other library no longer has it.
      await lib.db.query(`UPDATE item SET library_id = $1 WHERE id = $2`, [library_id, item]);
      expect(await bCount("q=", other)).toBe(before);
      await lib.db.query(`UPDATE item SET library_id = $1 WHERE id = $2`, [other, item]);
      expect(await bCount("q=", other)).toBe(before + 1);
    } finally {
      await lib.db.query(`DELETE FROM item WHERE id = $1`, [item]);
    }
    expect(await bCount("q=", other)).toBe(before);
    expect(await inOther()).toBe(totalBefore);
  });

  it("labels work types and languages in the caller's language", async () => {
    const pt = await search("q=history&T=1&perPage=1", { lang: "1" });
    const en = await search("q=history&T=1&perPage=1", { lang: "5" });
    const es = await search("q=history&T=1&perPage=1", { lang: "3" });
    expect([pt.registros[0].desc_tipo_obra, en.registros[0].desc_tipo_obra, es.registros[0].desc_tipo_obra]).toEqual([
      "Livro",
      "Book",
      "Libro",
    ]);
    const sorts = await lib.call("/api/consulta/ordenacao", { headers: { lang: "5" } });
    expect(sorts.body).toContainEqual({ codigo: "relevancia", descricao: "Relevance" });
  });

  it.each([
    ["page=abc", "page"],
    ["page=0", "page"],
    ["perPage=1000", "perPage"],
    ["for=EVERYTHING", "for"],
    ["order=random", "order"],
    ["T=x", "T"],
    ["I=english", "I"],
  ])("answers 400 for a malformed parameter (%s)", async (query, name) => {
    const res = await lib.call(`/api/consulta?q=history&${query}`, { headers: { lang: "5" } });
    expect(res.status).toBe(400);
    expect(res.body.error.code).toBe("invalid_parameter");
    expect(res.body.error.message).toContain(name);
  });

  it("treats search syntax characters as plain text, not as an error", async () => {
    for (const q of ['"unterminated', "a & b | !c", "(()", "-", "'; DROP TABLE record; --"]) {
      const res = await lib.call(`/api/consulta?q=${encodeURIComponent(q)}`);
      expect(res.status, q).toBe(200);
    }
  });
});
