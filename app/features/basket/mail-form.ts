/** The basket's e-mail form (/cesta/enviar): recipients and format; the action and the browser parse with it. */
import * as z from "zod";

import { keyWith } from "../../lib/forms.ts";
import { tk } from "../../lib/i18n.ts";
import { invalidEmail, splitEmails } from "../circulation/schemas.ts";
import { MAIL_FORMATS } from "./mail-formats.ts";

/** The same limit as the service's (api/operations/mail/recipients.ts). */
const MAX_RECIPIENTS = 5;

const RECIPIENTS_REQUIRED = tk("basket.errors.recipientsRequired");

export const MailSchema = z.object({
  // Several addresses separated by ";": the service's rules, checked in its order.
  destinatarios: z
    .string({ error: RECIPIENTS_REQUIRED })
    .refine((value) => splitEmails(value).length > 0, { error: RECIPIENTS_REQUIRED, abort: true })
    .superRefine((value, ctx) => {
      const invalid = invalidEmail(value);
      if (invalid) {
        ctx.addIssue({ code: "custom", message: keyWith(tk("basket.errors.recipientInvalid"), { email: invalid }) });
      } else if (new Set(splitEmails(value)).size > MAX_RECIPIENTS) {
        ctx.addIssue({
          code: "custom",
          message: keyWith(tk("basket.errors.tooManyRecipients"), { max: MAX_RECIPIENTS }),
        });
      }
    })
    .transform(splitEmails),
  formato: z.enum(MAIL_FORMATS, { error: tk("basket.errors.format") }),
});

/** Field name → element id, in page order (a radio group is reached through its first option). */
export const MAIL_FIELDS = { destinatarios: "destinatarios", formato: `formato-${MAIL_FORMATS[0]}` };
