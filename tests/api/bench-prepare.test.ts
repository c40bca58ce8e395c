import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Db } from "../../api/core/db/db.ts";
import { bulkReplicate, checkConsistency, replicate } from "../../bench/prepare.ts";
import { engines } from "../support/engines.ts";

// The 3,661 demo records and replicas of the first 400: one round of replication, the same
// statements as at any size (each round copies up to every original once).
const TARGET = 4061;

/**
 * The benchmark's bulk preparation (bench/prepare.ts, decision 043) turns off the row triggers
 * that keep record_search and record.library_ids while it copies records and their copies, and
 * writes both afterwards in one statement each. A patron's search reads exactly those rows, so
 * the bulk database must hold what the triggers write for the same replicas, row for row.
 */
describe.each(engines)("the bench's bulk preparation on $name", (engine) => {
  let bulk: Awaited<ReturnType<typeof engine.openDemo>>;
  let rowByRow: Awaited<ReturnType<typeof engine.openDemo>>;
  beforeAll(async () => {
    [bulk, rowByRow] = await Promise.all([engine.openDemo(), engine.openDemo()]);
    await bulkReplicate(bulk.db, TARGET);
    // The same replicas with every trigger on: what the service itself would have written.
    await replicate(rowByRow.db, TARGET, () => {});
  });
  afterAll(async () => {
    await Promise.all([bulk?.close(), rowByRow?.close()]);
  });

  /** A digest of the rows of a query, in a stable order. */
  const digest = async (db: Db, select: string) => {
    const [{ rows, hash }] = await db.query<{ rows: number; hash: string }>(
      `SELECT count(*)::int AS rows, md5(string_agg(t::text, '|' ORDER BY t::text)) AS hash FROM (${select}) t`,
    );
    return { rows, hash };
  };

  it("has the same records, copies and search rows as the row-by-row triggers make", async () => {
    const queries = {
      records: "SELECT id, source_key, library_ids FROM record",
      copies: "SELECT record_id, library_id, location_id, barcode, status, volume, due_date FROM item",
      searchRows: `SELECT id, work_type, year, online, accessible, created_at, language, class, target_audience,
                          library_ids, isbn, title_sort, author_sort, tsv_title, tsv, tsv_author, tsv_subject, pad
                     FROM record_search`,
      // "Did you mean"'s vocabulary and the browse tables, kept by statement triggers (migrations
      // 044 and 047) that the bulk copy turns off and replaces by one count of the replicas.
      words: "SELECT word, field, records FROM record_word WHERE records > 0",
      headings: "SELECT kind, sort_key, heading, records FROM browse_heading",
      headingRecords: "SELECT kind, sort_key, record_id FROM browse_record",
    };
    for (const [what, select] of Object.entries(queries)) {
      const [made, expected] = await Promise.all([digest(bulk.db, select), digest(rowByRow.db, select)]);
      expect({ what, ...made }).toEqual({ what, ...expected });
    }
    expect((await digest(bulk.db, queries.records)).rows).toBe(TARGET);
    expect((await digest(bulk.db, queries.searchRows)).rows).toBe(TARGET);
  });

  it("gives each replica its original's copies, with barcodes made from its own id", async () => {
    const [replica] = await bulk.db.query<{ id: number; barcodes: string[]; originals: string[] }>(
      `SELECT c.id,
              (SELECT array_agg(barcode ORDER BY barcode) FROM item WHERE record_id = c.id) AS barcodes,
              (SELECT array_agg(i.library_id::text || lpad(c.id::text, 7, '0') || right(i.barcode, 1) ORDER BY i.barcode)
                 FROM item i WHERE i.record_id = o.id) AS originals
         FROM record c JOIN record o ON o.source_key || '#1' = c.source_key
        ORDER BY c.id LIMIT 1`,
    );
    expect(replica.barcodes.length).toBeGreaterThanOrEqual(1);
    expect(replica.barcodes).toEqual(replica.originals);
  });

  it("finds the same hits, and as many in library 1, for the same words", async () => {
    const hits = (db: Db, words: string) =>
      db.query<{ n: number; libraries: number }>(
        `SELECT count(*)::int AS n, count(*) FILTER (WHERE 1 = ANY(library_ids))::int AS libraries
           FROM record_search WHERE tsv @@ plainto_tsquery('opac', $1)`,
        [words],
      );
    for (const words of ["history", "united states", "darwin"]) {
      expect(await hits(bulk.db, words)).toEqual(await hits(rowByRow.db, words));
    }
  });

  it("passes its own consistency check, which fails on a missing search row or a wrong library set", async () => {
    expect(await checkConsistency(bulk.db, TARGET)).toBe(
      (await bulk.db.query<{ n: number }>("SELECT count(*)::int AS n FROM item"))[0].n,
    );
    await expect(checkConsistency(bulk.db, TARGET + 1)).rejects.toThrow(`${TARGET} records, expected ${TARGET + 1}`);

    // Broken behind the triggers' back, on the row-by-row database (the bulk one stays as made).
    await rowByRow.db.exec("ALTER TABLE record DISABLE TRIGGER record_search_update");
    await rowByRow.db.exec("UPDATE record SET library_ids = '{99}'");
    await rowByRow.db.exec("ALTER TABLE record ENABLE TRIGGER record_search_update");
    await expect(checkConsistency(rowByRow.db, TARGET)).rejects.toThrow(/sampled records with wrong library_ids/);
    await rowByRow.db.exec("ALTER TABLE record DISABLE TRIGGER record_search_delete");
    await rowByRow.db.exec(`DELETE FROM record_search WHERE id = (SELECT max(id) FROM record)`);
    await expect(checkConsistency(rowByRow.db, TARGET)).rejects.toThrow(
      `${TARGET - 1} record_search rows for ${TARGET} records`,
    );
  });
});
