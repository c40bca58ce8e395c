import type { Queryable } from "../../core/db/db.ts";

/** What a restored copy holds, for the operator to compare with the catalogue it was taken from. */
export interface BackupContents {
  records: number;
  patrons: number;
  loans: number;
}

export async function countContents(db: Queryable): Promise<BackupContents> {
  const [counts] = await db.query<BackupContents>(
    `SELECT (SELECT count(*)::int FROM record) AS records, (SELECT count(*)::int FROM patron) AS patrons,
            (SELECT count(*)::int FROM loan) AS loans`,
  );
  return counts;
}
