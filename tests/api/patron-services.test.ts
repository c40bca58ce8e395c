/**
 * The patron area's services (decision 034): alerts (list by dates, read,
 * dismiss, another patron's refused; reservation ready raised once; the alerts-due job raising
 * nothing twice), the permanent basket, the reservation history and the loan history's fine
 * filter, pending titles' details, loan statistics, the library's information message and the
 * teacher's plans. Each test makes its own records, copies and patrons.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { AlertOut } from "../../api/patron/alerts/contract.ts";
import { raiseAlert } from "../../api/patron/alerts/alerts.service.ts";
import { ALERT_COMMANDS } from "../../api/operations/cli/alert-commands.ts";
import type { LoanOut, ReservationOut } from "../../api/lending/circulation/contract.ts";
import { addDays, localDay } from "../../api/core/time.ts";
import type { PermanentBasketItem } from "../../api/patron/permanent-basket/contract.ts";
import type { LoanStatistics, PendingTitle } from "../../api/patron/account-stats/contract.ts";
import {
  TEACHING_PLANS_ACTIVITY,
  type PlanBibliographyResponse,
} from "../../api/catalogue/teaching/teacher-plans.contract.ts";
import { engines } from "../support/engines.ts";
import { choice, openCirculation, type CirculationFixture } from "./circulation.fixtures.ts";

describe.each(engines)("patron services on $name", (engine) => {
  let lib: CirculationFixture;
  beforeAll(async () => {
    lib = await openCirculation(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });
  const today = () => localDay(new Date());
  /** A loan of a new copy, straight in the table, so its dates are exact. */
  const lend = async (
    patronId: number,
    recordId: number,
    o: { out: string; due: string; returned?: string; library?: number },
  ): Promise<number> => {
    const [copy] = await lib.newCopies(recordId, o.library ?? 1, [o.returned ? "available" : "on_loan"]);
    const [row] = await lib.db.query<{ id: number }>(
      `INSERT INTO loan (item_id, patron_id, library_id, checked_out_at, due_date, returned_at)
       VALUES ($1, $2, $3, $4::date + time '10:00' AT TIME ZONE 'America/Sao_Paulo', $5::date,
               $6::date + time '15:00' AT TIME ZONE 'America/Sao_Paulo') RETURNING id`,
      [copy.id, patronId, o.library ?? 1, o.out, o.due, o.returned ?? null],
    );
    return row.id;
  };

  describe("alerts", () => {
    it("lists the patron's own alerts by the days they were raised, marks them read and dismisses them", async () => {
      const p = await lib.newPatron();
      const other = await lib.newPatron();
      await raiseAlert(lib.db, { patronId: p.id, kind: "request_status", params: { status: "finished" }, link: "/x" });
      await raiseAlert(lib.db, { patronId: p.id, kind: "suggestion_answered", params: { titulo: "Um título" } });
      await lib.db.query(
        `UPDATE patron_alert SET created_at = now() - interval '40 days' WHERE patron_id = $1 AND kind = 'request_status'`,
        [p.id],
      );
      const [theirs] = await lib.db.query<{ id: string }>(
        `INSERT INTO patron_alert (patron_id, kind) VALUES ($1, 'interest_match') RETURNING id::text`,
        [other.id],
      );
      const all = await lib.call("GET", "/api/solicitacoes/alertas", { token: p.token });
      expect(all.status).toBe(200);
      const alerts = all.body as AlertOut[];
      expect(alerts.map((a) => [a.tipo, a.lido, a.parametros])).toEqual([
        ["suggestion_answered", false, { titulo: "Um título" }],
        ["request_status", false, { status: "finished" }],
      ]);
      const recent = await lib.call(
        "GET",
        `/api/solicitacoes/alertas?dataIni=${addDays(today(), -7)}&dataFim=${today()}`,
        { token: p.token },
      );
      expect((recent.body as AlertOut[]).map((a) => a.tipo)).toEqual(["suggestion_answered"]);
      expect((await lib.call("GET", "/api/solicitacoes/alertas/nao-lidos", { token: p.token })).body).toEqual({
        nao_lidos: 2,
      });

      const read = await lib.call("PUT", `/api/solicitacoes/alertas/${alerts[0].id}`, { token: p.token });
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ id: alerts[0].id, tipo: "suggestion_answered", lido: true });
      expect((await lib.call("GET", "/api/solicitacoes/alertas/nao-lidos", { token: p.token })).body.nao_lidos).toBe(1);

      const gone = await lib.call("DELETE", `/api/solicitacoes/alertas/${alerts[1].id}`, { token: p.token });
      expect(gone.body).toEqual({ id: alerts[1].id, removido: true });
      expect(
        (await lib.call("GET", "/api/solicitacoes/alertas", { token: p.token })).body.map((a: AlertOut) => a.id),
      ).toEqual([alerts[0].id]);
      expect((await lib.call("GET", "/api/solicitacoes/alertas/nao-lidos", { token: p.token })).body.nao_lidos).toBe(0);
      // Dismissed once is gone.
      expect((await lib.call("DELETE", `/api/solicitacoes/alertas/${alerts[1].id}`, { token: p.token })).status).toBe(
        404,
      );

      // Another patron's alert is unknown, for reading and dismissing alike; untouched.
      for (const method of ["PUT", "DELETE"]) {
        const res = await lib.call(method, `/api/solicitacoes/alertas/${theirs.id}`, { token: p.token });
        expect(res.status).toBe(404);
        expect(res.body.error.message).toBe("Alerta não encontrado.");
      }
      const [untouched] = await lib.db.query<{ read_at: string | null; dismissed_at: string | null }>(
        `SELECT read_at, dismissed_at FROM patron_alert WHERE id = $1`,
        [theirs.id],
      );
      expect(untouched).toEqual({ read_at: null, dismissed_at: null });
      expect((await lib.call("GET", "/api/solicitacoes/alertas")).status).toBe(401);
      expect((await lib.call("PUT", "/api/solicitacoes/alertas/abc", { token: p.token })).status).toBe(400);
    });

    it("requires both dates or neither, the initial not after the final", async () => {
      const p = await lib.newPatron();
      for (const query of [
        `dataIni=${today()}`,
        `dataFim=${today()}`,
        `dataIni=${today()}&dataFim=${addDays(today(), -1)}`,
      ]) {
        const res = await lib.call("GET", `/api/solicitacoes/alertas?${query}`, { token: p.token, lang: "5" });
        expect(res.status).toBe(400);
        expect(res.body.error.code).toBe("invalid_date_range");
      }
      expect(
        (await lib.call("GET", `/api/solicitacoes/alertas?dataIni=${today()}&dataFim=${today()}`, { token: p.token }))
          .status,
      ).toBe(200);
    });

    it("raises one 'reservation ready' alert when the desk holds a copy", async () => {
      const record = await lib.newRecord("Livro reservado");
      await lib.newCopies(record, 1, ["on_loan"]);
      const p = await lib.newPatron();
      const r = (await lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 1) }))
        .body as ReservationOut;
      const [fresh] = await lib.newCopies(record, 1, ["available"]);
      const ready = await lib.call("POST", `/api/balcao/reserva/${r.cod_reserva}/disponivel`, {
        staff: lib.staffKey,
        body: { tombo: fresh.barcode },
      });
      expect(ready.status).toBe(200);
      const alerts = (await lib.call("GET", "/api/solicitacoes/alertas", { token: p.token })).body as AlertOut[];
      expect(alerts.map((a) => [a.tipo, a.parametros, a.link])).toEqual([
        [
          "reservation_ready",
          { titulo: r.titulo, biblioteca: "Biblioteca Central", prazo: addDays(today(), 3) },
          "/meupergamum/reservas",
        ],
      ]);
    });

    it("raises the due-soon and overdue loan alerts once, however often the job runs", async () => {
      const p = await lib.newPatron();
      const record = await lib.newRecord("Empréstimo");
      await lend(p.id, record, { out: addDays(today(), -12), due: addDays(today(), 2) });
      await lend(p.id, record, { out: addDays(today(), -20), due: addDays(today(), -3) });
      await lend(p.id, record, { out: addDays(today(), -2), due: addDays(today(), 3) });
      await lend(p.id, record, {
        out: addDays(today(), -30),
        due: addDays(today(), -16),
        returned: addDays(today(), -15),
      });
      const job = ALERT_COMMANDS["alerts-due"];
      const first = await job.run(lib.db, [], "pt");
      expect(first.json).toMatchObject({ due: expect.any(Number), overdue: expect.any(Number) });
      const mine = async () =>
        ((await lib.call("GET", "/api/solicitacoes/alertas", { token: p.token })).body as AlertOut[])
          .map((a) => [a.tipo, a.parametros.data])
          .sort();
      expect(await mine()).toEqual([
        ["loan_due", addDays(today(), 2)],
        ["loan_overdue", addDays(today(), -3)],
      ]);
      expect((await job.run(lib.db, [], "pt")).json).toEqual({ due: 0, overdue: 0 });
      expect(await mine()).toHaveLength(2);
      // A day that is not one is a usage error, not a silent "today".
      await expect(job.run(lib.db, ["32/13/2026"], "pt")).rejects.toThrow("not a day");
    });
  });

  describe("permanent basket", () => {
    it("keeps, removes, restores and lists by type and dates, only the patron's own", async () => {
      const p = await lib.newPatron();
      const other = await lib.newPatron();
      const [a, b, c] = [await lib.newRecord("Alfa"), await lib.newRecord("Beta"), await lib.newRecord("Gama")];
      // The fixture's records carry no MARC; the basket's reference needs a leader at least.
      await lib.db.query(
        `UPDATE record SET marc = jsonb_build_object('leader', leader, 'fields', '[]'::jsonb) WHERE id = ANY($1::int[])`,
        [[a, b, c]],
      );
      const kept = await lib.call("POST", "/api/acervo/cesta-permanente", {
        token: p.token,
        form: { acervos: [String(a), String(b), String(c), "99999999"] },
      });
      expect(kept.status).toBe(201);
      expect(kept.body).toEqual({ alterados: [a, b, c], ignorados: [99999999] });
      await lib.db.query(
        `UPDATE permanent_basket_item SET added_at = now() - interval '60 days' WHERE patron_id = $1 AND record_id = $2`,
        [p.id, c],
      );
      const list = async (query = "") =>
        (
          (await lib.call("GET", `/api/acervo/cesta-permanente/colecao${query}`, { token: p.token }))
            .body as PermanentBasketItem[]
        ).map((i) => [i.cod_acervo, i.situacao]);
      expect((await list()).sort()).toEqual(
        [
          [a, "colecao"],
          [b, "colecao"],
          [c, "colecao"],
        ].sort(),
      );
      const removed = await lib.call("PUT", "/api/acervo/cesta-permanente", {
        token: p.token,
        body: { acervos: [b], situacao: "removido" },
      });
      expect(removed.body).toEqual({ alterados: [b], ignorados: [] });
      expect((await list("?tipo=colecao")).map(([id]) => id).sort()).toEqual([a, c].sort());
      expect(await list("?tipo=removidos")).toEqual([[b, "removido"]]);
      expect((await list("?tipo=todos")).length).toBe(3);
      expect(
        (await list(`?tipo=todos&dataIni=${addDays(today(), -7)}&dataFim=${today()}`)).map(([id]) => id).sort(),
      ).toEqual([a, b].sort());
      const bad = await lib.call("GET", `/api/acervo/cesta-permanente/colecao?dataIni=${today()}`, { token: p.token });
      expect(bad.body.error.code).toBe("invalid_date_range");
      expect((await lib.call("GET", "/api/acervo/cesta-permanente/colecao?tipo=x", { token: p.token })).status).toBe(
        400,
      );

      const restored = await lib.call("PUT", "/api/acervo/cesta-permanente", {
        token: p.token,
        body: { acervos: [b], situacao: "colecao" },
      });
      expect(restored.body).toEqual({ alterados: [b], ignorados: [] });
      expect(await list("?tipo=removidos")).toEqual([]);

      // Another patron cannot reach these items: theirs is empty, and a change is refused.
      expect(
        (await lib.call("GET", "/api/acervo/cesta-permanente/colecao?tipo=todos", { token: other.token })).body,
      ).toEqual([]);
      const refused = await lib.call("PUT", "/api/acervo/cesta-permanente", {
        token: other.token,
        body: { acervos: [a], situacao: "removido" },
      });
      expect(refused.status).toBe(404);
      expect((await list("?tipo=colecao")).length).toBe(3);
      expect((await lib.call("POST", "/api/acervo/cesta-permanente", { body: { acervos: [a] } })).status).toBe(401);
      expect((await lib.call("POST", "/api/acervo/cesta-permanente", { token: p.token, body: {} })).status).toBe(400);
    });
  });

  describe("histories and figures", () => {
    it("answers the reservation history and the loan history's fine filter with exact rows", async () => {
      const p = await lib.newPatron();
      const record = await lib.newRecord("Histórico");
      const fined = await lend(p.id, record, {
        out: addDays(today(), -30),
        due: addDays(today(), -16),
        returned: addDays(today(), -12),
      });
      await lend(p.id, record, {
        out: addDays(today(), -20),
        due: addDays(today(), -6),
        returned: addDays(today(), -8),
      });
      await lib.db.query(
        `INSERT INTO debt (patron_id, loan_id, amount_cents, reason, created_at) VALUES ($1, $2, 400, 'late_return', now())`,
        [p.id, fined],
      );
      const range = `dataIni=${addDays(today(), -31)}&dataFim=${today()}`;
      const all = (await lib.call("GET", `/api/emprestimo/historico?${range}`, { token: p.token })).body as LoanOut[];
      expect(all).toHaveLength(2);
      const onlyFined = (await lib.call("GET", `/api/emprestimo/historico?${range}&multa=S`, { token: p.token }))
        .body as LoanOut[];
      expect(onlyFined.map((l) => [l.cod_emprestimo, l.multa_centavos])).toEqual([[fined, 400]]);

      const reserved = await lib.newRecord("Reserva antiga");
      await lib.newCopies(reserved, 1, ["on_loan"]);
      // Another patron (this one owes a fine, and may not reserve).
      const q = await lib.newPatron();
      const r = (await lib.call("POST", "/api/reserva", { token: q.token, body: choice(reserved, 1) }))
        .body as ReservationOut;
      await lib.call("DELETE", `/api/reserva/${r.cod_reserva}`, { token: q.token });
      const history = await lib.call(
        "GET",
        `/api/reserva/historico?dataIni=${addDays(today(), -1)}&dataFim=${today()}`,
        {
          token: q.token,
        },
      );
      expect((history.body as ReservationOut[]).map((h) => [h.cod_reserva, h.situacao])).toEqual([
        [r.cod_reserva, "cancelled"],
      ]);
      expect((await lib.call("GET", `/api/reserva/historico?dataIni=${today()}`, { token: q.token })).status).toBe(400);
    });

    it("details the pending titles: call number, location and who waits", async () => {
      const p = await lib.newPatron();
      const waiting = await lib.newPatron();
      const record = await lib.newRecord("Pendente");
      const loanId = await lend(p.id, record, { out: addDays(today(), -3), due: addDays(today(), 11) });
      await lib.db.query(
        `UPDATE item SET call_number = '981 P397' FROM loan WHERE loan.id = $1 AND item.id = loan.item_id`,
        [loanId],
      );
      await lib.call("POST", "/api/reserva", { token: waiting.token, body: choice(record, 1) });
      const plain = (await lib.call("GET", "/api/emprestimo/titulos-pendentes", { token: p.token })).body;
      expect(plain[0]).not.toHaveProperty("detalhes");
      const detailed = (await lib.call("GET", "/api/emprestimo/titulos-pendentes?showDetails=S", { token: p.token }))
        .body as PendingTitle[];
      expect(detailed.map((t) => [t.cod_emprestimo, t.detalhes])).toEqual([
        [loanId, { numero_chamada: "981 P397", desc_local: "Acervo geral", reservas_na_fila: 1 }],
      ]);
    });

    it("counts the patron's loans per month and per library", async () => {
      const p = await lib.newPatron();
      const record = await lib.newRecord("Estatística");
      await lend(p.id, record, { out: "2026-01-10", due: "2026-01-24", returned: "2026-01-20", library: 1 });
      await lend(p.id, record, { out: "2026-01-31", due: "2026-02-14", returned: "2026-02-10", library: 2 });
      await lend(p.id, record, { out: "2026-03-05", due: "2026-03-19", returned: "2026-03-18", library: 1 });
      await lend(p.id, record, { out: "2025-12-31", due: "2026-01-14", returned: "2026-01-10", library: 3 });
      const stats = await lib.call("GET", "/api/emprestimo/estatisticas?dataIni=2026-01-01&dataFim=2026-03-31", {
        token: p.token,
      });
      expect(stats.body as LoanStatistics).toEqual({
        dataIni: "2026-01-01",
        dataFim: "2026-03-31",
        total: 3,
        por_mes: [
          { mes: "2026-01", total: 2 },
          { mes: "2026-02", total: 0 },
          { mes: "2026-03", total: 1 },
        ],
        por_biblioteca: [
          { cod_biblioteca: 1, desc_biblioteca: "Biblioteca Central", total: 2 },
          { cod_biblioteca: 2, desc_biblioteca: "Biblioteca de Ciências Humanas", total: 1 },
        ],
      });
      const other = await lib.newPatron();
      const none = (
        await lib.call("GET", "/api/emprestimo/estatisticas?dataIni=2026-01-01&dataFim=2026-03-31", {
          token: other.token,
        })
      ).body as LoanStatistics;
      expect([none.total, none.por_biblioteca]).toEqual([0, []]);
      const defaults = (await lib.call("GET", "/api/emprestimo/estatisticas", { token: p.token }))
        .body as LoanStatistics;
      expect([defaults.dataFim, defaults.por_mes.length]).toEqual([today(), 12]);
      expect(
        (
          await lib.call("GET", "/api/emprestimo/estatisticas?dataIni=2000-01-01&dataFim=2026-01-01", {
            token: p.token,
          })
        ).status,
      ).toBe(400);
    });

    it("answers the library's information message, the patron's home library by default", async () => {
      await lib.db.query(`UPDATE library SET info_message = 'Fechada no feriado.' WHERE id = 2`);
      const p = await lib.newPatron({ library: 2 });
      expect((await lib.call("GET", "/api/biblioteca/get-info-message", { token: p.token })).body).toEqual({
        cod_biblioteca: 2,
        desc_biblioteca: "Biblioteca de Ciências Humanas",
        mensagem: "Fechada no feriado.",
      });
      expect((await lib.call("GET", "/api/biblioteca/get-info-message?cod_biblioteca=1")).body.mensagem).toBeNull();
      expect((await lib.call("GET", "/api/biblioteca/get-info-message")).status).toBe(400);
      expect((await lib.call("GET", "/api/biblioteca/get-info-message?cod_biblioteca=99")).status).toBe(404);
      expect((await lib.call("GET", "/api/unidade-informacao/get-user-libraries", { token: p.token })).body).toEqual([
        {
          cod_biblioteca: 2,
          desc_biblioteca: "Biblioteca de Ciências Humanas",
          cod_campus: 1,
          nome_campus: "Campus Centro",
        },
      ]);
    });
  });

  describe("teaching plans", () => {
    it("shows a professor their own plans with the copies each library holds, and refuses other patrons", async () => {
      const teacher = await lib.newPatron({ category: "professor" });
      const colleague = await lib.newPatron({ category: "professor" });
      const student = await lib.newPatron({ category: "graduacao" });
      await lib.db.query(
        `INSERT INTO category_permission (category, module, activity, description) VALUES ('professor', 3, $1, 'Planos de ensino')
         ON CONFLICT DO NOTHING`,
        [TEACHING_PLANS_ACTIVITY],
      );
      await lib.db.query(
        `INSERT INTO knowledge_area (id, code, name) VALUES (91, '9.91', 'Área de teste') ON CONFLICT DO NOTHING`,
      );
      await lib.db.query(
        `INSERT INTO department (id, name) VALUES (91, 'Departamento de teste') ON CONFLICT DO NOTHING`,
      );
      await lib.db.query(
        `INSERT INTO course (id, name, campus_id, knowledge_area_id) VALUES (91, 'Curso de teste', 1, 91)`,
      );
      await lib.db.query(`INSERT INTO discipline (id, name, department_id) VALUES (91, 'Disciplina de teste', 91)`);
      await lib.db.query(`INSERT INTO teacher (id, name, patron_id) VALUES (91, 'Docente', $1), (92, 'Colega', $2)`, [
        teacher.id,
        colleague.id,
      ]);
      await lib.db.query(
        `INSERT INTO teaching_plan (id, course_id, discipline_id, teacher_id, campus_id, year, semester, period, vacancies)
         VALUES (91, 91, 91, 91, 1, 2026, 2, 3, 40), (92, 91, 91, 92, 1, 2026, 2, 3, NULL)`,
      );
      const [basic, extra] = [await lib.newRecord("Básico"), await lib.newRecord("Complementar")];
      await lib.newCopies(basic, 1, ["available", "on_loan", "lost"]);
      await lib.newCopies(basic, 3, ["available"]);
      await lib.db.query(
        `INSERT INTO teaching_plan_bibliography (plan_id, record_id, kind) VALUES (91, $1, 'basic'), (91, $2, 'complementary')`,
        [basic, extra],
      );

      const plans = await lib.call("GET", "/api/plano-ensino/disciplinas-bibliotecas", { token: teacher.token });
      expect(plans.status).toBe(200);
      expect(plans.body).toEqual({
        planos: [
          {
            cod_plano: 91,
            cod_curso: 91,
            nome_curso: "Curso de teste",
            cod_disciplina: 91,
            nome_disciplina: "Disciplina de teste",
            ano: 2026,
            semestre: 2,
            periodo: 3,
            vagas: 40,
            nome_campus: "Campus Centro",
            titulos: 2,
          },
        ],
        bibliotecas: [
          { cod_biblioteca: 1, desc_biblioteca: "Biblioteca Central" },
          { cod_biblioteca: 3, desc_biblioteca: "Biblioteca do Campus Norte" },
        ],
      });
      const bibliography = (await lib.call("GET", "/api/plano-ensino/bibliografia?plano=91", { token: teacher.token }))
        .body as PlanBibliographyResponse;
      expect(bibliography.bibliografia.map((e) => [e.cod_acervo, e.tipo, e.bibliotecas, e.total_exemplares])).toEqual([
        [
          basic,
          "basica",
          [
            { cod_biblioteca: 1, desc_biblioteca: "Biblioteca Central", exemplares: 2, disponiveis: 1 },
            { cod_biblioteca: 3, desc_biblioteca: "Biblioteca do Campus Norte", exemplares: 1, disponiveis: 1 },
          ],
          3,
        ],
        [extra, "complementar", [], 0],
      ]);
      // A colleague's plan is unknown to this teacher; a student may not ask at all.
      expect((await lib.call("GET", "/api/plano-ensino/bibliografia?plano=92", { token: teacher.token })).status).toBe(
        404,
      );
      for (const path of ["/api/plano-ensino/disciplinas-bibliotecas", "/api/plano-ensino/bibliografia?plano=91"]) {
        const refused = await lib.call("GET", path, { token: student.token });
        expect(refused.status).toBe(403);
        expect(refused.body.error.message).toBe("Os planos de ensino estão disponíveis apenas para professores.");
      }
      expect((await lib.call("GET", "/api/plano-ensino/bibliografia", { token: teacher.token })).status).toBe(400);
    });
  });
});
