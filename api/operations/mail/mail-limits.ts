/**
 * The limits on mail a visitor makes the service send to others (decision 053): per sender (the
 * patron when logged in, else the client address) MAIL_PER_SENDER_PER_HOUR, and per recipient
 * address MAIL_PER_RECIPIENT_PER_DAY from everyone together, so the catalogue cannot be used to
 * flood one address nor to send many messages from one client. Spent before the message goes, in
 * one statement per allowance (api/core/allowance.ts); past either, 429 with Retry-After and a
 * message in the visitor's language. What patrons write for others to read (comments, acquisition
 * suggestions) spends WRITES_PER_PATRON_PER_HOUR of its kind (`spendWriteAllowance`).
 */
import { spendAllowances } from "../../core/allowance.ts";
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
