import { describe, expect, it } from "vitest";

import type { CopiesLibrary } from "../../../api/contract.ts";
import { availabilityLines } from "../search/availability.ts";
import { libraryAvailability as library } from "../search/availability.fixture.ts";
import { presentTabs } from "./activities.ts";
import { holdingAction, recordHoldings } from "./holdings.ts";

const copies = (cod_biblioteca: number, callNumbers: (string | null)[]): CopiesLibrary =>
  ({
    cod_biblioteca,
    exemplares: callNumbers.map((chamada) => ({ chamada })),
  }) as CopiesLibrary;

const day = (d: string) => d;

describe("recordHoldings", () => {
  it("puts first the library the results list names, each with its distinct call numbers", () => {
    const libraries = [
      library({ cod_biblioteca: 1, nome_biblioteca: "Biblioteca Central", total: 3, disponiveis: 1, emprestados: 2 }),
      library({ cod_biblioteca: 2, nome_biblioteca: "Biblioteca do Campus Norte", total: 2, disponiveis: 2 }),
      library({ cod_biblioteca: 3, nome_biblioteca: "Biblioteca Setorial", total: 0 }),
    ];
    const holdings = recordHoldings(libraries, [
      copies(1, ["981 A123h", "981 A123h", null, "981 A123h v.2"]),
      copies(2, ["981 A123h"]),
    ]);
    expect(holdings.map((h) => [h.library.nome_biblioteca, h.callNumbers])).toEqual([
      ["Biblioteca do Campus Norte", ["981 A123h"]],
      ["Biblioteca Central", ["981 A123h", "981 A123h v.2"]],
    ]);
    expect(availabilityLines([holdings[0]!.library], false, day)[0]).toEqual(
      availabilityLines(libraries, false, day)[0],
    );
  });

  it("with every copy out, the copy due back soonest first: its line is the results list's", () => {
    const libraries = [
      library({ cod_biblioteca: 1, nome_biblioteca: "A", emprestados: 1, proxima_devolucao: "2026-12-20" }),
      library({ cod_biblioteca: 2, nome_biblioteca: "B", consulta_local: 1 }),
      library({ cod_biblioteca: 3, nome_biblioteca: "C", emprestados: 1, proxima_devolucao: "2026-12-10" }),
    ];
    const holdings = recordHoldings(libraries, []);
    expect(holdings.map((h) => h.library.nome_biblioteca)).toEqual(["C", "A", "B"]);
    expect(holdings[0]!.callNumbers).toEqual([]);
    expect(availabilityLines([holdings[0]!.library], false, day)[0]).toEqual(
      availabilityLines(libraries, false, day)[0],
    );
  });
});

describe("holdingAction", () => {
  const tab = (slug: string) => ({ cod_atividade: 0, slug, descricao: slug });

  it("reserves at the library through the reservation tab, else requests a loan, else nothing", () => {
    const reserve = holdingAction(presentTabs([tab(""), tab("reserva"), tab("solicitacao-emprestimo")], 7));
    expect(reserve?.kind === "reserve" && reserve.href(2)).toBe("/acervo/7/reserva?biblioteca=2");
    expect(holdingAction(presentTabs([tab(""), tab("solicitacao-emprestimo")], 7))).toEqual({
      kind: "request",
      href: "/acervo/7/solicitacao-emprestimo",
    });
    expect(holdingAction(presentTabs([tab(""), tab("marc")], 7))).toBeNull();
  });
});
