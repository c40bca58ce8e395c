import { describe, expect, it } from "vitest";

import { availabilityLines } from "./availability.ts";
import { libraryAvailability as library } from "./availability.fixture.ts";

const day = (d: string) => d.split("-").reverse().join("/");

describe("availabilityLines", () => {
  it("names the library with most copies on the shelf, then how many others have some", () => {
    const lines = availabilityLines(
      [
        library({ nome_biblioteca: "Biblioteca Central", total: 3, disponiveis: 1, emprestados: 2 }),
        library({ cod_biblioteca: 2, nome_biblioteca: "Biblioteca do Campus Norte", total: 3, disponiveis: 2 }),
        library({ cod_biblioteca: 3, nome_biblioteca: "Biblioteca de Ciências Humanas", total: 1, disponiveis: 1 }),
      ],
      false,
      day,
    );
    expect(lines).toEqual([
      {
        key: "ui.availability.available",
        values: { library: "Biblioteca do Campus Norte", available: 2, total: 3 },
        tone: "available",
      },
      { key: "ui.availability.alsoAt", values: { count: 2 }, tone: "available" },
    ]);
  });

  it("says the earliest due date when every copy is out, and online access on its own line", () => {
    const lines = availabilityLines(
      [
        library({ total: 2, emprestados: 2, proxima_devolucao: "2026-12-20" }),
        library({ cod_biblioteca: 2, total: 1, emprestados: 1, proxima_devolucao: "2026-12-12" }),
      ],
      true,
      day,
    );
    expect(lines).toEqual([
      { key: "ui.availability.onLoan", values: { date: "12/12/2026" }, tone: "loan" },
      { key: "ui.availability.online", values: {}, tone: "online" },
    ]);
  });

  it("in-house copies, copies held or in transit, and no copies at all", () => {
    expect(availabilityLines([library({ total: 1, consulta_local: 1 })], false, day)).toEqual([
      { key: "ui.availability.inHouse", values: { library: "Biblioteca Central" }, tone: "house" },
    ]);
    expect(availabilityLines([library({ total: 2 }), library({ cod_biblioteca: 2, total: 1 })], false, day)).toEqual([
      { key: "ui.availability.unavailable", values: { total: 3 }, tone: "unavailable" },
    ]);
    expect(availabilityLines([], false, day)).toEqual([{ key: "ui.availability.none", values: {}, tone: "none" }]);
    expect(availabilityLines([], true, day)).toEqual([{ key: "ui.availability.online", values: {}, tone: "online" }]);
  });
});
