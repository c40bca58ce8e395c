/**
 * Authority records in the database: written by the importer (insert, or update the row with
 * the same 001 + 003), read by the authority calls, and the bibliographic records whose
 * headings match an authority's (the `headings` keys of migration 003).
 */
import type { Queryable } from "../../core/db/db.ts";
import type { AuthorityTable, RecordTable } from "../../core/db/tables.ts";
import { marcSourceParameters, upsertBySourceKey, type SourceKeyUpsert } from "../../core/db/upsert.repository.ts";
import type { MarcRecord } from "../marc/record.ts";
import type { IndexedAuthority } from "./authority-fields.ts";

const COLUMNS = [
  ["source_key", "text"],
  ["control_number", "text"],
  ["control_org", "text"],
  ["leader", "text"],
  ["marc", "jsonb"],
  ["tag", "text"],
  ["type", "text"],
  ["heading", "text"],
  ["heading_field", "jsonb"],
] as const;

function parameters(row: IndexedAuthority): unknown[] {
  return [...marcSourceParameters(row), row.tag, row.type, row.heading, JSON.stringify(row.headingField)];
}

const STORED = COLUMNS.map(([name]) => name).filter((name) => name !== "heading_field");

const AUTHORITY_UPSERT: SourceKeyUpsert<IndexedAuthority> = {
  table: "authority",
  values: COLUMNS,
  parameters,
  written: [
    ...STORED.map((name) => [name, `v.${name}`] as const),
    ["heading_key", "opac_field_key(v.heading_field, opac_heading_codes(v.tag, true))"],
  ],
};

/** Inserts or updates authority records; the same key twice in one call counts the earlier ones as updates. */
export async function upsertAuthorities(
  db: Queryable,
  rows: IndexedAuthority[],
): Promise<{ inserted: number; updated: number }> {
  return upsertBySourceKey(db, AUTHORITY_UPSERT, rows);
}

export type AuthorityRow = Pick<AuthorityTable, "id" | "tag" | "type" | "heading" | "heading_key"> & {
  marc: MarcRecord;
};

export async function findAuthority(db: Queryable, id: number): Promise<AuthorityRow | undefined> {
  const [row] = await db.query<AuthorityRow>(
    "SELECT id, tag, type, heading, heading_key, marc FROM authority WHERE id = $1",
    [id],
  );
  return row;
}

export async function findAuthorities(db: Queryable, ids: number[]): Promise<AuthorityRow[]> {
  if (ids.length === 0) return [];
  return db.query<AuthorityRow>(
    "SELECT id, tag, type, heading, heading_key, marc FROM authority WHERE id = ANY($1::int[]) ORDER BY array_position($1::int[], id)",
    [ids],
  );
}

export type HeadingRecordRow = Pick<RecordTable, "id" | "title" | "author" | "year" | "work_type">;

export async function countRecordsUnderHeading(db: Queryable, key: string): Promise<number> {
  const [{ total }] = await db.query<{ total: number }>(
    "SELECT count(*)::int AS total FROM record WHERE headings @> ARRAY[$1::text]",
    [key],
  );
  return total;
}

/** Bibliographic records with the heading key, by title; and how many there are. */
export async function recordsUnderHeading(
  db: Queryable,
  key: string,
  page: number,
  perPage: number,
): Promise<{ rows: HeadingRecordRow[]; total: number }> {
  const total = await countRecordsUnderHeading(db, key);
  const rows = await db.query<HeadingRecordRow>(
    `SELECT id, title, author, year, work_type FROM record
      WHERE headings @> ARRAY[$1::text]
      ORDER BY title_sort, id
      LIMIT $2 OFFSET $3`,
    [key, perPage, (page - 1) * perPage],
  );
  return { rows, total };
}

/**
 * For each heading field (the JSON shape of api/catalogue/marc/record.ts), the authority of the same kind
 * of heading (the last two digits of the tags agree: 100, 600 and 700 are all personal names)
 * whose key is the field's whole heading or, failing that, its name or term alone, the keys
 * the authority pages find records by (migration 003). Returns field index → authority id.
 */
export async function authoritiesForHeadings(db: Queryable, fields: unknown[]): Promise<Map<number, number>> {
  if (fields.length === 0) return new Map();
  const rows = await db.query<Pick<AuthorityTable, "id"> & { n: number }>(
    `SELECT (h.n - 1)::int AS n, m.id
       FROM jsonb_array_elements($1::jsonb) WITH ORDINALITY AS h(field, n)
       CROSS JOIN LATERAL (
         SELECT opac_field_key(h.field, opac_heading_codes(h.field->>'tag', true)) AS whole,
                opac_field_key(h.field, opac_heading_codes(h.field->>'tag', false)) AS name
       ) k
       CROSS JOIN LATERAL (
         SELECT a.id FROM authority a
          WHERE a.heading_key IN (k.whole, k.name) AND right(a.tag, 2) = right(h.field->>'tag', 2)
          ORDER BY a.heading_key = k.whole DESC, a.id
          LIMIT 1
       ) m`,
    [JSON.stringify(fields)],
  );
  return new Map(rows.map((r) => [r.n, r.id]));
}

export type AuthorityHitRow = Pick<AuthorityTable, "id" | "type" | "heading">;

/**
 * Authorities whose heading has every word of the term (web-search syntax, folded like the
 * catalogue: decision 004), of one type or any, by heading. The table is small (one row per
 * established heading), so the heading's tsvector is computed on the fly.
 */
export async function searchAuthorities(
  db: Queryable,
  term: string,
  type: string | undefined,
  page: number,
  perPage: number,
): Promise<{ rows: AuthorityHitRow[]; total: number }> {
  const where = `to_tsvector('opac', heading) @@ websearch_to_tsquery('opac', $1) AND ($2::text IS NULL OR type = $2)`;
  const [{ total }] = await db.query<{ total: number }>(`SELECT count(*)::int AS total FROM authority WHERE ${where}`, [
    term,
    type ?? null,
  ]);
  if (total === 0) return { rows: [], total };
  const rows = await db.query<AuthorityHitRow>(
    `SELECT id, type, heading FROM authority WHERE ${where}
      ORDER BY opac_fold(heading), id
      LIMIT $3 OFFSET $4`,
    [term, type ?? null, perPage, (page - 1) * perPage],
  );
  return { rows, total };
}

export async function countAuthorities(db: Queryable): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM authority");
  return n;
}
