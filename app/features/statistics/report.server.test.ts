import type { TFunction } from "i18next";
import { describe, expect, it, vi } from "vitest";

import { ServiceError, type LibraryClient } from "../../lib/library/index.server.ts";
import { loadReport } from "./report.server.ts";

const t = ((key: string, options?: Record<string, unknown>) =>
  options && "year" in options ? `${key}:${String(options.year)}` : key) as unknown as TFunction;

const LIBRARIES = [
  { cod_biblioteca: 1, desc_biblioteca: "Central" },
  { cod_biblioteca: 2, desc_biblioteca: "Humanas" },
];

function client(overrides: Partial<LibraryClient["statistics"]> = {}): LibraryClient {
  const statistics = {
    turnstileYears: async () => [2026, 2025],
    circulationLibraries: async () => LIBRARIES,
    operatingDaysYears: async () => [2025],
    operatingDays: async (year: number) => ({
      ano: year,
      bibliotecas: [{ cod_biblioteca: 1, desc_biblioteca: "Central", meses: Array(12).fill(2), total: 24 }],
      meses: Array(12).fill(2),
      total: 24,
    }),
    ...overrides,
  };
  return { locale: "pt", statistics } as unknown as LibraryClient;
}

const url = (query: string) => new URL(`http://x/estatistica/r?${query}`);

describe("a statistics report's data", () => {
  it("builds the table, its totals and the chart from the service's figures, the latest year by default", async () => {
    const view = await loadReport(client(), t, "estat_bib_funcionamento", url(""));
    expect(view.status).toBe(200);
    expect(view.filters.map((f) => [f.name, f.options.map((o) => o.value)])).toEqual([["ano", ["2025"]]]);
    expect(view.table?.caption).toBe("statistics.caption.estat_bib_funcionamento:2025");
    expect(view.table?.columns).toHaveLength(14);
    expect(view.table?.rows).toEqual([{ head: "Central", cells: [...Array(12).fill(2), 24] }]);
    expect(view.table?.foot).toEqual({ head: "statistics.table.total", cells: [...Array(12).fill(2), 24] });
    expect(view.chart?.points).toHaveLength(12);
  });

  it("titles a chart of the months' totals as such, not with the table's caption", async () => {
    const view = await loadReport(client(), t, "estat_bib_funcionamento", url(""));
    expect(view.chart?.caption).toBe("statistics.chartCaption.estat_bib_funcionamento:2025");
    expect(view.chart?.caption).not.toBe(view.table?.caption);
  });

  it("answers a malformed filter with the form's errors (400) and asks the service nothing more", async () => {
    const turnstile = vi.fn();
    const view = await loadReport(client({ turnstile }), t, "estat_bib_catracas", url("ano=20&mes=13"));
    expect(view.status).toBe(400);
    expect(view.result?.error).toEqual({ ano: ["statistics.errors.year"], mes: ["statistics.errors.month"] });
    expect(view.table).toBeNull();
    expect(turnstile).not.toHaveBeenCalled();
  });

  it("refuses a library that is not in the list, on its field", async () => {
    const view = await loadReport(client(), t, "estat_bib_catracas", url("biblioteca=9&ano=2025"));
    expect(view.status).toBe(400);
    expect(view.result?.error).toEqual({ biblioteca: ["statistics.errors.library"] });
  });

  it("turns the service's failure into the spec's 'Houve um erro!!!' state (502), the filters kept", async () => {
    const failing = client({
      turnstile: async () => {
        throw new ServiceError(500, "internal", "boom");
      },
    });
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    const view = await loadReport(failing, t, "estat_bib_catracas", url("biblioteca=1&ano=2025&mes=3"));
    error.mockRestore();
    expect(view).toMatchObject({ failed: true, status: 502, table: null, chart: null });
    expect(view.values).toEqual({ biblioteca: "1", ano: "2025", mes: "3" });
    expect(view.filters.map((f) => f.name)).toEqual(["biblioteca", "ano", "mes"]);
  });
});
