/** SQL of the allowances (migration 042): one row per bucket and window. */
import type { Queryable } from "./db/db.ts";

export interface Spent {
  /** Attempts in the window, this one included. */
  hits: number;
  /** Seconds until the window ends. */
  secondsLeft: number;
}

// The window of a row is still running.
const RUNNING = `a.window_start + make_interval(secs => a.window_seconds) > now()`;

/**
 * Spends one attempt of `bucket` and returns the window's count with it, in one statement: two
 * processes spending from one bucket at once queue on its row, so neither reads a stale count.
 * A window that ended over `allowance` is followed by one twice as long (up to 8 windows), so a
 * client that keeps trying past its limit waits longer each time.
 */
export async function spend(db: Queryable, bucket: string, windowSeconds: number, allowance: number): Promise<Spent> {
  const [row] = await db.query<{ hits: number; seconds_left: number }>(
    `INSERT INTO allowance AS a (bucket, window_start, window_seconds, hits) VALUES ($1, now(), $2::int, 1)
     ON CONFLICT (bucket) DO UPDATE SET
       window_seconds = CASE WHEN ${RUNNING} THEN a.window_seconds
                             WHEN a.hits > $3::int THEN least(a.window_seconds * 2, $2::int * 8)
                             ELSE $2::int END,
       hits = CASE WHEN ${RUNNING} THEN a.hits + 1 ELSE 1 END,
       window_start = CASE WHEN ${RUNNING} THEN a.window_start ELSE now() END
     RETURNING hits, greatest(1, ceil(extract(epoch FROM
       window_start + make_interval(secs => window_seconds) - now())))::int AS seconds_left`,
    [bucket, windowSeconds, allowance],
  );
  return { hits: row!.hits, secondsLeft: row!.seconds_left };
}

/** The attempts of `bucket` in its running window (0 when none), without spending one. */
export async function spent(db: Queryable, bucket: string): Promise<Spent> {
  const [row] = await db.query<{ hits: number; seconds_left: number }>(
    `SELECT hits, greatest(1, ceil(extract(epoch FROM
       a.window_start + make_interval(secs => a.window_seconds) - now())))::int AS seconds_left
       FROM allowance a WHERE bucket = $1 AND ${RUNNING}`,
    [bucket],
  );
  return row ? { hits: row.hits, secondsLeft: row.seconds_left } : { hits: 0, secondsLeft: 0 };
}

/** Gives one attempt back (one that proved itself: a right password). */
export async function refund(db: Queryable, bucket: string): Promise<void> {
  await db.query(`UPDATE allowance SET hits = greatest(hits - 1, 0) WHERE bucket = $1`, [bucket]);
}

/** Forgets a bucket's window: the next attempt starts a new one. */
export async function forget(db: Queryable, bucket: string): Promise<void> {
  await db.query(`DELETE FROM allowance WHERE bucket = $1`, [bucket]);
}

/** Forgets the buckets whose window ended long ago (they would start again from nothing anyway). */
export async function pruneAllowances(db: Queryable): Promise<void> {
  await db.query(`DELETE FROM allowance a WHERE a.window_start + make_interval(secs => a.window_seconds * 2) < now()`);
}
