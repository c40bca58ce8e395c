/**
 * The clean-up of ended sessions (decision 035): logins leave an `auth_session` row and a refresh
 * token per renewal, and nothing else ever removes them. The server runs it on a schedule
 * (SESSION_CLEANUP_EVERY_MINUTES, hourly by default, 0 = off) and the desk runs it on demand
 * (`npm run circ -- sessions-cleanup`). Several processes over one PostgreSQL database may each
 * schedule it: one of them runs each round; run beside it by hand, each deletes what it finds, and
 * nothing live is ever touched.
 */
import type { ApiConfig } from "../../core/config.ts";
import type { Db } from "../../core/db/db.ts";
import { every, underLease } from "../../core/schedule.ts";
import { deleteDeadSessions } from "./sessions.repository.ts";

/**
 * How long an ended session and an expired refresh token are kept before deletion: a day, so that
 * an operator looking into a logout or a stolen token the same day still finds its rows.
 */
export const KEEP_DEAD_SESSIONS_HOURS = 24;

export interface SessionCleanup {
  sessions: number;
  refreshTokens: number;
}

export function cleanUpSessions(db: Db, keepHours = KEEP_DEAD_SESSIONS_HOURS): Promise<SessionCleanup> {
  return db.transaction((tx) => deleteDeadSessions(tx, keepHours));
}

/** How long one process may hold the clean-up's lease: far more than a clean-up takes. */
const CLEANUP_LEASE_SECONDS = 600;

/**
 * Starts the scheduled clean-up; returns the function that stops it. Of the processes on one
 * database, the one holding the lease runs each round (api/core/schedule.ts).
 */
export function startSessionCleanup(
  db: Db,
  config: Pick<ApiConfig, "SESSION_CLEANUP_EVERY_MINUTES">,
  log: (line: string) => void = console.log,
): () => void {
  return every(config.SESSION_CLEANUP_EVERY_MINUTES, () =>
    underLease(db, "sessions-cleanup", CLEANUP_LEASE_SECONDS, () => cleanUpSessions(db))
      .then((run) => {
        if (run.ran && (run.value.sessions || run.value.refreshTokens)) {
          log(
            `sessions clean-up: deleted ${run.value.sessions} sessions and ${run.value.refreshTokens} refresh tokens`,
          );
        }
      })
      // The database may be down (a restart): the next round tries again.
      .catch((error: unknown) =>
        log(`sessions clean-up failed: ${error instanceof Error ? error.message : String(error)}`),
      ),
  );
}
