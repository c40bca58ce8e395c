import { describe, expect, test } from "vitest";

import {
  activeFilters,
  applyRowAction,
  canAddRow,
  initialState,
  guideEntryHref,
  addFilter,
  addFilterHref,
  apiSearchQuery,
  clearFiltersHref,
  hiddenInputs,
  pageCount,
  pageHref,
  pageWindow,
  parseSearchState,
  removeFilterHref,
  searchConfig,
  searchHref,
  toggleFilterHref,
} from "./search-config.ts";

const parse = (query: string) => parseSearchState(new URLSearchParams(query));

describe("parseSearchState", () => {
  test("no q means no search submitted", () => {
    const state = parse("");
    expect(state.q).toBeNull();
    expect(state.field).toBe(searchConfig.defaultField);
    expect(state.page).toBe(1);
    expect(state.sort).toBe(searchConfig.defaultSort);
  });

  test("a blank q is kept as an empty term (the loader answers with an error)", () => {
    expect(parse("q=%20%20").q).toBe("");
  });

  test("reads every part and repeated filter letters", () => {
    const state = parse("q=history&for=TITULO&page=3&order=ano_desc&B=1&B=2&T=1&Y=2001&I=eng");
    expect(state).toEqual({
      guide: "pesquisa_geral",
      q: "history",
      field: "TITULO",
      rows: [],
      termType: null,
      extra: {},
      perPage: searchConfig.perPage,
      page: 3,
      sort: "ano_desc",
      filters: { B: ["1", "2"], T: ["1"], Y: ["2001"], X: [], I: ["eng"], K: [], NA_C: [], NA_A: [] },
      mobileView: null,
    });
  });

  test("drops values that are not in the configuration", () => {
    const state = parse("q=x&for=EVIL&page=-2&order=random&B=abc&Y=20011&I=<script>&T=1&T=1");
    expect(state.field).toBe("LIVRE");
    expect(state.page).toBe(1);
    expect(state.sort).toBe("relevancia");
    expect(state.filters).toEqual({ B: [], T: ["1"], Y: [], X: [], I: [], K: [], NA_C: [], NA_A: [] });
  });

  test("caps the page number", () => {
    expect(parse(`q=x&page=${searchConfig.maxPage + 10}`).page).toBe(searchConfig.maxPage);
    expect(parse("q=x&page=2.5").page).toBe(1);
  });
});

describe("URL builders", () => {
  const state = parse("q=history&for=LIVRE&order=titulo&page=4&B=1&Y=1999");

  test("the canonical URL leaves defaults out and round-trips", () => {
    expect(searchHref(parse("q=history"))).toBe("/?q=history&for=LIVRE");
    const href = searchHref(state);
    expect(href).toBe("/?q=history&for=LIVRE&order=titulo&page=4&B=1&Y=1999");
    expect(parse(href.slice(2))).toEqual(state);
  });

  test("adding a filter keeps the rest of the state and goes back to page 1", () => {
    const href = addFilterHref(state, "T", "2");
    const next = parse(href.slice(2));
    expect(next.filters).toEqual({ B: ["1"], T: ["2"], Y: ["1999"], X: [], I: [], K: [], NA_C: [], NA_A: [] });
    expect(next.page).toBe(1);
    expect(next.q).toBe("history");
    expect(next.sort).toBe("titulo");
  });

  test("adding a value of a letter already used keeps both (OR within a letter)", () => {
    expect(parse(addFilterHref(state, "B", "7").slice(2)).filters.B).toEqual(["1", "7"]);
  });

  test("adding an active value changes nothing", () => {
    expect(addFilter(state, "B", "1")).toBe(state);
  });

  test("removing a filter removes only that value", () => {
    const next = parse(removeFilterHref(state, "Y", "1999").slice(2));
    expect(next.filters).toEqual({ B: ["1"], T: [], Y: [], X: [], I: [], K: [], NA_C: [], NA_A: [] });
    expect(next.page).toBe(1);
  });

  test("a value's link toggles it", () => {
    expect(toggleFilterHref(state, "B", "1")).toBe(removeFilterHref(state, "B", "1"));
    expect(toggleFilterHref(state, "B", "9")).toBe(addFilterHref(state, "B", "9"));
  });

  test("clearing filters keeps the term, field and sort", () => {
    expect(clearFiltersHref(state)).toBe("/?q=history&for=LIVRE&order=titulo");
  });

  test("page links keep the whole state", () => {
    const next = parse(pageHref(state, 2).slice(2));
    expect(next).toEqual({ ...state, page: 2 });
    expect(pageHref(state, 1)).not.toContain("page=");
  });

  test("lists the active filters in configuration order", () => {
    expect(activeFilters(state)).toEqual([
      { letter: "B", value: "1" },
      { letter: "Y", value: "1999" },
    ]);
  });
});

