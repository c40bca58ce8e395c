import { describe, expect, test } from "vitest";

import { formErrors } from "../../lib/forms.ts";
import { parseSearchState, type GuideCode } from "./search-config.ts";
import { searchFormResult } from "./search-form-result.ts";
import { searchErrorFields, validateSearch } from "./search-validation.ts";

const check = (query: string, guide: GuideCode = "pesquisa_avancada", similar = false) =>
  validateSearch(parseSearchState(new URLSearchParams(query), guide), { similar }).map((e) => [e.fieldId, e.key]);

describe("validateSearch (document 1 §5)", () => {
  test("the landing form is never an error", () => {
    expect(check("")).toEqual([]);
  });

  test("one-row tabs: a blank term", () => {
    expect(check("q=", "pesquisa_geral")).toEqual([["busca", "search.errors.termRequired"]]);
    expect(check("q=x", "e_books")).toEqual([]);
  });

  test("new acquisitions: a term unless TODOS (readiness, document 1 §5)", () => {
    expect(check("q=&for=TITULO", "novas_aquisicoes")).toEqual([["busca", "search.errors.termRequired"]]);
    expect(check("for=TODOS", "novas_aquisicoes")).toEqual([]);
    expect(check("q=&for=TODOS", "novas_aquisicoes")).toEqual([]);
  });

  test("teaching plan: a course, a discipline or a teacher (campus and library alone are not enough)", () => {
    const required = [["plano-busca-curso", "teaching.errors.choiceRequired"]];
    expect(check("", "plano_ensino")).toEqual([]);
    expect(check("campus=1", "plano_ensino")).toEqual([]);
    expect(check("pesquisar=1", "plano_ensino")).toEqual(required);
    expect(check("pesquisar=1&campus=1&biblioteca=2", "plano_ensino")).toEqual(required);
    expect(check("pesquisar=1&curso=abc", "plano_ensino")).toEqual(required);
    expect(check("curso=101", "plano_ensino")).toEqual([]);
    expect(check("professor=3", "plano_ensino")).toEqual([]);
  });

  test("normative acts: no option preselected, row 2's term when row 1 has a condition, the year comparison", () => {
    expect(check("q=lei", "atos_normativos")).toEqual([["search-for", "search.validation.optionRequired"]]);
    expect(check("q=lei&for=TITULO&condition=AND&q2=&for2=TITULO", "atos_normativos")).toEqual([
      ["busca-2", "search.validation.rowRequired"],
    ]);
    expect(check("q=lei&for=TITULO&comparacao=maior", "atos_normativos")).toEqual([
      ["search-ano", "search.validation.fieldRequired"],
    ]);
    expect(check("q=lei&for=TITULO&comparacao=entre&data_inicial=1950&data_final=1900", "atos_normativos")).toEqual([
      ["search-ano-final", "search.validation.notLessThan"],
    ]);
    expect(check("q=lei&for=TITULO&comparacao=entre&data_inicial=1900&data_final=1950", "atos_normativos")).toEqual([]);
    // The advanced panel's names are not this tab's.
    expect(check("q=lei&for=TITULO&comp_ano=maior", "atos_normativos")).toEqual([]);
  });

  test("rows: each blank term and each missing option", () => {
    expect(check("q=&for=TITULO&keyword_type=P&condition=AND&q2=&for2=")).toEqual([
      ["busca", "search.validation.rowRequired"],
      ["busca-2", "search.validation.rowRequired"],
      ["search-for-2", "search.validation.optionRequired"],
    ]);
  });

  test("term type: required, then P, E or I", () => {
    expect(check("q=x&for=TITULO")).toEqual([["keyword-type-P", "search.validation.termTypeRequired"]]);
    expect(check("q=x&for=TITULO&keyword_type=Q")).toEqual([["keyword-type-P", "search.validation.termTypeInvalid"]]);
    // The archive has rows but no term type.
    expect(check("q=x&for=obra", "arquivo")).toEqual([]);
  });

  test("similar-word options only when the institution enables them", () => {
    expect(check("q=x&for=TITULO_SIMILAR&keyword_type=P")).toEqual([
      ["search-for", "search.validation.optionRequired"],
    ]);
    expect(check("q=x&for=TITULO_SIMILAR&keyword_type=P", "pesquisa_avancada", true)).toEqual([]);
  });

  test("year comparison: the year, four digits, and a final year not before it", () => {
    const base = "q=x&for=TITULO&keyword_type=P";
    expect(check(`${base}&comp_ano=igual`)).toEqual([["search-ano", "search.validation.fieldRequired"]]);
    expect(check(`${base}&comp_ano=igual&ano=999`)).toEqual([["search-ano", "search.validation.yearInvalid"]]);
    expect(check(`${base}&comp_ano=entre&ano=2000`)).toEqual([["search-ano-final", "search.validation.fieldRequired"]]);
    expect(check(`${base}&comp_ano=entre&ano=2000&ano_final=1990`)).toEqual([
      ["search-ano-final", "search.validation.notLessThan"],
    ]);
    expect(check(`${base}&comp_ano=entre&ano=1990&ano_final=2000`)).toEqual([]);
    // A year without a comparison is ignored, as in the service.
    expect(check(`${base}&ano=abc`)).toEqual([]);
  });
});

