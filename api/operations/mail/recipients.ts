/**
 * Recipients typed by a visitor: several separated by ';' (document 1 §5, as for loan requests),
 * each checked with the library service's one e-mail pattern. Capped, because the form sends to
 * any address a visitor types: the catalogue must not become a way to mail many strangers.
 */
import { ApiError } from "../../core/errors.ts";
import { emailProblem, splitEmails } from "../../lending/circulation/loan-request.rules.ts";

export const MAX_RECIPIENTS = 5;

export function parseRecipients(value: unknown): string[] {
  const text = Array.isArray(value) ? value.map(String).join(";") : typeof value === "string" ? value : "";
  const problem = emailProblem(text, true);
  if (problem?.code === "email_required") throw new ApiError(400, "email_required", "errors.email_required");
  if (problem?.code === "invalid_email")
    throw new ApiError(400, "invalid_email", "errors.invalid_email", problem.params);
  const emails = [...new Set(splitEmails(text))];
  if (emails.length > MAX_RECIPIENTS) {
    throw new ApiError(400, "too_many_recipients", "errors.too_many_recipients", { max: MAX_RECIPIENTS });
  }
  return emails;
}
