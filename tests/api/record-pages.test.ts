/**
 * The record page's tabs beyond the basic ones: which tabs show (permissoes), the kardex of a
 * serial, contents and summaries, book contents, loan statistics, closed stacks and the print
 * view, on real demo records, on every engine.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  BookContentsResponse,
  ClosedStacksResponse,
  KardexData,
  KardexOptions,
  LoanStatistics,
  PrintData,
  RecordActivity,
  SummaryResponse,
} from "../../api/contract.ts";
import { seedRecordPages } from "../../api/operations/demo/seed.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("record page tabs on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  const one = async (sql: string) => (await lib.db.query<{ id: number }>(sql))[0].id;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    await seedRecordPages(lib.db);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const codes = async (id: number, query = "") =>
    ((await lib.call(`/api/acervo/${id}/permissoes${query}`)).body as RecordActivity[]).map((a) => a.cod_atividade);

  it("lists the demo institution's activities for a book with copies, sorted by code, with slugs and labels", async () => {
    const id = await one(
      "SELECT r.id FROM record r WHERE work_type = 1 AND NOT EXISTS (SELECT 1 FROM item i WHERE i.record_id = r.id AND i.status = 'closed_stacks') AND marc::text NOT LIKE '%\"50_\"%' ORDER BY id LIMIT 1",
    );
    const res = await lib.call(`/api/acervo/${id}/permissoes`, { headers: { lang: "5" } });
    expect(res.status).toBe(200);
    const activities = res.body as RecordActivity[];
    expect(activities.map((a) => a.cod_atividade)).toEqual([-1, 0, 18, 30, 31, 33, 36, 74, 75, 115, 128]);
    expect(activities.find((a) => a.cod_atividade === 30)).toEqual({
      cod_atividade: 30,
      slug: "exemplares",
      descricao: "Copies",
    });
    expect(activities[1]).toEqual({ cod_atividade: 0, slug: "", descricao: "Record data" });
  });

  it("shows only 33, 36 and 115 (and 0, -1) when the institution configures nothing, and no copies tab without copies", async () => {
    await lib.db.query("DELETE FROM institution_param WHERE key = 'atividades_acervo'");
    try {
      const id = await one(
        "SELECT id FROM record WHERE work_type = 1 AND marc::text NOT LIKE '%\"50_\"%' ORDER BY id LIMIT 1",
      );
      expect(await codes(id)).toEqual([-1, 0, 33, 36, 115]);
    } finally {
      await lib.db.query(
        "INSERT INTO institution_param (key, value) VALUES ('atividades_acervo', '30,33,36,115,18,75,128,32,74')",
      );
    }
    const [{ id: bare }] = await lib.db.query<{ id: number }>(
      `INSERT INTO record (source_key, leader, marc, title, title_sort, work_type, tsv, tsv_title, tsv_author, tsv_subject)
       VALUES ('test|nocopies', '00000nam a2200000 a 4500', '{"leader":"00000nam a2200000 a 4500","fields":[]}', 'Sem exemplares', 'sem exemplares', 1, '', '', '', '')
       RETURNING id`,
    );
    expect(await codes(bare)).toEqual([-1, 0, 33, 36, 74, 115]);
  });

  it("shows summaries when the record has 505 or 520 and serves them", async () => {
    const id = await one(
      'SELECT id FROM record WHERE marc::text ~ \'"tag": ?"505"\' AND marc::text ~ \'"tag": ?"520"\' ORDER BY id LIMIT 1',
    );
    expect(await codes(id)).toContain("summary");
    const summary = (await lib.call(`/api/sumario/${id}/dados`)).body as SummaryResponse;
    expect(summary.conteudo[0].texto).toBeTruthy();
    expect(summary.conteudo[0].itens.length).toBeGreaterThan(0);
    expect(summary.resumo[0]).toBeTruthy();
  });

  it("shows book contents when a link names a table of contents", async () => {
    const id = await one("SELECT id FROM record WHERE marc::text LIKE '%Table of contents%' ORDER BY id LIMIT 1");
    expect(await codes(id)).toContain("sumario_livro");
    const contents = (await lib.call(`/api/acervo/${id}/sumarios-livros`)).body as BookContentsResponse;
    expect(contents.links[0].url_link).toMatch(/^https?:\/\//);
    expect(contents.links[0].descricao).toMatch(/contents/i);
  });

  it("serves the kardex of a serial: permission, choices and issues filtered by library, year and month", async () => {
    const id = await one(
      "SELECT r.id FROM record r WHERE work_type = 3 AND EXISTS (SELECT 1 FROM kardex_issue k WHERE k.record_id = r.id AND k.month IS NOT NULL) ORDER BY id LIMIT 1",
    );
    expect(await codes(id)).toContain(32);
    expect((await lib.call(`/api/kardex/${id}/permissao`)).body).toEqual({ permissao: true });
    const options = (await lib.call(`/api/kardex/${id}/combobox-data`, { headers: { lang: "5" } }))
      .body as KardexOptions;
    expect(options.bibliotecas.length).toBeGreaterThan(0);
    expect(options.anos).toEqual([...options.anos].sort((a, b) => b - a));
    expect(options.periodos[0]).toEqual({ cod_periodo: 1, descricao: "January" });
    const all = (await lib.call(`/api/kardex/${id}/data`)).body as KardexData;
    expect(all.totalRegistros).toBe(all.registros.length);
    expect(all.recebidos + all.faltantes).toBe(all.totalRegistros);
    const [library] = options.bibliotecas;
    const [year] = options.anos;
    const filtered = (
      await lib.call(`/api/kardex/${id}/data?codBib=${library.cod_biblioteca}&year=${year}&codPeriod=1`)
    ).body as KardexData;
    expect(filtered.registros.length).toBeGreaterThan(0);
    for (const issue of filtered.registros) {
      expect(issue).toMatchObject({ cod_biblioteca: library.cod_biblioteca, ano: year, mes: 1 });
      expect(["Recebido", "Não recebido"]).toContain(issue.desc_situacao);
    }
    const book = await one("SELECT id FROM record WHERE work_type = 1 ORDER BY id LIMIT 1");
    expect((await lib.call(`/api/kardex/${book}/permissao`)).body).toEqual({ permissao: false });
    expect(await codes(book)).not.toContain(32);
  });

  it("counts loans per year, library and month from the loan table", async () => {
    const [item] = await lib.db.query<{ id: number; record_id: number; library_id: number }>(
      "SELECT id, record_id, library_id FROM item WHERE status = 'available' ORDER BY id LIMIT 1",
    );
    await lib.db.query(
      `INSERT INTO loan (item_id, patron_id, library_id, checked_out_at, due_date, returned_at) VALUES
         ($1, 1001, $2, '2023-03-10T12:00:00Z', '2023-03-24', '2023-03-20T12:00:00Z'),
         ($1, 1002, $2, '2023-03-25T12:00:00Z', '2023-04-08', '2023-04-01T12:00:00Z'),
         ($1, 1001, $2, '2024-01-01T01:00:00Z', '2024-01-15', '2024-01-10T12:00:00Z')`,
      [item.id, item.library_id],
    );
    // 2024-01-01 01:00 UTC is still 31 December 2023 in São Paulo.
    expect((await lib.call(`/api/acervo/${item.record_id}/dados-estatisticos/anos`)).body).toEqual([2023]);
    const stats = (await lib.call(`/api/acervo/${item.record_id}/dados-estatisticos/dados/2023`))
      .body as LoanStatistics;
    expect(stats.ano).toBe(2023);
    expect(stats.total).toBe(3);
    expect(stats.bibliotecas).toHaveLength(1);
    expect(stats.bibliotecas[0]).toMatchObject({ cod_biblioteca: item.library_id, total: 3 });
    expect(stats.bibliotecas[0].meses[2]).toBe(2);
    expect(stats.bibliotecas[0].meses[11]).toBe(1);
    expect((await lib.call(`/api/acervo/${item.record_id}/dados-estatisticos/dados/1999`)).body).toEqual({
      ano: 1999,
      total: 0,
      bibliotecas: [],
    });
    expect((await lib.call(`/api/acervo/${item.record_id}/dados-estatisticos/dados/99`)).status).toBe(400);
  });

  it("lists copies in closed stacks and shows the tab only then", async () => {
    const id = await one("SELECT record_id AS id FROM item WHERE status = 'closed_stacks' ORDER BY record_id LIMIT 1");
    expect(await codes(id)).toContain("acervo_fechado");
    const closed = (await lib.call(`/api/acervo/${id}/acervo-fechado`)).body as ClosedStacksResponse;
    expect(closed.total).toBeGreaterThan(0);
    expect(closed.exemplares[0]).toMatchObject({ cod_exemplar: expect.any(Number), tombo: expect.any(String) });
  });

  it("gives the print view when the institution allows printing, and 403 when it does not", async () => {
    const id = await one("SELECT id FROM record WHERE work_type = 1 AND author IS NOT NULL ORDER BY id LIMIT 1");
    expect((await lib.call("/api/acervo/check-permission-to-print")).body).toEqual({ permissao: true });
    const print = (await lib.call(`/api/acervo/${id}/get-data-to-print`)).body as PrintData;
    expect(print).toMatchObject({ cod_acervo: id, link_capa: `/api/acervo/${id}/capa`, permalink: `/acervo/${id}` });
    expect(print.referencia).toMatch(/\.$/);
    expect(print.exemplares.length).toBeGreaterThan(0);
    await lib.db.query("UPDATE institution_param SET value = 'N' WHERE key = 'permite_impressao_acervo'");
    try {
      expect((await lib.call("/api/acervo/check-permission-to-print")).body).toEqual({ permissao: false });
      expect((await lib.call(`/api/acervo/${id}/get-data-to-print`)).status).toBe(403);
    } finally {
      await lib.db.query("UPDATE institution_param SET value = 'S' WHERE key = 'permite_impressao_acervo'");
    }
  });

  it("answers 404 for an unknown record and 400 for malformed parameters on every tab", async () => {
    for (const path of [
      "/api/acervo/99999999/permissoes",
      "/api/acervo/99999999/sumarios-livros",
      "/api/acervo/99999999/acervo-fechado",
      "/api/acervo/99999999/get-data-to-print",
      "/api/acervo/99999999/dados-estatisticos/anos",
      "/api/acervo/99999999/dados-estatisticos/dados/2024",
      "/api/sumario/99999999/dados",
      "/api/kardex/99999999/permissao",
      "/api/kardex/99999999/combobox-data",
      "/api/kardex/99999999/data",
    ]) {
      const res = await lib.call(path, { headers: { lang: "5" } });
      expect(res.status, path).toBe(404);
      expect(res.body).toEqual({ error: { code: "record_not_found", message: "Record 99999999 not found." } });
    }
    for (const path of [
      "/api/acervo/abc/permissoes",
      "/api/sumario/0/dados",
      "/api/kardex/1/data?codPeriod=13",
      "/api/kardex/1/data?year=abc",
      "/api/kardex/1/data?codBib=-1",
    ]) {
      expect((await lib.call(path)).status, path).toBe(400);
    }
  });
});
