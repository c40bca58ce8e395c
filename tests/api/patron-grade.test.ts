/**
 * The service's parts of the patron-grade interface (decision 037): a record's availability by library (one query
 * for a page of results), a renewal that gains no time refused and not spent, suspension reasons
 * in the patron's language, and the spec's `search_tab` honoured.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import type { RecordAvailability, SearchResponse } from "../../api/contract.ts";
import { checkOut } from "../../api/lending/circulation/loans.service.ts";
import { addDays, localDay } from "../../api/core/time.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";
import { openCirculation, type CirculationFixture } from "./circulation.fixtures.ts";

const DAY = 86_400_000;
const ddmmyyyy = (day: string) => day.split("-").reverse().join("/");

describe.each(engines)("availability, honest renewals, reasons in words on $name", (engine) => {
  let lib: CirculationFixture;
  beforeAll(async () => {
    lib = await openCirculation(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  it("counts a record's copies by library and status, lost ones left out", async () => {
    const record = await lib.newRecord();
    await lib.newCopies(record, 1, ["available", "available", "on_loan", "lost"]);
    await lib.newCopies(record, 2, ["closed_stacks", "reserved"]);
    const res = await lib.call("GET", `/api/acervo/${record}/disponibilidade`);
    expect(res.status).toBe(200);
    const body = res.body as RecordAvailability;
    expect(body.cod_acervo).toBe(record);
    expect(body.online).toBe(false);
    expect(body.bibliotecas.map(({ nome_biblioteca: _, ...rest }) => rest)).toEqual([
      {
        cod_biblioteca: 1,
        total: 3,
        disponiveis: 2,
        emprestados: 1,
        consulta_local: 0,
        proxima_devolucao: addDays(localDay(new Date()), 7),
      },
      { cod_biblioteca: 2, total: 2, disponiveis: 0, emprestados: 0, consulta_local: 1, proxima_devolucao: null },
    ]);
  });

  it("answers 404 for an unknown record and 400 for a malformed id", async () => {
    expect((await lib.call("GET", "/api/acervo/999999/disponibilidade")).body.error.code).toBe("record_not_found");
    expect((await lib.call("GET", "/api/acervo/999999/disponibilidade")).status).toBe(404);
    expect((await lib.call("GET", "/api/acervo/abc/disponibilidade")).status).toBe(400);
  });

  it("refuses a renewal that would not move the due date, keeps it unspent, and says from when it gains", async () => {
    const record = await lib.newRecord();
    const [copy] = await lib.newCopies(record, 1, ["available"]);
    const patron = await lib.newPatron();
    const loan = await checkOut(lib.db, { patron: { id: patron.id }, item: { id: copy.id } });
    const renew = (lang?: "1" | "3" | "5") =>
      lib.call("POST", "/api/emprestimo/renovacao", {
        token: patron.token,
        body: { emprestimos: [loan.cod_emprestimo] },
        lang,
      });
    const due = loan.data_devolucao;
    const from = addDays(due, 1 - 14);
    const pt = await renew();
    expect(pt.status).toBe(200);
    expect(pt.body.resultados[0]).toEqual({
      cod_emprestimo: loan.cod_emprestimo,
      renovado: false,
      codigo: "renewal_no_gain",
      mensagem: `Renovação não feita: ela não estenderia o prazo (a devolução continuaria em ${ddmmyyyy(due)}). A renovação fica guardada; renove a partir de ${ddmmyyyy(from)}.`,
    });
    const en = await renew("5");
    expect(en.body.resultados[0].mensagem).toBe(
      `Not renewed: renewing now would not extend the loan (it would still be due on ${ddmmyyyy(due)}). The renewal is kept for later: renew from ${ddmmyyyy(from)}.`,
    );
    const [row] = await lib.db.query<{ renewals: number; due: string }>(
      `SELECT renewals, to_char(due_date, 'YYYY-MM-DD') AS due FROM loan WHERE id = $1`,
      [loan.cod_emprestimo],
    );
    expect(row).toEqual({ renewals: 0, due });
  });

  it("renews a loan that gains time, once", async () => {
    const record = await lib.newRecord();
    const [copy] = await lib.newCopies(record, 1, ["available"]);
    const patron = await lib.newPatron();
    const loan = await checkOut(lib.db, {
      patron: { id: patron.id },
      item: { id: copy.id },
      now: new Date(Date.now() - 5 * DAY),
    });
    const res = await lib.call("POST", "/api/emprestimo/renovacao", {
      token: patron.token,
      body: { emprestimos: [loan.cod_emprestimo] },
    });
    expect(res.body.resultados[0]).toMatchObject({
      renovado: true,
      data_devolucao: addDays(loan.data_devolucao, 5),
      renovacoes_restantes: 2,
    });
  });

  it("says the service's own suspension reason in the patron's language, and a desk's own words as typed", async () => {
    const patron = await lib.newPatron();
    const today = localDay(new Date());
    for (const reason of ["Devolução em atraso", "Dano ao exemplar (ver balcão)"])
      await lib.db.query(
        `INSERT INTO suspension (patron_id, starts_on, ends_on, reason, created_at) VALUES ($1, $2::date, $3::date, $4, now())`,
        [patron.id, today, addDays(today, 5), reason],
      );
    const reasons = async (lang?: "1" | "3" | "5") =>
      ((await lib.call("GET", "/api/pessoas/afastamentos", { token: patron.token, lang })).body as { motivo: string }[])
        .map((s) => s.motivo)
        .sort();
    expect(await reasons()).toEqual(["Dano ao exemplar (ver balcão)", "Suspensão por devolução em atraso"]);
    expect(await reasons("5")).toEqual(["Dano ao exemplar (ver balcão)", "Suspension for a late return"]);
    expect(await reasons("3")).toEqual(["Dano ao exemplar (ver balcão)", "Suspensión por devolución atrasada"]);
  });
});

describe.each(engines)("the search's tab and availability on $name (demo catalogue)", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  it("takes the spec's search_tab as the tab, and refuses it when guia says another", async () => {
    const count = async (query: string) => {
      const res = await lib.call(`/api/consulta?${query}`);
      expect(res.status, query).toBe(200);
      return (res.body as SearchResponse).totalRegistros;
    };
    const general = await count("q=history");
    const ebooks = await count("q=history&guia=e_books");
    expect(ebooks).toBeLessThan(general);
    expect(await count("q=history&search_tab=e_books")).toBe(ebooks);
    expect(await count("q=history&search_tab=e_books&guia=e_books")).toBe(ebooks);
    expect((await lib.call("/api/consulta?q=history&search_tab=e_books&guia=arquivo")).status).toBe(400);
    expect((await lib.call("/api/consulta?q=history&search_tab=nada")).status).toBe(400);
  });

  it("gives each result of a page its copies by library, the same as the record's own call", async () => {
    const res = await lib.call("/api/consulta?q=history");
    const page = res.body as SearchResponse;
    expect(page.registros).toHaveLength(20);
    for (const result of page.registros.slice(0, 3)) {
      const own = (await lib.call(`/api/acervo/${result.cod_acervo}/disponibilidade`)).body as RecordAvailability;
      expect(result.disponibilidade).toEqual(own.bibliotecas);
    }
    expect(page.registros.filter((r) => (r.disponibilidade ?? []).length > 0).length).toBeGreaterThan(10);
  });
});
