/**
 * The login device token (OWASP's "device cookie"; docs/decisions/053-login-limits-and-captcha.md):
 * given with the tokens of a right password, kept by the client (the OPAC keeps it in a cookie),
 * and sent back with the next password logins of that login. A login carrying a genuine token of
 * its own login is counted in that device's allowance only, so strangers' failures on the account
 * and on the client's address never lock the owner out. It names a login and a random id, signed
 * with a key of its own derived from the service's secret; it carries no session and grants
 * nothing but that allowance.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

const keyOf = (secret: string) => createHmac("sha256", secret).update("login-device/v1").digest();
const sign = (secret: string, payload: string) =>
  createHmac("sha256", keyOf(secret)).update(payload).digest("base64url");

/** A new device token for the login under `key` (api/patron/auth/login-key.ts). */
export function issueDeviceToken(secret: string, key: string): string {
  const payload = Buffer.from(JSON.stringify({ k: key, n: randomBytes(16).toString("base64url") })).toString(
    "base64url",
  );
  return `${payload}.${sign(secret, payload)}`;
}

/** The device's id when `token` is genuine and names the login under `key`; else undefined. */
export function deviceOf(secret: string, token: string | undefined, key: string): string | undefined {
  const [payload, signature, extra] = token?.split(".") ?? [];
  if (!payload || !signature || extra !== undefined) return undefined;
  const expected = Buffer.from(sign(secret, payload));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { k?: unknown; n?: unknown };
    return claims.k === key && typeof claims.n === "string" ? claims.n : undefined;
  } catch {
    return undefined;
  }
}
