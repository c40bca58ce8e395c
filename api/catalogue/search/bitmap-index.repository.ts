import type { Queryable, ReadDb } from "../../core/db/db.ts";
import type { LibraryTable, RecordSearchTable } from "../../core/db/tables.ts";
import { catalogueGeneration } from "./catalogue-state.repository.ts";
import { INDEX_SCANS_ONLY } from "./search.repository.ts";

/** One record's filter values, as the search table keeps them (migration 037). */
export type FilterValuesRow = Pick<
  RecordSearchTable,
  "id" | "work_type" | "year" | "language" | "class" | "online" | "accessible" | "library_ids"
>;

/**
 * What the bitmap index reads (decision 060), with the catalogue's generation it holds for: both in
 * one snapshot (repeatable read), so that the bitmaps are exactly the records of that generation.
 */
async function atOneGeneration<T>(
  db: ReadDb,
  fn: (q: Queryable) => Promise<T>,
): Promise<{ generation: string; value: T }> {
  return db.transaction(async (tx) => {
    await tx.query("SET TRANSACTION ISOLATION LEVEL REPEATABLE READ READ ONLY");
    const generation = await catalogueGeneration(tx);
    return { generation, value: await fn(tx) };
  });
}

/** Every record's filter values. */
export function filterValuesOfRecords(db: ReadDb): Promise<{ generation: string; value: FilterValuesRow[] }> {
  return atOneGeneration(db, (q) =>
    q.query<FilterValuesRow>(
      "SELECT id, work_type, year, language, class, online, accessible, library_ids FROM record_search",
    ),
  );
}

/**
 * The ids of the records whose word list `column` has `lexeme`, found through its GIN index, and
 * the generation they hold for (one statement, one snapshot).
 */
export function recordsWithWord(
  db: ReadDb,
  column: "tsv" | "tsv_title" | "tsv_author" | "tsv_subject",
  lexeme: string,
): Promise<{ generation: string; value: number[] }> {
  return db.transaction(async (tx) => {
    // Through the word's index, never a scan of every word list (as withIndexScans).
    await tx.query(INDEX_SCANS_ONLY);
    const [row] = await tx.query<{ generation: string; ids: number[] | null }>(
      `SELECT (SELECT generation::text FROM catalogue_state) AS generation, array_agg(r.id) AS ids
         FROM record_search r WHERE r.${column} @@ $1::tsquery`,
      [`'${lexeme.replace(/'/g, "''")}'`],
    );
    return { generation: row.generation, value: row.ids ?? [] };
  });
}

/** The ids of the records with a stored cover (an ISBN among `isbns`). */
export async function recordsWithCover(db: Queryable, isbns: string[]): Promise<number[]> {
  if (isbns.length === 0) return [];
  const [row] = await db.query<{ ids: number[] | null }>(
    "SELECT array_agg(r.id) AS ids FROM record_search r WHERE r.isbn && $1::text[]",
    [isbns],
  );
  return row?.ids ?? [];
}

/**
 * The catalogue's generation and, when there is a term, the term as PostgreSQL reads it
 * (websearch_to_tsquery) as text: `'word' & !'other'`.
 */
export async function generationAndTerm(
  db: Queryable,
  term: string | undefined,
): Promise<{ generation: string; query: string }> {
  const [row] = await db.query<{ generation: string | null; query: string }>(
    `SELECT (SELECT generation::text FROM catalogue_state) AS generation,
            coalesce(websearch_to_tsquery('opac', $1)::text, '') AS query`,
    [term ?? ""],
  );
  return { generation: row.generation ?? "0", query: row.query };
}

export function libraryNames(db: Queryable): Promise<Pick<LibraryTable, "id" | "name">[]> {
  return db.query<Pick<LibraryTable, "id" | "name">>("SELECT id, name FROM library");
}
