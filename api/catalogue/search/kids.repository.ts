import type { Queryable } from "../../core/db/db.ts";
import type { LibraryTable } from "../../core/db/tables.ts";

type LibraryCount = Pick<LibraryTable, "id" | "name"> & { total: number };

/** Libraries with copies of records of these audiences, and the records per audience level. */
export async function kidsOptionCounts(
  db: Queryable,
  audiences: readonly string[],
): Promise<{ libraries: LibraryCount[]; levels: { code: string; total: number }[] }> {
  const [libraries, levels] = await Promise.all([
    db.query<LibraryCount>(
      `SELECT l.id, l.name, count(DISTINCT r.id)::int AS total
         FROM record r JOIN item i ON i.record_id = r.id JOIN library l ON l.id = i.library_id
        WHERE r.target_audience = ANY($1::text[])
        GROUP BY l.id, l.name`,
      [audiences],
    ),
    db.query<{ code: string; total: number }>(
      `SELECT target_audience AS code, count(*)::int AS total FROM record
        WHERE target_audience = ANY($1::text[]) GROUP BY target_audience`,
      [audiences],
    ),
  ]);
  return { libraries, levels };
}
