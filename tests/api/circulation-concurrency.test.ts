/**
 * What two patrons can race for, fired at once through the HTTP layer: the last copy, a queue
 * position, a renewal, the patron's own limits, a check-in racing new reservations. On
 * PostgreSQL the requests really run side by side (the test pool has 4 connections), so this is
 * where the row locks prove themselves; on PGlite they run one after the other and must agree.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkOut } from "../../api/lending/circulation/loans.service.ts";
import { engines } from "../support/engines.ts";
import { choice, openCirculation, type CirculationFixture } from "./circulation.fixtures.ts";

const N = 20;

describe.each(engines)("races on $name", (engine) => {
  let lib: CirculationFixture;
  beforeAll(async () => {
    lib = await openCirculation(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const patrons = async (n: number, options: Parameters<CirculationFixture["newPatron"]>[0] = {}) => {
    const out = [];
    for (let i = 0; i < n; i++) out.push(await lib.newPatron(options));
    return out;
  };

  async function queuedPositions(record: number): Promise<{ patron_id: number; position: number }[]> {
    return lib.db.query(
      `SELECT patron_id, position FROM reservation WHERE record_id = $1 AND status = 'queued' ORDER BY position`,
      [record],
    );
  }

  it(`lends the last copy once when ${N} desks check it out at the same time`, async () => {
    const record = await lib.newRecord();
    const [copy] = await lib.newCopies(record, 1, ["available"]);
    const people = await patrons(N);
    const results = await Promise.all(
      people.map((p) =>
        lib.call("POST", "/api/balcao/emprestimo", {
          staff: lib.staffKey,
          body: { cod_pessoa: p.id, tombo: copy.barcode },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.status === 409 && r.body.error.code === "item_on_loan")).toHaveLength(N - 1);
    const loans = await lib.db.query<{ patron_id: number }>(
      `SELECT patron_id FROM loan WHERE item_id = $1 AND returned_at IS NULL`,
      [copy.id],
    );
    expect(loans).toHaveLength(1);
    expect(results.find((r) => r.status === 201)!.body.cod_exemplar).toBe(copy.id);
  });

  it(`gives ${N} patrons reserving one queue at once the positions 1…${N}, each once`, async () => {
    const record = await lib.newRecord();
    await lib.newCopies(record, 1, ["on_loan"]);
    const people = await patrons(N);
    const results = await Promise.all(
      people.map((p) => lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 1) })),
    );
    expect(results.map((r) => r.status)).toEqual(Array(N).fill(201));
    const given = results.map((r) => r.body.posicao as number).sort((a, b) => a - b);
    expect(given).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    expect((await queuedPositions(record)).map((r) => r.position)).toEqual(given);
  });

  it("keeps the queue contiguous and in order while half of it cancels and newcomers join, all at once", async () => {
    const record = await lib.newRecord();
    await lib.newCopies(record, 2, ["on_loan"]);
    const first = await patrons(N);
    const ids: number[] = [];
    for (const p of first)
      ids.push((await lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 2) })).body.cod_reserva);
    const newcomers = await patrons(N / 2);
    const leaving = first.filter((_, i) => i % 2 === 0);
    const results = await Promise.all([
      ...leaving.map((p) => lib.call("DELETE", `/api/reserva/${ids[first.indexOf(p)]}`, { token: p.token })),
      ...newcomers.map((p) => lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 2) })),
    ]);
    expect(results.every((r) => r.status === 200 || r.status === 201)).toBe(true);
    const queue = await queuedPositions(record);
    expect(queue.map((r) => r.position)).toEqual(Array.from({ length: N }, (_, i) => i + 1));
    // Those who stayed keep their order, ahead of everyone who joined during the race.
    const stayed = first.filter((_, i) => i % 2 === 1).map((p) => p.id);
    expect(queue.slice(0, N / 2).map((r) => r.patron_id)).toEqual(stayed);
    expect(new Set(queue.slice(N / 2).map((r) => r.patron_id))).toEqual(new Set(newcomers.map((p) => p.id)));
  });

  it(`lets one patron into a queue once when the same reservation is sent ${N} times at once`, async () => {
    const record = await lib.newRecord();
    await lib.newCopies(record, 1, ["on_loan"]);
    const [p] = await patrons(1);
    const results = await Promise.all(
      Array.from({ length: N }, () => lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 1) })),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(1);
    expect(results.filter((r) => r.body.error?.code === "reservation_duplicate")).toHaveLength(N - 1);
  });

  // Only the first gains time: the others, seeing the new due date, are refused and not spent
  // (decision 037). Without the loan's lock several would read the old due date and renew.
  it(`renews a loan once when ${N} renewals arrive at once`, async () => {
    const record = await lib.newRecord();
    const [copy] = await lib.newCopies(record, 1, ["available"]);
    const [p] = await patrons(1);
    const loan = await checkOut(lib.db, {
      patron: { id: p.id },
      item: { id: copy.id },
      now: new Date(Date.now() - 10 * 86_400_000),
    });
    const results = await Promise.all(
      Array.from({ length: N }, () =>
        lib.call("POST", "/api/emprestimo/renovacao", { token: p.token, body: { emprestimos: [loan.cod_emprestimo] } }),
      ),
    );
    const outcomes = results.map((r) => r.body.resultados[0]);
    expect(outcomes.filter((o) => o.renovado)).toHaveLength(1);
    expect(outcomes.filter((o) => o.codigo === "renewal_no_gain")).toHaveLength(N - 1);
    const [row] = await lib.db.query<{ renewals: number }>(`SELECT renewals FROM loan WHERE id = $1`, [
      loan.cod_emprestimo,
    ]);
    expect(row.renewals).toBe(1);
  });

  it("holds the patron's loan limit when one patron borrows many copies at once", async () => {
    const records = [];
    for (let i = 0; i < 8; i++) {
      const record = await lib.newRecord();
      records.push((await lib.newCopies(record, 1, ["available"]))[0]);
    }
    const [p] = await patrons(1);
    const results = await Promise.all(
      records.map((c) =>
        lib.call("POST", "/api/balcao/emprestimo", {
          staff: lib.staffKey,
          body: { cod_pessoa: p.id, cod_exemplar: c.id },
        }),
      ),
    );
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.body.error?.code === "loan_limit")).toHaveLength(3);
    const [{ n }] = await lib.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM loan WHERE patron_id = $1 AND returned_at IS NULL`,
      [p.id],
    );
    expect(n).toBe(5);
  });

  it("keeps one ready reservation and a contiguous queue when a check-in races new reservations", async () => {
    const record = await lib.newRecord();
    const [copy] = await lib.newCopies(record, 1, ["available"]);
    const [borrower] = await patrons(1);
    await checkOut(lib.db, { patron: { id: borrower.id }, item: { id: copy.id } });
    const people = await patrons(10);
    const results = await Promise.all([
      ...people.slice(0, 5).map((p) => lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 1) })),
      lib.call("POST", "/api/balcao/devolucao", { staff: lib.staffKey, body: { tombo: copy.barcode } }),
      ...people.slice(5).map((p) => lib.call("POST", "/api/reserva", { token: p.token, body: choice(record, 1) })),
    ]);
    const checkin = results[5];
    expect(checkin.status).toBe(200);
    const reservations = results.filter((_, i) => i !== 5);
    // Before the check-in a reservation queues; after it, the copy is either held (queue) or on the shelf (refused).
    for (const r of reservations) expect([201, 422]).toContain(r.status);
    const ready = await lib.db.query<{ item_id: number }>(
      `SELECT item_id FROM reservation WHERE record_id = $1 AND status = 'ready'`,
      [record],
    );
    const [{ status }] = await lib.db.query<{ status: string }>(`SELECT status FROM item WHERE id = $1`, [copy.id]);
    if (ready.length) {
      expect(ready).toEqual([{ item_id: copy.id }]);
      expect(status).toBe("reserved");
    } else {
      expect(status).toBe("available");
      expect(reservations.every((r) => r.status === 422 && r.body.error.code === "reservation_copies_available")).toBe(
        true,
      );
    }
    const queue = await queuedPositions(record);
    expect(queue.map((r) => r.position)).toEqual(Array.from({ length: queue.length }, (_, i) => i + 1));
    expect(queue.length + ready.length).toBe(reservations.filter((r) => r.status === 201).length);
  });
});
