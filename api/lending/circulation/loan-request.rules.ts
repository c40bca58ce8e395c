/**
 * Validation of a loan request (document 2 §3, §5): plain functions, shared by the service and
 * usable by the OPAC's form. The first problem found is reported, as a refusal code.
 */
import { TIME_ZONE, wallClock } from "../../core/time.ts";

export const PHONE_MAX = 16;
const PHONE_CHARS = /^[0-9()\- ]*$/;
// Lower-cased before the check (document 1 §5 "Email pattern check (lower-cased)").
const EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;

export type LoanRequestProblem =
  | {
      code:
        | "invalid_phone"
        | "phone_required"
        | "email_required"
        | "pickup_window_invalid"
        | "address_required"
        | "pickup_place_required";
    }
  | { code: "invalid_email"; params: { email: string } };

/** What the phone input keeps of what is typed: digits, hyphen, parentheses, spaces; 16 at most. */
export function sanitisePhone(input: string): string {
  return input.replace(/[^0-9()\- ]/g, "").slice(0, PHONE_MAX);
}

export function phoneProblem(phone: string | null, required: boolean): LoanRequestProblem | null {
  const value = phone?.trim() ?? "";
  if (!value) return required ? { code: "phone_required" } : null;
  if (value.length > PHONE_MAX || !PHONE_CHARS.test(value) || !/\d/.test(value)) return { code: "invalid_phone" };
  return null;
}

/** Several recipients separated by ';' (empty pieces, as after a trailing ';', are ignored). */
export function splitEmails(text: string | null): string[] {
  return (text ?? "")
    .split(";")
    .map((e) => e.trim())
    .filter(Boolean);
}

/** The first address that is not valid, or null. */
export function invalidEmail(text: string | null): string | null {
  return splitEmails(text).find((e) => !EMAIL.test(e.toLowerCase())) ?? null;
}

export function emailProblem(text: string | null, required: boolean): LoanRequestProblem | null {
  if (splitEmails(text).length === 0) return required ? { code: "email_required" } : null;
  const bad = invalidEmail(text);
  return bad === null ? null : { code: "invalid_email", params: { email: bad } };
}

export interface LoanRequestFields {
  pickupLibraryId: number | null;
  receivingUnitId: number | null;
  homeDelivery: boolean;
  address: string | null;
  phone: string | null;
  emails: string | null;
  pickupStart: Date | null;
  pickupEnd: Date | null;
}

export interface LoanRequestRuleSet {
  phoneRequired: boolean;
  emailRequired: boolean;
}

/** The first problem of a request's fields, in the order of the form; null when it is valid. */
export function loanRequestProblem(
  fields: LoanRequestFields,
  rules: LoanRequestRuleSet,
  now: Date,
): LoanRequestProblem | null {
  if (fields.homeDelivery) {
    if (!fields.address?.trim()) return { code: "address_required" };
  } else if (fields.pickupLibraryId === null && fields.receivingUnitId === null) {
    return { code: "pickup_place_required" };
  }
  const phone = phoneProblem(fields.phone, rules.phoneRequired);
  if (phone) return phone;
  const email = emailProblem(fields.emails, rules.emailRequired);
  if (email) return email;
  const { pickupStart: start, pickupEnd: end } = fields;
  if (!start || !end || start.getTime() > end.getTime() || end.getTime() < now.getTime()) {
    return { code: "pickup_window_invalid" };
  }
  return null;
}

/**
 * "YYYY-MM-DDTHH:MM[:SS]" read in the institution's time zone, or any ISO 8601 instant with a
 * zone ("Z", "-03:00"). Undefined when it is not a date and time.
 */
export function parseDateTime(text: string, timeZone = TIME_ZONE): Date | undefined {
  const value = text.trim();
  const m = /^(\d{4})-(\d{2})-(\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/.exec(value);
  if (!m) return undefined;
  const [, y, mo, d, h, mi, s, zone] = m;
  const parts = [Number(y), Number(mo) - 1, Number(d), Number(h), Number(mi), Number(s ?? 0)] as const;
  const asUtc = Date.UTC(...parts);
  const check = new Date(asUtc);
  if (check.getUTCMonth() !== parts[1] || check.getUTCDate() !== parts[2] || parts[3] > 23 || parts[4] > 59)
    return undefined;
  if (zone) {
    const date = new Date(value.replace(" ", "T"));
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  // Wall-clock time in the zone: subtract the zone's offset at that moment.
  const offset = zoneOffsetMs(asUtc, timeZone);
  return new Date(asUtc - offset);
}

function zoneOffsetMs(utcMs: number, timeZone: string): number {
  const p = wallClock(new Date(utcMs), timeZone);
  const wall = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
    Number(p.second),
  );
  return wall - utcMs;
}