describe("searchFormResult: the problems as the form pattern's result", () => {
  const summary = (query: string, guide: GuideCode) => {
    const params = new URLSearchParams(query);
    const state = parseSearchState(params, guide);
    const result = searchFormResult(params, state, { similar: false });
    const { fields, formErrorField } = searchErrorFields(state);
    return { result, items: formErrors(result, fields, (message) => `<${message}>`, { formErrorField }) };
  };

  test("no problems, no result", () => {
    expect(summary("q=x&for=TITULO&keyword_type=P", "pesquisa_avancada").result).toBeNull();
  });

  test("each message under its field's name, with its values, in the order of the page", () => {
    const { result, items } = summary("q=&for=TITULO&comp_ano=entre&ano=2000&ano_final=1990", "pesquisa_avancada");
    expect(result?.status).toBe("error");
    expect(result?.error).toEqual({
      q: ["search.validation.rowRequired"],
      keyword_type: ["search.validation.termTypeRequired"],
      ano_final: [
        'search.validation.notLessThan{"field":{"key":"search.extra.yearFinal"},"other":{"key":"search.extra.year"}}',
      ],
    });
    expect(items).toEqual([
      { fieldId: "busca", message: "<search.validation.rowRequired>" },
      { fieldId: "keyword-type-P", message: "<search.validation.termTypeRequired>" },
      {
        fieldId: "search-ano-final",
        message:
          '<search.validation.notLessThan{"field":{"key":"search.extra.yearFinal"},"other":{"key":"search.extra.year"}}>',
      },
    ]);
  });

  test("the legislation tab's years and a second row by their own names", () => {
    const { result, items } = summary(
      "q=lei&for=TITULO&condition=AND&q2=&for2=TITULO&comparacao=maior",
      "atos_normativos",
    );
    expect(result?.error).toEqual({
      q2: ["search.validation.rowRequired"],
      data_inicial: ['search.validation.fieldRequired{"field":{"key":"search.legislation.dateFrom"}}'],
    });
    expect(items.map((item) => item.fieldId)).toEqual(["busca-2", "search-ano"]);
  });

  test("the teaching plan's choice is about the form, pointing at the course look-up", () => {
    const { result, items } = summary("pesquisar=1", "plano_ensino");
    expect(result?.error).toEqual({ "": ["teaching.errors.choiceRequired"] });
    expect(items).toEqual([{ fieldId: "plano-busca-curso", message: "<teaching.errors.choiceRequired>" }]);
  });
});
