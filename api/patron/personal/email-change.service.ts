/**
 * The e-mail change's notice and undo link (decision 052). The address password recovery mails is
 * what controls the account, so a change is told to the old address with a link that puts it
 * back. The link's token is `<id>.<random>`, kept only as its HMAC under TOKEN_SECRET; it works
 * once and for EMAIL_UNDO_TTL_SECONDS. Undoing ends every session and revokes every app device:
 * whoever changed the address no longer holds the account, and recovery mails the owner again.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import type { ApiConfig } from "../../core/config.ts";
import type { Db, Queryable } from "../../core/db/db.ts";
import { ApiError } from "../../core/errors.ts";
import { translate, type Lang } from "../../core/i18n.ts";
import { mailerFor } from "../../operations/mail/mailer.ts";
import { emailsOf } from "../password/recovery-token.ts";
import { signOutEverywhere } from "./app-device.service.ts";
import { insertEmailChange, lockEmailChange, undoEmailChange } from "./personal.repository.ts";

/** A week: the owner of a quiet mailbox still reads the notice in time. */
export const EMAIL_UNDO_TTL_SECONDS = 7 * 24 * 3600;

const digestOf = (secret: string, token: string) =>
  createHmac("sha256", secret).update(`email-undo:${token}`).digest("base64url");

export interface EmailChange {
  patronId: number;
  name: string;
  oldEmail: string | null;
  newEmail: string | null;
}

/** Records the change and answers the undo link's token, inside the change's transaction. */
export async function recordEmailChange(db: Queryable, config: ApiConfig, change: EmailChange): Promise<string> {
  const secret = randomBytes(24).toString("base64url");
  const expiresAt = new Date(Date.now() + EMAIL_UNDO_TTL_SECONDS * 1000);
  let token = "";
  await insertEmailChange(db, change.patronId, change.oldEmail, change.newEmail, expiresAt, (id) => {
    token = `${id}.${secret}`;
    return digestOf(config.tokenSecret, token);
  });
  return token;
}

/**
 * Mails the old address(es), after the change is committed. Without a mailer (or when the send
 * fails) the change stands and the failure is logged: the password or a fresh sign-in was proved.
 */
export async function noticeEmailChange(
  config: ApiConfig,
  lang: Lang,
  change: EmailChange,
  token: string,
  origin: string,
): Promise<void> {
  const to = emailsOf(change.oldEmail);
  const mailer = mailerFor(config);
  if (to.length === 0 || !mailer) {
    if (to.length > 0) console.warn("e-mail change: no mailer, the old address was not told");
    return;
  }
  const link = `${origin}/login/desfazer-email?token=${encodeURIComponent(token)}`;
  try {
    await mailer.send({
      to,
      subject: translate(lang, "personal.emailChange.subject"),
      text: translate(lang, "personal.emailChange.text", {
        name: change.name,
        email: change.newEmail ?? "—",
        link,
        days: EMAIL_UNDO_TTL_SECONDS / 86400,
      }),
    });
  } catch {
    // mailer.send logged and counted it; the change itself is done.
  }
}

const invalid = () => new ApiError(422, "email_undo_invalid", "errors.email_undo_invalid");

/** Undoes the change of an undo link's token (see the module's comment). */
export async function undoEmailChangeWith(db: Db, config: ApiConfig, token: string): Promise<void> {
  const id = Number(token.split(".")[0]);
  if (!Number.isSafeInteger(id) || id <= 0) throw invalid();
  const undone = await db.transaction(async (tx) => {
    const row = await lockEmailChange(tx, id);
    const given = Buffer.from(digestOf(config.tokenSecret, token));
    const stored = Buffer.from(row?.digest ?? "");
    if (!row || !row.live || given.length !== stored.length || !timingSafeEqual(given, stored)) return false;
    await undoEmailChange(tx, id, row.patronId, row.oldEmail);
    await signOutEverywhere(tx, row.patronId);
    return true;
  });
  if (!undone) throw invalid();
}
