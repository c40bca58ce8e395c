/**
 * The interest profile's digest sent by the server itself (decision 031): every
 * INTEREST_DIGEST_EVERY_MINUTES minutes (0, the default: never; use `npm run circ --
 * interest-digest` from cron instead), in the institution's language. Off without SMTP settings,
 * without TOKEN_SECRET (the unsubscribe links must outlive a restart) or without OPAC_PUBLIC_URL
 * (the links' address: there is no request to take it from). Runs never overlap, in this process
 * nor across the processes on one database: each run holds the digest's lease, so a patron gets
 * each digest once however many processes schedule it (api/core/schedule.ts).
 */
import type { ApiConfig } from "../../core/config.ts";
import type { Db } from "../../core/db/db.ts";
import { every, underLease, type LeasedRun } from "../../core/schedule.ts";
import { mailerFor, type Mailer } from "../../operations/mail/mailer.ts";
import type { Lang } from "../../core/i18n.ts";
import { sendDigests, type DigestRun } from "./interest-delivery.service.ts";

const LEASE = "interest-digest";
/** Renewed after each patron's mail: a slow SMTP server never lets a second process in. */
const LEASE_SECONDS = 600;

/** `sendDigests` unless another process is sending them (`{ ran: false }`). */
export function sendDigestsOnce(
  db: Db,
  mailer: Mailer,
  input: { origin: string; secret: string; lang: Lang },
): Promise<LeasedRun<DigestRun>> {
  return underLease(db, LEASE, LEASE_SECONDS, (renew) => sendDigests(db, mailer, { ...input, afterEach: renew }));
}

export function startInterestDigests(db: Db, config: ApiConfig, log: (line: string) => void = console.log): () => void {
  const minutes = config.INTEREST_DIGEST_EVERY_MINUTES;
  const mailer = mailerFor(config);
  if (minutes === 0) return () => {};
  const origin = config.OPAC_PUBLIC_URL;
  if (!mailer || !config.TOKEN_SECRET || !origin) {
    log("interest digest: not scheduled (needs SMTP_HOST, SMTP_FROM, TOKEN_SECRET and OPAC_PUBLIC_URL)");
    return () => {};
  }
  const stop = every(minutes, () =>
    sendDigestsOnce(db, mailer, { origin, secret: config.tokenSecret, lang: "pt" })
      .then((run) => {
        if (run.ran && (run.value.sent || run.value.failed)) {
          log(`interest digest: ${run.value.sent} sent, ${run.value.failed} failed`);
        }
      })
      .catch((error: unknown) =>
        log(`interest digest failed: ${error instanceof Error ? error.message : String(error)}`),
      ),
  );
  log(`interest digest: every ${minutes} minutes`);
  return stop;
}
