import { describe, expect, it } from "vitest";

import type { HistoryEntry } from "../../../api/contract.ts";
import { isHiddenEntry, presentHistory, redoHref } from "./history.ts";

const entry = (id: number, url: string, over: Partial<HistoryEntry> = {}): HistoryEntry => ({
  id,
  search_id: `s${id}`,
  campos: [{ termo: `t${id}`, tipo: "TITULO" }],
  base: "pesquisa_geral",
  registros: id * 10,
  url,
  data: "2026-11-22T06:00:00.000Z",
  ...over,
});

describe("search history view", () => {
  it("hides the listing of all new acquisitions, and only that", () => {
    expect(isHiddenEntry("/novas_aquisicoes?for=TODOS")).toBe(true);
    expect(isHiddenEntry("/novas_aquisicoes?q=x&for=TITULO")).toBe(false);
    expect(isHiddenEntry("/?q=x&for=TODOS")).toBe(false);
  });

  it("adds research to the redo link", () => {
    expect(redoHref("/?q=a+b&for=LIVRE", "abc")).toBe("/?q=a+b&for=LIVRE&research=abc");
    expect(redoHref("/pesquisa_avancada", "abc")).toBe("/pesquisa_avancada?research=abc");
  });

  it("numbers the visible entries from the newest, which alone cannot be removed", () => {
    const view = presentHistory(
      [
        entry(3, "/novas_aquisicoes?for=TODOS"),
        entry(2, "/?q=t2&for=TITULO"),
        entry(1, "/?q=t1&for=TITULO", { base: "e_books" }),
      ],
      (type) => `[${type}]`,
    );
    expect(view).toEqual([
      {
        id: 2,
        position: 1,
        terms: [{ term: "t2", type: "[TITULO]" }],
        base: "searchHistory.bases.pesquisa_geral",
        records: 20,
        redoHref: "/?q=t2&for=TITULO&research=s2",
        removable: false,
      },
      {
        id: 1,
        position: 2,
        terms: [{ term: "t1", type: "[TITULO]" }],
        base: "searchHistory.bases.e_books",
        records: 10,
        redoHref: "/?q=t1&for=TITULO&research=s1",
        removable: true,
      },
    ]);
  });
});
