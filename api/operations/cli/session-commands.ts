/**
 * `npm run circ -- sessions-cleanup`: deletes ended sessions and expired refresh tokens kept more
 * than a day (decision 035), what the server also does hourly unless SESSION_CLEANUP_EVERY_MINUTES
 * is 0. For cron when the schedule is off, or for an operator who wants it now.
 */
import { cleanUpSessions } from "../../patron/auth/session-cleanup.ts";
import { UsageError, type DeskCommand } from "./desk-commands.ts";

export const SESSION_COMMANDS: Record<string, DeskCommand> = {
  "sessions-cleanup": {
    usage: "  sessions-cleanup                  delete ended sessions and expired refresh tokens older than a day",
    async run(db, args) {
      if (args.length > 0) throw new UsageError("sessions-cleanup takes no arguments");
      const done = await cleanUpSessions(db);
      return {
        line: `sessions clean-up: deleted ${done.sessions} sessions and ${done.refreshTokens} refresh tokens`,
        json: done,
      };
    },
  },
};
