/**
 * The special search tabs beyond the first ones (docs/search.md): new acquisitions, normative
 * acts and authorities, against the real demo records (and the 37 demo authority records) on both engines.
 */
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AuthoritySearchResponse, SearchGuide, SearchResponse } from "../../api/contract.ts";
import { importFiles } from "../../api/operations/import/importer.ts";
import { DEMO_GUIDE_CODES } from "../support/demo-guides.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("special search tabs on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    await importFiles(lib.db, [path.resolve("data/marc/demo-auth.mrc")]);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const search = async (query: string) => {
    const res = await lib.call(`/api/consulta?${query}`);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    return res.body as SearchResponse;
  };
  const ids = async (query: string) => (await search(query)).registros.map((r) => r.cod_acervo);

  describe("novas_aquisicoes", () => {
    it("is a tab, in the spec's order", async () => {
      const guides = (await lib.call("/api/consulta/guias")).body as SearchGuide[];
      expect(guides.map((g) => g.codigo)).toEqual(DEMO_GUIDE_CODES);
      expect(guides.find((g) => g.codigo === "novas_aquisicoes")).toMatchObject({ titulo: "Novas aquisições" });
    });

    it("for=TODOS lists every record without a term, the most recently added first", async () => {
      const all = await search("guia=novas_aquisicoes&for=TODOS&q=&perPage=100");
      const rows = await lib.db.query<{ id: number }>(
        `SELECT id FROM record ORDER BY created_at DESC, id DESC LIMIT 100`,
      );
      const [{ total }] = await lib.db.query<{ total: number }>(`SELECT count(*)::int AS total FROM record`);
      expect(all.totalRegistros).toBe(total);
      expect(all.registros.map((r) => r.cod_acervo)).toEqual(rows.map((r) => r.id));
      // A term typed with TODOS is not a search: the listing is the same.
      expect(await ids("guia=novas_aquisicoes&for=TODOS&q=history&perPage=100")).toEqual(rows.map((r) => r.id));

      // A record acquired later (its created_at moved on) comes first, whatever the order asked.
      const oldest = rows[rows.length - 1].id;
      await lib.db.query(`UPDATE record SET created_at = now() + interval '1 day' WHERE id = $1`, [oldest]);
      try {
        expect((await ids("guia=novas_aquisicoes&for=TODOS&q="))[0]).toBe(oldest);
        expect((await ids("guia=novas_aquisicoes&for=TODOS&q=&order=titulo"))[0]).toBe(oldest);
        expect(await ids("guia=novas_aquisicoes&for=TODOS&q=&page=2&perPage=10")).not.toContain(oldest);
      } finally {
        await lib.db.query(`UPDATE record SET created_at = created_at - interval '1 day' WHERE id = $1`, [oldest]);
      }
    });

    it("with a term searches by title, subject or author and lists the newest first", async () => {
      for (const field of ["TITULO", "ASSUNTO", "AUTOR"]) {
        const general = await search(`q=history&for=${field}&perPage=100`);
        const found = await search(`guia=novas_aquisicoes&q=history&for=${field}&perPage=100`);
        expect(found.totalRegistros, field).toBe(general.totalRegistros);
        expect(found.totalRegistros, field).toBeGreaterThan(1);
        const recent = found.registros.map((r) => r.cod_acervo);
        if (found.totalRegistros <= 100)
          expect(new Set(recent), field).toEqual(new Set(general.registros.map((r) => r.cod_acervo)));
        const rows = await lib.db.query<{ id: number }>(
          `SELECT id FROM record WHERE id = ANY($1::int[]) ORDER BY created_at DESC, id DESC`,
          [recent],
        );
        expect(recent, field).toEqual(rows.map((r) => r.id));
      }
    });

    it("takes only its options, and TODOS only here", async () => {
      for (const bad of [
        "guia=novas_aquisicoes&q=history&for=LIVRE",
        "guia=novas_aquisicoes&q=history&for=obra",
        "q=history&for=TODOS",
        "guia=arquivo&q=history&for=TODOS",
        "guia=pesquisa_avancada&keyword_type=P&q=history&for=TITULO&condition=AND&q2=united&for2=TODOS",
      ]) {
        const res = await lib.call(`/api/consulta?${bad}`);
        expect(res.status, bad).toBe(400);
        expect((res.body as { error: { code: string } }).error.code, bad).toBe("invalid_parameter");
      }
    });
  });

  describe("autoridades", () => {
    const authorities = async (query: string, lang = "pt") => {
      const res = await lib.call(`/api/autoridade/pesquisa?${query}`, { headers: { lang } });
      expect(res.status, JSON.stringify(res.body)).toBe(200);
      return res.body as AuthoritySearchResponse;
    };
    const headings = async (query: string) => (await authorities(query)).registros.map((r) => r.cabecalho);

    it("is a tab; the record search refuses it", async () => {
      const guides = (await lib.call("/api/consulta/guias")).body as SearchGuide[];
      expect(guides.find((g) => g.codigo === "autoridades")).toMatchObject({ titulo: "Autoridades" });
      for (const url of [
        "/api/consulta?guia=autoridades&q=goethe",
        "/api/consulta/filtros?guia=autoridades&q=goethe",
      ]) {
        const res = await lib.call(url);
        expect(res.status, url).toBe(400);
        expect((res.body as { error: { code: string } }).error.code).toBe("invalid_parameter");
      }
    });

    it("finds headings with every word of the term, of every type, by heading", async () => {
      const goethe = await authorities("q=goethe&for=AUTORIDADE_TODOS", "5");
      expect(goethe.totalRegistros).toBe(2);
      expect(goethe.registros).toEqual([
        expect.objectContaining({
          cabecalho: "Goethe, Johann Wolfgang von, 1749-1832",
          tipo: "pessoa",
          desc_tipo: "Person",
        }),
        expect.objectContaining({
          cabecalho: "Goethe, Johann Wolfgang von, 1749-1832. Die Leiden des jungen Werthers",
          tipo: "titulo_uniforme",
          desc_tipo: "Uniform title",
        }),
      ]);
      // AUTORIDADE_TODOS is the default; case and accents fold (decision 004).
      expect(await headings("q=GOETHE")).toEqual(goethe.registros.map((r) => r.cabecalho));
      expect(await headings("q=yasin")).toEqual(["Yāsīn, Qays"]);
      expect(await headings("q=acidosis%20immunology")).toEqual(["Acidosis -- immunology"]);
    });

    it("each type finds only its headings (the 1XX tag)", async () => {
      expect(await headings("q=goethe&for=pessoa")).toEqual(["Goethe, Johann Wolfgang von, 1749-1832"]);
      expect(await headings("q=goethe&for=titulo_uniforme")).toEqual([
        "Goethe, Johann Wolfgang von, 1749-1832. Die Leiden des jungen Werthers",
      ]);
      expect((await authorities("q=goethe&for=assunto")).totalRegistros).toBe(0);
      const philosophy = await authorities("q=philosophy&for=assunto");
      expect(philosophy.registros.map((r) => r.cabecalho)).toEqual([
        "Epicureans (Greek philosophy)",
        "Legalism (Chinese philosophy)",
        "Philosophy, Ancient",
        "Philosophy, Chinese",
      ]);
      expect(await headings("q=graphic&for=genero_forma")).toEqual(["Comics (Graphic works)", "Graphic novels"]);
      expect(await headings("q=alaska&for=assunto_geografico")).toEqual(["Denali, Mount (Alaska)"]);
      for (const type of [
        "entidade",
        "evento",
        "termo_cronologico",
        "subdivisao_geral",
        "subdivisao_geografica",
        "subdivisao_cronologica",
        "subdivisao_forma",
      ]) {
        const [{ n }] = await lib.db.query<{ n: number }>(
          "SELECT count(*)::int AS n FROM authority WHERE type = $1 AND to_tsvector('opac', heading) @@ plainto_tsquery('opac', 'a')",
          [type],
        );
        expect((await authorities(`q=a&for=${type}`)).totalRegistros, type).toBe(n);
      }
    });

    it("pages, and refuses a blank term or an unknown type", async () => {
      const first = await authorities("q=acid&perPage=2&page=1");
      const second = await authorities("q=acid&perPage=2&page=2");
      expect(first.totalRegistros).toBe(6);
      expect(first.registros.map((r) => r.cabecalho)).toEqual([
        "Acid-Base Equilibrium",
        "Acid-Base Equilibrium -- drug effects",
      ]);
      expect(second.registros.map((r) => r.cabecalho)).toEqual([
        "Acid-Base Equilibrium -- genetics",
        "Acid-Base Equilibrium -- immunology",
      ]);
      for (const bad of [
        "q=",
        "q=%20%20",
        "for=pessoa",
        "q=goethe&for=LIVRE",
        "q=goethe&for=meio_execucao",
        "q=goethe&page=0",
      ]) {
        const res = await lib.call(`/api/autoridade/pesquisa?${bad}`);
        expect(res.status, bad).toBe(400);
        expect((res.body as { error: { code: string } }).error.code, bad).toBe("invalid_parameter");
      }
    });
  });

  describe("atos_normativos", () => {
    it("searches legislation only, in rows, with a year comparison", async () => {
      const all = await search("guia=atos_normativos&q=&perPage=100");
      const [{ n }] = await lib.db.query<{ n: number }>("SELECT count(*)::int AS n FROM record WHERE work_type = 14");
      expect(all.totalRegistros).toBe(n);
      expect(n).toBeGreaterThan(0);
      expect(all.registros.every((r) => r.cod_tipo_obra === 14)).toBe(true);

      const statutes = await search("guia=atos_normativos&q=statutes&for=TITULO");
      expect(statutes.registros.map((r) => r.titulo)).toEqual([
        "Purdon's Pennsylvania statutes, annotated : permanent ed",
      ]);
      // The same word in the general search finds more than legislation.
      expect((await search("q=statutes&for=TITULO")).totalRegistros).toBeGreaterThan(statutes.totalRegistros);
      const rows = await search("guia=atos_normativos&q=statutes&for=TITULO&condition=OR&q2=constitucion&for2=TITULO");
      expect(rows.totalRegistros).toBe(2);

      const years = (query: string) => ids(`guia=atos_normativos&q=&perPage=100&${query}`);
      const byYear = await lib.db.query<{ id: number; year: number | null }>(
        "SELECT id, year FROM record WHERE work_type = 14",
      );
      const expected = (keep: (y: number) => boolean) =>
        byYear
          .filter((r) => r.year !== null && keep(r.year))
          .map((r) => r.id)
          .sort();
      expect((await years("comp_ano=maior&ano=1950")).sort()).toEqual(expected((y) => y > 1950));
      expect((await years("comp_ano=menor&ano=1921")).sort()).toEqual(expected((y) => y < 1921));
      expect((await years("comp_ano=igual&ano=1930")).sort()).toEqual(expected((y) => y === 1930));
      expect((await years("comp_ano=entre&ano=1917&ano_final=1951")).sort()).toEqual(
        expected((y) => y >= 1917 && y <= 1951),
      );
    });
  });
});
