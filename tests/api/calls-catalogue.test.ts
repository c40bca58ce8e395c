/**
 * The search, record, standards-link and logo calls of decision 044, over the
 * demo catalogue on both engines: valid and invalid input, exact values (computed independently
 * with SQL where the demo's data decides them).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { issueStaffKey } from "../../api/core/staff.ts";
import type { SearchResponse } from "../../api/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("remaining catalogue calls on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let token: string;
  const en = { lang: "5" };
  const get = (path: string, headers: Record<string, string> = en) => lib.call(path, { headers });
  const setParam = (key: string, value: string | null) =>
    value === null
      ? lib.db.query(`DELETE FROM institution_param WHERE key = $1`, [key])
      : lib.db.query(
          `INSERT INTO institution_param (key, value) VALUES ($1, $2) ON CONFLICT (key) DO UPDATE SET value = $2`,
          [key, value],
        );
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    const res = await lib.call("/api/oauth/token", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ grant_type: "password", username: "demo", password: "demo" }),
    });
    token = (res.body as { access_token: string }).access_token;
  });
  afterAll(async () => {
    await lib?.close();
  });

  describe("search", () => {
    it("re-reads a search by its id, page by page, on its own tab only", async () => {
      const first = (await get("/api/consulta?q=history&for=TITULO&perPage=5")).body as SearchResponse;
      expect(first.registros).toHaveLength(5);
      const id = first.sessao;
      const page2 = await get(`/api/v2/consulta/pesquisa_geral/${id}?page=2&perPage=5`);
      expect(page2.status).toBe(200);
      const direct = (await get("/api/consulta?q=history&for=TITULO&perPage=5&page=2")).body as SearchResponse;
      expect(page2.body.registros.map((r: { cod_acervo: number }) => r.cod_acervo)).toEqual(
        direct.registros.map((r) => r.cod_acervo),
      );
      expect(page2.body.sessao).toBe(id);
      expect(page2.body.totalRegistros).toBe(first.totalRegistros);
      const filters = await get(`/api/v2/consulta/pesquisa_geral/${id}/filtros`);
      expect(filters.body).toEqual((await get("/api/consulta/filtros?q=history&for=TITULO")).body);
      // Another tab, an unknown id, or one older than an hour: 404 in words.
      const other = await get(`/api/v2/consulta/e_books/${id}`);
      expect(other.status).toBe(404);
      expect(other.body.error).toEqual({
        code: "search_expired",
        message: "This search no longer exists (searches are kept for one hour). Please search again.",
      });
      await lib.db.query(`UPDATE saved_search SET created_at = now() - interval '61 minutes' WHERE id = $1`, [id]);
      expect((await get(`/api/v2/consulta/pesquisa_geral/${id}`)).status).toBe(404);
      expect((await get(`/api/v2/consulta/nao_existe/${id}`)).body.error.message).toBe("Invalid parameter: tab.");
      expect((await get(`/api/v2/consulta/pesquisa_geral/x?page=0`)).body.error.message).toBe(
        "Invalid parameter: page.",
      );
    });

    it("answers the special tabs' options with the catalogue's own work types and years", async () => {
      const [law] = await lib.db.query<{ n: number; min: number | null; max: number | null }>(
        `SELECT count(*)::int AS n, min(year) FILTER (WHERE year > 0) AS min, max(year) FILTER (WHERE year > 0) AS max
           FROM record WHERE work_type = 14`,
      );
      const acts = await get("/api/consulta/opcoes-atos-normativos");
      expect(acts.status).toBe(200);
      expect(acts.body).toEqual({
        guia: "atos_normativos",
        max_linhas: 3,
        campos: [
          { codigo: "LIVRE", descricao: "Any field" },
          { codigo: "TITULO", descricao: "Title" },
          { codigo: "AUTOR", descricao: "Author" },
          { codigo: "ASSUNTO", descricao: "Subject" },
        ],
        condicoes: [
          { codigo: "AND", descricao: "AND" },
          { codigo: "OR", descricao: "OR" },
          { codigo: "NOT", descricao: "NOT" },
        ],
        comparacoes_ano: [
          { codigo: "igual", descricao: "Equal to" },
          { codigo: "menor", descricao: "Before" },
          { codigo: "maior", descricao: "After" },
          { codigo: "entre", descricao: "Between" },
        ],
        tipos_obra: [{ codigo: "14", descricao: expect.any(String), total: law.n }],
        anos: { min: law.min, max: law.max },
      });
      const types = await get("/api/consulta/opcoes-tipos-atos-normativos");
      expect(types.body).toEqual(acts.body.tipos_obra);
      const [caseLaw] = await lib.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM record WHERE work_type = 15`);
      expect((await get("/api/consulta/opcoes-tipos-jurisprudencia")).body).toEqual([
        { codigo: "15", descricao: expect.any(String), total: caseLaw.n },
      ]);
      expect(caseLaw.n).toBeGreaterThan(0);
      expect((await get("/api/consulta/jurisprudencia-options")).body.guia).toBe("jurisprudencia");
      const archive = (await get("/api/consulta/opcoes-arquivo", { lang: "1" })).body;
      expect(archive.campos[0]).toEqual({ codigo: "obra", descricao: "Obra" });
      expect(archive.condicoes.map((c: { codigo: string }) => c.codigo)).toEqual([
        "AND",
        "OR",
        "NOT",
        "AFT",
        "BEF",
        "PRO",
      ]);
      expect(archive.tipos_obra.map((t: { codigo: string }) => t.codigo)).toEqual(["13", "18", "11"]);
      expect((await get("/api/consulta/opcoes-indice", { lang: "3" })).body).toEqual([
        { codigo: "LIVRE", descricao: "Libre" },
        { codigo: "TITULO", descricao: "Título" },
        { codigo: "AUTOR", descricao: "Autor" },
        { codigo: "ASSUNTO", descricao: "Materia" },
      ]);
    });

    it("reads the law tabs' permissions from the institution's parameters", async () => {
      expect((await get("/api/consulta/permissao-filtros-atos-jurisprudencia")).body).toEqual({ permissao: true });
      expect((await get("/api/consulta/legislacao/auto-search-permission")).body).toEqual({ permissao: false });
      await setParam("filtros_atos_jurisprudencia", "N");
      await setParam("pesquisa_automatica_legislacao", "S");
      try {
        expect((await get("/api/consulta/permissao-filtros-atos-jurisprudencia")).body).toEqual({ permissao: false });
        expect((await get("/api/consulta/legislacao/auto-search-permission")).body).toEqual({ permissao: true });
      } finally {
        await setParam("filtros_atos_jurisprudencia", null);
        await setParam("pesquisa_automatica_legislacao", null);
      }
    });

    it("gives additional titles and indexing of the records asked for", async () => {
      const [withTitles] = await lib.db.query<{ id: number }>(
        `SELECT id FROM record r WHERE EXISTS (SELECT 1 FROM jsonb_array_elements(r.marc->'fields') f WHERE f->>'tag' = '246')
          ORDER BY id LIMIT 1`,
      );
      const res = await get(`/api/consulta/titulos-adicionais?acervos=${withTitles.id},999999`);
      expect(res.status).toBe(200);
      expect(res.body).toHaveLength(1);
      expect(res.body[0].cod_acervo).toBe(withTitles.id);
      expect(res.body[0].titulos.length).toBeGreaterThan(0);
      expect((await get(`/api/consulta/acervos-indexados?acervos=${withTitles.id}&acervos=999999`)).body).toEqual({
        acervos: [withTitles.id],
        nao_indexados: [999999],
      });
      expect((await get("/api/consulta/titulos-adicionais")).body.error.message).toBe("Invalid parameter: acervos.");
      expect((await get("/api/consulta/acervos-indexados?acervos=abc")).status).toBe(400);
    });

    it("builds the Target GEDWeb address from the configured template, or says it is not configured", async () => {
      expect((await get("/api/consulta/produtos-target?termoPesquisa=NBR 6023")).body).toEqual({
        configurado: false,
        url: null,
        termoPesquisa: "NBR 6023",
      });
      await setParam("url_target_gedweb", "https://target.example/busca?q={termo}");
      try {
        expect((await get("/api/consulta/produtos-target?termoPesquisa=NBR 6023")).body.url).toBe(
          "https://target.example/busca?q=NBR%206023",
        );
      } finally {
        await setParam("url_target_gedweb", null);
      }
      expect((await get("/api/consulta/produtos-target")).body.error.message).toBe("Invalid parameter: termoPesquisa.");
      expect((await get("/api/consulta/imagem-padrao")).body).toEqual({
        url: null,
        gerada: true,
        largura: 150,
        cor_fonte: "#000000",
      });
    });
  });

  describe("record", () => {
    it("the fixed paths are no longer read as a record id", async () => {
      expect((await get("/api/acervo/get-permission-hide-other-titles")).body).toEqual({ permissao: false });
      const info = await get("/api/biblioteca/get-info-message?cod_biblioteca=1");
      expect(info.status).toBe(200);
      expect(info.body.cod_biblioteca).toBe(1);
    });

    it("lists the libraries, totals and locations of a record's copies", async () => {
      const [rec] = await lib.db.query<{ record_id: number; library_id: number }>(
        `SELECT record_id, min(library_id) AS library_id FROM item GROUP BY record_id HAVING count(*) > 1 ORDER BY record_id LIMIT 1`,
      );
      const libs = await lib.db.query<{ id: number; total: number; available: number }>(
        `SELECT library_id AS id, count(*)::int AS total, count(*) FILTER (WHERE status = 'available')::int AS available
           FROM item WHERE record_id = $1 GROUP BY library_id`,
        [rec.record_id],
      );
      const res = await get(`/api/acervo/${rec.record_id}/bibliotecas`);
      expect(res.status).toBe(200);
      expect(
        res.body
          .map((l: { cod_biblioteca: number; exemplares: number; disponiveis: number }) => [
            l.cod_biblioteca,
            l.exemplares,
            l.disponiveis,
          ])
          .sort(),
      ).toEqual(libs.map((l) => [l.id, l.total, l.available]).sort());
      const totals = await get(`/api/acervo/${rec.record_id}/totais?dataIni=2000-01-01&dataFim=2100-12-31`);
      expect(totals.body.exemplares).toBe(libs.reduce((s, l) => s + l.total, 0));
      expect(totals.body.disponiveis).toBe(libs.reduce((s, l) => s + l.available, 0));
      expect(totals.body.dataIni).toBe("2000-01-01");
      expect((await get(`/api/acervo/${rec.record_id}/totais?dataIni=2020-02-01&dataFim=2020-01-01`)).status).toBe(400);
      expect((await get(`/api/acervo/${rec.record_id}/totais?dataIni=2020-13-45`)).body.error.message).toBe(
        "Invalid parameter: dataIni.",
      );
      expect((await get(`/api/acervo/${rec.record_id}/totais?biblioteca=99999`)).status).toBe(404);
      const loc = await get(`/api/acervo/${rec.record_id}/localization?codBiblioteca=${rec.library_id}`);
      expect(loc.status).toBe(200);
      expect(loc.body.cod_biblioteca).toBe(rec.library_id);
      expect(loc.body.locais.reduce((s: number, l: { exemplares: number }) => s + l.exemplares, 0)).toBe(
        libs.find((l) => l.id === rec.library_id)!.total,
      );
      expect((await get(`/api/acervo/${rec.record_id}/localization`)).body.error.message).toBe(
        "Invalid parameter: codBiblioteca.",
      );
      expect((await get(`/api/acervo/999999/bibliotecas`)).status).toBe(404);
    });

    it("a patron asks for closed-stacks copies once; a copy not in the stacks is refused whole", async () => {
      const [c] = await lib.db.query<{ id: number; record_id: number; library_id: number }>(
        `SELECT id, record_id, library_id FROM item WHERE status = 'closed_stacks' ORDER BY id LIMIT 1`,
      );
      const [open] = await lib.db.query<{ id: number }>(
        `SELECT id FROM item WHERE record_id = $1 AND status <> 'closed_stacks' LIMIT 1`,
        [c.record_id],
      );
      const auth = { ...en, authorization: `Bearer ${token}` };
      const path = `/api/acervo/${c.record_id}`;
      const before = await get(`${path}/dados-armazem?cod_biblioteca=${c.library_id}`, auth);
      expect(before.status).toBe(200);
      expect(before.body.exemplares.find((e: { cod_exemplar: number }) => e.cod_exemplar === c.id).solicitado).toBe(
        false,
      );
      const post = (body: unknown, headers: Record<string, string> = auth) =>
        lib.call(`${path}/gravar-armazem?cod_biblioteca=${c.library_id}`, {
          method: "POST",
          headers: { "content-type": "application/json", ...headers },
          body: JSON.stringify(body),
        });
      try {
        expect((await post({ cesta: [c.id] }, en)).status).toBe(401);
        if (open) {
          const refused = await post({ cesta: [c.id, open.id] });
          expect(refused.status).toBe(422);
          expect(refused.body.error.message).toBe(
            "One of the copies asked for is not in this library's closed stacks.",
          );
        }
        expect((await post({ cesta: [] })).body.error.message).toBe("Invalid parameter: cesta.");
        const saved = await post({ cesta: [c.id, c.id] });
        expect(saved.body).toEqual({ cod_acervo: c.record_id, cod_biblioteca: c.library_id, solicitados: [c.id] });
        expect((await post({ cesta: [c.id] })).status).toBe(200);
        const [{ n }] = await lib.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM closed_stacks_request WHERE item_id = $1 AND status = 'pending'`,
          [c.id],
        );
        expect(n).toBe(1);
        const after = await get(`${path}/dados-armazem?cod_biblioteca=${c.library_id}`, auth);
        expect(after.body.exemplares.find((e: { cod_exemplar: number }) => e.cod_exemplar === c.id).solicitado).toBe(
          true,
        );
        expect((await get(`${path}/dados-armazem`)).body.error.message).toBe("Invalid parameter: cod_biblioteca.");
      } finally {
        await lib.db.query(`DELETE FROM closed_stacks_request WHERE item_id = $1`, [c.id]);
      }
    });

    it("campus choices, links, colours, print and kardex item", async () => {
      const campuses = (await get("/api/acervo/exemplary/get-camp-selection-options")).body;
      const [{ n }] = await lib.db.query<{ n: number }>(`SELECT count(DISTINCT library_id)::int AS n FROM item`);
      expect(campuses.flatMap((c: { bibliotecas: unknown[] }) => c.bibliotecas)).toHaveLength(n);
      const [online] = await lib.db.query<{ id: number; title: string }>(
        `SELECT id, title FROM record WHERE online ORDER BY id LIMIT 1`,
      );
      const links = await get(`/api/acervo/${online.id}/get-acervo-links`);
      expect(links.body[0].cod_acervo).toBe(online.id);
      expect(links.body[0].links).toEqual((await get(`/api/acervo/${online.id}/links`)).body);
      const colours = await get(`/api/acervo/${online.id}/cor`);
      expect(colours.body.cor_fonte).toBe("#000000");
      expect(colours.body.cor_fundo).toMatch(/^#[0-9a-f]{6}$/);
      expect((await get(`/api/acervo/abc/cor`)).body.error.message).toBe("Invalid parameter: id.");
      // One issue of a serial's kardex, made here (the test database has no kardex of its own).
      const [serial] = await lib.db.query<{ id: number }>(
        `SELECT id FROM record WHERE work_type = 3 ORDER BY id LIMIT 1`,
      );
      const [issue] = await lib.db.query<{ id: number; record_id: number; library_id: number; designation: string }>(
        `INSERT INTO kardex_issue (record_id, library_id, year, month, volume, number, designation, status, received_on)
         VALUES ($1, 1, 2024, 3, '12', '3', 'mar. 2024', 'received', '2024-03-20')
         RETURNING id, record_id, library_id, designation`,
        [serial.id],
      );
      try {
        const item = await get(`/api/kardex/${issue.record_id}/item?seqPar=${issue.id}&codPar=${issue.library_id}`);
        expect(item.status).toBe(200);
        expect([item.body.seqPar, item.body.designacao, item.body.cod_biblioteca]).toEqual([
          issue.id,
          issue.designation,
          issue.library_id,
        ]);
        expect((await get(`/api/kardex/${issue.record_id}/item?seqPar=${issue.id}&codPar=99999`)).status).toBe(404);
        expect((await get(`/api/kardex/${issue.record_id}/item`)).body.error.message).toBe(
          "Invalid parameter: seqPar.",
        );
        expect(item.body).toEqual({
          cod_acervo: serial.id,
          seqPar: issue.id,
          cod_biblioteca: 1,
          desc_biblioteca: expect.any(String),
          ano: 2024,
          mes: 3,
          volume: "12",
          numero: "3",
          designacao: "mar. 2024",
          situacao: "received",
          recebido_em: "2024-03-20",
        });
      } finally {
        await lib.db.query(`DELETE FROM kardex_issue WHERE id = $1`, [issue.id]);
      }
    });
  });

  describe("standards links and logo", () => {
    it("ABNT and Target answer the configured address, or 'not configured'", async () => {
      const [rec] = await lib.db.query<{ id: number; title: string }>(
        `SELECT id, title FROM record ORDER BY id LIMIT 1`,
      );
      const off = await get(`/api/vinculos/abnt/${rec.id}`);
      expect(off.status).toBe(404);
      expect(off.body.error).toEqual({
        code: "not_configured",
        message: "Access to ABNT standards is not configured at this institution.",
      });
      await setParam("url_abnt", "https://abnt.example/norma?t={titulo}&id={cod}");
      try {
        const on = await get(`/api/vinculos/abnt/${rec.id}`);
        expect(on.body).toEqual({
          cod_acervo: rec.id,
          url: `https://abnt.example/norma?t=${encodeURIComponent(rec.title)}&id={cod}`,
        });
      } finally {
        await setParam("url_abnt", null);
      }
      expect((await get(`/api/vinculos/target/${rec.id}`)).body.error.code).toBe("not_configured");
      // The desk sets the template; a template that is not an http(s) address is refused.
      const desk = await issueStaffKey(lib.db, { login: "desk-standards", name: "Standards", libraryId: null });
      const put = (valor: string) =>
        lib.call("/api/parametros/instituicao/url_target_gedweb", {
          method: "PUT",
          headers: { "content-type": "application/json", "x-staff-key": desk, lang: "5" },
          body: JSON.stringify({ valor }),
        });
      expect((await put("javascript:alert(1)//{numero}")).body.error.message).toBe("Invalid parameter: valor.");
      expect((await put("https://target.example/n/{numero}")).status).toBe(200);
      try {
        expect((await get(`/api/vinculos/target/${rec.id}`)).body.url).toMatch(
          /^https:\/\/target\.example\/n\/[^{}]+$/,
        );
      } finally {
        await put("");
      }
      expect((await get(`/api/vinculos/target/999999`)).status).toBe(404);
    });

    it("the logo by id comes from the parameters", async () => {
      // Without logo_consulta, the institution's own logo (logo_instituicao) when it has one.
      const [own] = await lib.db.query<{ value: string }>(
        `SELECT value FROM institution_param WHERE key = 'logo_instituicao'`,
      );
      expect((await get("/api/resources/get-logo/0")).body).toEqual({
        id: 0,
        logo_consulta: own ? `/logos/${own.value.replace(/^logos\//, "")}` : null,
        logo_consulta_cor_fundo: null,
        logo_consulta_opacidade: 1,
      });
      await setParam("logo_consulta", "instituicao-demo.png");
      await setParam("cor_fundo_logotipo_consulta", "#003366");
      await setParam("logotipo_consulta_opacidade", "0.8");
      try {
        expect((await get("/api/resources/get-logo/1")).body).toEqual({
          id: 1,
          logo_consulta: "/logos/instituicao-demo.png",
          logo_consulta_cor_fundo: "#003366",
          logo_consulta_opacidade: 0.8,
        });
      } finally {
        for (const k of ["logo_consulta", "cor_fundo_logotipo_consulta", "logotipo_consulta_opacidade"])
          await setParam(k, null);
      }
      expect((await get("/api/resources/get-logo/99999")).status).toBe(404);
      expect((await get("/api/resources/get-logo/-1")).body.error.message).toBe("Invalid parameter: id.");
    });
  });
});
