import type { Queryable } from "../../core/db/db.ts";
import type { ItemTable, LibraryTable, RecordTable } from "../../core/db/tables.ts";

export type AvailabilityRow = Pick<ItemTable, "record_id" | "library_id"> & {
  library_name: LibraryTable["name"];
  total: number;
  available: number;
  on_loan: number;
  in_house: number;
  next_due: ItemTable["due_date"];
};

/**
 * The copies of these records counted by library and status, in ONE query whatever the number
 * of records (a results page asks for its twenty at once). Lost copies are not counted: nobody
 * can have them. Read live, never from the search cache: a loan changes it, not the catalogue.
 */
export async function availabilityOfRecords(db: Queryable, recordIds: number[]): Promise<AvailabilityRow[]> {
  if (recordIds.length === 0) return [];
  const rows = await db.query<AvailabilityRow>(
    `SELECT i.record_id, l.id AS library_id, l.name AS library_name,
            count(*)::int AS total,
            count(*) FILTER (WHERE i.status = 'available')::int AS available,
            count(*) FILTER (WHERE i.status = 'on_loan')::int AS on_loan,
            count(*) FILTER (WHERE i.status IN ('closed_stacks', 'not_for_loan'))::int AS in_house,
            to_char(min(i.due_date) FILTER (WHERE i.status = 'on_loan'), 'YYYY-MM-DD') AS next_due
       FROM item i JOIN library l ON l.id = i.library_id
      WHERE i.record_id = ANY($1::int[]) AND i.status <> 'lost'
      GROUP BY i.record_id, l.id, l.name
      ORDER BY i.record_id, l.name`,
    [recordIds],
  );
  return rows;
}

/** Whether each record has online access (856), for the record page's availability. */
export async function onlineOfRecord(db: Queryable, recordId: number): Promise<boolean | null> {
  const rows = await db.query<Pick<RecordTable, "online">>(`SELECT online FROM record WHERE id = $1`, [recordId]);
  return rows[0]?.online ?? null;
}
