import { describe, expect, it } from "vitest";

import type { LoanOut, ReservationOut } from "../../../api/lending/circulation/contract.ts";
import { dashboard, finesInProgress } from "./dashboard.ts";

const loan = (over: Partial<LoanOut>): LoanOut =>
  ({
    titulo: "Livro",
    data_devolucao: "2026-12-10",
    atrasado: false,
    dias_atraso: 0,
    multa_centavos: 0,
    ...over,
  }) as LoanOut;
const reservation = (over: Partial<ReservationOut>): ReservationOut =>
  ({
    titulo: "Reserva",
    desc_biblioteca: "Biblioteca Central",
    situacao: "queued",
    prazo_retirada: null,
    ...over,
  }) as ReservationOut;

describe("the patron dashboard", () => {
  it("lists what needs doing, most urgent first, then the counts", () => {
    const board = dashboard(
      {
        loans: [
          loan({ titulo: "Due in 10", data_devolucao: "2026-12-11" }),
          loan({ titulo: "Due in 3", data_devolucao: "2026-12-04" }),
          loan({ titulo: "Late", data_devolucao: "2026-11-28", atrasado: true, dias_atraso: 3, multa_centavos: 300 }),
          loan({ titulo: "Due today", data_devolucao: "2026-12-01" }),
        ],
        reservations: [
          reservation({ titulo: "Queued" }),
          reservation({ titulo: "Ready", situacao: "ready", prazo_retirada: "2026-12-03" }),
          reservation({ titulo: "Gone", situacao: "cancelled" as ReservationOut["situacao"] }),
        ],
        debts: { debitos: [], total_centavos: 350, total: 3.5, pix: null },
        suspensions: [
          {
            cod_afastamento: 1,
            data_inicio: "2026-11-29",
            data_fim: "2026-12-06",
            motivo: "Atraso",
            cod_emprestimo: null,
            ativo: true,
          },
          {
            cod_afastamento: 2,
            data_inicio: "2026-10-01",
            data_fim: "2026-10-05",
            motivo: "Antiga",
            cod_emprestimo: null,
            ativo: false,
          },
        ],
      },
      "2026-12-01",
    );
    expect(board.todo.map((item) => [item.kind, item.title ?? item.reason ?? item.fineCents, item.day])).toEqual([
      ["overdue", "Late", "2026-11-28"],
      ["ready", "Ready", "2026-12-03"],
      ["debt", 350, undefined],
      ["suspension", "Atraso", "2026-12-06"],
      ["dueSoon", "Due today", "2026-12-01"],
      ["dueSoon", "Due in 3", "2026-12-04"],
    ]);
    expect(board.todo[0]).toMatchObject({ days: 3, fineCents: 300, href: "/meupergamum/emprestimos" });
    expect(board.counts).toEqual({ loans: 4, reservations: 2, ready: 1, debtCents: 350 });
  });

  it("says nothing of a list whose call failed, rather than 'none'", () => {
    const board = dashboard({ loans: null, reservations: null, debts: null, suspensions: null }, "2026-12-01");
    expect(board).toEqual({ todo: [], counts: { loans: null, reservations: null, ready: 0, debtCents: null } });
  });

  it("adds the overdue loans' fines so far: a debt in progress, apart from the debts recorded", () => {
    const board = dashboard(
      {
        loans: [
          loan({ titulo: "Late", data_devolucao: "2026-11-28", atrasado: true, dias_atraso: 3, multa_centavos: 300 }),
          loan({ titulo: "Later", data_devolucao: "2026-11-20", atrasado: true, dias_atraso: 11, multa_centavos: 550 }),
          loan({ titulo: "On time", data_devolucao: "2026-12-10" }),
        ],
        reservations: [],
        debts: { total_centavos: 0 } as never,
        suspensions: [],
      },
      "2026-12-01",
    );
    expect(finesInProgress(board)).toBe(850);
    expect(board.counts.debtCents).toBe(0);
    expect(
      finesInProgress(dashboard({ loans: [], reservations: [], debts: null, suspensions: null }, "2026-12-01")),
    ).toBe(0);
  });
});
