import type { Queryable } from "../../core/db/db.ts";
import type { CategoryPermissionTable, PatronTable } from "../../core/db/tables.ts";

/** What the login and the token checks read of the patron (the queries select every column). */
export type PatronRow = Pick<
  PatronTable,
  | "id"
  | "login"
  | "name"
  | "email"
  | "password_hash"
  | "category"
  | "library_id"
  | "blocked"
  | "renew_registration"
  | "expired"
>;

export async function findPatronByLogin(db: Queryable, login: string): Promise<PatronRow | undefined> {
  const [row] = await db.query<PatronRow>(`SELECT * FROM patron WHERE lower(login) = lower($1)`, [login]);
  return row;
}

export async function findPatronById(db: Queryable, id: number): Promise<PatronRow | undefined> {
  const [row] = await db.query<PatronRow>(`SELECT * FROM patron WHERE id = $1`, [id]);
  return row;
}

export async function permissionsOfCategory(
  db: Queryable,
  category: string,
): Promise<Pick<CategoryPermissionTable, "module" | "activity" | "description">[]> {
  return db.query(
    `SELECT module, activity, description FROM category_permission WHERE category = $1 ORDER BY activity`,
    [category],
  );
}
