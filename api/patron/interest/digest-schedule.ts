/**
 * The interest profile's digest sent by the server itself (decision 031): every
 * INTEREST_DIGEST_EVERY_MINUTES minutes (0, the default: never; use `npm run circ --
 * interest-digest` from cron instead), in the institution's language. Off without SMTP settings,
 * without TOKEN_SECRET (the unsubscribe links must outlive a restart) or without OPAC_PUBLIC_URL
 * (the links' address: there is no request to take it from). Runs never overlap.
 */
import type { ApiConfig } from "../../core/config.ts";
import type { Db } from "../../core/db/db.ts";
import { mailerFor } from "../../operations/mail/mailer.ts";
import { sendDigests } from "./interest-delivery.service.ts";

export function startInterestDigests(db: Db, config: ApiConfig, log: (line: string) => void = console.log): () => void {
  const minutes = config.INTEREST_DIGEST_EVERY_MINUTES;
  const mailer = mailerFor(config);
  if (minutes === 0) return () => {};
  const origin = config.OPAC_PUBLIC_URL;
  if (!mailer || !config.TOKEN_SECRET || !origin) {
    log("interest digest: not scheduled (needs SMTP_HOST, SMTP_FROM, TOKEN_SECRET and OPAC_PUBLIC_URL)");
    return () => {};
  }
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    sendDigests(db, mailer, { origin, secret: config.tokenSecret, lang: "pt" })
      .then((run) => {
        if (run.sent || run.failed) log(`interest digest: ${run.sent} sent, ${run.failed} failed`);
      })
      .catch((error: unknown) =>
        log(`interest digest failed: ${error instanceof Error ? error.message : String(error)}`),
      )
      .finally(() => {
        running = false;
      });
  }, minutes * 60_000);
  timer.unref();
  log(`interest digest: every ${minutes} minutes`);
  return () => clearInterval(timer);
}
