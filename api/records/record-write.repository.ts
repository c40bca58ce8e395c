/**
 * Writes indexed records to the `record` table: insert, or update the row with the same
 * source key (a re-import replaces the record, keeping its id, items and created_at).
 *
 * One multi-row statement per batch. The full-text vectors are computed by PostgreSQL from
 * the text blobs with the `opac` configuration (docs/decisions/004-full-text-search.md), so
 * search and indexing always agree on how words are split and folded. The heading keys that
 * tie a record to authority records are computed the same way, by `opac_record_headings`
 * (migration 003), so the import and the migration's backfill cannot disagree.
 */
import type { Queryable } from "../db/db.ts";
import { addSuggestions } from "../search/autocomplete.ts";
import type { IndexedRecord } from "./index-fields.ts";

/** Parameter types, in the order `parameters` lists them; the names become the VALUES columns. */
const VALUE_COLUMNS = [
  ["source_key", "text"],
  ["control_number", "text"],
  ["control_org", "text"],
  ["leader", "text"],
  ["marc", "text"],
  ["title", "text"],
  ["title_sort", "text"],
  ["author", "text"],
  ["authors", "text[]"],
  ["subjects", "text[]"],
  ["publication", "text"],
  ["year", "integer"],
  ["language", "text"],
  ["work_type", "integer"],
  ["isbn", "text[]"],
  ["issn", "text[]"],
  ["classification", "text"],
  ["online", "boolean"],
  ["accessible", "boolean"],
  ["target_audience", "text"],
  ["text_title", "text"],
  ["text_author", "text"],
  ["text_subject", "text"],
  ["text_other", "text"],
] as const;

function parameters(row: IndexedRecord): unknown[] {
  return [
    row.sourceKey,
    row.controlNumber,
    row.controlOrg,
    row.leader,
    JSON.stringify(row.marc),
    row.title,
    row.titleSort,
    row.author,
    row.authors,
    row.subjects,
    row.publication,
    row.year,
    row.language,
    row.workType,
    row.isbn,
    row.issn,
    row.classification,
    row.online,
    row.accessible,
    row.targetAudience,
    row.textTitle,
    row.textAuthor,
    row.textSubject,
    row.textOther,
  ];
}

/** Columns of `record` written from the parameter of the same name. */
const COPIED = VALUE_COLUMNS.map(([name]) => name).filter((name) => !name.startsWith("text_"));

/** PostgreSQL's protocol carries at most 65535 bind parameters per statement. */
const ROWS_PER_STATEMENT = Math.floor(65535 / VALUE_COLUMNS.length);

function upsertSql(rowCount: number): string {
  const width = VALUE_COLUMNS.length;
  // Types on every placeholder: node-postgres sends untyped text, PGlite needs the type to serialise arrays.
  const values = Array.from(
    { length: rowCount },
    (_, r) => `(${VALUE_COLUMNS.map(([, type], c) => `$${r * width + c + 1}::${type}`).join(", ")})`,
  ).join(",\n");
  return `
INSERT INTO record (${COPIED.join(", ")}, tsv, tsv_title, tsv_author, tsv_subject, headings)
SELECT ${COPIED.map((name) => (name === "marc" ? "v.marc::jsonb" : `v.${name}`)).join(", ")},
       setweight(t.title, 'A') || setweight(t.author, 'B') || setweight(t.subject, 'C')
         || setweight(to_tsvector('opac', v.text_other), 'D'),
       t.title, t.author, t.subject, opac_record_headings(v.marc::jsonb)
FROM (VALUES ${values}) AS v(${VALUE_COLUMNS.map(([name]) => name).join(", ")}),
     LATERAL (SELECT to_tsvector('opac', v.text_title) AS title,
                     to_tsvector('opac', v.text_author) AS author,
                     to_tsvector('opac', v.text_subject) AS subject) AS t
ON CONFLICT (source_key) DO UPDATE SET
  ${[...COPIED, "tsv", "tsv_title", "tsv_author", "tsv_subject", "headings"]
    .filter((name) => name !== "source_key")
    .map((name) => `${name} = EXCLUDED.${name}`)
    .join(",\n  ")},
  updated_at = now()
RETURNING (xmax = 0) AS inserted`;
}

/**
 * Inserts or updates `rows`. The same key twice in one statement is an error in PostgreSQL
 * ("ON CONFLICT DO UPDATE command cannot affect row a second time"), so the last occurrence
 * wins and the earlier ones count as updates, as they would in separate batches.
 */
export async function upsertRecords(
  db: Queryable,
  rows: IndexedRecord[],
): Promise<{ inserted: number; updated: number }> {
  const latest = new Map<string, IndexedRecord>();
  for (const row of rows) latest.set(row.sourceKey, row);
  const unique = [...latest.values()];
  let inserted = 0;
  let updated = rows.length - unique.length;
  for (let from = 0; from < unique.length; from += ROWS_PER_STATEMENT) {
    const chunk = unique.slice(from, from + ROWS_PER_STATEMENT);
    const result = await db.query<{ inserted: boolean }>(upsertSql(chunk.length), chunk.flatMap(parameters));
    // Same transaction as the records: the autocomplete offers a heading once its record exists.
    await addSuggestions(db, chunk);
    for (const r of result) {
      if (r.inserted) inserted++;
      else updated++;
    }
  }
  return { inserted, updated };
}