describe("forms", () => {
  const state = parse("q=history&for=AUTOR&order=autor&page=2&B=1&I=por");

  test("the sort form carries the filters but not the sort or page", () => {
    expect(hiddenInputs(state, "sort")).toEqual([
      ["q", "history"],
      ["for", "AUTOR"],
      ["B", "1"],
      ["I", "por"],
    ]);
  });

  test("the filter form carries the sort but not the filters or page", () => {
    expect(hiddenInputs(state, "filters")).toEqual([
      ["q", "history"],
      ["for", "AUTOR"],
      ["order", "autor"],
    ]);
  });
});

describe("API query", () => {
  test("sends the criteria the service documents", () => {
    const state = parse("q=history&page=2&B=1&B=2");
    expect(apiSearchQuery(state).toString()).toBe(
      `q=history&for=LIVRE&order=relevancia&page=2&perPage=${searchConfig.perPage}&B=1&B=2`,
    );
    expect(apiSearchQuery(state, { paged: false }).toString()).toBe("q=history&for=LIVRE&order=relevancia&B=1&B=2");
  });
});

describe("pagination", () => {
  test("page count", () => {
    expect(pageCount(0)).toBe(1);
    expect(pageCount(20)).toBe(1);
    expect(pageCount(21)).toBe(2);
  });

  test("window around the current page with gaps", () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(1, 5)).toEqual([1, 2, 3, 4, 5]);
    expect(pageWindow(10, 20)).toEqual([1, null, 8, 9, 10, 11, 12, null, 20]);
    // A gap of a single page shows that page rather than an ellipsis.
    expect(pageWindow(4, 20)).toEqual([1, 2, 3, 4, 5, 6, null, 20]);
  });
});

