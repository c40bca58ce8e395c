/**
 * Writes indexed records to the `record` table: insert, or update the row with the same
 * source key (a re-import replaces the record, keeping its id, items and created_at).
 *
 * One multi-row statement per batch (api/core/db/upsert.repository.ts). The full-text vectors are computed by PostgreSQL from
 * the text blobs with the `opac` configuration (docs/decisions/004-full-text-search.md), so
 * search and indexing always agree on how words are split and folded. The heading keys that
 * tie a record to authority records are computed the same way, by `opac_record_headings`
 * (migration 003), so the import and the migration's backfill cannot disagree.
 */
import type { Queryable } from "../../core/db/db.ts";
import { marcSourceParameters, upsertBySourceKey, type SourceKeyUpsert } from "../../core/db/upsert.repository.ts";
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
    ...marcSourceParameters(row),
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

const RECORD_UPSERT: SourceKeyUpsert<IndexedRecord> = {
  table: "record",
  values: VALUE_COLUMNS,
  parameters,
  written: [
    ...COPIED.map((name) => [name, name === "marc" ? "v.marc::jsonb" : `v.${name}`] as const),
    [
      "tsv",
      `setweight(t.title, 'A') || setweight(t.author, 'B') || setweight(t.subject, 'C')
         || setweight(to_tsvector('opac', v.text_other), 'D')`,
    ],
    ["tsv_title", "t.title"],
    ["tsv_author", "t.author"],
    ["tsv_subject", "t.subject"],
    ["headings", "opac_record_headings(v.marc::jsonb)"],
  ],
  lateral: `LATERAL (SELECT to_tsvector('opac', v.text_title) AS title,
                     to_tsvector('opac', v.text_author) AS author,
                     to_tsvector('opac', v.text_subject) AS subject) AS t`,
  // Same transaction as the records: the autocomplete offers a heading once its record exists.
  afterBatch: addSuggestions,
};

/** Inserts or updates `rows`; the same key twice in one call counts the earlier ones as updates. */
export async function upsertRecords(
  db: Queryable,
  rows: IndexedRecord[],
): Promise<{ inserted: number; updated: number }> {
  return upsertBySourceKey(db, RECORD_UPSERT, rows);
}
