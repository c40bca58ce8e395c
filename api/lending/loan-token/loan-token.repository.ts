/** SQL of the loan token: one row per patron, replaced by each new token (decision 032). */
import type { Queryable } from "../../core/db/db.ts";
import type { LoanTokenTable, PatronTable } from "../../core/db/tables.ts";

/** The instants as the ISO text COLUMNS formats. */
export type LoanTokenRow = Pick<LoanTokenTable, "patron_id" | "token"> & {
  created_at: string;
  expires_at: string;
  live: boolean;
};

const ISO = (column: string) => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const COLUMNS = `patron_id, token, ${ISO("created_at")} AS created_at, ${ISO("expires_at")} AS expires_at,
  expires_at > now() AS live`;

export async function loanTokenOf(db: Queryable, patronId: number): Promise<LoanTokenRow | undefined> {
  const [row] = await db.query<LoanTokenRow>(`SELECT ${COLUMNS} FROM loan_token WHERE patron_id = $1`, [patronId]);
  return row;
}

/** Gives the patron this token (the previous one stops working); undefined when the value is taken. */
export async function replaceLoanToken(
  db: Queryable,
  patronId: number,
  token: string,
  validMinutes: number,
): Promise<LoanTokenRow | undefined> {
  const [row] = await db
    .query<LoanTokenRow>(
      `INSERT INTO loan_token (patron_id, token, created_at, expires_at)
     VALUES ($1, $2, now(), now() + make_interval(mins => $3::int))
     ON CONFLICT (patron_id) DO UPDATE SET token = EXCLUDED.token, created_at = EXCLUDED.created_at,
                                           expires_at = EXCLUDED.expires_at
     RETURNING ${COLUMNS}`,
      [patronId, token, validMinutes],
    )
    .catch((error: unknown) => {
      // Another patron's token has this value (unique violation): the caller draws again.
      if ((error as { code?: string }).code === "23505") return [];
      throw error;
    });
  return row;
}

export type TokenOwnerRow = LoanTokenRow & Pick<PatronTable, "name" | "login">;

export async function tokenWithOwner(db: Queryable, token: string): Promise<TokenOwnerRow | undefined> {
  const [row] = await db.query<TokenOwnerRow>(
    `SELECT t.patron_id, t.token, ${ISO("t.created_at")} AS created_at, ${ISO("t.expires_at")} AS expires_at,
            t.expires_at > now() AS live, p.name, p.login
       FROM loan_token t JOIN patron p ON p.id = t.patron_id WHERE t.token = $1`,
    [token],
  );
  return row;
}

export async function deleteLoanToken(db: Queryable, patronId: number): Promise<void> {
  await db.query(`DELETE FROM loan_token WHERE patron_id = $1`, [patronId]);
}
