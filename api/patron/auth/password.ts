import { randomBytes, scrypt as scryptCb, timingSafeEqual } from "node:crypto";
import { promisify } from "node:util";

const scrypt = promisify(scryptCb) as (pw: string, salt: Buffer, len: number, opts: object) => Promise<Buffer>;

// scrypt is memory-hard: N=2^15, r=8 needs 32 MiB per hash, which slows offline guessing.
const PRODUCTION_COST = 15;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEM = 64 * 1024 * 1024;

/**
 * log2 of scrypt's N for new hashes. PASSWORD_HASH_COST may lower it only outside production: the
 * test suites hash and check passwords thousands of times (every login), at 2^10 instead of a
 * tenth of a second of CPU each (decision 022). Raising it needs no migration: each hash carries
 * its own parameters.
 */
export function passwordHashCost(env: Record<string, string | undefined> = process.env): number {
  const asked = Number(env.PASSWORD_HASH_COST ?? PRODUCTION_COST);
  if (!Number.isInteger(asked) || asked < 10 || asked > 20) {
    throw new Error(`PASSWORD_HASH_COST must be a whole number from 10 to 20 (got "${env.PASSWORD_HASH_COST}").`);
  }
  if (asked < PRODUCTION_COST && env.NODE_ENV === "production") {
    throw new Error(`PASSWORD_HASH_COST below ${PRODUCTION_COST} is for tests only, never in production.`);
  }
  return asked;
}

/** "scrypt$N$r$p$salt$hash" (base64url), so parameters can be raised later without breaking old hashes. */
export async function hashPassword(password: string): Promise<string> {
  const N = 2 ** passwordHashCost();
  const salt = randomBytes(16);
  const hash = await scrypt(password, salt, KEY_LENGTH, { N, r: R, p: P, maxmem: MAX_MEM });
  return ["scrypt", N, R, P, salt.toString("base64url"), hash.toString("base64url")].join("$");
}

export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split("$");
  if (scheme !== "scrypt" || !salt || !hash) return false;
  const expected = Buffer.from(hash, "base64url");
  const actual = await scrypt(password, Buffer.from(salt, "base64url"), expected.length, {
    N: Number(n),
    r: Number(r),
    p: Number(p),
    maxmem: MAX_MEM,
  });
  return actual.length === expected.length && timingSafeEqual(actual, expected);
}
