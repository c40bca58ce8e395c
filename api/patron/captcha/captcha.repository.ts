import type { Queryable } from "../../core/db/db.ts";

/**
 * Records a captcha's nonce as answered. False when it already was: a second answer to one
 * challenge (a replay, or a bot retrying guesses) is refused whatever it says.
 */
export async function spendNonce(db: Queryable, nonce: string, expiresAt: Date): Promise<boolean> {
  await db.query(`DELETE FROM captcha_used WHERE expires_at < now()`);
  const rows = await db.query(
    `INSERT INTO captcha_used (nonce, expires_at) VALUES ($1, $2) ON CONFLICT (nonce) DO NOTHING RETURNING nonce`,
    [nonce, expiresAt.toISOString()],
  );
  return rows.length === 1;
}
