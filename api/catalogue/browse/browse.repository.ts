/**
 * SQL of the alphabetic browse: the `browse_heading` and `browse_record` tables (migration 047,
 * docs/decisions/057-browse.md). Every page is one range of a primary key from a key, forwards
 * or backwards; no OFFSET, no count of a heading's records at read time.
 */
import type { Queryable } from "../../core/db/db.ts";
import type { BrowseHeadingTable, RecordTable } from "../../core/db/tables.ts";

/** T title, A author, S subject, C call number. */
export type HeadingKind = "T" | "A" | "S" | "C";

export type HeadingRow = Pick<BrowseHeadingTable, "sort_key" | "heading" | "records">;

export type HeadingRecordRow = Pick<RecordTable, "id" | "title" | "author" | "year">;

/** Text as a sort key of `kind`, folded as the headings were (null when nothing is left to sort by). */
export async function sortKeyOf(db: Queryable, kind: HeadingKind, text: string): Promise<string | null> {
  const fn = kind === "C" ? "opac_call_number_key" : "opac_browse_key";
  const [row] = await db.query<{ key: string | null }>(`SELECT ${fn}($1) AS key`, [text]);
  return row?.key ?? null;
}

/**
 * Up to `limit` headings filed at or after `key` in order ("from"), or before it, nearest first
 * ("before"): one range of the primary key either way.
 */
export async function headingsNear(
  db: Queryable,
  kind: HeadingKind,
  key: string,
  limit: number,
  side: "from" | "before",
): Promise<HeadingRow[]> {
  const [compare, order] = side === "from" ? [">=", "ASC"] : ["<", "DESC"];
  return db.query<HeadingRow>(
    `SELECT sort_key, heading, records FROM browse_heading
      WHERE kind = $1 AND sort_key ${compare} $2 ORDER BY sort_key ${order} LIMIT $3`,
    [kind, key, limit],
  );
}

/** The heading filed under `key`, if there is one. */
export async function findHeading(db: Queryable, kind: HeadingKind, key: string): Promise<HeadingRow | undefined> {
  const [row] = await db.query<HeadingRow>(
    "SELECT sort_key, heading, records FROM browse_heading WHERE kind = $1 AND sort_key = $2",
    [kind, key],
  );
  return row;
}

/** Up to `limit` records filed under the heading, with an id above `after`, by id. */
export async function headingRecords(
  db: Queryable,
  kind: HeadingKind,
  key: string,
  after: number,
  limit: number,
): Promise<HeadingRecordRow[]> {
  return db.query<HeadingRecordRow>(
    `SELECT r.id, r.title, r.author, r.year
       FROM browse_record b JOIN record r ON r.id = b.record_id
      WHERE b.kind = $1 AND b.sort_key = $2 AND b.record_id > $3
      ORDER BY b.record_id LIMIT $4`,
    [kind, key, after, limit],
  );
}
