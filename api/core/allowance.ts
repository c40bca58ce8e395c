/**
 * Allowances: a number of attempts per bucket and window, spent before the attempt is judged and
 * given back when it proves itself (docs/decisions/053-login-limits-and-captcha.md). Spending and
 * deciding are one statement (api/core/allowance.repository.ts), so a burst of parallel requests
 * over several processes gets no more than the allowance. Every refusal is a 429 with Retry-After.
 */
import type { Queryable } from "./db/db.ts";
import { tooManyRequests, type ApiError } from "./errors.ts";
import { pruneAllowances, spend, spent } from "./allowance.repository.ts";

export { forget as forgetAllowance, refund as refundAllowance } from "./allowance.repository.ts";

export interface Allowance {
  bucket: string;
  /** Attempts allowed in a window. */
  max: number;
  windowSeconds: number;
}

/**
 * Spends one attempt of each allowance in turn; the first one past its limit stops the rest and
 * throws the 429 `refusal` makes (by default too_many_requests), with Retry-After the seconds
 * left in that window. Returns the attempts spent, this one included, by bucket.
 */
export async function spendAllowances(
  db: Queryable,
  allowances: Allowance[],
  refusal: (secondsLeft: number) => ApiError = (s) => tooManyRequests(s),
): Promise<number[]> {
  const counts: number[] = [];
  for (const a of allowances) {
    const { hits, secondsLeft } = await spend(db, a.bucket, a.windowSeconds, a.max);
    // A new window: the moment to forget the buckets whose windows ended long ago.
    if (hits === 1) await pruneAllowances(db);
    if (hits > a.max) throw refusal(secondsLeft);
    counts.push(hits);
  }
  return counts;
}

/** Spends one attempt of `allowance` without refusing this one: the next attempt is judged by it. */
export async function countAttempt(db: Queryable, allowance: Allowance): Promise<void> {
  await spend(db, allowance.bucket, allowance.windowSeconds, allowance.max);
}

/**
 * Spends one attempt of `allowance` and says whether it was within it, refusing nothing: for a
 * caller whose answer must not tell (it quietly does less instead).
 */
export async function spendIfAllowed(db: Queryable, allowance: Allowance): Promise<boolean> {
  const { hits } = await spend(db, allowance.bucket, allowance.windowSeconds, allowance.max);
  if (hits === 1) await pruneAllowances(db);
  return hits <= allowance.max;
}

/** Throws the 429 when `allowance` is already spent, without spending from it. */
export async function checkAllowance(
  db: Queryable,
  allowance: Allowance,
  refusal: (secondsLeft: number) => ApiError = (s) => tooManyRequests(s),
): Promise<number> {
  const { hits, secondsLeft } = await spent(db, allowance.bucket);
  if (hits >= allowance.max) throw refusal(secondsLeft);
  return hits;
}
