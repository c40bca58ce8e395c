/**
 * Outgoing mail through the institution's SMTP server (nodemailer). The settings come from the
 * environment (api/core/config.ts); without SMTP_HOST and SMTP_FROM there is no mailer and the calls
 * that send mail answer 503 `mail_unavailable`, which the OPAC shows as "e-mail is unavailable".
 */
import nodemailer, { type Transporter } from "nodemailer";

import type { ApiConfig } from "../../core/config.ts";
import { ApiError } from "../../core/errors.ts";
import { metrics } from "../../core/http/metrics.ts";

export interface MailAttachment {
  filename: string;
  content: string | Uint8Array;
  contentType: string;
}

export interface MailMessage {
  to: string[];
  subject: string;
  text: string;
  html?: string;
  attachments?: MailAttachment[];
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

type SmtpSettings = Pick<
  ApiConfig,
  "SMTP_HOST" | "SMTP_PORT" | "SMTP_SECURE" | "SMTP_USER" | "SMTP_PASS" | "SMTP_FROM"
>;

export function mailEnabled(config: SmtpSettings): boolean {
  return Boolean(config.SMTP_HOST && config.SMTP_FROM);
}

// One transport per settings object: the config is read once at start, so this is one per process.
const transports = new WeakMap<object, Transporter>();

export function mailerFor(config: SmtpSettings): Mailer | null {
  if (!mailEnabled(config)) return null;
  let transport = transports.get(config);
  if (!transport) {
    transport = nodemailer.createTransport({
      host: config.SMTP_HOST,
      port: config.SMTP_PORT,
      secure: config.SMTP_SECURE === "true",
      auth: config.SMTP_USER ? { user: config.SMTP_USER, pass: config.SMTP_PASS ?? "" } : undefined,
      // A slow or silent server must not hold the visitor's request for minutes.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 20_000,
    });
    transports.set(config, transport);
  }
  const smtp = transport;
  return {
    async send(message) {
      try {
        await smtp.sendMail({
          from: config.SMTP_FROM,
          to: message.to,
          subject: message.subject,
          text: message.text,
          html: message.html,
          attachments: message.attachments?.map((a) => ({
            filename: a.filename,
            content: typeof a.content === "string" ? a.content : Buffer.from(a.content),
            contentType: a.contentType,
          })),
        });
        metrics.mail.inc({ outcome: "sent" });
      } catch (error) {
        metrics.mail.inc({ outcome: "failed" });
        // The server refused or could not be reached: the visitor's request was fine, the
        // service behind it was not.
        console.error("mail: sending failed", error instanceof Error ? error.message : error);
        throw new ApiError(503, "mail_failed", "errors.mail_failed");
      }
    },
  };
}

export function requireMailer(config: SmtpSettings): Mailer {
  const mailer = mailerFor(config);
  if (!mailer) throw new ApiError(503, "mail_unavailable", "errors.mail_unavailable");
  return mailer;
}
