import { describe, expect, it } from "vitest";
import type { SearchResponse } from "../../../api/contract.ts";
import { didYouMeanView } from "./did-you-mean.ts";
import { parseSearchState } from "./search-config.ts";

const answer = (total: number, sugestoes?: SearchResponse["sugestoes"]): SearchResponse => ({
  registros: [],
  totalRegistros: total,
  sessao: "s",
  page: 1,
  perPage: 20,
  ordenacao: "relevancia",
  ...(sugestoes ? { sugestoes } : {}),
});

describe("did you mean's view", () => {
  const state = parseSearchState(new URLSearchParams("q=pracitcal treatise&for=TITULO&B=1&page=2"));
  const corrections = {
    clara: true,
    correcoes: [{ termo: "practical treatise", total: 3, edicoes: 1 }],
  };

  it("links each correction to its search, filters kept, first page; and the similar-word search", () => {
    expect(didYouMeanView(state, answer(0, corrections), true)).toEqual({
      clear: true,
      corrections: [{ term: "practical treatise", total: 3, href: "/?q=practical+treatise&for=TITULO&B=1" }],
      similarHref: "/pesquisa_avancada?q=pracitcal+treatise&for=TITULO_SIMILAR&keyword_type=P",
    });
  });

  it("offers the similar-word search on an empty page only where the institution has it", () => {
    expect(didYouMeanView(state, answer(0), true)?.similarHref).toBe(
      "/pesquisa_avancada?q=pracitcal+treatise&for=TITULO_SIMILAR&keyword_type=P",
    );
    expect(didYouMeanView(state, answer(0), false)).toBeNull();
    expect(didYouMeanView(state, answer(5), true)).toBeNull();
  });
});
