import type { Queryable, Tx } from "../db/db.ts";

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

export async function storeRefreshToken(db: Queryable, hash: string, patronId: number, expiresAt: Date): Promise<void> {
  await db.query(`INSERT INTO refresh_token (token_hash, patron_id, expires_at) VALUES ($1, $2, $3)`, [
    hash,
    patronId,
    expiresAt.toISOString(),
  ]);
}

/**
 * Marks a refresh token used, returning its patron when it was live. Locks the row so that two
 * concurrent refreshes with the same token cannot both succeed.
 */
export async function consumeRefreshToken(
  db: Tx,
  hash: string,
): Promise<{ patronId: number; status: "live" | "revoked" | "expired" } | undefined> {
  const [row] = await db.query<{ patron_id: number; revoked: boolean; expired: boolean }>(
    `SELECT patron_id, revoked_at IS NOT NULL AS revoked, expires_at <= now() AS expired
       FROM refresh_token WHERE token_hash = $1 FOR UPDATE`,
    [hash],
  );
  if (!row) return undefined;
  if (row.revoked) return { patronId: row.patron_id, status: "revoked" };
  if (row.expired) return { patronId: row.patron_id, status: "expired" };
  await db.query(`UPDATE refresh_token SET revoked_at = now() WHERE token_hash = $1`, [hash]);
  return { patronId: row.patron_id, status: "live" };
}

export async function revokeAllRefreshTokens(db: Queryable, patronId: number): Promise<void> {
  await db.query(`UPDATE refresh_token SET revoked_at = now() WHERE patron_id = $1 AND revoked_at IS NULL`, [patronId]);
}
