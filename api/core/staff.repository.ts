import type { Queryable } from "./db/db.ts";
import type { StaffUserTable } from "./db/tables.ts";

/** `library_id` null: every library. */
export type StaffFacts = Pick<StaffUserTable, "id" | "login" | "name" | "library_id">;

export async function findActiveStaffByKeyHash(db: Queryable, keyHash: string): Promise<StaffFacts | undefined> {
  const [row] = await db.query<StaffFacts>(
    `SELECT id, login, name, library_id FROM staff_user WHERE key_hash = $1 AND active`,
    [keyHash],
  );
  return row;
}

/** A new staff user, or an existing login with a new key (and active again). */
export async function upsertStaffUser(
  db: Queryable,
  staff: { login: string; name: string; libraryId: number | null; keyHash: string },
): Promise<void> {
  await db.query(
    `INSERT INTO staff_user (login, name, key_hash, library_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (login) DO UPDATE SET name = EXCLUDED.name, key_hash = EXCLUDED.key_hash,
                                       library_id = EXCLUDED.library_id, active = true`,
    [staff.login, staff.name, staff.keyHash, staff.libraryId],
  );
}
