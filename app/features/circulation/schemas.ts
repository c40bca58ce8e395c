/** What the circulation forms' schemas share: the phone mask and the e-mail list rules. */

/** Phone: digits, hyphen, parentheses and spaces, at most 16 characters (document 2 §5). */
export const PHONE_PATTERN = /^[\d\-() ]{1,16}$/;

/** Reduces typed input to the phone's characters and cuts it at 16 (the spec's input mask). */
export function cleanPhone(value: string): string {
  return value.replace(/[^\d\-() ]/g, "").slice(0, 16);
}

// The library service's check (api/lending/circulation/loan-request.rules.ts), lower-cased first.
const EMAIL = /^[a-z0-9._%+'-]+@[a-z0-9-]+(\.[a-z0-9-]+)*\.[a-z]{2,}$/;

/** "a@x.org; b@y.org" → the addresses, trimmed, empty parts dropped. */
export function splitEmails(value: string): string[] {
  return value
    .split(";")
    .map((part) => part.trim())
    .filter(Boolean);
}

/** The first address that is not valid, or null. */
export function invalidEmail(value: string): string | null {
  return splitEmails(value).find((address) => !EMAIL.test(address.toLowerCase())) ?? null;
}
