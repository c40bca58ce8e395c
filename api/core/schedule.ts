/**
 * The server's timed jobs (the network harvest, the interest digest, the sessions clean-up): every
 * process may run every schedule, as the documentation advises for scale, yet each job runs once.
 * A run first claims the job's lease in the database (api/core/db/lease.repository.ts); a process
 * that finds it held skips that round, and a lease whose holder died (kill -9) expires and is
 * taken over (docs/decisions/049-schedules-startup-and-crawlers.md).
 */
import { randomUUID } from "node:crypto";
import { hostname } from "node:os";
import type { Queryable } from "./db/db.ts";
import { releaseLease, renewLease, takeLease } from "./db/lease.repository.ts";

/** This run's name in the lease table: the host, the process, and a run of its own. */
export function leaseHolderName(): string {
  return `${hostname()}:${process.pid}:${randomUUID()}`;
}

export type LeasedRun<T> = { ran: true; value: T } | { ran: false };

/**
 * `run` while holding the lease `name` for `seconds` (renewed by `run` between long steps), or
 * `{ ran: false }` when another process holds it. Released at the end, whatever happens.
 */
export async function underLease<T>(
  db: Queryable,
  name: string,
  seconds: number,
  run: (renew: () => Promise<void>) => Promise<T>,
  holder = leaseHolderName(),
): Promise<LeasedRun<T>> {
  if (!(await takeLease(db, name, holder, seconds))) return { ran: false };
  try {
    return { ran: true, value: await run(() => renewLease(db, name, holder, seconds).then(() => undefined)) };
  } finally {
    await releaseLease(db, name, holder).catch(() => {});
  }
}

/**
 * Runs `job` every `minutes` (never two at once in this process; the timer does not keep the
 * process alive); returns the function that stops it. 0 minutes: never.
 */
export function every(minutes: number, job: () => Promise<void>): () => void {
  if (minutes === 0) return () => {};
  let running = false;
  const timer = setInterval(() => {
    if (running) return;
    running = true;
    job().finally(() => {
      running = false;
    });
  }, minutes * 60_000);
  timer.unref();
  return () => clearInterval(timer);
}
