import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { ReservationInitialData, ReservationOut } from "../../api/lending/circulation/contract.ts";
import { checkIn, checkOut } from "../../api/lending/circulation/loans.service.ts";
import { addDays, localDay } from "../../api/core/time.ts";
import { engines } from "../support/engines.ts";
import { choice, openCirculation, type CirculationFixture } from "./circulation.fixtures.ts";

describe.each(engines)("reservations on $name", (engine) => {
  let lib: CirculationFixture;
  beforeAll(async () => {
    lib = await openCirculation(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });
  const today = () => localDay(new Date());

  describe("initial data", () => {
    it("lists each combination of library, volume, tomo, parte, material and location with the codes and flags", async () => {
      const record = await lib.newRecord();
      await lib.newCopies(record, 1, ["on_loan", "available"]);
      await lib.newCopies(record, 1, ["on_loan"], { location: 11, material: "CD-ROM" });
      await lib.newCopies(record, 3, ["lost"], { volume: "v. 2" });
      const res = await lib.call("GET", `/api/reserva/${record}/informacoes-iniciais`);
      expect(res.status).toBe(200);
      const data = res.body as ReservationInitialData;
      expect(data.exemplares).toHaveLength(3);
      expect(data.exemplares[0]).toEqual({
        cod_biblioteca: 1,
        desc_biblioteca: "Biblioteca Central",
        reserva_localizacao: "S",
        reserva_mat_adicional: "S",
        volume: "99999",
        tomo_exemplar: "99999",
        parte: "99999",
        mat_adicional: "0",
        cod_local_exemplar: 10,
        desc_local_exemplar: "Acervo geral",
        disponiveis: 1,
        reservaveis: 1,
      });
      expect(data.exemplares.find((e) => e.mat_adicional === "CD-ROM")?.cod_local_exemplar).toBe(11);
      const north = data.exemplares.find((e) => e.cod_biblioteca === 3)!;
      expect([north.reserva_localizacao, north.reserva_mat_adicional, north.volume]).toEqual(["N", "N", "v. 2"]);
      expect(data.reservas).toEqual([]);
    });

    it("filters by campus and libraries, answers 404 for an unknown record and 400 for a bad id", async () => {
      const record = await lib.newRecord();
      await lib.newCopies(record, 1, ["on_loan"]);
      await lib.newCopies(record, 2, ["on_loan"]);
      await lib.newCopies(record, 3, ["on_loan"]);
      const campus2 = await lib.call("GET", `/api/reserva/${record}/informacoes-iniciais?campus=2`);
      expect(campus2.body.exemplares.map((e: { cod_biblioteca: number }) => e.cod_biblioteca)).toEqual([3]);
      const some = await lib.call("GET", `/api/reserva/${record}/informacoes-iniciais?bibliotecas=1,2`);
      expect(some.body.exemplares.map((e: { cod_biblioteca: number }) => e.cod_biblioteca).sort()).toEqual([1, 2]);
      expect((await lib.call("GET", `/api/reserva/99999999/informacoes-iniciais`)).status).toBe(404);
      const bad = await lib.call("GET", `/api/reserva/abc/informacoes-iniciais`);
      expect(bad.status).toBe(400);
      expect(bad.body.error.code).toBe("invalid_parameter");
      expect((await lib.call("GET", `/api/reserva/${record}/informacoes-iniciais?bibliotecas=x`)).status).toBe(400);
    });
  });

  describe("queue positions", () => {
    it("numbers reservations 1, 2, 3; validar-fila says whether others wait; the library count goes up", async () => {
      const record = await lib.newRecord();
      await lib.newCopies(record, 1, ["on_loan"]);
      const [a, b, c] = [await lib.newPatron(), await lib.newPatron(), await lib.newPatron()];
      const first = await lib.call("POST", "/api/reserva/validar-fila", { token: a.token, body: choice(record, 1) });
      expect(first.body).toEqual({ existeFila: false, posicao: 1 });
      const ra = await lib.call("POST", "/api/reserva", { token: a.token, body: choice(record, 1) });
      expect(ra.status).toBe(201);
      const reservation = ra.body as ReservationOut;
      expect(reservation).toMatchObject({
        cod_acervo: record,
        cod_biblioteca: 1,
        posicao: 1,
        situacao: "queued",
        volume: "99999",
      });
      expect(reservation.data_expiracao).toBe(addDays(today(), 90));
      expect(
        (await lib.call("POST", "/api/reserva/validar-fila", { token: b.token, body: choice(record, 1) })).body,
      ).toEqual({
        existeFila: true,
        posicao: 2,
      });
      // The form sends numbers as well as strings, and -1 for all locations.
      const rb = await lib.call("POST", "/api/reserva", {
        token: b.token,
        body: { ...choice(record, 1), volume: 99999, material: "0", localizacao: -1 },
      });
      expect(rb.body.posicao).toBe(2);
      const rc = await lib.call("POST", "/api/reserva", {
        token: c.token,
        form: { acervo: String(record), biblioteca: "1", volume: "99999", tomo: "99999", parte: "99999" },
      });
      expect(rc.status).toBe(201);
      expect(rc.body.posicao).toBe(3);
      const counts = await lib.call("GET", `/api/reserva/${record}/informacoes-iniciais`);
      expect(counts.body.reservas).toEqual([{ cod_biblioteca: 1, total: 3 }]);
    });

    it("renumbers the queue when someone cancels (by path or by body), and refuses cancelling twice or another's", async () => {
      const record = await lib.newRecord();
      await lib.newCopies(record, 2, ["on_loan"]);
      const patrons = [await lib.newPatron(), await lib.newPatron(), await lib.newPatron(), await lib.newPatron()];
      const ids: number[] = [];
      for (const p of patrons)
        ids.push(
          (await lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 2) })).body.cod_reserva,
        );

      const cancel = await lib.call("DELETE", `/api/reserva/${ids[1]}`, { token: patrons[1].token });
      expect(cancel.status).toBe(200);
      expect(cancel.body).toMatchObject({ situacao: "cancelled", posicao: null });
      const positions = async () =>
        Promise.all(
          patrons.map(
            async (p) => (await lib.call("GET", "/api/reserva", { token: p.token })).body[0]?.posicao ?? null,
          ),
        );
      expect(await positions()).toEqual([1, null, 2, 3]);

      const body = await lib.call("DELETE", "/api/reserva", { token: patrons[0].token, body: { reservas: [ids[0]] } });
      expect(body.status).toBe(200);
      expect(await positions()).toEqual([null, null, 1, 2]);

      expect((await lib.call("DELETE", `/api/reserva/${ids[0]}`, { token: patrons[0].token })).body.error.code).toBe(
        "reservation_not_open",
      );
      const other = await lib.call("DELETE", `/api/reserva/${ids[2]}`, { token: patrons[3].token });
      expect([other.status, other.body.error.code]).toEqual([404, "reservation_not_found"]);
      expect(
        (await lib.call("DELETE", "/api/reserva", { token: patrons[0].token, body: { reservas: [] } })).status,
      ).toBe(400);
      expect((await lib.call("DELETE", `/api/reserva/${ids[2]}`)).status).toBe(401);
    });
  });

  describe("refusals", () => {
    it("refuses while a copy matching the choice is on the shelf", async () => {
      const record = await lib.newRecord();
      await lib.newCopies(record, 1, ["on_loan", "available"]);
      const p = await lib.newPatron();
      for (const path of ["/api/reserva/validar-fila", "/api/reserva"]) {
        const res = await lib.call("POST", path, { token: p.token, body: choice(record, 1), lang: "5" });
        expect(res.status).toBe(422);
        expect(res.body.error).toEqual({
          code: "reservation_copies_available",
          message: "Reservation not possible while copies are available at the chosen library.",
        });
      }
    });

    it("refuses when no copy is in a status that allows reservation (or none matches the choice)", async () => {
      const record = await lib.newRecord();
      await lib.newCopies(record, 1, ["lost", "not_for_loan", "closed_stacks"]);
      await lib.newCopies(record, 2, ["on_loan"], { volume: "v. 1" });
      const p = await lib.newPatron();
      const res = await lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 1) });
      expect([res.status, res.body.error.code]).toEqual([422, "reservation_not_allowed"]);
      expect(res.body.error.message).toBe("Reserva cancelada, nenhum exemplar em situação que permita reserva.");
      const wrongVolume = await lib.call("POST", "/api/reserva", {
        token: p.token,
        body: choice(record, 2, { volume: "v. 9" }),
      });
      expect(wrongVolume.body.error.code).toBe("reservation_not_allowed");
      const rightVolume = await lib.call("POST", "/api/reserva", {
        token: p.token,
        body: choice(record, 2, { volume: "v. 1" }),
      });
      expect(rightVolume.status).toBe(201);
    });

    it("honours location and material choices, and ignores them where the library's flags are 'N'", async () => {
      const record = await lib.newRecord();
      await lib.newCopies(record, 1, ["available"], { location: 10 });
      await lib.newCopies(record, 1, ["on_loan"], { location: 11 });
      await lib.newCopies(record, 3, ["available"], { location: 30 });
      await lib.newCopies(record, 3, ["on_loan"], { location: 31 });
      const p = await lib.newPatron();
      // Location 11 has no copy on the shelf: allowed; all locations: refused.
      expect(
        (await lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 1, { localizacao: -1 }) })).body
          .error.code,
      ).toBe("reservation_copies_available");
      const at11 = await lib.call("POST", "/api/reserva", {
        token: p.token,
        body: choice(record, 1, { localizacao: 11 }),
      });
      expect(at11.status).toBe(201);
      expect(at11.body.cod_local).toBe(11);
      // Library 3 does not reserve by location: the choice 31 means "any", and a copy is available.
      const q = await lib.newPatron({ library: 3 });
      expect(
        (await lib.call("POST", "/api/reserva", { token: q.token, body: choice(record, 3, { localizacao: 31 }) })).body
          .error.code,
      ).toBe("reservation_copies_available");
    });

    it("refuses a second reservation in the same queue, a title the patron has on loan, and past the limit", async () => {
      const record = await lib.newRecord();
      const [copy] = await lib.newCopies(record, 1, ["available"]);
      await lib.newCopies(record, 1, ["on_loan"]);
      const borrower = await lib.newPatron();
      await checkOut(lib.db, { patron: { id: borrower.id }, item: { id: copy.id } });
      const borrowed = await lib.call("POST", "/api/reserva", { token: borrower.token, body: choice(record, 1) });
      expect([borrowed.status, borrowed.body.error.code]).toEqual([409, "reservation_already_borrowed"]);

      const p = await lib.newPatron();
      expect((await lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 1) })).status).toBe(201);
      const twice = await lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 1) });
      expect([twice.status, twice.body.error.code]).toEqual([409, "reservation_duplicate"]);

      await lib.db.query(
        `INSERT INTO loan_policy (category, loan_days, max_renewals, max_loans, max_reservations, pickup_days, reservation_days, daily_fine_cents)
         VALUES ('uma_reserva', 14, 3, 5, 1, 3, 90, 100)`,
      );
      const limited = await lib.newPatron({ category: "uma_reserva" });
      const other = await lib.newRecord();
      await lib.newCopies(other, 1, ["on_loan"]);
      expect((await lib.call("POST", "/api/reserva", { token: limited.token, body: choice(record, 1) })).status).toBe(
        201,
      );
      const limit = await lib.call("POST", "/api/reserva", { token: limited.token, body: choice(other, 1) });
      expect([limit.status, limit.body.error.code, limit.body.error.message]).toEqual([
        422,
        "reservation_limit",
        "Limite de reservas atingido (1).",
      ]);
    });

    it("refuses suspended patrons, patrons with debts and blocked patrons", async () => {
      const record = await lib.newRecord();
      await lib.newCopies(record, 1, ["on_loan"]);
      const suspended = await lib.newPatron();
      await lib.db.query(
        `INSERT INTO suspension (patron_id, starts_on, ends_on, reason, created_at) VALUES ($1, $2::date, $3::date, 'teste', now())`,
        [suspended.id, addDays(today(), -1), addDays(today(), 1)],
      );
      const indebted = await lib.newPatron();
      await lib.db.query(
        `INSERT INTO debt (patron_id, amount_cents, reason, created_at) VALUES ($1, 250, 'other', now())`,
        [indebted.id],
      );
      const blocked = await lib.newPatron({ blocked: true });
      const codes = [];
      for (const p of [suspended, indebted, blocked]) {
        codes.push(
          (await lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 1) })).body.error.code,
        );
      }
      expect(codes).toEqual(["patron_suspended", "patron_debts", "patron_blocked"]);
    });

    it("limits the libraries to the patron's own when restringe_ui_res_se_usu_logado is '1'", async () => {
      const record = await lib.newRecord();
      await lib.newCopies(record, 1, ["on_loan"]);
      await lib.newCopies(record, 3, ["on_loan"]);
      const p = await lib.newPatron({ library: 3 });
      await lib.setParam("restringe_ui_res_se_usu_logado", "1");
      try {
        const params = await lib.call("GET", "/api/parametros/instituicao");
        expect(params.body.restringe_ui_res_se_usu_logado).toBe("1");
        const mine = await lib.call("GET", "/api/unidade-informacao/get-user-libraries", { token: p.token });
        expect(mine.body).toEqual([
          {
            cod_biblioteca: 3,
            desc_biblioteca: "Biblioteca do Campus Norte",
            cod_campus: 2,
            nome_campus: "Campus Norte",
          },
        ]);
        const seen = await lib.call("GET", `/api/reserva/${record}/informacoes-iniciais`, { token: p.token });
        expect(seen.body.exemplares.map((e: { cod_biblioteca: number }) => e.cod_biblioteca)).toEqual([3]);
        const visitor = await lib.call("GET", `/api/reserva/${record}/informacoes-iniciais`);
        expect(visitor.body.exemplares).toHaveLength(2);
        const elsewhere = await lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 1) });
        expect([elsewhere.status, elsewhere.body.error.code]).toEqual([403, "reservation_library_not_allowed"]);
        expect((await lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 3) })).status).toBe(201);
      } finally {
        await lib.setParam("restringe_ui_res_se_usu_logado", "0");
      }
    });

    it("validates the body: 400 naming the field, 401 without a token", async () => {
      const p = await lib.newPatron();
      const missing = await lib.call("POST", "/api/reserva", {
        token: p.token,
        body: { acervo: 1, biblioteca: 1, tomo: "99999", parte: "99999" },
      });
      expect([missing.status, missing.body.error.code, missing.body.error.message]).toEqual([
        400,
        "invalid_parameter",
        "Parâmetro inválido: volume.",
      ]);
      expect(
        (await lib.call("POST", "/api/reserva", { token: p.token, body: { ...choice(1, 1), biblioteca: "x" } })).status,
      ).toBe(400);
      expect(
        (await lib.call("POST", "/api/reserva", { token: p.token, body: { ...choice(1, 1), localizacao: -5 } })).status,
      ).toBe(400);
      expect((await lib.call("POST", "/api/reserva", { body: choice(1, 1) })).status).toBe(401);
      expect(
        (await lib.call("POST", "/api/reserva/validar-fila", { token: "forged", body: choice(1, 1) })).status,
      ).toBe(401);
      expect(
        (await lib.call("POST", "/api/reserva", { token: p.token, body: choice(99999999, 1) })).body.error.code,
      ).toBe("record_not_found");
      expect((await lib.call("POST", "/api/reserva", { token: p.token, body: choice(1, 9) })).status).toBe(404);
    });
  });

  describe("check-in and the pick-up window", () => {
    it("makes the first in the queue ready with a pick-up deadline and holds the copy for them only", async () => {
      const record = await lib.newRecord();
      const [copy] = await lib.newCopies(record, 1, ["available"]);
      const [borrower, first, second] = [await lib.newPatron(), await lib.newPatron(), await lib.newPatron()];
      await checkOut(lib.db, { patron: { id: borrower.id }, item: { id: copy.id } });
      const r1 = (await lib.call("POST", "/api/reserva", { token: first.token, body: choice(record, 1) }))
        .body as ReservationOut;
      const r2 = (await lib.call("POST", "/api/reserva", { token: second.token, body: choice(record, 1) }))
        .body as ReservationOut;

      const back = await lib.call("POST", "/api/balcao/devolucao", {
        staff: lib.staffKey,
        body: { tombo: copy.barcode },
      });
      expect(back.status).toBe(200);
      expect(back.body.situacao_exemplar).toBe("reserved");
      expect(back.body.reserva).toMatchObject({
        cod_reserva: r1.cod_reserva,
        situacao: "ready",
        posicao: null,
        cod_exemplar: copy.id,
      });
      expect(back.body.reserva.prazo_retirada).toBe(addDays(today(), 3));
      expect(back.body.reserva.data_liberacao).not.toBeNull();
      const mine = await lib.call("GET", "/api/reserva", { token: second.token });
      expect(mine.body[0]).toMatchObject({ cod_reserva: r2.cod_reserva, posicao: 1, situacao: "queued" });

      const [{ status }] = await lib.db.query<{ status: string }>(`SELECT status FROM item WHERE id = $1`, [copy.id]);
      expect(status).toBe("reserved");
      const taken = await lib.call("POST", "/api/balcao/emprestimo", {
        staff: lib.staffKey,
        body: { cod_pessoa: second.id, tombo: copy.barcode },
      });
      expect([taken.status, taken.body.error.code]).toEqual([409, "item_reserved"]);
      const collected = await lib.call("POST", "/api/balcao/emprestimo", {
        staff: lib.staffKey,
        body: { cod_pessoa: first.id, tombo: copy.barcode },
      });
      expect(collected.status).toBe(201);
      expect((await lib.call("GET", "/api/reserva", { token: first.token })).body).toEqual([]);
      const history = await lib.call("GET", `/api/reserva/historico?dataIni=${today()}&dataFim=${today()}`, {
        token: first.token,
      });
      expect(history.body.map((r: ReservationOut) => r.situacao)).toEqual(["fulfilled"]);
    });

    it("passes a held copy to the next patron when the ready reservation is cancelled or its pick-up day passes", async () => {
      const record = await lib.newRecord();
      const [copy] = await lib.newCopies(record, 1, ["on_loan"]);
      const [a, b, c] = [await lib.newPatron(), await lib.newPatron(), await lib.newPatron()];
      const ids = [];
      for (const p of [a, b, c])
        ids.push(
          (await lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 1) })).body.cod_reserva,
        );
      // A copy marked on loan without a loan row (older data) is received all the same.
      const back = await checkIn(lib.db, { item: { id: copy.id } });
      expect(back.emprestimo).toBeNull();
      expect(back.reserva?.cod_reserva).toBe(ids[0]);

      await lib.call("DELETE", `/api/reserva/${ids[0]}`, { token: a.token });
      const bNow = (await lib.call("GET", "/api/reserva", { token: b.token })).body[0];
      expect(bNow).toMatchObject({ situacao: "ready", cod_exemplar: copy.id });
      expect((await lib.call("GET", "/api/reserva", { token: c.token })).body[0].posicao).toBe(1);

      // b does not come: the day after the deadline the reservation expires and c gets the copy.
      await lib.db.query(`UPDATE reservation SET pickup_deadline = $2::date WHERE id = $1`, [
        ids[1],
        addDays(today(), -1),
      ]);
      expect((await lib.call("GET", "/api/reserva", { token: b.token })).body).toEqual([]);
      const expired = await lib.call("GET", `/api/reserva/historico?dataIni=${today()}&dataFim=${today()}`, {
        token: b.token,
      });
      expect(expired.body[0].situacao).toBe("expired");
      expect((await lib.call("GET", "/api/reserva", { token: c.token })).body[0]).toMatchObject({
        situacao: "ready",
        cod_exemplar: copy.id,
      });
    });

    it("serves only a reservation whose location choice accepts the returned copy", async () => {
      const record = await lib.newRecord();
      const [at10] = await lib.newCopies(record, 1, ["on_loan"], { location: 10 });
      await lib.newCopies(record, 1, ["on_loan"], { location: 11 });
      const [only11, any] = [await lib.newPatron(), await lib.newPatron()];
      const r11 = await lib.call("POST", "/api/reserva", {
        token: only11.token,
        body: choice(record, 1, { localizacao: 11 }),
      });
      const rAny = await lib.call("POST", "/api/reserva", { token: any.token, body: choice(record, 1) });
      expect([r11.body.posicao, rAny.body.posicao]).toEqual([1, 2]);
      const back = await checkIn(lib.db, { item: { id: at10.id } });
      expect(back.reserva?.cod_reserva).toBe(rAny.body.cod_reserva);
      expect((await lib.call("GET", "/api/reserva", { token: only11.token })).body[0].posicao).toBe(1);
    });

    it("lets the desk hold an available copy for a queued reservation", async () => {
      const record = await lib.newRecord();
      await lib.newCopies(record, 2, ["on_loan"]);
      const p = await lib.newPatron();
      const r = (await lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 2) }))
        .body as ReservationOut;
      expect(
        (await lib.call("POST", `/api/balcao/reserva/${r.cod_reserva}/disponivel`, { staff: lib.staffKey })).body.error
          .code,
      ).toBe("reservation_no_copy_to_hold");
      const [fresh] = await lib.newCopies(record, 2, ["available"]);
      const ready = await lib.call("POST", `/api/balcao/reserva/${r.cod_reserva}/disponivel`, {
        staff: lib.staffKey,
        body: { tombo: fresh.barcode },
      });
      expect(ready.status).toBe(200);
      expect(ready.body).toMatchObject({
        situacao: "ready",
        tombo: fresh.barcode,
        prazo_retirada: addDays(today(), 3),
      });
      expect(
        (await lib.call("POST", `/api/balcao/reserva/${r.cod_reserva}/disponivel`, { staff: lib.staffKey })).body.error
          .code,
      ).toBe("reservation_not_open");
      expect((await lib.call("POST", `/api/balcao/reserva/${r.cod_reserva}/disponivel`)).status).toBe(401);
    });
  });

  it("checks the date range of the history", async () => {
    const p = await lib.newPatron();
    expect(
      (await lib.call("GET", "/api/reserva/historico?dataIni=2026-01-01", { token: p.token })).body.error.code,
    ).toBe("invalid_date_range");
    expect(
      (await lib.call("GET", "/api/reserva/historico?dataIni=2026-02-01&dataFim=2026-01-01", { token: p.token }))
        .status,
    ).toBe(400);
    expect(
      (await lib.call("GET", "/api/reserva/historico?dataIni=01/01/2026&dataFim=31/12/2026", { token: p.token }))
        .status,
    ).toBe(200);
  });
});
