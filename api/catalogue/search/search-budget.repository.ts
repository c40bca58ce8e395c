/** SQL of the cold-search budget (migration 041): one row per client address and window. */
import type { Queryable } from "../../core/db/db.ts";

/**
 * Counts one cold search of `client`, in a new window when its last one ended; returns the
 * window's count with this one and the seconds left in it. One statement: processes counting the
 * same client at once never lose a count.
 */
export async function countColdSearch(
  db: Queryable,
  client: string,
  windowSeconds: number,
): Promise<{ searches: number; seconds_left: number }> {
  const [row] = await db.query<{ searches: number; seconds_left: number }>(
    `INSERT INTO search_budget AS b (client, window_start, searches) VALUES ($1, now(), 1)
     ON CONFLICT (client) DO UPDATE SET
       window_start = CASE WHEN b.window_start <= now() - make_interval(secs => $2) THEN now() ELSE b.window_start END,
       searches = CASE WHEN b.window_start <= now() - make_interval(secs => $2) THEN 1 ELSE b.searches + 1 END
     RETURNING searches,
       ceil(extract(epoch FROM window_start + make_interval(secs => $2) - now()))::int AS seconds_left`,
    [client, windowSeconds],
  );
  return row!;
}

/** Forgets the clients whose window ended long ago (they start again from nothing anyway). */
export async function pruneSearchBudgets(db: Queryable, windowSeconds: number): Promise<void> {
  await db.query(`DELETE FROM search_budget WHERE window_start < now() - make_interval(secs => $1 * 2)`, [
    windowSeconds,
  ]);
}

/** Takes back one counted search of `client` (one that was not run: asked for a proof of work first). */
export async function uncountColdSearch(db: Queryable, client: string): Promise<void> {
  await db.query(`UPDATE search_budget SET searches = greatest(searches - 1, 0) WHERE client = $1`, [client]);
}
