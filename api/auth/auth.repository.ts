import type { Queryable } from "../db/db.ts";

export interface PatronRow {
  id: number;
  login: string;
  name: string;
  email: string | null;
  password_hash: string;
  category: string;
  library_id: number | null;
  blocked: boolean;
  renew_registration: boolean;
  expired: boolean;
}

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
): Promise<{ module: number; activity: number; description: string }[]> {
  return db.query(
    `SELECT module, activity, description FROM category_permission WHERE category = $1 ORDER BY activity`,
    [category],
  );
}
