import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signAccessToken } from "../../api/patron/auth/tokens.ts";
import type {
  DebtsResponse,
  LoanOut,
  ReservationInitialData,
  ReservationOut,
  SuspensionOut,
} from "../../api/lending/circulation/contract.ts";
import { addDays, localDay } from "../../api/core/time.ts";
import type { AuthPermission } from "../../api/contract.ts";
import { DEMO_STAFF, seedCirculation } from "../../api/operations/demo/circulation.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

describe.each(engines)("demo circulation on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  let seeded: { loans: number; reservations: number };
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
    seeded = await seedCirculation(lib.db);
  });
  afterAll(async () => {
    await lib?.close();
  });
  const today = () => localDay(new Date());
  const as = (id: number) => ({ authorization: `Bearer ${signAccessToken(id, lib.config.tokenSecret, 900)}` });
  const get = (url: string, patron: number) => lib.call(url, { headers: as(patron) });

  it("gives every copy on loan an open loan and every reserved copy a ready reservation, and runs once", async () => {
    expect(seeded.loans).toBeGreaterThan(1000);
    const [mismatch] = await lib.db.query<{ loans: number; holds: number }>(
      `SELECT count(*) FILTER (WHERE (i.status = 'on_loan') <> EXISTS (SELECT 1 FROM loan l WHERE l.item_id = i.id AND l.returned_at IS NULL))::int AS loans,
              count(*) FILTER (WHERE (i.status = 'reserved') <> EXISTS (SELECT 1 FROM reservation r WHERE r.item_id = i.id AND r.status = 'ready'))::int AS holds
         FROM item i`,
    );
    expect(mismatch).toEqual({ loans: 0, holds: 0 });
    const [due] = await lib.db.query<{ n: number }>(
      `SELECT count(*)::int AS n FROM loan l JOIN item i ON i.id = l.item_id WHERE l.returned_at IS NULL AND l.due_date <> i.due_date`,
    );
    expect(due.n).toBe(0);
    expect(await seedCirculation(lib.db)).toEqual({ loans: 0, reservations: 0 });
  });

  it("gives demo current, overdue and returned loans, queued and ready reservations, and no debt", async () => {
    const loans = (await get("/api/emprestimo/titulos-pendentes", 1001)).body as LoanOut[];
    expect(loans).toHaveLength(3);
    expect(loans.filter((l) => l.atrasado)).toHaveLength(1);
    const history = (await get(`/api/emprestimo/historico?dataIni=${addDays(today(), -120)}&dataFim=${today()}`, 1001))
      .body as LoanOut[];
    expect(history.filter((l) => l.data_devolvido !== null)).toHaveLength(4);
    expect(history.filter((l) => l.data_devolvido !== null && l.multa_centavos > 0)).toHaveLength(1);
    const reservations = (await get("/api/reserva", 1001)).body as ReservationOut[];
    expect(reservations.map((r) => [r.situacao, r.posicao])).toEqual([
      ["ready", null],
      ["queued", 2],
      ["queued", 1],
    ]);
    expect(reservations[0].prazo_retirada).toBe(addDays(today(), 2));
    // Each title comes with its record's MARC language code, the lang of the patron's lists (decision 038).
    const ids = await lib.recordIds({ open: "00000002|DLC", returned: "00000007|DLC", ready: "00000048|DLC" });
    expect(loans.find((l) => l.cod_acervo === ids.open)?.idioma).toBe("eng");
    expect(history.find((l) => l.cod_acervo === ids.returned)?.idioma).toBe("eng");
    expect(reservations.find((r) => r.cod_acervo === ids.ready)?.idioma).toBe("eng");
    expect(((await get("/api/emprestimo/debitos-pendentes", 1001)).body as DebtsResponse).debitos).toEqual([]);
    expect((await get("/api/pessoas/afastamentos", 1001)).body).toEqual([]);
    expect(
      ((await get("/api/solicitacao-emprestimo", 1001)).body as { situacao: string }[]).map((r) => r.situacao).sort(),
    ).toEqual(["finished", "waiting"]);
    expect(
      (await get("/api/unidade-informacao/get-user-libraries", 1001)).body.map(
        (l: { cod_biblioteca: number }) => l.cod_biblioteca,
      ),
    ).toEqual([1, 2]);
  });

  it("lets demo renew (one loan renews, one is reserved by someone else, one is overdue)", async () => {
    const loans = (await get("/api/emprestimo/titulos-pendentes", 1001)).body as LoanOut[];
    const res = await lib.call("/api/emprestimo/renovacao", {
      method: "POST",
      headers: { ...as(1001), "content-type": "application/json" },
      body: JSON.stringify({ emprestimos: loans.map((l) => l.cod_emprestimo) }),
    });
    const outcome = res.body.resultados
      .map((r: { renovado: boolean; codigo?: string }) => r.codigo ?? "renewed")
      .sort();
    expect(outcome).toEqual(["renewal_overdue", "renewal_reserved", "renewed"]);
  });

  it("gives norte a pending debt and an active suspension, which block reserving", async () => {
    const debts = (await get("/api/emprestimo/debitos-pendentes", 1003)).body as DebtsResponse;
    expect(debts.total_centavos).toBe(350);
    const suspensions = (await get("/api/pessoas/afastamentos", 1003)).body as SuspensionOut[];
    expect(suspensions).toHaveLength(1);
    expect(suspensions[0].ativo).toBe(true);
    const [queue] = await lib.db.query<{ record_id: number; library_id: number }>(
      `SELECT record_id, library_id FROM reservation WHERE patron_id = 1001 AND status = 'queued' ORDER BY id LIMIT 1`,
    );
    const res = await lib.call("/api/reserva", {
      method: "POST",
      headers: { ...as(1003), "content-type": "application/json" },
      body: JSON.stringify({
        acervo: queue.record_id,
        biblioteca: queue.library_id,
        volume: "99999",
        tomo: "99999",
        parte: "99999",
      }),
    });
    expect(res.body.error.code).toBe("patron_suspended");
  });

  it("gives a real two-volume book copies in several combinations, so the reservation form shows its choices", async () => {
    const search = await lib.call(`/api/consulta?q=${encodeURIComponent("Their silver wedding journey")}&for=TITULO`);
    const hit = (search.body.registros as { cod_acervo: number; titulo: string }[]).find((r) =>
      r.titulo.startsWith("Their silver wedding journey"),
    );
    expect(hit).toBeDefined();
    const initial = (await lib.call(`/api/reserva/${hit!.cod_acervo}/informacoes-iniciais`))
      .body as ReservationInitialData;
    const rows = initial.exemplares.map((c) => [
      c.desc_biblioteca,
      c.volume,
      c.tomo_exemplar,
      c.parte,
      c.mat_adicional,
      c.desc_local_exemplar,
      c.disponiveis,
      c.reservaveis,
    ]);
    expect(rows).toEqual([
      ["Biblioteca Central", "1", "99999", "99999", "0", "Acervo geral", 0, 1],
      ["Biblioteca Central", "1", "99999", "99999", "0", "Referência", 0, 1],
      ["Biblioteca Central", "1", "99999", "99999", "CD-ROM", "Multimeios", 0, 1],
      ["Biblioteca Central", "2", "1", "1", "0", "Acervo geral", 0, 1],
      ["Biblioteca Central", "2", "1", "2", "0", "Acervo geral", 0, 1],
      ["Biblioteca Central", "2", "2", "99999", "0", "Acervo geral", 0, 0],
      ["Biblioteca de Ciências Humanas", "1", "99999", "99999", "0", "Acervo geral", 1, 0],
    ]);
  });

  it("gives the exchange student's category every demo activity but 107 (the embedded login is temporary)", async () => {
    const activities = async (patron: number) =>
      ((await get("/api/pessoas", patron)).body.authPermissions as AuthPermission[]).map((p) => p.cod_atividade);
    expect(await activities(1001)).toContain(107);
    const exchange = await activities(1005);
    expect(exchange).not.toContain(107);
    expect(exchange).toEqual(expect.arrayContaining([8, 18, 75]));
  });

  it("opens the desk to the demo staff key", async () => {
    const [held] = await lib.db.query<{ barcode: string }>(
      `SELECT i.barcode FROM reservation r JOIN item i ON i.id = r.item_id WHERE r.patron_id = 1001 AND r.status = 'ready'`,
    );
    const res = await lib.call("/api/balcao/emprestimo", {
      method: "POST",
      headers: { "x-staff-key": DEMO_STAFF.key, "content-type": "application/json" },
      body: JSON.stringify({ login: "demo", tombo: held.barcode }),
    });
    expect(res.status).toBe(201);
    expect(((await get("/api/reserva", 1001)).body as ReservationOut[]).map((r) => r.situacao)).toEqual([
      "queued",
      "queued",
    ]);
  });
});
