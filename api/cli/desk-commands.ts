/**
 * The desk commands that `npm run circ` takes from other features (requests, suggestions,
 * comment moderation…), each feature's own module, so that adding one touches only that module
 * and the list below.
 */
import type { Db } from "../db/db.ts";
import type { Lang } from "../i18n.ts";
import { ALERT_COMMANDS } from "./alert-commands.ts";

/** Thrown for a wrong command line: circ prints it with the usage and exits with status 2. */
export class UsageError extends Error {}

export interface DeskCommand {
  /** One usage line per form, in the style of circ's USAGE ("  name ARGS   what it does"). */
  usage: string;
  run(db: Db, args: string[], lang: Lang): Promise<{ line: string; json: unknown }>;
}

/** Each feature's commands, by name. Add your module's record here. */
export const DESK_COMMANDS: Record<string, DeskCommand>[] = [ALERT_COMMANDS];
