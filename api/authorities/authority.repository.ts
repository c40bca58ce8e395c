/**
 * Authority records in the database: written by the importer (insert, or update the row with
 * the same 001 + 003), read by the authority calls, and the bibliographic records whose
 * headings match an authority's (the `headings` keys of migration 003).
 */
import type { Queryable } from "../db/db.ts";
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
  return [
    row.sourceKey,
    row.controlNumber,
    row.controlOrg,
    row.leader,
    JSON.stringify(row.marc),
    row.tag,
    row.type,
    row.heading,
    JSON.stringify(row.headingField),
  ];
}

const ROWS_PER_STATEMENT = Math.floor(65535 / COLUMNS.length);
const STORED = COLUMNS.map(([name]) => name).filter((name) => name !== "heading_field");

function upsertSql(rowCount: number): string {
  const width = COLUMNS.length;
  const values = Array.from(
    { length: rowCount },
    (_, r) => `(${COLUMNS.map(([, type], c) => `$${r * width + c + 1}::${type}`).join(", ")})`,
  ).join(",\n");
  return `
INSERT INTO authority (${STORED.join(", ")}, heading_key)
SELECT ${STORED.map((name) => `v.${name}`).join(", ")}, opac_field_key(v.heading_field, opac_heading_codes(v.tag, true))
FROM (VALUES ${values}) AS v(${COLUMNS.map(([name]) => name).join(", ")})
ON CONFLICT (source_key) DO UPDATE SET
  ${[...STORED, "heading_key"]
    .filter((name) => name !== "source_key")
    .map((name) => `${name} = EXCLUDED.${name}`)
    .join(",\n  ")},
  updated_at = now()
RETURNING (xmax = 0) AS inserted`;
}

/** Inserts or updates authority records; the same key twice in one call counts the earlier ones as updates. */
export async function upsertAuthorities(
  db: Queryable,
  rows: IndexedAuthority[],
): Promise<{ inserted: number; updated: number }> {
  const latest = new Map<string, IndexedAuthority>();
  for (const row of rows) latest.set(row.sourceKey, row);
  const unique = [...latest.values()];
  let inserted = 0;
  let updated = rows.length - unique.length;
  for (let from = 0; from < unique.length; from += ROWS_PER_STATEMENT) {
    const chunk = unique.slice(from, from + ROWS_PER_STATEMENT);
    for (const r of await db.query<{ inserted: boolean }>(upsertSql(chunk.length), chunk.flatMap(parameters))) {
      if (r.inserted) inserted++;
      else updated++;
    }
  }
  return { inserted, updated };
}

export interface AuthorityRow {
  id: number;
  tag: string;
  type: string;
  heading: string;
  heading_key: string | null;
  marc: MarcRecord;
}

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

export interface HeadingRecordRow {
  id: number;
  title: string;
  author: string | null;
  year: number | null;
  work_type: number;
}

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
 * For each heading field (the JSON shape of api/marc/record.ts), the authority of the same kind
 * of heading (the last two digits of the tags agree: 100, 600 and 700 are all personal names)
 * whose key is the field's whole heading or, failing that, its name or term alone, the keys
 * the authority pages find records by (migration 003). Returns field index → authority id.
 */
export async function authoritiesForHeadings(db: Queryable, fields: unknown[]): Promise<Map<number, number>> {
  if (fields.length === 0) return new Map();
  const rows = await db.query<{ n: number; id: number }>(
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

export interface AuthorityHitRow {
  id: number;
  type: string;
  heading: string;
}

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