describe("tabs with rows", () => {
  const advanced = (query: string) => parseSearchState(new URLSearchParams(query), "pesquisa_avancada");

  test("each tab starts with its own first option; the advanced one with term type P", () => {
    expect(initialState("pesquisa_avancada")).toMatchObject({ field: "TITULO", termType: "P", rows: [] });
    expect(initialState("arquivo")).toMatchObject({ field: "obra", termType: null });
    expect(initialState("e_books", "search")).toMatchObject({ field: "LIVRE", mobileView: "search" });
  });

  test("reads the rows, the term type and the extra panel, and writes them back", () => {
    const query =
      "q=history&for=TITULO&condition=OR&q2=united&for2=AUTOR&condition2=NOT&q3=navy&for3=ASSUNTO&keyword_type=E&comp_ano=entre&ano=1990&ano_final=1999&bib_virtual=S&perPage=50";
    const state = advanced(query);
    expect(state.rows).toEqual([
      { q: "united", field: "AUTOR", condition: "OR" },
      { q: "navy", field: "ASSUNTO", condition: "NOT" },
    ]);
    expect(state.termType).toBe("E");
    expect(state.extra).toEqual({ comp_ano: "entre", ano: "1990", ano_final: "1999", bib_virtual: "S" });
    expect(state.perPage).toBe(50);
    expect(advanced(searchHref(state).split("?")[1])).toEqual(state);
    expect(searchHref(state)).toMatch(/^\/pesquisa_avancada\?/);
  });

  test("the first condition 'none' drops the later rows; AFT/BEF force the field and lock row 3", () => {
    expect(advanced("q=a&for=TITULO&condition=&q2=b&for2=AUTOR").rows).toEqual([]);
    const bef = advanced("q=a&for=TITULO&condition=BEF&q2=b&for2=AUTOR&condition2=AND&q3=c&for3=LIVRE");
    expect(bef.rows).toEqual([{ q: "b", field: "TITULO", condition: "BEF" }]);
    expect(canAddRow(bef)).toBe(false);
    // AFT and BEF are not allowed between rows 2 and 3.
    expect(advanced("q=a&for=TITULO&condition=AND&q2=b&for2=AUTOR&condition2=AFT&q3=c&for3=LIVRE").rows).toHaveLength(
      1,
    );
  });

  test("a row with a missing option is kept with an empty option, for the error message", () => {
    expect(advanced("q=a&for=").field).toBe("");
    expect(advanced("q=a&for=EVIL").field).toBe("");
    // One-row tabs fall back to their default.
    expect(parse("q=a&for=EVIL").field).toBe("LIVRE");
  });

  test("the add and remove buttons", () => {
    const one = advanced("q=a&for=TITULO&keyword_type=P");
    const two = applyRowAction(one, "adicionar");
    expect(two.rows).toEqual([{ q: "", field: "LIVRE", condition: "AND" }]);
    const three = applyRowAction(two, "adicionar");
    expect(three.rows).toHaveLength(2);
    expect(applyRowAction(three, "adicionar").rows).toHaveLength(2);
    expect(applyRowAction({ ...three, rows: [three.rows[0], { ...three.rows[1], q: "z" }] }, "remover-2").rows).toEqual(
      [{ q: "z", field: "LIVRE", condition: "AND" }],
    );
  });

  test("sends the tab and the rows to the service", () => {
    const state = parseSearchState(new URLSearchParams("q=a&for=obra&condition=PRO&q2=b&for2=LIVRE"), "arquivo");
    expect(apiSearchQuery(state, { paged: false }).toString()).toBe(
      "guia=arquivo&q=a&for=obra&condition=PRO&q2=b&for2=obra&order=relevancia",
    );
  });
});

describe("new acquisitions", () => {
  test("the tab opens its listing (for=TODOS), keeping mobileView; other tabs open their form", () => {
    expect(guideEntryHref("novas_aquisicoes")).toBe("/novas_aquisicoes?q=&for=TODOS");
    expect(guideEntryHref("novas_aquisicoes", "search")).toBe("/novas_aquisicoes?q=&for=TODOS&mobileView=search");
    expect(guideEntryHref("arquivo", "search")).toBe("/arquivo?mobileView=search");
    expect(guideEntryHref("pesquisa_geral")).toBe("/");
  });

  test("TODOS is a search without a term; the first row starts with TITULO; LIVRE is not an option", () => {
    expect(parseSearchState(new URLSearchParams("for=TODOS"), "novas_aquisicoes")).toMatchObject({
      q: "",
      field: "TODOS",
    });
    expect(parseSearchState(new URLSearchParams("q=history&for=TODOS"), "novas_aquisicoes")).toMatchObject({
      q: "",
      field: "TODOS",
    });
    expect(initialState("novas_aquisicoes")).toMatchObject({ q: null, field: "TITULO" });
    expect(parseSearchState(new URLSearchParams("q=x&for=LIVRE"), "novas_aquisicoes").field).toBe("TITULO");
    expect(parseSearchState(new URLSearchParams("q=x&for=TODOS"), "pesquisa_geral").field).toBe("LIVRE");
  });
});

describe("authorities", () => {
  test("the first row starts with AUTORIDADE_TODOS; a type is kept; a record field is not an option", () => {
    expect(initialState("autoridades")).toMatchObject({ q: null, field: "AUTORIDADE_TODOS" });
    expect(parseSearchState(new URLSearchParams("q=goethe&for=pessoa"), "autoridades")).toMatchObject({
      q: "goethe",
      field: "pessoa",
    });
    expect(parseSearchState(new URLSearchParams("q=goethe&for=TITULO"), "autoridades").field).toBe("AUTORIDADE_TODOS");
    expect(guideEntryHref("autoridades")).toBe("/autoridades");
  });
});

