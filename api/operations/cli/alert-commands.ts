/**
 * `npm run circ -- alerts-due [YYYY-MM-DD]`: raises the notices of loans due within two days and
 * of overdue loans for every patron (decision 034). Meant to run daily (cron); running it again
 * raises nothing twice (the dedupe keys name the loan and its due date). The optional day stands
 * for "today", to try the job on another day.
 */
import { raiseDueAlerts } from "../../patron/alerts/due-alerts.ts";
import { parseDay } from "../../core/time.ts";
import { UsageError, type DeskCommand } from "./desk-commands.ts";

export const ALERT_COMMANDS: Record<string, DeskCommand> = {
  "alerts-due": {
    usage: "  alerts-due [YYYY-MM-DD]           raise the loan due-soon and overdue alerts (run daily)",
    async run(db, args) {
      const day = args[0] === undefined ? undefined : parseDay(args[0]);
      if (args[0] !== undefined && !day) throw new UsageError(`not a day: ${args[0]}`);
      const now = day ? new Date(`${day}T12:00:00-03:00`) : new Date();
      const result = await raiseDueAlerts(db, now);
      return { line: `alerts raised: ${result.due} due soon, ${result.overdue} overdue`, json: result };
    },
  },
};
