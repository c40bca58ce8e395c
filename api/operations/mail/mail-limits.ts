/**
 * The limits on mail a visitor makes the service send to others (decision 053): per sender (the
 * patron when logged in, else the client address) MAIL_PER_SENDER_PER_HOUR, and per recipient
 * address MAIL_PER_RECIPIENT_PER_DAY from everyone together, so the catalogue cannot be used to
 * flood one address nor to send many messages from one client. Spent before the message goes, in
 * one statement per allowance (api/core/allowance.ts); past either, 429 with Retry-After and a
 * message in the visitor's language. What patrons write for others to read (comments, acquisition
 * suggestions) spends WRITES_PER_PATRON_PER_HOUR of its kind (`spendWriteAllowance`). Password
 * recovery mails spend RECOVERY_MAILS_PER_ADDRESS per recipient address (`recoveryRecipients`).
 */
import { spendAllowances, spendIfAllowed } from "../../core/allowance.ts";
import type { ApiConfig } from "../../core/config.ts";
import type { Queryable } from "../../core/db/db.ts";
import { tooManyRequests } from "../../core/errors.ts";

export interface MailSender {
  /** The logged-in patron, if any. */
  patronId?: number;
  /** The client address (api/core/http/client-address.ts). */
  client: string;
}

export async function spendMailAllowance(
  db: Queryable,
  config: Pick<ApiConfig, "MAIL_PER_SENDER_PER_HOUR" | "MAIL_PER_RECIPIENT_PER_DAY">,
  kind: string,
  sender: MailSender,
  recipients: string[],
): Promise<void> {
  const who = sender.patronId !== undefined ? `patron:${sender.patronId}` : `client:${sender.client}`;
  await spendAllowances(
    db,
    [
      { bucket: `mail:${kind}:${who}`, max: config.MAIL_PER_SENDER_PER_HOUR, windowSeconds: 3600 },
      ...recipients.map((r) => ({
        bucket: `mail:to:${r.trim().toLowerCase()}`,
        max: config.MAIL_PER_RECIPIENT_PER_DAY,
        windowSeconds: 86_400,
      })),
    ],
    (seconds) => tooManyRequests(seconds, "errors.mail_limit"),
  );
}

/** One more comment or suggestion by `patronId`: WRITES_PER_PATRON_PER_HOUR of each kind, then 429. */
export async function spendWriteAllowance(
  db: Queryable,
  config: Pick<ApiConfig, "WRITES_PER_PATRON_PER_HOUR">,
  kind: "comment" | "suggestion",
  patronId: number,
): Promise<void> {
  await spendAllowances(
    db,
    [{ bucket: `write:${kind}:patron:${patronId}`, max: config.WRITES_PER_PATRON_PER_HOUR, windowSeconds: 3600 }],
    (seconds) => tooManyRequests(seconds, "errors.mail_limit"),
  );
}

/**
 * The addresses of `emails` that may still receive a recovery mail: each spends one of its
 * RECOVERY_MAILS_PER_ADDRESS per RECOVERY_MAIL_WINDOW_SECONDS, whoever asked and for whichever
 * patron, so logins sharing one address (or one patron asked for again and again) cannot flood it.
 * Never refuses: recovery answers the same whether a mail went or not (decision 053), so the
 * caller sends to what is left, or nothing.
 */
export async function recoveryRecipients(
  db: Queryable,
  config: Pick<ApiConfig, "RECOVERY_MAILS_PER_ADDRESS" | "RECOVERY_MAIL_WINDOW_SECONDS">,
  emails: string[],
): Promise<string[]> {
  const allowed: string[] = [];
  for (const email of emails) {
    const bucket = `mail:recovery:to:${email.trim().toLowerCase()}`;
    const allowance = {
      bucket,
      max: config.RECOVERY_MAILS_PER_ADDRESS,
      windowSeconds: config.RECOVERY_MAIL_WINDOW_SECONDS,
    };
    if (await spendIfAllowed(db, allowance)) allowed.push(email);
  }
  return allowed;
}
