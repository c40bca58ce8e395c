/**
 * Desk commands of the interest profile and the bibliographic bulletin (decision 031):
 *   interest-digest        collect new matches and mail each opted-in patron's digest
 *   interest-scan          collect new matches only (the feed and the page show them)
 *   bulletin-make [MONTH]  make (again) the bulletin of MONTH (YYYY-MM; default: this month)
 */
import { makeBulletin, MONTH } from "../../patron/bulletin/bulletin.service.ts";
import { readConfig } from "../../core/config.ts";
import { collectInterestMatches, sendDigests } from "../../patron/interest/interest-delivery.service.ts";
import { requireMailer } from "../mail/mailer.ts";
import { UsageError, type DeskCommand } from "./desk-commands.ts";

export const INTEREST_COMMANDS: Record<string, DeskCommand> = {
  "interest-digest": {
    usage: "  interest-digest         mail each opted-in patron the interest-profile titles not sent yet",
    async run(db, args, lang) {
      if (args.length > 0) throw new UsageError("interest-digest takes no arguments");
      const config = readConfig();
      // The unsubscribe link is signed with the server's secret: a random one here would not open there.
      if (!config.TOKEN_SECRET) throw new UsageError("interest-digest needs TOKEN_SECRET, the server's");
      if (!config.OPAC_PUBLIC_URL) throw new UsageError("interest-digest needs OPAC_PUBLIC_URL, the links' address");
      const run = await sendDigests(db, requireMailer(config), {
        origin: config.OPAC_PUBLIC_URL,
        secret: config.tokenSecret,
        lang,
      });
      return {
        line: `${run.sent} digests sent with ${run.titles} titles${run.failed ? `; ${run.failed} failed` : ""}`,
        json: run,
      };
    },
  },
  "interest-scan": {
    usage: "  interest-scan           record the interest profiles' new matches (no mail)",
    async run(db, args) {
      if (args.length > 0) throw new UsageError("interest-scan takes no arguments");
      const added = await collectInterestMatches(db);
      return { line: `${added} new matches`, json: { added } };
    },
  },
  "bulletin-make": {
    usage: "  bulletin-make [MONTH]   make the bibliographic bulletin of MONTH (YYYY-MM; default this month)",
    async run(db, args) {
      const [month, ...rest] = args;
      if (rest.length > 0 || (month !== undefined && !MONTH.test(month))) {
        throw new UsageError("bulletin-make takes one MONTH as YYYY-MM");
      }
      const made = await makeBulletin(db, month);
      return { line: `bulletin ${made.id}: ${made.total} titles`, json: made };
    },
  },
};
