/**
 * The recovery token (document 2 §7: "a short-lived signed token containing the user code, 15
 * minutes"; 'Token inválido' otherwise) and the one-time code's digest. The service issues the
 * token with the first step's answer and requires it as the bearer of the two later steps, so the
 * OPAC never needs the service's secret, and the user code of those steps comes from the token,
 * never from what the browser sent. Both are keyed with keys derived from TOKEN_SECRET for this
 * purpose only, so neither is ever a valid signature of anything else (access tokens, captchas).
 */
import { createHmac, randomInt, timingSafeEqual } from "node:crypto";

export const RECOVERY_TOKEN_TTL_SECONDS = 15 * 60;
export const CODE_LENGTH = 6;

interface Claims {
  /** The user code (login) the token is for, as stored. */
  u: string;
  /**
   * The patron's id, masked with a keyed pad of the login and expiry: the token of a login that
   * does not exist (id 0) looks like any other (decision 053), and no token tells an id.
   */
  p: number;
  /** Expiry, seconds since the epoch. */
  e: number;
  typ: "recovery";
}

const keyOf = (secret: string, purpose: string) => createHmac("sha256", secret).update(purpose).digest();
const sign = (secret: string, payload: string) =>
  createHmac("sha256", keyOf(secret, "password-recovery/token/v1")).update(payload).digest("base64url");
const mask = (secret: string, login: string, expiry: number) =>
  createHmac("sha256", keyOf(secret, "password-recovery/patron/v1"))
    .update(`${login.toLowerCase()}:${expiry}`)
    .digest()
    .readUInt32BE(0);

export function signRecoveryToken(
  secret: string,
  login: string,
  patronId: number,
  now = Date.now(),
): { token: string; expiresAt: Date } {
  const e = Math.floor(now / 1000) + RECOVERY_TOKEN_TTL_SECONDS;
  const claims: Claims = { u: login, p: (patronId ^ mask(secret, login, e)) >>> 0, e, typ: "recovery" };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return { token: `${payload}.${sign(secret, payload)}`, expiresAt: new Date(e * 1000) };
}

/**
 * The patron of a genuine, unexpired token issued for `login` (compared without case, as logins
 * are), or undefined: a changed payload, a changed signature, a token for another user code and
 * an expired one are all refused alike.
 */
export function verifyRecoveryToken(
  secret: string,
  token: string,
  login: string,
  now = Date.now(),
): { patronId: number; login: string } | undefined {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Claims;
  } catch {
    return undefined;
  }
  if (claims.typ !== "recovery" || typeof claims.u !== "string" || !Number.isInteger(claims.p)) return undefined;
  if (typeof claims.e !== "number" || claims.e * 1000 <= now) return undefined;
  if (claims.u.toLowerCase() !== login.trim().toLowerCase()) return undefined;
  return { patronId: (claims.p ^ mask(secret, claims.u, claims.e)) >>> 0, login: claims.u };
}

/** A one-time code of CODE_LENGTH digits, uniformly drawn. */
export function newRecoveryCode(): string {
  return String(randomInt(0, 10 ** CODE_LENGTH)).padStart(CODE_LENGTH, "0");
}

/**
 * What is stored of a code: a keyed digest bound to its row. A million codes are quickly tried
 * against a plain hash; without the secret, a copy of the database does not give them away.
 */
export function codeDigest(secret: string, rowId: number, code: string): string {
  return createHmac("sha256", keyOf(secret, "password-recovery/code/v1"))
    .update(`${rowId}:${code}`)
    .digest("base64url");
}

export function sameDigest(a: string, b: string): boolean {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
}

/** "demo@biblioteca.example" → "d***@b***.example": enough to recognise, not to harvest. */
export function maskEmail(email: string): string {
  const at = email.lastIndexOf("@");
  if (at <= 0) return "***";
  const local = email.slice(0, at);
  const domain = email.slice(at + 1);
  const dot = domain.indexOf(".");
  const host = dot > 0 ? domain.slice(0, dot) : domain;
  const rest = dot > 0 ? domain.slice(dot) : "";
  return `${[...local][0]}***@${[...host][0] ?? ""}***${rest}`;
}

/** The addresses of a patron's e-mail field (one, or several separated by ; or ,). */
export function emailsOf(field: string | null): string[] {
  return (field ?? "")
    .split(/[;,\s]+/)
    .map((e) => e.trim())
    .filter((e) => e.includes("@"));
}
