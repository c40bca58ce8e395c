/**
 * The desk commands that `npm run circ` takes from other features (requests, suggestions,
 * comment moderation…), each feature's own module, so that adding one touches only that module
 * and the list below.
 */
import type { Db } from "../../core/db/db.ts";
import type { Lang } from "../../core/i18n.ts";
import { REQUEST_COMMANDS } from "./request-commands.ts";
import { SUGGESTION_COMMANDS } from "./suggestion-commands.ts";
import { TOKEN_COMMANDS } from "./token-commands.ts";
import { COMMENT_COMMANDS } from "./comment-commands.ts";
import { INTEREST_COMMANDS } from "./interest-commands.ts";
import { ALERT_COMMANDS } from "./alert-commands.ts";
import { NETWORK_COMMANDS } from "./network-commands.ts";
import { SESSION_COMMANDS } from "./session-commands.ts";

/** Thrown for a wrong command line: circ prints it with the usage and exits with status 2. */
export class UsageError extends Error {}

export interface DeskCommand {
  /** One usage line per form, in the style of circ's USAGE ("  name ARGS   what it does"). */
  usage: string;
  run(db: Db, args: string[], lang: Lang): Promise<{ line: string; json: unknown }>;
}

/** Each feature's commands, by name. Add your module's record here, on a line of its own. */
export const DESK_COMMANDS: Record<string, DeskCommand>[] = [
  REQUEST_COMMANDS, // research requests (decision 033)
  SUGGESTION_COMMANDS, // acquisition suggestions (decision 030)
  TOKEN_COMMANDS, // loan token and clearance (decision 032)
  COMMENT_COMMANDS, // comment moderation (decision 029)
  INTEREST_COMMANDS, // interest-profile digests and bulletins (decision 031)
  ALERT_COMMANDS, // loans due and overdue alerts (decision 034)
  NETWORK_COMMANDS, // the network catalogue's OAI-PMH endpoints (decision 041)
  SESSION_COMMANDS, // ended sessions and expired refresh tokens (decision 035)
];