describe("teaching plan and the new-acquisitions letters", () => {
  const plan = (query: string) => parseSearchState(new URLSearchParams(query), "plano_ensino");

  test("reads the choices; a course, discipline or teacher is a search, campus alone is not", () => {
    expect(plan("campus=2&biblioteca=3")).toMatchObject({ q: null, plan: { campus: "2", biblioteca: "3" } });
    expect(plan("curso=101&disciplina=207&professor=x&q=ignored")).toMatchObject({
      q: "",
      plan: { curso: "101", disciplina: "207" },
    });
    expect(plan("pesquisar=1").q).toBe("");
  });

  test("the URL and the service query carry the choices, not a term", () => {
    const state = { ...plan("busca_curso=hist&disciplina=207&curso=101&campus=1&biblioteca=2&pesquisar=1"), page: 2 };
    expect(searchHref(state)).toBe("/plano_ensino?campus=1&curso=101&disciplina=207&biblioteca=2&page=2");
    const api = apiSearchQuery(state);
    expect([...api.keys()]).not.toContain("q");
    expect(Object.fromEntries(api)).toMatchObject({
      guia: "plano_ensino",
      curso: "101",
      disciplina: "207",
      campus: "1",
      id_biblioteca: "2",
    });
    // Filter links keep the choices.
    expect(addFilterHref(state, "T", "1")).toBe("/plano_ensino?campus=1&curso=101&disciplina=207&biblioteca=2&T=1");
  });

  test("NA_C and NA_A are read on new acquisitions only", () => {
    const acquisitions = parseSearchState(
      new URLSearchParams("q=&for=TODOS&NA_C=101&NA_A=7&NA_C=x"),
      "novas_aquisicoes",
    );
    expect(acquisitions.filters).toMatchObject({ NA_C: ["101"], NA_A: ["7"] });
    expect(apiSearchQuery(acquisitions).getAll("NA_C")).toEqual(["101"]);
    expect(parse("q=history&NA_C=101").filters.NA_C).toEqual([]);
  });
});

describe("the search form's address (decision 064)", () => {
  test("the simple search's column codes 74, 59, 65, 66 are the free, title, author and subject options", () => {
    expect(["74", "59", "65", "66"].map((code) => parse(`q=x&for=${code}`).field)).toEqual([
      "LIVRE",
      "TITULO",
      "AUTOR",
      "ASSUNTO",
    ]);
    const rows = parseSearchState(new URLSearchParams("q=a&for=59&condition=AND&q2=b&for2=66"), "pesquisa_avancada");
    expect([rows.field, rows.rows[0].field]).toEqual(["TITULO", "ASSUNTO"]);
    expect(searchHref(rows)).toContain("for=TITULO&condition=AND&q2=b&for2=ASSUNTO");
  });

  test("cod_tipo_obra on the legislation tabs applies the work type as the T filter; elsewhere it is ignored", () => {
    const acts = parseSearchState(new URLSearchParams("cod_tipo_obra=14"), "atos_normativos");
    expect(acts.q).toBeNull();
    expect(acts.filters.T).toEqual(["14"]);
    expect(parseSearchState(new URLSearchParams("q=lei&cod_tipo_obra=15&T=15"), "jurisprudencia").filters.T).toEqual([
      "15",
    ]);
    expect(parseSearchState(new URLSearchParams("cod_tipo_obra=x1"), "atos_normativos").filters.T).toEqual([]);
    expect(parse("q=a&cod_tipo_obra=14").filters.T).toEqual([]);
  });

  test("the term's clear button gives the tab's empty form, keeping mobileView", () => {
    const state = parse("q=history&for=AUTOR&B=1&mobileView=search");
    expect(applyRowAction(state, "limpar")).toEqual(initialState("pesquisa_geral", "search"));
  });
});
