import { describe, expect, test } from "vitest";

import type { FilterDefinition } from "../../../api/contract.ts";
import { filterValueLabel, presentActiveFilters, presentFilters, type Translate } from "./filter-presenter.ts";
import { parseSearchState } from "./search-config.ts";

const labels: Record<string, string> = {
  "search.filters.B": "Biblioteca",
  "search.filters.T": "Tipo de obra",
  "search.filters.Y": "Ano",
  "search.filters.I": "Idioma",
  "search.filters.X": "Somente com",
  "search.filters.K": "Classificação",
  "search.filters.noDate": "Sem data",
  "workType.1": "Livro",
  "workType.2": "Tese",
};
const t: Translate = (key, options) => labels[key] ?? (options?.defaultValue as string) ?? key;

const count = (codigo: string, descricao: string, total: number) => ({
  codigo,
  descricao,
  total,
  totalSemFiltro: total,
  mostrarQtdOriginal: false,
});

const definitions: FilterDefinition[] = [
  { codigo: "B", descricao: "Bibliotecas", contagem: [count("2", "Setorial", 3), count("1", "Central", 9)] },
  { codigo: "T", descricao: "Tipo", contagem: [count("2", "Tese", 1), count("1", "Livro", 11)] },
  {
    codigo: "Y",
    descricao: "Ano",
    contagem: [count("0", "", 2), count("1999", "1999", 4), count("2021", "2021", 5)],
  },
  { codigo: "I", descricao: "Idioma", contagem: [count("por", "Português", 6), count("eng", "Inglês", 6)] },
];

describe("presentFilters", () => {
  const state = parseSearchState(new URLSearchParams("q=x&B=1&Y=1850"));
  const views = presentFilters(definitions, state, t, "pt");
  const byLetter = Object.fromEntries(views.map((v) => [v.letter, v]));

  test("follows the configuration order with translated names", () => {
    expect(views.map((v) => [v.letter, v.label])).toEqual([
      ["B", "Biblioteca"],
      ["T", "Tipo de obra"],
      ["Y", "Ano"],
      ["X", "Somente com"],
      ["I", "Idioma"],
      ["K", "Classificação"],
    ]);
  });

  test("sorts libraries and work types by label, years newest first with no date last", () => {
    expect(byLetter.B.values.map((v) => v.label)).toEqual(["Central", "Setorial"]);
    expect(byLetter.T.values.map((v) => v.label)).toEqual(["Livro", "Tese"]);
    expect(byLetter.Y.values.map((v) => v.label)).toEqual(["2021", "1999", "1850", "Sem data"]);
  });

  test("names languages in the reader's language", () => {
    expect(byLetter.I.values.map((v) => v.label)).toEqual(["Inglês", "Português"]);
    const english = presentFilters(definitions, state, t, "en").find((v) => v.letter === "I")!;
    expect(english.values.map((v) => v.label)).toEqual(["English", "Portuguese"]);
  });

  test("marks applied values, whose link removes them; others' links add them", () => {
    const central = byLetter.B.values.find((v) => v.code === "1")!;
    expect(central.active).toBe(true);
    expect(central.href).not.toContain("B=1");
    const sectoral = byLetter.B.values.find((v) => v.code === "2")!;
    expect(sectoral.active).toBe(false);
    expect(sectoral.href).toContain("B=1&B=2");
  });

  test("keeps an applied value the service no longer counts, so it can be removed", () => {
    const kept = byLetter.Y.values.find((v) => v.code === "1850")!;
    expect(kept).toMatchObject({ active: true, count: 0 });
  });

  test("lists the applied filters with labels and remove links", () => {
    expect(presentActiveFilters(views, state)).toEqual([
      { letter: "B", letterLabel: "Biblioteca", code: "1", label: "Central", removeHref: "/?q=x&for=LIVRE&Y=1850" },
      { letter: "Y", letterLabel: "Ano", code: "1850", label: "1850", removeHref: "/?q=x&for=LIVRE&B=1" },
    ]);
  });
});

describe("presentFilters: long lists", () => {
  // Fifteen years, 2010 to 2024: more than the ten a list shows before "show all".
  const years: FilterDefinition[] = [
    {
      codigo: "Y",
      descricao: "Ano",
      contagem: Array.from({ length: 15 }, (_, i) => count(String(2010 + i), String(2010 + i), 1)),
    },
  ];
  const yearsOf = (query: string, open: ("Y" | "I")[] = []) =>
    presentFilters(years, parseSearchState(new URLSearchParams(query)), t, "pt", open).find((v) => v.letter === "Y")!;

  test("lists the first ten, and links to all of them keeping the search", () => {
    const view = yearsOf("q=x");
    expect(view.values.map((v) => v.code)).toEqual(Array.from({ length: 10 }, (_, i) => String(2024 - i)));
    expect(view.total).toBe(15);
    expect(view.toggle).toEqual({ href: "/?q=x&for=LIVRE&mais=Y#filtro-Y", open: false });
  });

  test("an applied value beyond the first ten is listed too", () => {
    const view = yearsOf("q=x&Y=2010");
    expect(view.values.map((v) => v.code)).toContain("2010");
    expect(view.values).toHaveLength(11);
  });

  test("an open list shows every value and links back to the short list, keeping other open lists", () => {
    const view = yearsOf("q=x&Y=2010", ["I", "Y"]);
    expect(view.values).toHaveLength(15);
    expect(view.toggle).toEqual({ href: "/?q=x&for=LIVRE&Y=2010&mais=I#filtro-Y", open: true });
  });

  test("a short list has nothing to open", () => {
    expect(
      presentFilters(definitions, parseSearchState(new URLSearchParams("q=x")), t, "pt").every(
        (v) => v.toggle === null,
      ),
    ).toBe(true);
  });
});

describe("filterValueLabel", () => {
  test("work types without parentheses", () => {
    expect(filterValueLabel("T", "99", "Livro (impresso)", t, "pt")).toBe("Livro impresso");
  });
});
