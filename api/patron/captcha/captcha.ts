/**
 * The captcha (decision 053): one challenge, answered one of two ways, both in the form fields
 * `recaptcha_token` and `recaptcha_answer`.
 * - With JavaScript, the browser solves altcha's proof of work (altcha-lib's v1 challenge: find the
 *   number whose SHA-256 with the salt is the challenge) in a worker, unnoticed; its payload is the
 *   answer.
 * - Without, the visitor types the six characters the picture (captcha-image.ts) draws.
 * The token is signed and carries a random nonce and the expiry; the six characters are derived
 * from the nonce with a key of the service's secret, so neither the token nor the page holds them,
 * and the proof of work's salt names the same nonce. The service keeps the nonces already answered
 * (captcha_used): each challenge is answered once, by either way.
 */
import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";

import { createChallenge, extractParams, verifySolution } from "altcha-lib/v1";
import type { Challenge } from "altcha-lib/v1/types";

import { CAPTCHA_ALPHABET } from "./captcha-image.ts";

export const CAPTCHA_TTL_SECONDS = 600;
export const CAPTCHA_LENGTH = 6;

interface Claims {
  /** nonce */
  n: string;
  /** expiry, seconds since the epoch */
  e: number;
}

// Keys of their own, derived from the service's secret, so a captcha token is never a valid
// signature of anything else, and the characters are not a signature either.
const keyOf = (secret: string, use: string) => createHmac("sha256", secret).update(`captcha/v2/${use}`).digest();
const sign = (secret: string, payload: string) =>
  createHmac("sha256", keyOf(secret, "token")).update(payload).digest("base64url");
/** The proof of work's HMAC key (altcha-lib takes a string). */
const powKey = (secret: string) => keyOf(secret, "pow").toString("base64url");

/** The characters the challenge of `nonce` shows: unknowable without the service's secret. */
export function charactersOf(secret: string, nonce: string): string {
  const bytes = createHmac("sha256", keyOf(secret, "text")).update(nonce).digest();
  // 24 letters: a byte below 240 picks one evenly (240 = 10 × 24); 32 bytes leave plenty after the rest.
  let text = "";
  for (const byte of bytes) {
    if (byte >= 240) continue;
    text += CAPTCHA_ALPHABET[byte % CAPTCHA_ALPHABET.length];
    if (text.length === CAPTCHA_LENGTH) return text;
  }
  // Nine bytes in 32 at 240 or above: about one chance in 10^14; then the nonce's own hash again.
  return charactersOf(secret, `${nonce}.`);
}

export interface Issued {
  token: string;
  nonce: string;
  expiresAt: Date;
}

export function issueToken(secret: string, now = Date.now()): Issued {
  const claims: Claims = { n: randomBytes(16).toString("base64url"), e: Math.floor(now / 1000) + CAPTCHA_TTL_SECONDS };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return { token: `${payload}.${sign(secret, payload)}`, nonce: claims.n, expiresAt: new Date(claims.e * 1000) };
}

/** The proof of work of an issued challenge: its salt names the challenge's nonce and expiry. */
export function powChallenge(secret: string, issued: Issued, maxNumber: number): Promise<Challenge> {
  return createChallenge({
    hmacKey: powKey(secret),
    maxnumber: maxNumber,
    expires: issued.expiresAt,
    params: { n: issued.nonce },
  });
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

/** What a person typed, as the characters compare: in capitals, without spaces, dots or dashes. */
export const foldTyped = (typed: string) => typed.toUpperCase().replace(/[\s.-]+/g, "");

type TokenRead =
  { ok: true; nonce: string; expiresAt: Date } | { ok: false; reason: "malformed" | "forged" | "expired" };

function readToken(secret: string, token: string, now: number): TokenRead {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "malformed" };
  if (!sameText(signature, sign(secret, payload))) return { ok: false, reason: "forged" };
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Claims;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof claims.n !== "string" || typeof claims.e !== "number") return { ok: false, reason: "malformed" };
  if (claims.e * 1000 <= now) return { ok: false, reason: "expired" };
  return { ok: true, nonce: claims.n, expiresAt: new Date(claims.e * 1000) };
}

/** The nonce of a genuine, unexpired token (the challenge it names), or why not. */
export const challengeOf = (secret: string, token: string, now = Date.now()) => readToken(secret, token, now);

/** Text answers are short; a proof of work's payload is a long base64 JSON. */
export const isProofOfWork = (answer: string) => answer.length > 60;

export type TokenCheck =
  | { ok: true; nonce: string; expiresAt: Date; correct: boolean; way: "pow" | "text" }
  | { ok: false; reason: "malformed" | "forged" | "expired" };

/**
 * Whether a token is genuine and unexpired, and whether `answer` answers it: the typed characters,
 * or a proof of work solved for this token's nonce. Single use is the caller's.
 */
export async function checkToken(secret: string, token: string, answer: string, now = Date.now()): Promise<TokenCheck> {
  const read = readToken(secret, token, now);
  if (!read.ok) return read;
  if (isProofOfWork(answer)) {
    let correct = false;
    try {
      correct = extractParams(answer).n === read.nonce && (await verifySolution(answer, powKey(secret), true));
    } catch {
      correct = false;
    }
    return { ...read, correct, way: "pow" };
  }
  return { ...read, correct: sameText(foldTyped(answer), charactersOf(secret, read.nonce)), way: "text" };
}
