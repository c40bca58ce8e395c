/**
 * The signature of a clearance declaration's QR address (decision 032):
 * /nada-consta-validate-qrcode/{code}/{signature}/{reason}. The signature is an HMAC-SHA256, with
 * a server secret, over the code, the reason and the instant of issue, so that no part of the
 * address can be changed and no address made up: a different code finds another declaration (or
 * none) whose issue instant the forger does not know, a different reason changes the MAC, and a
 * signature needs the secret. The secret: CLEARANCE_SECRET, or one the service generated once and
 * keeps in the database (never a default built into the code).
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import type { ApiConfig } from "../../core/config.ts";
import type { Queryable } from "../../core/db/db.ts";
import { serviceSecret } from "./clearance.repository.ts";

/** 32 base64url characters: 192 bits of the MAC, short enough for a small QR code. */
const SIGNATURE_LENGTH = 32;

export async function clearanceSecret(db: Queryable, config: Pick<ApiConfig, "CLEARANCE_SECRET">): Promise<string> {
  return config.CLEARANCE_SECRET ?? serviceSecret(db, "clearance", randomBytes(32).toString("base64url"));
}

export function signDeclaration(secret: string, d: { code: string; reason: number; issuedAt: string }): string {
  return createHmac("sha256", secret)
    .update(`nada-consta\n${d.code}\n${d.reason}\n${d.issuedAt}`)
    .digest("base64url")
    .slice(0, SIGNATURE_LENGTH);
}

export function signatureMatches(
  secret: string,
  d: { code: string; reason: number; issuedAt: string },
  signature: string,
): boolean {
  const expected = Buffer.from(signDeclaration(secret, d));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** Verification codes: 12 characters without the look-alikes (0/O, 1/I/L), easy to read aloud. */
const CODE_ALPHABET = "23456789ABCDEFGHJKMNPQRSTUVWXYZ";
export const CODE_PATTERN = /^[2-9A-HJKMNP-Z]{12}$/;

export function newDeclarationCode(): string {
  return randomCode(12);
}

export function randomCode(length: number, alphabet = CODE_ALPHABET): string {
  // Rejection sampling: every character equally likely.
  const limit = 256 - (256 % alphabet.length);
  let out = "";
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      if (byte < limit && out.length < length) out += alphabet[byte % alphabet.length];
    }
  }
  return out;
}
