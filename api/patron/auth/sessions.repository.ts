/** Login sessions (refresh-token families) and their refresh tokens: decision 035. */
import type { Queryable, Tx } from "../../core/db/db.ts";
import type { RefreshTokenTable } from "../../core/db/tables.ts";

/**
 * How a session was opened: "password" and "sso" prove who the patron is (signed_in_at is set);
 * "device" (an app uuid), "switch" (another login of the same person) and "refresh" (a refresh
 * token older than sessions) do not.
 */
export type SessionKind = "password" | "sso" | "device" | "switch" | "refresh";

export async function createSession(db: Queryable, id: string, patronId: number, kind: SessionKind): Promise<void> {
  await db.query(
    `INSERT INTO auth_session (id, patron_id, kind, signed_in_at)
     VALUES ($1, $2, $3, CASE WHEN $3 IN ('password', 'sso') THEN now() END)`,
    [id, patronId, kind],
  );
}

/** Whether the session proved who its patron is (password or SSO) less than `seconds` ago. */
export async function signedInWithin(db: Queryable, id: string, patronId: number, seconds: number): Promise<boolean> {
  const [row] = await db.query<{ fresh: boolean }>(
    `SELECT signed_in_at > now() - make_interval(secs => $3::double precision) AS fresh
       FROM auth_session WHERE id = $1 AND patron_id = $2 AND ended_at IS NULL`,
    [id, patronId, seconds],
  );
  return row?.fresh ?? false;
}

export interface LiveSession {
  id: string;
  kind: SessionKind;
  createdAt: Date;
  lastUsedAt: Date;
}

/**
 * The patron's sessions that can still be used: not ended, with a refresh token neither revoked
 * nor expired. Last used: when its newest refresh token was issued.
 */
export async function liveSessions(db: Queryable, patronId: number): Promise<LiveSession[]> {
  return db.query<LiveSession>(
    `SELECT s.id, s.kind, s.created_at AS "createdAt", max(r.created_at) AS "lastUsedAt"
       FROM auth_session s JOIN refresh_token r ON r.session_id = s.id
      WHERE s.patron_id = $1 AND s.ended_at IS NULL
        AND r.revoked_at IS NULL AND r.expires_at > now()
      GROUP BY s.id, s.kind, s.created_at
      ORDER BY max(r.created_at) DESC, s.id`,
    [patronId],
  );
}

/** Ends one of the patron's own sessions; false when it is not theirs or already over. */
export async function endOwnSession(db: Queryable, patronId: number, id: string): Promise<boolean> {
  const rows = await db.query(
    `UPDATE auth_session SET ended_at = now() WHERE id = $1 AND patron_id = $2 AND ended_at IS NULL RETURNING 1`,
    [id, patronId],
  );
  if (rows.length === 0) return false;
  await db.query(`UPDATE refresh_token SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL`, [id]);
  return true;
}

export async function sessionIsLive(db: Queryable, id: string): Promise<boolean> {
  const [row] = await db.query<{ live: boolean }>(`SELECT ended_at IS NULL AS live FROM auth_session WHERE id = $1`, [
    id,
  ]);
  return row?.live ?? false;
}

/** Ends one session: its access tokens are refused from now on and its refresh tokens revoked. */
export async function endSession(db: Queryable, id: string): Promise<void> {
  await db.query(`UPDATE auth_session SET ended_at = now() WHERE id = $1 AND ended_at IS NULL`, [id]);
  await db.query(`UPDATE refresh_token SET revoked_at = now() WHERE session_id = $1 AND revoked_at IS NULL`, [id]);
}

/** Ends every session of a patron (a stolen token came back, the patron changed login…). */
export async function endAllSessions(db: Queryable, patronId: number): Promise<void> {
  await db.query(`UPDATE auth_session SET ended_at = now() WHERE patron_id = $1 AND ended_at IS NULL`, [patronId]);
  await db.query(`UPDATE refresh_token SET revoked_at = now() WHERE patron_id = $1 AND revoked_at IS NULL`, [patronId]);
}

/** The session a refresh token belongs to (any state), for logout. */
export async function sessionOfRefreshToken(
  db: Queryable,
  hash: string,
): Promise<{ patronId: number; sessionId: string | null } | undefined> {
  const [row] = await db.query<Pick<RefreshTokenTable, "patron_id" | "session_id">>(
    `SELECT patron_id, session_id FROM refresh_token WHERE token_hash = $1`,
    [hash],
  );
  return row ? { patronId: row.patron_id, sessionId: row.session_id } : undefined;
}

