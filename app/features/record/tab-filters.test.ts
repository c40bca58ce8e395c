import { expect, test } from "vitest";

import { kardexQuery, monthNames, monthTotals, parseKardexFilter, pickYear } from "./tab-filters.ts";

const options = {
  bibliotecas: [
    { cod_biblioteca: 1, desc_biblioteca: "Central" },
    { cod_biblioteca: 2, desc_biblioteca: "Humanas" },
  ],
  anos: [2024, 2023],
  periodos: [{ cod_periodo: 3, descricao: "março" }],
};

test("kardex filters keep only offered values and map to the service's names", () => {
  const filter = parseKardexFilter(new URLSearchParams("biblioteca=2&ano=2023&periodo=3"), options);
  expect(filter).toEqual({ library: 2, year: 2023, month: 3 });
  expect(kardexQuery(filter)).toEqual({ codBib: 2, year: 2023, codPeriod: 3 });
  const odd = parseKardexFilter(new URLSearchParams("biblioteca=9&ano=abc&periodo="), options);
  expect(odd).toEqual({ library: null, year: null, month: null });
  expect(kardexQuery(odd)).toEqual({});
});

test("the statistics year: the one asked for if it has loans, else the newest, else none", () => {
  expect(pickYear("2023", [2025, 2023])).toBe(2023);
  expect(pickYear("1999", [2025, 2023])).toBe(2025);
  expect(pickYear(null, [])).toBeNull();
});

test("month totals and names", () => {
  expect(
    monthTotals([{ meses: [1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0] }, { meses: [1, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0] }]),
  ).toEqual([2, 1, 0, 0, 0, 0, 0, 0, 0, 0, 2, 0]);
  expect(monthNames("pt-BR", "long")[0]).toBe("janeiro");
  expect(monthNames("en", "long")[11]).toBe("December");
});
