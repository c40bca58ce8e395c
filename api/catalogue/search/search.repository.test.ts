import { describe, expect, it } from "vitest";
import { SearchQuerySchema } from "./criteria.ts";
import { buildWhere, titleImpliesTerm } from "./search.repository.ts";

const ctx = { coverIsbns: [] };
const criteria = (query: Record<string, string | string[]>) => SearchQuerySchema.parse(query);

describe("search query building", () => {
  it("searches the column of the chosen field with the term as a parameter", () => {
    const where = buildWhere(criteria({ q: "história do brasil", for: "TITULO" }), ctx);
    expect(where.toSql()).toBe("WHERE r.tsv_title @@ websearch_to_tsquery('opac', $1)");
    expect(where.params).toEqual(["história do brasil"]);
  });

  it("browses without a condition when there is no term and no filter", () => {
    const where = buildWhere(criteria({ q: "  " }), ctx);
    expect(where.toSql()).toBe("");
    expect(where.params).toEqual([]);
  });

  it("ORs values of one letter in one array parameter and ANDs letters", () => {
    const where = buildWhere(criteria({ q: "music", T: ["1", "8"], I: "eng", B: "2" }), ctx);
    expect(where.toSql()).toBe(
      "WHERE r.tsv @@ websearch_to_tsquery('opac', $1)" +
        " AND r.library_ids && $2::int[]" +
        " AND r.work_type = ANY($3::int[])" +
        " AND r.language = ANY($4::text[])",
    );
    expect(where.params).toEqual(["music", [2], [1, 8], ["eng"]]);
  });

  it("turns year 0 and language 'und' into 'missing' conditions", () => {
    const where = buildWhere(criteria({ Y: ["0", "1999"], I: ["und"] }), ctx);
    expect(where.toSql()).toBe(
      "WHERE (r.year = ANY($1::int[]) OR r.year IS NULL) AND (r.language = ANY($2::text[]) OR r.language IS NULL)",
    );
    expect(where.params).toEqual([[1999], []]);
  });

  it("leaves a letter's own filter out when counting that letter", () => {
    const c = criteria({ q: "war", T: "1", Y: "2001" });
    expect(buildWhere(c, ctx, { without: "T" }).toSql()).not.toContain("work_type");
    expect(buildWhere(c, ctx, { without: "T" }).toSql()).toContain("r.year");
    expect(buildWhere(c, ctx, { noFilters: true }).params).toEqual(["war"]);
  });

  it("defaults to relevance with a term and to newest first without one", () => {
    expect(criteria({ q: "war" }).order).toBe("relevancia");
    expect(criteria({ q: "" }).order).toBe("ano_desc");
    expect(criteria({ q: "", order: "relevancia" }).order).toBe("ano_desc");
    expect(criteria({ q: "war", order: "titulo" }).order).toBe("titulo");
  });
});

describe("the title tier standing for the term", () => {
  it("does for the whole record and the title, not for an author or subject search or a negated word", () => {
    expect(titleImpliesTerm("LIVRE", "united states")).toBe(true);
    expect(titleImpliesTerm("TITULO", '"civil war"')).toBe(true);
    expect(titleImpliesTerm("AUTOR", "darwin")).toBe(false);
    expect(titleImpliesTerm("ASSUNTO", "history")).toBe(false);
    expect(titleImpliesTerm("LIVRE", "history -war")).toBe(false);
  });
});