export type RefreshUse =
  | { status: "live" | "grace"; patronId: number; sessionId: string | null }
  | { status: "reused" | "expired" | "ended"; patronId: number; sessionId: string | null };

/**
 * Uses a refresh token, with its row locked so that two concurrent refreshes are serialised:
 * - "live": it was unused; now marked rotated;
 * - "grace": it was rotated less than `graceSeconds` ago and its session is live: a second tab
 *   refreshing with the same token at the same moment (it gets tokens of the same session);
 * - "reused": rotated longer ago (or its session has no row: a token from before sessions):
 *   someone else may hold the newer one;
 * - "ended": its session was ended (logout); "expired": past its 30 days.
 */
export async function useRefreshToken(db: Tx, hash: string, graceSeconds: number): Promise<RefreshUse | undefined> {
  const [row] = await db.query<
    Pick<RefreshTokenTable, "patron_id" | "session_id"> & {
      revoked: boolean;
      in_grace: boolean;
      expired: boolean;
      ended: boolean;
    }
  >(
    `SELECT r.patron_id, r.session_id, r.revoked_at IS NOT NULL AS revoked,
            (r.rotated_at IS NOT NULL AND r.rotated_at > now() - make_interval(secs => $2::double precision)) AS in_grace,
            r.expires_at <= now() AS expired,
            (s.id IS NOT NULL AND s.ended_at IS NOT NULL) AS ended
       FROM refresh_token r LEFT JOIN auth_session s ON s.id = r.session_id
      WHERE r.token_hash = $1 FOR UPDATE OF r`,
    [hash, graceSeconds],
  );
  if (!row) return undefined;
  const base = { patronId: row.patron_id, sessionId: row.session_id };
  if (row.ended) return { ...base, status: "ended" };
  if (row.expired) return { ...base, status: "expired" };
  if (row.revoked) return { ...base, status: row.in_grace && row.session_id ? "grace" : "reused" };
  await db.query(`UPDATE refresh_token SET revoked_at = now(), rotated_at = now() WHERE token_hash = $1`, [hash]);
  return { ...base, status: "live" };
}

export async function storeSessionRefreshToken(
  db: Queryable,
  hash: string,
  patronId: number,
  sessionId: string,
  expiresAt: Date,
): Promise<void> {
  await db.query(`INSERT INTO refresh_token (token_hash, patron_id, session_id, expires_at) VALUES ($1, $2, $3, $4)`, [
    hash,
    patronId,
    sessionId,
    expiresAt.toISOString(),
  ]);
}

/**
 * Deletes what can no longer open anything, and was kept `keepHours` past that: sessions ended
 * by logout or revocation, sessions never ended whose refresh tokens have all expired (nobody can
 * renew them, and their last access token expired long before), with their refresh tokens; and
 * any refresh token past its expiry. A token that comes back after this is unknown instead of
 * "ended" or "expired": refused all the same. Sessions younger than `keepHours` are never touched
 * (a login makes its session a moment before its first refresh token).
 */
export async function deleteDeadSessions(
  db: Tx,
  keepHours: number,
): Promise<{ sessions: number; refreshTokens: number }> {
  const dead = `
    SELECT s.id FROM auth_session s
     WHERE s.created_at < now() - make_interval(hours => $1)
       AND (s.ended_at < now() - make_interval(hours => $1)
            OR (s.ended_at IS NULL AND NOT EXISTS (
                  SELECT 1 FROM refresh_token r
                   WHERE r.session_id = s.id AND r.expires_at > now() - make_interval(hours => $1))))`;
  const [tokensOfDead] = await db.query<{ n: number }>(
    `WITH d AS (DELETE FROM refresh_token WHERE session_id IN (${dead}) RETURNING 1) SELECT count(*)::int AS n FROM d`,
    [keepHours],
  );
  const [sessions] = await db.query<{ n: number }>(
    `WITH d AS (DELETE FROM auth_session WHERE id IN (${dead}) RETURNING 1) SELECT count(*)::int AS n FROM d`,
    [keepHours],
  );
  const [expired] = await db.query<{ n: number }>(
    `WITH d AS (DELETE FROM refresh_token WHERE expires_at < now() - make_interval(hours => $1) RETURNING 1)
     SELECT count(*)::int AS n FROM d`,
    [keepHours],
  );
  return { sessions: sessions!.n, refreshTokens: tokensOfDead!.n + expired!.n };
}
