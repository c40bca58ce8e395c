/** SQL of password recovery and change (migration 019): the codes sent, the password history. */
import type { Queryable, Tx } from "../../core/db/db.ts";
import type { PasswordHistoryTable, PasswordRecoveryTable } from "../../core/db/tables.ts";

export type RecoveryRow = Pick<
  PasswordRecoveryTable,
  "id" | "patron_id" | "code_digest" | "attempts" | "expires_at"
> & {
  /** Whether the code can still be used: not closed, not expired. */
  live: boolean;
};

/** Closes the patron's live codes (a new one replaces them) and stores the new one. */
export async function replaceRecoveryCode(
  db: Tx,
  patronId: number,
  codeDigest: (id: number) => string,
  expiresAt: Date,
): Promise<number> {
  await db.query(`UPDATE password_recovery SET closed_at = now() WHERE patron_id = $1 AND closed_at IS NULL`, [
    patronId,
  ]);
  const [{ id }] = await db.query<Pick<PasswordRecoveryTable, "id">>(
    `INSERT INTO password_recovery (patron_id, code_digest, expires_at) VALUES ($1, '', $2) RETURNING id`,
    [patronId, expiresAt.toISOString()],
  );
  // The digest binds the code to its row, so it is written once the id is known.
  await db.query(`UPDATE password_recovery SET code_digest = $2 WHERE id = $1`, [id, codeDigest(id)]);
  return id;
}

/** How many codes were sent to the patron since `since`. */
export async function countRecoveryCodesSince(db: Queryable, patronId: number, since: Date): Promise<number> {
  const [{ n }] = await db.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM password_recovery WHERE patron_id = $1 AND created_at >= $2`,
    [patronId, since.toISOString()],
  );
  return n;
}

/** The patron's newest code, locked so that two guesses at once are both counted. */
export async function lockLatestRecoveryCode(db: Tx, patronId: number): Promise<RecoveryRow | undefined> {
  const [row] = await db.query<RecoveryRow>(
    `SELECT id, patron_id, code_digest, attempts, expires_at,
            closed_at IS NULL AND expires_at > now() AS live
       FROM password_recovery WHERE patron_id = $1 ORDER BY id DESC LIMIT 1 FOR UPDATE`,
    [patronId],
  );
  return row;
}

/** Counts a wrong guess; closes the code when it reaches `max`. Returns the attempts so far. */
export async function recordWrongGuess(db: Tx, id: number, max: number): Promise<number> {
  const [{ attempts }] = await db.query<Pick<PasswordRecoveryTable, "attempts">>(
    `UPDATE password_recovery
        SET attempts = attempts + 1, closed_at = CASE WHEN attempts + 1 >= $2 THEN now() ELSE closed_at END
      WHERE id = $1 RETURNING attempts`,
    [id, max],
  );
  return attempts;
}

export async function closeRecoveryCode(db: Queryable, id: number): Promise<void> {
  await db.query(`UPDATE password_recovery SET closed_at = now() WHERE id = $1 AND closed_at IS NULL`, [id]);
}

/** The patron's most recent password hashes from the history, newest first. */
export async function recentPasswordHashes(db: Queryable, patronId: number, limit: number): Promise<string[]> {
  if (limit <= 0) return [];
  const rows = await db.query<Pick<PasswordHistoryTable, "password_hash">>(
    `SELECT password_hash FROM password_history WHERE patron_id = $1 ORDER BY id DESC LIMIT $2`,
    [patronId, limit],
  );
  return rows.map((r) => r.password_hash);
}

/** Sets the patron's password and records it in the history. */
export async function setPassword(db: Queryable, patronId: number, passwordHash: string): Promise<void> {
  await db.query(`UPDATE patron SET password_hash = $2 WHERE id = $1`, [patronId, passwordHash]);
  await db.query(`INSERT INTO password_history (patron_id, password_hash) VALUES ($1, $2)`, [patronId, passwordHash]);
}

/**
 * Ends every session of the patron by deleting their refresh tokens. Not marked revoked: a
 * revoked token presented again reads as a stolen one and revokes every token of the patron
 * (api/patron/auth/auth.service.ts refreshGrant), which would end the session opened with the new
 * password as soon as an old device tried to refresh. A deleted token is simply unknown.
 */
export async function endAllSessions(db: Queryable, patronId: number): Promise<void> {
  await db.query(`DELETE FROM refresh_token WHERE patron_id = $1`, [patronId]);
  // Their access tokens too (decision 035): a session that ended refuses its tokens at once.
  await db.query(`UPDATE auth_session SET ended_at = now() WHERE patron_id = $1 AND ended_at IS NULL`, [patronId]);
}
