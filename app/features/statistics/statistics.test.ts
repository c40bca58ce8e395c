import { describe, expect, it } from "vitest";

import { barChart, shortLabel } from "./chart.ts";
import { queryValues, reportSchema } from "./filters.ts";
import { csvField, tableToCsv } from "./table.ts";

describe("statistics CSV", () => {
  it("writes UTF-8 with a BOM, ';' between fields and CRLF line ends, with the totals row last", () => {
    const csv = tableToCsv({
      caption: "x",
      columns: ["Biblioteca", "Títulos"],
      rows: [{ head: "Central; norte", cells: [12] }],
      foot: { head: "Total", cells: [12] },
    });
    expect(csv).toBe('\uFEFFBiblioteca;Títulos\r\n"Central; norte";12\r\nTotal;12\r\n');
  });

  it("quotes quotes and line breaks, and never lets a name start a formula", () => {
    expect(csvField('Sala "A"')).toBe('"Sala ""A"""');
    expect(csvField("a\nb")).toBe('"a\nb"');
    expect(csvField("=HYPERLINK(1)")).toBe("'=HYPERLINK(1)");
    expect(csvField("-2")).toBe("'-2");
    expect(csvField(-2)).toBe("-2");
  });
});

describe("statistics chart", () => {
  it("draws one bar per point, scaled to the top tick, with long labels shortened", () => {
    const chart = barChart([
      { label: "Biblioteca de Ciências Humanas e Sociais", value: 50 },
      { label: "Central", value: 100 },
    ]);
    expect(chart.ticks.map((t) => t.value)).toEqual([0, 50, 100]);
    expect(chart.bars.map((b) => b.width)).toEqual([225, 450]);
    expect(chart.bars[0].label).toBe("Biblioteca de Ciências Humana…");
    expect(chart.height).toBe(10 + 30 + 2 * 24);
    expect(shortLabel("Central")).toBe("Central");
  });
});

describe("statistics filters", () => {
  it("accepts empty values and the formats of each filter", () => {
    const schema = reportSchema("estat_bib_catracas");
    expect(schema.safeParse({ biblioteca: "", ano: "2025", mes: "3" }).success).toBe(true);
    expect(schema.safeParse({}).success).toBe(true);
  });

  it("refuses malformed values with the filter's message", () => {
    const result = reportSchema("estat_bib_catracas").safeParse({ biblioteca: "x", ano: "25", mes: "13" });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => [i.path[0], i.message])).toEqual([
      ["biblioteca", "statistics.errors.library"],
      ["ano", "statistics.errors.year"],
      ["mes", "statistics.errors.month"],
    ]);
    const lists = reportSchema("estat_acervo_geral").safeParse({ bibliotecas: ["1", "x"], tipos: "1" });
    expect(lists.error?.issues.map((i) => i.path[0])).toEqual(["bibliotecas"]);
  });

  it("reads a report's filters from the query string, lists as repeated names", () => {
    const params = new URLSearchParams("bibliotecas=1&bibliotecas=2&tipos=3&ano=2025");
    expect(queryValues("estat_acervo_geral", params)).toEqual({
      bibliotecas: ["1", "2"],
      tipos: ["3"],
      situacoes: [],
      colecoes: [],
    });
    expect(queryValues("estat_usu_inst_bib", params)).toEqual({});
  });
});
