/**
 * The key a login is counted under by the login limits: the typed login, trimmed, in
 * compatibility form (NFKC: full-width and ligature letters as plain ones), case-folded and
 * without combining marks. Folding goes through upper case first so that "ß" and "SS" meet, and
 * the marks are dropped because lower-casing "İ" gives "i" plus a combining dot: without that,
 * "İntercambio" would be counted apart from "intercambio", and an attacker could spread guesses
 * over spellings of one login that the database matches as the same patron.
 */
export function loginKey(login: string): string {
  return login
    .trim()
    .normalize("NFKC")
    .toLocaleUpperCase("und")
    .toLocaleLowerCase("und")
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .normalize("NFC");
}

/**
 * The longest login and password the service reads (decision 035). Logins are short codes, e-mail
 * addresses or CPFs; a longer value is refused with 400 before it is hashed, counted or echoed.
 */
export const MAX_LOGIN_LENGTH = 100;
export const MAX_PASSWORD_LENGTH = 256;
