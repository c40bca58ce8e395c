/**
 * The interest profile's two secrets in addresses (decision 031). The private feed's token is
 * HMAC(TOKEN_SECRET, a random nonce): the profile page can show the address again, the table
 * alone (nonce, and the token's SHA-256 to find it) does not give it away, and a new nonce makes
 * the old address answer 404. The digest's unsubscribe token signs the patron's id, so every digest
 * ever sent carries a link that works without login and needs nothing stored.
 */
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

export function newFeedNonce(): string {
  return randomBytes(24).toString("base64url");
}

export function feedToken(secret: string, nonce: string): string {
  return createHmac("sha256", secret).update(`interest-feed:${nonce}`).digest("base64url");
}

export function tokenHash(token: string): string {
  return createHash("sha256").update(token).digest("base64url");
}

function unsubscribeSignature(secret: string, patronId: number): string {
  return createHmac("sha256", secret).update(`interest-unsubscribe:${patronId}`).digest("base64url");
}

export function unsubscribeToken(secret: string, patronId: number): string {
  return `${patronId}.${unsubscribeSignature(secret, patronId)}`;
}

/** The patron an unsubscribe token was signed for, or undefined when it was not signed here. */
export function patronOfUnsubscribe(secret: string, token: string): number | undefined {
  const match = /^([1-9]\d{0,9})\.([A-Za-z0-9_-]{43})$/.exec(token);
  if (!match) return undefined;
  const patronId = Number(match[1]);
  if (patronId > 2_147_483_647) return undefined;
  const expected = Buffer.from(unsubscribeSignature(secret, patronId));
  const given = Buffer.from(match[2]);
  return expected.length === given.length && timingSafeEqual(expected, given) ? patronId : undefined;
}
