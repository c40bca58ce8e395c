import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type {
  CheckinResponse,
  DebtsResponse,
  LoanOut,
  RenewalResponse,
} from "../../api/lending/circulation/contract.ts";
import { checkIn, checkOut } from "../../api/lending/circulation/loans.service.ts";
import { issueStaffKey } from "../../api/core/staff.ts";
import { addDays, localDay } from "../../api/core/time.ts";
import { engines } from "../support/engines.ts";
import { choice, openCirculation, type CirculationFixture } from "./circulation.fixtures.ts";

const DAY = 86_400_000;

describe.each(engines)("loans, renewals, fines and suspensions on $name", (engine) => {
  let lib: CirculationFixture;
  beforeAll(async () => {
    lib = await openCirculation(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });
  const today = () => localDay(new Date());

  /** A fresh record with one available copy at library 1, lent to a fresh patron `daysAgo` days ago. */
  async function lent(daysAgo = 0, patronOptions: Parameters<CirculationFixture["newPatron"]>[0] = {}) {
    const record = await lib.newRecord();
    const [copy] = await lib.newCopies(record, 1, ["available"]);
    const patron = await lib.newPatron(patronOptions);
    const loan = await checkOut(lib.db, {
      patron: { id: patron.id },
      item: { id: copy.id },
      now: new Date(Date.now() - daysAgo * DAY),
    });
    return { record, copy, patron, loan };
  }

  const renew = (token: string, ids: number[], lang?: "1" | "3" | "5") =>
    lib.call("POST", "/api/emprestimo/renovacao", { token, body: { emprestimos: ids }, lang });

  describe("check-out at the desk", () => {
    it("lends a copy by barcode and login with the policy's due date, and lists it as pending", async () => {
      const record = await lib.newRecord();
      const [copy] = await lib.newCopies(record, 1, ["available"]);
      const patron = await lib.newPatron();
      const res = await lib.call("POST", "/api/balcao/emprestimo", {
        staff: lib.staffKey,
        body: { login: `p${patron.id}`, tombo: copy.barcode },
      });
      expect(res.status).toBe(201);
      const loan = res.body as LoanOut;
      expect(loan).toMatchObject({
        cod_acervo: record,
        tombo: copy.barcode,
        renovacoes: 0,
        renovacoes_restantes: 3,
        atrasado: false,
        dias_atraso: 0,
      });
      expect(loan.data_devolucao).toBe(addDays(today(), 14));
      const [item] = await lib.db.query<{ status: string; due: string }>(
        `SELECT status, to_char(due_date, 'YYYY-MM-DD') AS due FROM item WHERE id = $1`,
        [copy.id],
      );
      expect(item).toEqual({ status: "on_loan", due: loan.data_devolucao });
      const pending = await lib.call("GET", "/api/emprestimo/titulos-pendentes", { token: patron.token });
      expect(pending.body).toEqual([loan]);
    });

    it("uses the policy of the library and the patron's category", async () => {
      const record = await lib.newRecord();
      const [copy] = await lib.newCopies(record, 3, ["available"]);
      await lib.db.query(
        `INSERT INTO loan_policy (library_id, category, loan_days, max_renewals, max_loans, max_reservations, pickup_days, reservation_days, daily_fine_cents)
         VALUES (3, 'professor', 45, 6, 20, 10, 5, 90, 20)`,
      );
      const teacher = await lib.newPatron({ category: "professor" });
      const loan = await checkOut(lib.db, { patron: { id: teacher.id }, item: { id: copy.id } });
      expect([loan.data_devolucao, loan.renovacoes_restantes]).toEqual([addDays(today(), 45), 6]);
    });

    it("refuses a copy on loan, not for loan, an unknown copy or patron, past the loan limit, and without a desk key", async () => {
      const { copy } = await lent();
      const other = await lib.newPatron();
      const call = (body: Record<string, unknown>, staff = lib.staffKey) =>
        lib.call("POST", "/api/balcao/emprestimo", { staff, body, lang: "5" });
      const onLoan = await call({ cod_pessoa: other.id, tombo: copy.barcode });
      expect([onLoan.status, onLoan.body.error]).toEqual([
        409,
        { code: "item_on_loan", message: "The copy is already on loan." },
      ]);
      const record = await lib.newRecord();
      const [closed] = await lib.newCopies(record, 1, ["not_for_loan"]);
      expect((await call({ cod_pessoa: other.id, cod_exemplar: closed.id })).body.error.code).toBe("item_not_loanable");
      expect((await call({ cod_pessoa: other.id, tombo: "nope" })).status).toBe(404);
      expect((await call({ cod_pessoa: 999_999, tombo: copy.barcode })).body.error.code).toBe("patron_not_found");
      expect((await call({ cod_pessoa: other.id })).status).toBe(400);
      expect((await call({ tombo: copy.barcode })).status).toBe(400);
      const noKey = await call({ cod_pessoa: other.id, tombo: copy.barcode }, "wrong-key-wrong-key");
      expect([noKey.status, noKey.body.error.code]).toEqual([401, "staff_unauthorized"]);

      await lib.db.query(
        `INSERT INTO loan_policy (category, loan_days, max_renewals, max_loans, max_reservations, pickup_days, reservation_days, daily_fine_cents)
         VALUES ('um_emprestimo', 14, 3, 1, 5, 3, 90, 100)`,
      );
      const limited = await lib.newPatron({ category: "um_emprestimo" });
      const copies = await lib.newCopies(record, 1, ["available", "available"]);
      expect((await call({ cod_pessoa: limited.id, cod_exemplar: copies[0].id })).status).toBe(201);
      const limit = await call({ cod_pessoa: limited.id, cod_exemplar: copies[1].id });
      expect([limit.status, limit.body.error]).toEqual([
        422,
        { code: "loan_limit", message: "Limit of simultaneous loans reached (1)." },
      ]);
    });

    it("keeps a desk bound to a library to that library's copies", async () => {
      const northKey = await issueStaffKey(lib.db, { login: "norte-desk", name: "Norte", libraryId: 3 });
      const record = await lib.newRecord();
      const [copy] = await lib.newCopies(record, 1, ["available"]);
      const patron = await lib.newPatron();
      const res = await lib.call("POST", "/api/balcao/emprestimo", {
        staff: northKey,
        body: { cod_pessoa: patron.id, tombo: copy.barcode },
      });
      expect([res.status, res.body.error.code]).toEqual([403, "staff_forbidden"]);
    });
  });

  describe("renewal refusals", () => {
    it("renews for a full period from today and counts renewals left", async () => {
      const { patron, loan } = await lent(10);
      const res = await renew(patron.token, [loan.cod_emprestimo]);
      expect(res.status).toBe(200);
      expect((res.body as RenewalResponse).resultados).toEqual([
        {
          cod_emprestimo: loan.cod_emprestimo,
          renovado: true,
          data_devolucao: addDays(today(), 14),
          renovacoes_restantes: 2,
        },
      ]);
    });

    it("refuses when another patron reserved the title", async () => {
      const { record, patron, loan } = await lent();
      const waiting = await lib.newPatron();
      expect((await lib.call("POST", "/api/reserva", { token: waiting.token, body: choice(record, 1) })).status).toBe(
        201,
      );
      const res = await renew(patron.token, [loan.cod_emprestimo], "5");
      expect(res.body.resultados).toEqual([
        {
          cod_emprestimo: loan.cod_emprestimo,
          renovado: false,
          codigo: "renewal_reserved",
          mensagem: "Renewal refused: another patron has reserved this title.",
        },
      ]);
    });

    it("refuses an overdue loan, and flags it delayed", async () => {
      const { patron, loan } = await lent(20);
      const pending = (await lib.call("GET", "/api/emprestimo/titulos-pendentes", { token: patron.token }))
        .body as LoanOut[];
      expect(pending[0]).toMatchObject({ atrasado: true, dias_atraso: 6, multa_centavos: 600 });
      const res = await renew(patron.token, [loan.cod_emprestimo]);
      expect(res.body.resultados[0]).toMatchObject({
        renovado: false,
        codigo: "renewal_overdue",
        mensagem: "Renovação não permitida: o empréstimo está em atraso.",
      });
    });

    it("refuses past the renewal limit", async () => {
      const { patron, loan } = await lent(10);
      expect((await renew(patron.token, [loan.cod_emprestimo])).body.resultados[0].renovado).toBe(true);
      // Two more renewals spent earlier (a renewal that gains no time is refused, decision 037,
      // so they cannot all be made today).
      await lib.db.query(`UPDATE loan SET renewals = renewals + 2 WHERE id = $1`, [loan.cod_emprestimo]);
      const res = await renew(patron.token, [loan.cod_emprestimo], "3");
      expect(res.body.resultados[0]).toMatchObject({
        renovado: false,
        codigo: "renewal_limit",
        mensagem: "Renovación no permitida: se alcanzó el límite de renovaciones.",
      });
    });

    it("refuses a suspended patron and one with debts", async () => {
      const a = await lent();
      await lib.db.query(
        `INSERT INTO suspension (patron_id, starts_on, ends_on, reason, created_at) VALUES ($1, $2::date, $2::date, 'teste', now())`,
        [a.patron.id, today()],
      );
      expect((await renew(a.patron.token, [a.loan.cod_emprestimo])).body.resultados[0].codigo).toBe(
        "renewal_suspended",
      );
      // Lent two days ago: renewing today moves the due date (a renewal that would not is refused).
      const b = await lent(2);
      await lib.db.query(
        `INSERT INTO debt (patron_id, amount_cents, reason, created_at) VALUES ($1, 100, 'other', now())`,
        [b.patron.id],
      );
      expect((await renew(b.patron.token, [b.loan.cod_emprestimo])).body.resultados[0].codigo).toBe("renewal_debts");
      // A debt paid (or discounted to nothing) no longer counts.
      await lib.db.query(`UPDATE debt SET paid_cents = amount_cents, paid_at = now() WHERE patron_id = $1`, [
        b.patron.id,
      ]);
      expect((await renew(b.patron.token, [b.loan.cod_emprestimo])).body.resultados[0].renovado).toBe(true);
    });

    it("answers per loan: someone else's loan is not found, the rest renew", async () => {
      // Lent two days ago: renewing today moves the due date (a renewal that would not is refused).
      const mine = await lent(2);
      const theirs = await lent(2);
      const res = await renew(mine.patron.token, [
        mine.loan.cod_emprestimo,
        theirs.loan.cod_emprestimo,
        mine.loan.cod_emprestimo,
      ]);
      expect(res.body.resultados.map((r: { renovado: boolean; codigo?: string }) => r.codigo ?? r.renovado)).toEqual([
        true,
        "loan_not_found",
      ]);
      expect((await renew(mine.patron.token, [])).status).toBe(400);
      expect((await lib.call("POST", "/api/emprestimo/renovacao", { token: mine.patron.token, body: {} })).status).toBe(
        400,
      );
      expect((await lib.call("POST", "/api/emprestimo/renovacao", { body: { emprestimos: [1] } })).status).toBe(401);
      // Form-encoded too (mine was renewed today already: a second renewal would gain nothing).
      const other = await lent(2);
      const form = await lib.call("POST", "/api/emprestimo/renovacao", {
        token: other.patron.token,
        form: { emprestimos: String(other.loan.cod_emprestimo) },
      });
      expect(form.body.resultados[0].renovado).toBe(true);
    });

    it("renews at the desk by loan or by barcode, with the refusal as an error", async () => {
      const { record, copy, loan } = await lent(2);
      const byBarcode = await lib.call("POST", "/api/balcao/renovacao", {
        staff: lib.staffKey,
        body: { tombo: copy.barcode },
      });
      expect([byBarcode.status, byBarcode.body.renovacoes]).toEqual([200, 1]);
      const waiting = await lib.newPatron();
      await lib.call("POST", "/api/reserva", { token: waiting.token, body: choice(record, 1) });
      const refused = await lib.call("POST", "/api/balcao/renovacao", {
        staff: lib.staffKey,
        body: { cod_emprestimo: loan.cod_emprestimo },
      });
      expect([refused.status, refused.body.error.code]).toEqual([422, "renewal_reserved"]);
    });
  });

  describe("check-in, fines and suspensions", () => {
    it("charges the daily fine per late day and lists it as a pending debt", async () => {
      const { copy, patron, loan } = await lent(19);
      const res = await lib.call("POST", "/api/balcao/devolucao", {
        staff: lib.staffKey,
        body: { cod_exemplar: copy.id },
      });
      expect(res.status).toBe(200);
      const back = res.body as CheckinResponse;
      expect(back.situacao_exemplar).toBe("available");
      expect(back.multa).toMatchObject({ dias_atraso: 5, valor_centavos: 500 });
      expect(back.suspensao).toBeNull();
      expect(back.emprestimo?.data_devolvido).not.toBeNull();
      const debts = (await lib.call("GET", "/api/emprestimo/debitos-pendentes", { token: patron.token }))
        .body as DebtsResponse;
      expect(debts.total_centavos).toBe(500);
      expect(debts.total).toBe(5);
      expect(debts.debitos[0]).toMatchObject({
        cod_emprestimo: loan.cod_emprestimo,
        motivo: "late_return",
        desc_motivo: "Multa por atraso na devolução",
        valor: 5,
      });
      const history = await lib.call(
        "GET",
        `/api/emprestimo/historico?dataIni=${addDays(today(), -30)}&dataFim=${today()}&multa=S`,
        { token: patron.token },
      );
      expect(history.body).toHaveLength(1);
      expect(history.body[0]).toMatchObject({
        cod_emprestimo: loan.cod_emprestimo,
        multa_centavos: 500,
        atrasado: false,
      });
      const [{ status }] = await lib.db.query<{ status: string }>(`SELECT status FROM item WHERE id = $1`, [copy.id]);
      expect(status).toBe("available");
      const again = await lib.call("POST", "/api/balcao/devolucao", {
        staff: lib.staffKey,
        body: { cod_exemplar: copy.id },
      });
      expect([again.status, again.body.error.code]).toEqual([409, "item_not_on_loan"]);
    });

    it("returns on time without a fine; history keeps the loan", async () => {
      const { copy, patron } = await lent(3);
      const back = await checkIn(lib.db, { item: { barcode: copy.barcode } });
      expect(back.multa).toBeNull();
      const history = await lib.call(
        "GET",
        `/api/emprestimo/historico?dataIni=${addDays(today(), -5)}&dataFim=${today()}`,
        { token: patron.token },
      );
      expect(history.body).toHaveLength(1);
      expect(
        (
          await lib.call("GET", "/api/emprestimo/historico?dataIni=2026-01-02&dataFim=2026-01-01", {
            token: patron.token,
          })
        ).status,
      ).toBe(400);
    });

    it("suspends when the policy says so, and a suspension blocks new loans and reservations", async () => {
      await lib.db.query(
        `INSERT INTO loan_policy (category, loan_days, max_renewals, max_loans, max_reservations, pickup_days, reservation_days, daily_fine_cents,
                                  suspension_days_per_late_day)
         VALUES ('suspende', 14, 3, 5, 5, 3, 90, 0, 2)`,
      );
      const { copy, patron } = await lent(17, { category: "suspende" });
      const back = await checkIn(lib.db, { item: { id: copy.id } });
      expect(back.multa).toBeNull();
      expect(back.suspensao).toMatchObject({ data_inicio: today(), data_fim: addDays(today(), 5), ativo: true });
      const list = await lib.call("GET", "/api/pessoas/afastamentos", { token: patron.token });
      expect(list.body).toEqual([back.suspensao]);
      const record = await lib.newRecord();
      const [available, onLoan] = await lib.newCopies(record, 1, ["available", "on_loan"]);
      const other = await lib.newRecord();
      await lib.newCopies(other, 1, ["on_loan"]);
      const loan = await lib.call("POST", "/api/balcao/emprestimo", {
        staff: lib.staffKey,
        body: { cod_pessoa: patron.id, cod_exemplar: available.id },
      });
      expect([loan.status, loan.body.error.code]).toEqual([422, "patron_suspended"]);
      expect(
        (await lib.call("POST", "/api/reserva", { token: patron.token, body: choice(other, 1) })).body.error.code,
      ).toBe("patron_suspended");
      void onLoan;
    });

    it("charges one fine per loan even if the same copy is checked in twice in a row", async () => {
      const { copy, patron } = await lent(16);
      await checkIn(lib.db, { item: { id: copy.id } });
      await expect(checkIn(lib.db, { item: { id: copy.id } })).rejects.toMatchObject({ code: "item_not_on_loan" });
      const debts = (await lib.call("GET", "/api/emprestimo/debitos-pendentes", { token: patron.token }))
        .body as DebtsResponse;
      expect(debts.debitos).toHaveLength(1);
    });
  });

  it("answers the patron lists only with a token", async () => {
    for (const path of [
      "/api/emprestimo/titulos-pendentes",
      "/api/emprestimo/debitos-pendentes",
      "/api/pessoas/afastamentos",
      "/api/reserva",
      "/api/unidade-informacao/get-user-libraries",
    ]) {
      expect((await lib.call("GET", path)).status, path).toBe(401);
    }
  });
});
