/**
 * The queue in front of the PostgreSQL pool (decision 036, "A queue of patrons is not an
 * outage"). pg-pool applies one `connectionTimeoutMillis` both to opening a connection and to
 * waiting for a pooled client, so 50 patrons sharing 8 connections on a slow machine read as a
 * database that is down. The gate hands out as many turns as the pool has connections and queues
 * the rest, in order, for up to `waitMs`; a caller holding a turn always finds an idle client or
 * room for a new one, so the pool's own timeout is left to mean "the server did not answer".
 *
 * Its waits, their length and the ones that ran out are counted under the pool's name ("primary",
 * "replica") in the metrics (api/core/http/metrics.ts).
 */
import { metrics } from "../http/metrics.ts";

/** A request waited `waitMs` for one of the pool's connections, all busy: a 503, not an outage. */
export class PoolBusyError extends Error {
  readonly code = "pool_busy";
  constructor(
    readonly waitedMs: number,
    readonly poolSize: number,
  ) {
    super(`database busy: no free connection of the pool (${poolSize}) within ${waitedMs} ms`);
    this.name = "PoolBusyError";
  }
}

interface Waiter {
  resolve: () => void;
  reject: (error: Error) => void;
  timer: ReturnType<typeof setTimeout>;
}

export interface PoolGate {
  /** Waits for a turn (FIFO); rejects with PoolBusyError after `waitMs`. */
  acquire(): Promise<void>;
  /** Gives the turn back: the next waiter gets it at once. */
  release(): void;
  /**
   * A connection could not be made: the ones waiting would meet the same (a database that is
   * down, or a server that does not answer), so they fail now with `error` instead of each
   * spending its own connect timeout in turn.
   */
  failWaiting(error: Error): void;
  /** Turns in use and callers waiting (for tests and logs). */
  readonly stats: { busy: number; waiting: number };
}

export function createPoolGate(size: number, waitMs: number, pool = "primary"): PoolGate {
  if (!(size >= 1)) throw new Error(`pool size must be at least 1 (got ${size})`);
  let busy = 0;
  const queue: Waiter[] = [];
  return {
    acquire() {
      if (busy < size && queue.length === 0) {
        busy++;
        return Promise.resolve();
      }
      metrics.poolWaits.inc({ pool });
      const waited = metrics.poolWaitSeconds.startTimer({ pool });
      return new Promise<void>((resolve, reject) => {
        const waiter: Waiter = {
          resolve: () => {
            waited();
            resolve();
          },
          reject,
          timer: setTimeout(() => {
            const i = queue.indexOf(waiter);
            if (i >= 0) queue.splice(i, 1);
            metrics.poolTimeouts.inc({ pool });
            reject(new PoolBusyError(waitMs, size));
          }, waitMs),
        };
        // A queued request must not keep a closing process alive.
        waiter.timer.unref?.();
        queue.push(waiter);
      });
    },
    release() {
      const next = queue.shift();
      if (next) {
        // The turn passes straight on: `busy` stays the same.
        clearTimeout(next.timer);
        next.resolve();
      } else if (busy > 0) busy--;
    },
    failWaiting(error) {
      for (const waiter of queue.splice(0)) {
        clearTimeout(waiter.timer);
        waiter.reject(error);
      }
    },
    get stats() {
      return { busy, waiting: queue.length };
    },
  };
}
