/**
 * The self-hosted captcha (decision 023): an arithmetic question written in words in the
 * visitor's language ("Quanto é sete mais doze?"), answered in digits or words. It is text, so a
 * screen reader reads it and a keyboard answers it, and it needs no JavaScript and nothing from
 * another site. The challenge travels as a signed token holding a nonce, an expiry and a keyed
 * digest of the answer; the service keeps only the nonces already answered (captcha_used), so
 * each challenge is answered once.
 */
import { createHmac, randomBytes, randomInt, timingSafeEqual } from "node:crypto";

import { apiMessages, translate, type Lang } from "../../core/i18n.ts";

export const CAPTCHA_TTL_SECONDS = 600;

// The words of 0 to 30, by value, from the locale files ("zero|um|dois|…").
const NUMBERS = Object.fromEntries(
  Object.entries(apiMessages).map(([lang, messages]) => [lang, messages.captcha.numbers.split("|")]),
) as Record<Lang, string[]>;

export interface Puzzle {
  question: string;
  answer: number;
}

/** Two numbers up to 15 added, or the smaller taken from the larger: answers from 0 to 30. */
export function makePuzzle(lang: Lang, pick: (max: number) => number = randomInt): Puzzle {
  const x = pick(16);
  const y = pick(16);
  const minus = pick(2) === 1;
  const [a, b] = minus ? [Math.max(x, y), Math.min(x, y)] : [x, y];
  const answer = minus ? a - b : a + b;
  const question = translate(lang, minus ? "captcha.minus" : "captcha.plus", {
    a: NUMBERS[lang][a],
    b: NUMBERS[lang][b],
  });
  return { question, answer };
}

const fold = (s: string) =>
  s
    .normalize("NFD")
    .replace(/\p{M}/gu, "")
    .toLowerCase()
    .replace(/[\s-]+/g, " ")
    .trim();

/** What the visitor typed, as a number: digits, or the number in words in any of the three languages. */
export function readAnswer(typed: string): number | undefined {
  const text = fold(typed);
  if (/^\d{1,3}$/.test(text)) return Number(text);
  for (const words of Object.values(NUMBERS)) {
    const index = words.findIndex((w) => fold(w) === text);
    if (index >= 0) return index;
  }
  return undefined;
}

interface Claims {
  /** nonce */
  n: string;
  /** expiry, seconds since the epoch */
  e: number;
  /** keyed digest of nonce and answer */
  d: string;
}

// A key of its own, derived from the service's secret, so a captcha token is never a valid
// signature of anything else.
const keyOf = (secret: string) => createHmac("sha256", secret).update("captcha/v1").digest();
const digest = (key: Buffer, nonce: string, answer: number) =>
  createHmac("sha256", key).update(`answer:${nonce}:${answer}`).digest("base64url");
const sign = (key: Buffer, payload: string) => createHmac("sha256", key).update(`token:${payload}`).digest("base64url");

export function issueToken(secret: string, answer: number, now = Date.now()): string {
  const key = keyOf(secret);
  const n = randomBytes(16).toString("base64url");
  const claims: Claims = { n, e: Math.floor(now / 1000) + CAPTCHA_TTL_SECONDS, d: digest(key, n, answer) };
  const payload = Buffer.from(JSON.stringify(claims)).toString("base64url");
  return `${payload}.${sign(key, payload)}`;
}

const sameText = (a: string, b: string) => {
  const x = Buffer.from(a);
  const y = Buffer.from(b);
  return x.length === y.length && timingSafeEqual(x, y);
};

export type TokenCheck =
  | { ok: true; nonce: string; expiresAt: Date; correct: boolean }
  | { ok: false; reason: "malformed" | "forged" | "expired" };

/** Whether a token is genuine and unexpired, and whether `typed` answers it; single use is the caller's. */
export function checkToken(secret: string, token: string, typed: string, now = Date.now()): TokenCheck {
  const [payload, signature, extra] = token.split(".");
  if (!payload || !signature || extra !== undefined) return { ok: false, reason: "malformed" };
  const key = keyOf(secret);
  if (!sameText(signature, sign(key, payload))) return { ok: false, reason: "forged" };
  let claims: Claims;
  try {
    claims = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as Claims;
  } catch {
    return { ok: false, reason: "malformed" };
  }
  if (typeof claims.n !== "string" || typeof claims.e !== "number" || typeof claims.d !== "string") {
    return { ok: false, reason: "malformed" };
  }
  if (claims.e * 1000 <= now) return { ok: false, reason: "expired" };
  const answer = readAnswer(typed);
  const correct = answer !== undefined && sameText(digest(key, claims.n, answer), claims.d);
  return { ok: true, nonce: claims.n, expiresAt: new Date(claims.e * 1000), correct };
}
