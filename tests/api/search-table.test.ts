import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { SearchResponse } from "../../api/contract.ts";
import { SearchQuerySchema } from "../../api/catalogue/search/criteria.ts";
import {
  buildWhere,
  onSearchTable,
  searchRecords,
  type SearchContext,
} from "../../api/catalogue/search/search.repository.ts";
import { engines } from "../support/engines.ts";
import { insertQuasquilho } from "../support/test-record.ts";
import { openTestLibrary } from "../support/library.ts";

const criteria = (query: Record<string, string | string[]>) => SearchQuerySchema.parse(query);
const context = { coverIsbns: [] };

/** The narrow search table (migration 037, decision 043) and the bounded ranking of common words. */
describe.each(engines)("the search table on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const total = async (q: string) => {
    const res = await lib.call(`/api/consulta?q=${encodeURIComponent(q)}`);
    expect(res.status).toBe(200);
    return (res.body as SearchResponse).totalRegistros;
  };

  it("has one row per record, kept by the triggers as a record is added, changed and removed", async () => {
    const rows = async () =>
      (
        await lib.db.query<{ records: number; searchable: number }>(
          `SELECT (SELECT count(*)::int FROM record) AS records, (SELECT count(*)::int FROM record_search) AS searchable`,
        )
      )[0];
    const before = await rows();
    expect(before.searchable).toBe(before.records);
    expect(before.records).toBe(3661);

    const id = await insertQuasquilho(lib.db, "test|record-search");
    try {
      expect(await rows()).toEqual({ records: 3662, searchable: 3662 });
      expect(await total("quasquilho")).toBe(1);
      const [row] = await lib.db.query(
        `SELECT work_type, year, title_sort, author_sort, class, library_ids FROM record_search WHERE id = $1`,
        [id],
      );
      expect(row).toEqual({
        work_type: 1,
        year: 1901,
        title_sort: "quasquilho",
        author_sort: "ebano, ze",
        class: null,
        library_ids: [],
      });

      await lib.db.query(
        `UPDATE record SET tsv = setweight(to_tsvector('opac', 'Pirilampo'), 'A'), tsv_title = to_tsvector('opac', 'Pirilampo'),
                year = 1902, classification = '981.2 B823' WHERE id = $1`,
        [id],
      );
      expect(await total("quasquilho")).toBe(0);
      expect(await total("pirilampo")).toBe(1);
      const [moved] = await lib.db.query(`SELECT year, class FROM record_search WHERE id = $1`, [id]);
      expect(moved).toEqual({ year: 1902, class: "9" });

      // A copy in library 1: the item trigger writes record.library_ids, and this table follows.
      const [{ library_id }] = await lib.db.query<{ library_id: number }>(
        `SELECT library_id FROM item ORDER BY id LIMIT 1`,
      );
      await lib.db.query(
        `INSERT INTO item (record_id, library_id, barcode, status)
         SELECT $1, $2, 'test-record-search', status FROM item ORDER BY id LIMIT 1`,
        [id, library_id],
      );
      const [held] = await lib.db.query(`SELECT library_ids FROM record_search WHERE id = $1`, [id]);
      expect(held).toEqual({ library_ids: [library_id] });
    } finally {
      await lib.db.query(`DELETE FROM record WHERE id = $1`, [id]);
    }
    expect(await total("pirilampo")).toBe(0);
    expect(await rows()).toEqual({ records: 3661, searchable: 3661 });
  });

  // Every search the tests make reads this table when it can: its hits, order and totals must be
  // those of the record table it stands for, whatever the field, filters and order.
  it.each<Record<string, string | string[]>>([
    { q: "history" },
    { q: "united states" },
    { q: "history", for: "TITULO" },
    { q: "smith", for: "AUTOR" },
    { q: "history", for: "ASSUNTO" },
    { q: "music", T: ["1", "8"], I: "eng" },
    { q: "history", Y: ["0", "1999"], K: ["9"] },
    { q: "war", B: "2", X: ["O", "A"] },
    { q: "history", order: "titulo" },
    { q: "history", order: "autor" },
    { q: "history", order: "ano_desc" },
    { q: "history", order: "ano_asc" },
    { q: "" },
  ])("finds what record finds for %o", async (query) => {
    const c = criteria({ perPage: "100", ...query });
    const where = buildWhere(c, context);
    const narrow = onSearchTable(where.toSql());
    expect(narrow).toBeDefined();
    const ids = async (table: string, sql: string) =>
      (await lib.db.query<{ id: number }>(`SELECT r.id FROM ${table} r ${sql} ORDER BY r.id`, where.params)).map(
        (r) => r.id,
      );
    const wide = await ids("record", where.toSql());
    expect(await ids("record_search", narrow!)).toEqual(wide);
    // The page itself, in its order, against the same query on record alone.
    const rank = c.order === "relevancia" ? where.rank : "0";
    const order = {
      relevancia: "rank DESC, r.id",
      titulo: "r.title_sort, r.id",
      autor: "opac_fold(r.author) NULLS LAST, r.title_sort, r.id",
      ano_desc: "r.year DESC NULLS LAST, r.title_sort, r.id",
      ano_asc: "r.year ASC NULLS LAST, r.title_sort, r.id",
    }[c.order];
    const page = await lib.db.query<{ id: number }>(
      `SELECT r.id, ${rank} AS rank FROM record r ${where.toSql()} ORDER BY ${order} LIMIT 100`,
      where.params,
    );
    const found = await searchRecords(lib.db, c, { ...context, rankWindow: 100_000 });
    expect(found.total).toBe(wide.length);
    expect(found.rows.map((r) => r.id)).toEqual(page.map((r) => r.id));
    // The same page when the planner may walk an index instead (many hits, see SORT_HITS_UP_TO).
    const walked = await searchRecords(lib.db, c, { ...context, rankWindow: 100_000, sortHitsUpTo: -1 });
    expect(walked.rows.map((r) => r.id)).toEqual(page.map((r) => r.id));
  });

  it("reads record itself when the condition needs a column the search table lacks", () => {
    expect(onSearchTable(buildWhere(criteria({ q: "", local: "chicago" }), context).toSql())).toBeUndefined();
    expect(onSearchTable(buildWhere(criteria({ q: "histori", for: "TITULO_SIMILAR" }), context).toSql())).toBe(
      undefined,
    );
    expect(onSearchTable("WHERE (CASE WHEN r.classification ~ '^[0-9]' THEN 1 END) = 1")).toBeUndefined();
  });

  /** The ids of every page of "history", 100 a page, each page's total checked against `total`. */
  const everyPage = async (context: SearchContext, total: number) => {
    const ids: number[] = [];
    for (let page = 1; (page - 1) * 100 < total; page++) {
      const found = await searchRecords(
        lib.db,
        criteria({ q: "history", perPage: "100", page: String(page) }),
        context,
      );
      expect(found.total).toBe(total);
      ids.push(...found.rows.map((r) => r.id));
    }
    return ids;
  };

  it("ranks a common word's first hits only, title matches first, every hit once, the total exact", async () => {
    // A window of 40 on the demo's "history": the same rule as 500 on a million records.
    const c = (page: number) => criteria({ q: "history", perPage: "100", page: String(page) });
    const small = { ...context, rankWindow: 40 };
    const first = await searchRecords(lib.db, c(1), small);
    const all = await lib.db.query<{ id: number; in_title: boolean }>(
      `SELECT id, tsv_title @@ websearch_to_tsquery('opac', 'history') AS in_title
         FROM record WHERE tsv @@ websearch_to_tsquery('opac', 'history')`,
    );
    expect(first.total).toBe(all.length);
    expect(first.total).toBeGreaterThan(100);
    const seen = await everyPage(small, first.total);
    // Page 1 straddles the window's end (40): nothing repeated, nothing skipped.
    expect(seen).toHaveLength(all.length);
    // Past the window, the hits without the term in their title in the same order either way.
    expect(await everyPage({ ...small, sortHitsUpTo: -1 }, first.total)).toEqual(seen);
    expect(new Set(seen)).toEqual(new Set(all.map((r) => r.id)));
    const inTitle = new Map(all.map((r) => [r.id, r.in_title]));
    const titleCount = all.filter((r) => r.in_title).length;
    expect(titleCount).toBeGreaterThan(40);
    expect(seen.slice(0, titleCount).every((id) => inTitle.get(id))).toBe(true);
    // Within the window, by ts_rank_cd over the whole record as before.
    const ranks = await lib.db.query<{ id: number; rank: number }>(
      `SELECT id, ts_rank_cd(tsv, websearch_to_tsquery('opac', 'history')) AS rank FROM record WHERE id = ANY($1::int[])`,
      [seen.slice(0, 40)],
    );
    const rankOf = new Map(ranks.map((r) => [r.id, r.rank]));
    const windowRanks = seen.slice(0, 40).map((id) => rankOf.get(id)!);
    expect(windowRanks).toEqual([...windowRanks].sort((a, b) => b - a));
    // A window as large as the hits is the full ranking.
    const full = await searchRecords(lib.db, c(1), { ...context, rankWindow: 100_000 });
    const exact = await lib.db.query<{ id: number }>(
      `SELECT id FROM record WHERE tsv @@ websearch_to_tsquery('opac', 'history')
        ORDER BY ts_rank_cd(tsv, websearch_to_tsquery('opac', 'history')) DESC, id LIMIT 100`,
    );
    expect(full.rows.map((r) => r.id)).toEqual(exact.map((r) => r.id));
  });

  it("past the title-tier bound, takes the window from the first title matches by id, ranked among themselves, and goes on by id", async () => {
    // A window of 20 and a bound of 50 title matches on the demo's "history": the same rules as
    // 500 and 50,000 on a million records ("the" there has 273,136 title matches).
    const all = await lib.db.query<{ id: number; in_title: boolean; rank: number }>(
      `SELECT id, tsv_title @@ websearch_to_tsquery('opac', 'history') AS in_title,
              ts_rank_cd(tsv, websearch_to_tsquery('opac', 'history')) AS rank
         FROM record WHERE tsv @@ websearch_to_tsquery('opac', 'history') ORDER BY id`,
    );
    const titled = all.filter((r) => r.in_title).map((r) => r.id);
    expect(titled.length).toBeGreaterThan(50);
    const bounded = { ...context, rankWindow: 20, titleRankUpTo: 50, titleTotal: titled.length };
    const c = (page: number) => criteria({ q: "history", perPage: "100", page: String(page) });
    const seen = await everyPage(bounded, all.length);
    expect(seen).toHaveLength(all.length);
    expect(new Set(seen)).toEqual(new Set(all.map((r) => r.id)));
    // The window: the first 20 title matches by id, by ts_rank_cd over the whole record.
    const rankOf = new Map(all.map((r) => [r.id, r.rank]));
    expect(new Set(seen.slice(0, 20))).toEqual(new Set(titled.slice(0, 20)));
    const windowRanks = seen.slice(0, 20).map((id) => rankOf.get(id)!);
    expect(windowRanks).toEqual([...windowRanks].sort((a, b) => b - a));
    // Then the other title matches by id, then the rest by id.
    expect(seen.slice(20, titled.length)).toEqual(titled.slice(20));
    const untitled = all.filter((r) => !r.in_title).map((r) => r.id);
    expect(seen.slice(titled.length)).toEqual(untitled);
    // Within the bound, the title tier is ranked whole as before.
    const ranked = await searchRecords(lib.db, c(1), { ...bounded, titleRankUpTo: titled.length });
    const exact = await searchRecords(lib.db, c(1), { ...context, rankWindow: 20 });
    expect(ranked.rows.map((r) => r.id)).toEqual(exact.rows.map((r) => r.id));
  });
});
