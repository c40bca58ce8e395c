import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Queryable, ReadDb, Tx } from "../../api/core/db/db.ts";
import { SearchQuerySchema } from "../../api/catalogue/search/criteria.ts";
import { FILTER_LETTERS } from "../../api/catalogue/search/criteria.ts";
import { facetCounts, searchRecords } from "../../api/catalogue/search/search.repository.ts";
import { engines } from "../support/engines.ts";

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

/** Totals and filter counts: the planner's shape (decision 060). */
describe.each(engines)("search counts on $name", (engine) => {
  let lib: Awaited<ReturnType<TestEngineOpen>>;
  type TestEngineOpen = typeof engine.openDemo;
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
});
