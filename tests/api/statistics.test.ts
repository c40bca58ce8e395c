/**
 * The public statistics calls (decision 039) over the demo year, seeded as of 15 June 2026: the
 * whole of 2025 and 2026 up to the day before. Figures are exact: the demo is deterministic and
 * several are checked by hand in the comments (calendar of 2025, the turnstile formula, the
 * monthly loan table of api/operations/demo/statistics.ts).
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { localDay } from "../../api/core/time.ts";
import { seedStatistics } from "../../api/operations/demo/statistics.ts";
import type {
  ActiveUsersByOrgUnit,
  CirculationStatistics,
  GeneralCollections,
  MecQ83,
  OperatingDays,
  StatisticsGroup,
  TurnstileStatistics,
} from "../../api/community/statistics/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

const NOW = new Date("2026-06-15T15:00:00Z");

describe.each(engines)("public statistics on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    // 2025: 985 + 468 + 554 loans; 2026 up to May: (30+45+120+110+105) + (10+20+60+55+50) + (0+25+70+65+60).
    expect(await seedStatistics(lib.db, NOW)).toBe(2007 + 410 + 195 + 220);
    expect(await seedStatistics(lib.db, NOW)).toBe(0);
  });
  afterAll(async () => {
    await lib?.close();
  });
  const get = (url: string, lang = "1") => lib.call(url, { headers: { lang } });
  const post = (url: string, body: unknown, lang = "1") =>
    lib.call(url, {
      method: "POST",
      headers: { "content-type": "application/json", lang },
      body: JSON.stringify(body),
    });

  it("lists the groups and items of the statistics home, with the active-users total on item 1106 only", async () => {
    const res = await get("/api/statistics");
    expect(res.status).toBe(200);
    const groups = res.body as StatisticsGroup[];
    expect(groups.map((g) => g.titulo)).toEqual(["Bibliotecas", "Usuários", "Circulação de materiais", "Acervo"]);
    const items = groups.flatMap((g) => g.itens);
    expect(items.map((i) => i.arquivo_destino)).toEqual([
      "estat_bib_funcionamento",
      "estat_bib_catracas",
      null,
      "estat_usu_inst_bib",
      "estat_usu_inst_categ_usu",
      "estat_usu_inst_uo",
      "estat_circ_mat_inst",
      "estat_circ_mat_bib",
      "estat_acervo_geral",
      "estat_mec_q83",
      "estat_mec_q83_a",
      "estat_mec_q83_b",
    ]);
    // 120 invented patrons, 8 of them expired or blocked (i = 19, 29, 39, 59, 79, 89, 99, 119),
    // and the 17 active demo patrons of api/operations/demo/seed.ts.
    expect(items[2]).toEqual({
      descricao: "Usuários ativos",
      texto_explicativo: null,
      cod_atividade: 1106,
      total_active_users: 129,
      arquivo_destino: null,
      description_translation_term: "statistics.item.activeUsers.label",
      sub_desc_translation_term: null,
    });
    expect(items.filter((i) => i.total_active_users !== null)).toHaveLength(1);
  });

  it("counts opening days per library and month", async () => {
    expect((await get("/api/statistics/operating-days-years")).body).toEqual([2026, 2025]);
    const res = await get("/api/statistics/operating-days-statistics?year=2025");
    expect(res.status).toBe(200);
    // January 2025 starts on a Wednesday (1 January, a holiday): 27 days Monday–Saturday, 23
    // Monday–Friday, less the holiday; the Campus Norte library is in recess. December stops on the 23rd.
    expect(res.body as OperatingDays).toEqual({
      ano: 2025,
      bibliotecas: [
        {
          cod_biblioteca: 1,
          desc_biblioteca: "Biblioteca Central",
          meses: [26, 24, 26, 25, 26, 25, 27, 26, 26, 27, 23, 20],
          total: 301,
        },
        {
          cod_biblioteca: 2,
          desc_biblioteca: "Biblioteca de Ciências Humanas",
          meses: [22, 20, 21, 21, 21, 21, 23, 21, 22, 23, 19, 17],
          total: 251,
        },
        {
          cod_biblioteca: 3,
          desc_biblioteca: "Biblioteca do Campus Norte",
          meses: [0, 20, 21, 21, 21, 21, 23, 21, 22, 23, 19, 17],
          total: 229,
        },
      ],
      meses: [48, 64, 68, 67, 68, 67, 73, 68, 70, 73, 61, 54],
      total: 781,
    });
    const empty = (await get("/api/statistics/operating-days-statistics?year=1999")).body as OperatingDays;
    expect(empty.total).toBe(0);
    expect(empty.bibliotecas.map((b) => b.total)).toEqual([0, 0, 0]);
  });

  it("counts turnstile entries and exits per day of a month and per month of a year", async () => {
    expect((await get("/api/statistics/turnstile-years")).body).toEqual([2026, 2025]);
    const march = (await get("/api/statistics/turnstile-statistics?library=1&year=2025&month=3"))
      .body as TurnstileStatistics;
    expect(march).toMatchObject({ ano: 2025, mes: 3, cod_biblioteca: 1, desc_biblioteca: "Biblioteca Central" });
    // 26 open days (Sundays closed). Saturday the 1st: (300 + (37 + 33) % 50) / 2 = 160, exits 160 − 1.
    expect(march.linhas).toHaveLength(26);
    expect(march.linhas[0]).toEqual({ periodo: 1, entradas: 160, saidas: 159 });
    // Monday the 3rd: 300 + (111 + 33) % 50 = 344, exits 344 − 3.
    expect(march.linhas[1]).toEqual({ periodo: 3, entradas: 344, saidas: 341 });
    expect([march.total_entradas, march.total_saidas]).toEqual([7629, 7589]);
    const year = (await get("/api/statistics/turnstile-statistics?year=2025")).body as TurnstileStatistics;
    expect(year).toMatchObject({ ano: 2025, mes: null, cod_biblioteca: null, desc_biblioteca: null });
    expect(year.linhas.map((l) => l.periodo)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12]);
    expect(year.linhas.find((l) => l.periodo === 3)?.entradas).toBe(
      march.total_entradas +
        ((await get("/api/statistics/turnstile-statistics?library=2&year=2025&month=3")).body as TurnstileStatistics)
          .total_entradas +
        ((await get("/api/statistics/turnstile-statistics?library=3&year=2025&month=3")).body as TurnstileStatistics)
          .total_entradas,
    );
  });

  it("counts active users by library, category and organisational unit", async () => {
    expect((await get("/api/statistics/active-users-by-lib-statistics")).body).toEqual({
      bibliotecas: [
        { cod_biblioteca: 1, desc_biblioteca: "Biblioteca Central", total: 71 },
        { cod_biblioteca: 2, desc_biblioteca: "Biblioteca de Ciências Humanas", total: 33 },
        { cod_biblioteca: 3, desc_biblioteca: "Biblioteca do Campus Norte", total: 25 },
      ],
      total: 129,
    });
    expect((await get("/api/statistics/active-users-by-categ-statistics")).body).toEqual({
      categorias: [
        { categoria: "graduacao", total: 61 },
        { categoria: "comunidade", total: 18 },
        { categoria: "professor", total: 18 },
        { categoria: "posgraduacao", total: 16 },
        { categoria: "servidor", total: 15 },
        { categoria: "intercambio", total: 1 },
      ],
      total: 129,
    });
    const byTotal = (await get("/api/statistics/active-users-by-org-unit-statistics?order=total"))
      .body as ActiveUsersByOrgUnit;
    expect(byTotal).toEqual({
      registros: [
        { cod_unidade: 5, desc_unidade: "Departamento de Engenharia Civil", total: 17 },
        { cod_unidade: 3, desc_unidade: "Departamento de História", total: 17 },
        { cod_unidade: 1, desc_unidade: "Reitoria", total: 17 },
        { cod_unidade: 4, desc_unidade: "Departamento de Letras", total: 15 },
        { cod_unidade: 2, desc_unidade: "Pró-Reitoria de Graduação", total: 15 },
        { cod_unidade: 6, desc_unidade: "Departamento de Enfermagem", total: 14 },
      ],
      totalRegistros: 6,
      pagina: 1,
      porPagina: 10,
      ordem: "total",
      sem_unidade: 34,
      total: 129,
    });
    const byName = (await get("/api/statistics/active-users-by-org-unit-statistics")).body as ActiveUsersByOrgUnit;
    expect(byName.ordem).toBe("nome");
    expect(byName.registros.map((r) => r.cod_unidade)).toEqual([6, 5, 3, 4, 2, 1]);
    const beyond = (await get("/api/statistics/active-users-by-org-unit-statistics?page=2"))
      .body as ActiveUsersByOrgUnit;
    expect(beyond).toMatchObject({ registros: [], totalRegistros: 6, pagina: 2 });
  });

  it("counts loans, returns and renewals per work type and month, for the institution and a library", async () => {
    expect((await get("/api/statistics/circ-mat-years")).body).toEqual([2026, 2025]);
    expect((await get("/api/statistics/circ-mat-libraries")).body).toEqual([
      { cod_biblioteca: 1, desc_biblioteca: "Biblioteca Central" },
      { cod_biblioteca: 2, desc_biblioteca: "Biblioteca de Ciências Humanas" },
      { cod_biblioteca: 3, desc_biblioteca: "Biblioteca do Campus Norte" },
    ]);
    const loans = (await get("/api/statistics/circ-mat-by-inst?year=2025&option=E")).body as CirculationStatistics;
    expect(loans).toMatchObject({ ano: 2025, opcao: "E", cod_biblioteca: null, total: 2007 });
    // The demo's monthly table summed over the three libraries.
    expect(loans.meses).toEqual([40, 90, 250, 230, 215, 190, 75, 140, 241, 231, 210, 95]);
    expect(loans.tipos[0]).toEqual({
      cod_tipo_obra: 1,
      desc_tipo_obra: "Livro",
      meses: [34, 62, 187, 186, 195, 164, 38, 111, 222, 192, 174, 82],
      total: 1647,
    });
    expect(loans.tipos.map((t) => t.total).reduce((a, b) => a + b)).toBe(2007);
    // Seven loans of late December 2025 come back in January 2026.
    const returns = (await get("/api/statistics/circ-mat-by-inst?year=2025&option=D")).body as CirculationStatistics;
    expect(returns.meses).toEqual([25, 75, 221, 222, 221, 204, 97, 132, 197, 228, 217, 161]);
    expect(returns.total).toBe(2000);
    // One loan in four is renewed once: ceil(n / 4) per library and month.
    const renewals = (await get("/api/statistics/circ-mat-by-inst?year=2025&option=R")).body as CirculationStatistics;
    expect(renewals.meses[0]).toBe(8 + 3 + 0);
    expect(renewals.total).toBe(251 + 121 + 142);
    const norte = (await get("/api/statistics/circ-mat-by-lib?year=2025&option=E&library=3", "5"))
      .body as CirculationStatistics;
    expect(norte).toMatchObject({ cod_biblioteca: 3, desc_biblioteca: "Biblioteca do Campus Norte", total: 554 });
    expect(norte.meses).toEqual([0, 25, 70, 65, 60, 55, 20, 40, 68, 66, 60, 25]);
    expect(norte.tipos[0]).toMatchObject({ cod_tipo_obra: 1, desc_tipo_obra: "Book", total: 448 });
    // The default option is loans.
    expect(
      ((await get("/api/statistics/circ-mat-by-lib?year=2025&library=3")).body as CirculationStatistics).total,
    ).toBe(554);
  });

  it("lists the work types, copy statuses and collections the collection reports filter by", async () => {
    const types = (await get("/api/statistics/work-types", "5")).body as { cod_tipo_obra: number }[];
    expect(types.map((t) => t.cod_tipo_obra)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18]);
    expect(types[0]).toEqual({ cod_tipo_obra: 1, desc_tipo_obra: "Book" });
    expect((await get("/api/statistics/copy-status")).body).toEqual([
      { codigo: "available", descricao: "Disponível" },
      { codigo: "on_loan", descricao: "Emprestado" },
      { codigo: "reserved", descricao: "Reservado" },
      { codigo: "in_transit", descricao: "Em trânsito" },
      { codigo: "closed_stacks", descricao: "Acervo fechado" },
      { codigo: "not_for_loan", descricao: "Não circula" },
      { codigo: "lost", descricao: "Extraviado" },
    ]);
    expect((await get("/api/statistics/collection-status")).body).toEqual(
      ["Acervo geral", "Multimeios", "Periódicos", "Referência"].map((name) => ({ codigo: name, descricao: name })),
    );
    expect((await get("/api/statistics/collection-years")).body).toEqual([Number(localDay(new Date()).slice(0, 4))]);
  });

  it("counts titles and copies by library and work type (general collection)", async () => {
    const all = (await post("/api/statistics/general-collections", {})).body as GeneralCollections;
    expect([all.total_titulos, all.total_exemplares]).toEqual([3660, 9168]);
    expect(all.linhas[0]).toEqual({
      cod_biblioteca: 1,
      desc_biblioteca: "Biblioteca Central",
      cod_tipo_obra: 1,
      desc_tipo_obra: "Livro",
      titulos: 1826,
      exemplares: 2542,
    });
    expect(all.linhas.reduce((n, l) => n + l.exemplares, 0)).toBe(9168);
    const some = (
      await post("/api/statistics/general-collections", {
        libraries: [2],
        workTypes: [3],
        copyStatus: ["not_for_loan"],
        collectionStatus: ["Periódicos"],
      })
    ).body as GeneralCollections;
    expect(some.linhas.map((l) => [l.cod_biblioteca, l.cod_tipo_obra])).toEqual([[2, 3]]);
    const [{ n }] = await lib.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM item i JOIN record r ON r.id = i.record_id JOIN location l ON l.id = i.location_id
        WHERE i.library_id = 2 AND r.work_type = 3 AND i.status = 'not_for_loan' AND l.name = 'Periódicos'`,
    );
    expect(some.total_exemplares).toBe(n);
    // A plain HTML form posts lists as repeated or comma-separated fields.
    const form = await lib.call("/api/statistics/general-collections", {
      method: "POST",
      headers: { "content-type": "application/x-www-form-urlencoded" },
      body: "libraries=2&workTypes=3&copyStatus=not_for_loan&collectionStatus=Peri%C3%B3dicos",
    });
    expect(form.body).toEqual(some);
  });

  it("counts titles and copies by CNPq area for MEC Q83, all types, type A and type B", async () => {
    const all = (await post("/api/statistics/collection-mecQ83", {})).body as MecQ83;
    expect(all).toMatchObject({
      tipo: "G",
      cod_biblioteca: null,
      ano: null,
      total_titulos: 3660,
      total_exemplares: 9168,
    });
    expect(all.areas.map((a) => [a.cod_area, a.codigo_cnpq, a.titulos, a.exemplares])).toEqual([
      ["1", "1.00.00.00-3", 100, 245],
      ["2", "2.00.00.00-6", 43, 94],
      ["3", "3.00.00.00-9", 47, 117],
      ["4", "4.00.00.00-1", 65, 145],
      ["5", "5.00.00.00-4", 21, 57],
      ["6", "6.00.00.00-7", 423, 1043],
      ["7", "7.00.00.00-0", 1063, 2639],
      ["8", "8.00.00.00-2", 915, 2312],
      ["9", "9.00.00.00-5", 152, 391],
      ["0", null, 831, 2125],
    ]);
    const books = (await post("/api/statistics/collection-mecQ83", { searchType: "A" })).body as MecQ83;
    expect([books.total_titulos, books.total_exemplares]).toEqual([3194, 8000]);
    expect(books.areas[6]).toMatchObject({ cod_area: "7", titulos: 1000, exemplares: 2488 });
    const serials = (await post("/api/statistics/collection-mecQ83", { searchType: "B", library: 2 })).body as MecQ83;
    expect(serials).toMatchObject({ tipo: "B", cod_biblioteca: 2, total_titulos: 114, total_exemplares: 157 });
    expect(serials.areas.find((a) => a.cod_area === "0")).toMatchObject({ titulos: 79, exemplares: 108 });
    // The copies were registered when the demo was made: none existed at the end of last year.
    const lastYear = Number(localDay(new Date()).slice(0, 4)) - 1;
    const before = (await post("/api/statistics/collection-mecQ83", { year: lastYear })).body as MecQ83;
    expect([before.ano, before.total_titulos, before.total_exemplares]).toEqual([lastYear, 0, 0]);
    expect(before.areas).toHaveLength(10);
  });

  it("refuses bad parameters with a 400 naming them, and an unknown library with a 404", async () => {
    const cases: [string, string][] = [
      ["/api/statistics/operating-days-statistics", "year"],
      ["/api/statistics/operating-days-statistics?year=99", "year"],
      ["/api/statistics/circ-mat-by-inst?year=2025&option=X", "option"],
      ["/api/statistics/circ-mat-by-lib?year=2025", "library"],
      ["/api/statistics/turnstile-statistics?year=2025&month=13", "month"],
      ["/api/statistics/active-users-by-org-unit-statistics?order=random", "order"],
      ["/api/statistics/active-users-by-org-unit-statistics?page=0", "page"],
    ];
    for (const [url, name] of cases) {
      const res = await get(url, "5");
      expect(res.status, url).toBe(400);
      expect(res.body, url).toEqual({ error: { code: "invalid_parameter", message: `Invalid parameter: ${name}.` } });
    }
    const bodies: [string, unknown][] = [
      ["/api/statistics/general-collections", { copyStatus: ["bogus"] }],
      ["/api/statistics/general-collections", { libraries: ["x"] }],
      ["/api/statistics/collection-mecQ83", { searchType: "C" }],
      ["/api/statistics/collection-mecQ83", { year: 20 }],
    ];
    for (const [url, body] of bodies) expect((await post(url, body)).status, JSON.stringify(body)).toBe(400);
    const garbage = await lib.call("/api/statistics/general-collections", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(garbage.status).toBe(400);
    for (const res of [
      await get("/api/statistics/circ-mat-by-lib?year=2025&library=99"),
      await get("/api/statistics/turnstile-statistics?year=2025&library=99"),
      await post("/api/statistics/collection-mecQ83", { library: 99 }),
    ]) {
      expect(res.status).toBe(404);
      expect(res.body.error.code).toBe("library_not_found");
    }
  });
});
