/**
 * The importer's batch write, shared by `record` and `authority`: insert each row, or update the
 * one with the same `source_key` (a re-import replaces it, keeping its id and created_at), one
 * multi-row statement per batch, telling inserts from updates by `xmax = 0`.
 */
import type { Queryable } from "./db.ts";

/** What identifies an imported MARC record, bibliographic or authority, and the record itself. */
export interface MarcSource {
  sourceKey: string;
  controlNumber: string | null;
  controlOrg: string | null;
  leader: string;
  marc: unknown;
}

/** The first five parameters of both imports: source_key, control_number, control_org, leader, marc (JSON). */
export function marcSourceParameters(row: MarcSource): unknown[] {
  return [row.sourceKey, row.controlNumber, row.controlOrg, row.leader, JSON.stringify(row.marc)];
}

export interface SourceKeyUpsert<T> {
  table: string;
  /** Bind parameters, name and SQL type, in the order `parameters` lists them: the columns of `v`. */
  values: readonly (readonly [name: string, type: string])[];
  parameters(row: T): unknown[];
  /** The table's columns written, each with its expression over `v` (and `lateral`). */
  written: readonly (readonly [column: string, expression: string])[];
  /** Further FROM items after the VALUES, e.g. a LATERAL computing what several columns share. */
  lateral?: string;
  /** Runs after each statement, in the same transaction, with the rows it wrote. */
  afterBatch?(db: Queryable, batch: T[]): Promise<void>;
}

function upsertSql<T>(spec: SourceKeyUpsert<T>, rowCount: number): string {
  const width = spec.values.length;
  // Types on every placeholder: node-postgres sends untyped text, PGlite needs the type to serialise arrays.
  const values = Array.from(
    { length: rowCount },
    (_, r) => `(${spec.values.map(([, type], c) => `$${r * width + c + 1}::${type}`).join(", ")})`,
  ).join(",\n");
  return `
INSERT INTO ${spec.table} (${spec.written.map(([column]) => column).join(", ")})
SELECT ${spec.written.map(([, expression]) => expression).join(", ")}
FROM (VALUES ${values}) AS v(${spec.values.map(([name]) => name).join(", ")})${spec.lateral ? `,\n     ${spec.lateral}` : ""}
ON CONFLICT (source_key) DO UPDATE SET
  ${spec.written
    .map(([column]) => column)
    .filter((column) => column !== "source_key")
    .map((column) => `${column} = EXCLUDED.${column}`)
    .join(",\n  ")},
  updated_at = now()
RETURNING (xmax = 0) AS inserted`;
}

/**
 * Inserts or updates `rows`. The same key twice in one statement is an error in PostgreSQL
 * ("ON CONFLICT DO UPDATE command cannot affect row a second time"), so the last occurrence
 * wins and the earlier ones count as updates, as they would in separate batches.
 */
export async function upsertBySourceKey<T extends MarcSource>(
  db: Queryable,
  spec: SourceKeyUpsert<T>,
  rows: T[],
): Promise<{ inserted: number; updated: number }> {
  // PostgreSQL's protocol carries at most 65535 bind parameters per statement.
  const rowsPerStatement = Math.floor(65535 / spec.values.length);
  const latest = new Map<string, T>();
  for (const row of rows) latest.set(row.sourceKey, row);
  const unique = [...latest.values()];
  let inserted = 0;
  let updated = rows.length - unique.length;
  for (let from = 0; from < unique.length; from += rowsPerStatement) {
    const batch = unique.slice(from, from + rowsPerStatement);
    const result = await db.query<{ inserted: boolean }>(upsertSql(spec, batch.length), batch.flatMap(spec.parameters));
    await spec.afterBatch?.(db, batch);
    for (const r of result) {
      if (r.inserted) inserted++;
      else updated++;
    }
  }
  return { inserted, updated };
}
