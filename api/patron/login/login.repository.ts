import type { Queryable } from "../../core/db/db.ts";
import type { PatronTable } from "../../core/db/tables.ts";

export type LoginRow = Pick<PatronTable, "id" | "login" | "category" | "blocked">;

// A login is a person of its own unless person_id joins it to others (migration 018).
const PERSON = `COALESCE(person_id, id)`;

/** Every login of the person the login `patronId` belongs to, in code order. */
export async function loginsOfPerson(db: Queryable, patronId: number): Promise<LoginRow[]> {
  return db.query<LoginRow>(
    `SELECT id, login, category, blocked FROM patron
      WHERE ${PERSON} = (SELECT ${PERSON} FROM patron WHERE id = $1)
      ORDER BY id`,
    [patronId],
  );
}

/** How many logins the person of the login named `login` has (0 when no such login). */
export async function loginCountOfPersonByLogin(db: Queryable, login: string): Promise<number> {
  const [row] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM patron
      WHERE ${PERSON} = (SELECT ${PERSON} FROM patron WHERE lower(login) = lower($1) LIMIT 1)`,
    [login],
  );
  return row?.n ?? 0;
}
