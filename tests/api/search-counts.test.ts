import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Queryable, ReadDb, Tx } from "../../api/core/db/db.ts";
import { SearchQuerySchema } from "../../api/catalogue/search/criteria.ts";
import { FILTER_LETTERS } from "../../api/catalogue/search/criteria.ts";
import { BitmapIndex } from "../../api/catalogue/search/bitmap-index.ts";
import {
  buildWhere,
  facetCounts,
  onSearchTable,
  searchRecords,
  type FacetRow,
  type SearchContext,
} from "../../api/catalogue/search/search.repository.ts";
import { engines } from "../support/engines.ts";
import { insertQuasquilho } from "../support/test-record.ts";

const criteria = (query: Record<string, string | string[]>) => SearchQuerySchema.parse(query);
const context = { coverIsbns: [] };

/**
 * `db` that also records the plan of every count it runs (counts and filter counts), on the same
 * connection and under the same settings as the statement itself.
 */
function explaining(db: ReadDb, plans: string[]): ReadDb {
  const wrap = (q: Queryable): Queryable => ({
    async query<T>(text: string, params?: unknown[]) {
      if (/count\(/.test(text)) {
        const rows = await q.query<{ "QUERY PLAN": string }>(`EXPLAIN ${text}`, params);
        plans.push(rows.map((r) => r["QUERY PLAN"]).join("\n"));
      }
      return q.query<T>(text, params);
    },
  });
  return { ...wrap(db), transaction: (fn) => db.transaction((tx) => fn(wrap(tx) as Tx)) };
}

const sorted = (rows: FacetRow[]) =>
  [...rows].sort((a, b) => String(a.code).localeCompare(String(b.code)) || a.total - b.total);

/** The 30 searches both paths count: words common and rare, each field, an excluded word, filters. */
function searches(values: { library: string; year: string; language: string; kind: string; klass: string }) {
  const { library, year, language, kind, klass } = values;
  return [
    { q: "the" },
    { q: "" },
    { q: "history" },
    { q: "united states" },
    { q: "history of the united states" },
    { q: "music" },
    { q: "brazil" },
    { q: "war -civil" },
    { q: "-history" },
    { q: "darwin" },
    { q: "quasquilho" },
    { q: "history", for: "TITULO" },
    { q: "smith", for: "AUTOR" },
    { q: "history", for: "ASSUNTO" },
    { q: "the", B: library },
    { q: "the", T: kind, I: language },
    { q: "history", Y: [year, "0"] },
    { q: "history", I: [language, "und"] },
    { q: "the", X: ["O", "C"] },
    { q: "the", X: "A" },
    { q: "history", K: klass },
    { q: "", B: library, T: kind },
    { q: "", Y: "0" },
    { q: "", X: "C", K: klass },
    { q: "the", B: library, T: kind, Y: year, I: language, K: klass, X: "O" },
    { q: "music", T: ["1", "8"], I: "eng" },
    { q: "united states", B: library, order: "titulo" },
    { q: "the", for: "TITULO", Y: year },
    { q: "smith", for: "AUTOR", B: library },
    { q: "history -war", X: "O" },
  ] as Record<string, string | string[]>[];
}

/** Totals and filter counts: the planner's shape, and the bitmap index beside SQL (decision 060). */
describe.each(engines)("search counts on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof engine.openDemo>>;
  beforeAll(async () => {
    lib = await engine.openDemo();
  });
  afterAll(async () => {
    await lib?.close();
  });

  it("counts a common word's hits and their filter values through the word index, never a scan of the word lists", async () => {
    // At demo size a sequential scan is what the planner would choose for "the" (half the records):
    // the code keeps it to the index, as it must at a million records.
    const plans: string[] = [];
    const db = explaining(lib.db, plans);
    for (const query of [{ q: "the" }, { q: "the", T: "1" }, { q: "history of the", order: "titulo" }] as Record<
      string,
      string
    >[]) {
      const c = criteria(query);
      const { total } = await searchRecords(db, c, context);
      expect(total).toBeGreaterThan(0);
      await facetCounts(db, c, FILTER_LETTERS, context);
    }
    expect(plans.length).toBeGreaterThanOrEqual(6);
    for (const plan of plans) {
      expect(plan).toMatch(/Index Scan on record_search_/);
      expect(plan).not.toMatch(/Seq Scan on record_search/);
      // The filter counts are hash aggregates: no sort of every hit, nothing to spill.
      expect(plan).not.toMatch(/\bSort\b/);
    }
  });

  it("counts 30 searches from the bitmaps exactly as SQL does, and falls back to SQL when the catalogue changes or the budget is passed", async () => {
    const isbns = await lib.db.query<{ isbn: string }>(
      "SELECT unnest(isbn) AS isbn FROM record_search WHERE cardinality(isbn) > 0 ORDER BY id LIMIT 40",
    );
    const ctx: SearchContext = { coverIsbns: isbns.map((r) => r.isbn) };
    const values = (
      await lib.db.query<{ library: string; year: string; language: string; kind: string; klass: string }>(
        `SELECT (SELECT min(id)::text FROM library) AS library,
                (SELECT year::text FROM record_search WHERE year IS NOT NULL GROUP BY year ORDER BY count(*) DESC LIMIT 1) AS year,
                (SELECT language FROM record_search WHERE language <> 'eng' GROUP BY language ORDER BY count(*) DESC LIMIT 1) AS language,
                (SELECT work_type::text FROM record_search GROUP BY work_type ORDER BY count(*) DESC LIMIT 1) AS kind,
                (SELECT class FROM record_search WHERE class IS NOT NULL GROUP BY class ORDER BY count(*) DESC LIMIT 1) AS klass`,
      )
    )[0];
    const index = new BitmapIndex(lib.db, 64 * 2 ** 20);
    const stats = await index.ready();
    expect(stats.filterValues).toBeGreaterThan(20);
    const compare = async (query: Record<string, string | string[]>) => {
      const c = criteria(query);
      const fromBitmaps = await index.count(c, ctx, FILTER_LETTERS);
      expect(fromBitmaps, JSON.stringify(query)).toBeDefined();
      const { total } = await searchRecords(lib.db, c, ctx);
      expect(fromBitmaps!.total, JSON.stringify(query)).toBe(total);
      // The hits with the term in their title, which bound the ranking's first tier.
      const where = buildWhere(c, ctx);
      if (where.titleTier) {
        const [{ n }] = await lib.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM record_search r ${onSearchTable(where.toSql())} AND (${where.titleTier.match})`,
          where.params,
        );
        expect((await index.count(c, ctx, [], 0))?.titleTotal, JSON.stringify(query)).toBe(total > 0 ? n : undefined);
      }
      const fromSql = await facetCounts(lib.db, c, FILTER_LETTERS, ctx);
      for (const letter of FILTER_LETTERS) {
        for (const side of ["filtered", "unfiltered"] as const) {
          expect(sorted(fromBitmaps!.facets[letter]![side]), `${JSON.stringify(query)} ${letter} ${side}`).toEqual(
            sorted(fromSql[letter]![side]),
          );
        }
      }
      return total;
    };
    const list = searches(values);
    expect(list).toHaveLength(30);
    for (const query of list) await compare(query);
    // Common words keep their bitmaps; an advanced search is not the bitmaps' to count.
    expect(index.stats().words).toBeGreaterThan(0);
    expect(await index.count(criteria({ q: "history", tipo_obra: "1" }), ctx, FILTER_LETTERS)).toBeUndefined();
    expect(await index.count(criteria({ q: '"united states"' }), ctx, FILTER_LETTERS)).toBeUndefined();

    // A new record moves the generation: SQL counts until the bitmaps are rebuilt, then they count it.
    const before = await compare({ q: "quasquilho" });
    const id = await insertQuasquilho(lib.db, "test|search-counts");
    try {
      expect(await index.count(criteria({ q: "quasquilho" }), ctx, FILTER_LETTERS)).toBeUndefined();
      await index.ready();
      expect(await compare({ q: "quasquilho" })).toBe(before + 1);
      expect(await compare({ q: "the", Y: "1901" })).toBeGreaterThan(0);
    } finally {
      await lib.db.query("DELETE FROM record WHERE id = $1", [id]);
    }

    // Past the budget, the bitmaps are not kept and SQL counts.
    const small = new BitmapIndex(lib.db, 1024);
    expect((await small.ready()).overBudget).toBeDefined();
    expect(await small.count(criteria({ q: "the" }), ctx, FILTER_LETTERS)).toBeUndefined();
  });
});
