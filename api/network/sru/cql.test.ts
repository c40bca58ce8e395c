/** The SRU server's CQL: what it reads, the rows it becomes, and the diagnostics of what it cannot say. */
import { describe, expect, it } from "vitest";
import { CqlError, parseCql } from "./cql.ts";
import { cqlToCriteria } from "./cql-criteria.ts";

const rows = (query: string) => cqlToCriteria(parseCql(query));
const diagnostic = (query: string) => {
  try {
    rows(query);
  } catch (error) {
    if (error instanceof CqlError) return error.diagnostic;
    throw error;
  }
  return null;
};

describe("CQL for the SRU server", () => {
  it("reads bare terms, indexes, relations and quoted terms", () => {
    expect(rows("history")).toEqual({ rows: [{ term: "history", option: "LIVRE" }], termType: "P" });
    expect(rows('dc.title = "piano solo"').rows).toEqual([
      { term: "piano", option: "TITULO" },
      { term: "solo", option: "TITULO", condition: "AND" },
    ]);
    expect(rows('title any "bach mozart"').rows).toEqual([
      { term: "bach", option: "TITULO" },
      { term: "mozart", option: "TITULO", condition: "OR" },
    ]);
    expect(rows('dc.creator all "Machado Assis"').rows.map((r) => r.condition)).toEqual([undefined, "AND"]);
    // An exact phrase makes the search's term type E; single words mean the same under it.
    expect(rows('dc.subject adj "piano music" and dc.creator == bach')).toEqual({
      rows: [
        { term: "piano music", option: "ASSUNTO" },
        { term: "bach", option: "AUTOR", condition: "AND" },
      ],
      termType: "E",
    });
    expect(rows('bath.isbn = "0-19-852663-6"').rows[0].option).toBe("LIVRE");
    expect(rows('dc.title = "say \\"hi\\""').rows.map((r) => r.term)).toEqual(["say", "hi"]);
  });

  it("joins AND, OR, NOT and parentheses as the advanced search's rows, left to right", () => {
    const conditions = (q: string) => rows(q).rows.map((r) => `${r.condition ?? ""}${r.term}`);
    expect(conditions("a and b or c not d")).toEqual(["a", "ANDb", "ORc", "NOTd"]);
    // a AND (b OR c) is (b OR c) AND a; a NOT (b OR c) is (a NOT b) NOT c.
    expect(conditions("a and (b or c)")).toEqual(["b", "ORc", "ANDa"]);
    expect(conditions("a not (b or c)")).toEqual(["a", "NOTb", "NOTc"]);
    expect(conditions("((a))")).toEqual(["a"]);
    expect(diagnostic("(a or b) and (c or d)")).toBe(48);
  });

  it("takes dc.date as the year comparison of the whole query", () => {
    expect(rows("piano and dc.date > 2000")).toEqual({
      rows: [{ term: "piano", option: "LIVRE" }],
      termType: "P",
      year: { comparison: "maior", from: 2000 },
    });
    expect(rows('dc.date within "1990 2000"').year).toEqual({ comparison: "entre", from: 1990, to: 2000 });
    expect(rows("dc.date >= 1990").year).toEqual({ comparison: "maior", from: 1989 });
    expect(diagnostic("a or dc.date = 2000")).toBe(48);
    expect(diagnostic("dc.date = noventa")).toBe(36);
  });

  it("answers what it cannot read with the SRU diagnostic, never an exception", () => {
    expect(diagnostic("a and (")).toBe(10);
    expect(diagnostic('"unterminated')).toBe(10);
    expect(diagnostic("a b")).toBe(10);
    expect(diagnostic("")).toBe(10);
    expect(diagnostic("dc.publisher = x")).toBe(16);
    expect(diagnostic("dc.title within x")).toBe(19);
    expect(diagnostic("dc.title =/stem x")).toBe(20);
    expect(diagnostic("a prox b")).toBe(37);
    expect(diagnostic("hist*")).toBe(28);
    expect(diagnostic('dc.title = ""')).toBe(27);
    expect(diagnostic("a sortby dc.title")).toBe(80);
    expect(diagnostic("(".repeat(30) + "a" + ")".repeat(30))).toBe(48);
    expect(diagnostic("x ".repeat(1500))).toBe(10);
  });
});
