import { afterEach, describe, expect, it, vi } from "vitest";

import { isDatabaseUnavailable } from "./db.ts";
import { createPoolGate, PoolBusyError } from "./pool-gate.ts";

afterEach(() => {
  vi.useRealTimers();
});

describe("the pool's gate", () => {
  it("lets as many callers through as the pool has connections and queues the rest in order", async () => {
    const gate = createPoolGate(2, 1_000);
    await gate.acquire();
    await gate.acquire();
    const order: string[] = [];
    const third = gate.acquire().then(() => order.push("third"));
    const fourth = gate.acquire().then(() => order.push("fourth"));
    expect(gate.stats).toEqual({ busy: 2, waiting: 2 });
    gate.release();
    await third;
    expect(order).toEqual(["third"]);
    expect(gate.stats).toEqual({ busy: 2, waiting: 1 });
    gate.release();
    await fourth;
    expect(order).toEqual(["third", "fourth"]);
    gate.release();
    gate.release();
    expect(gate.stats).toEqual({ busy: 0, waiting: 0 });
  });

  it("gives up after the wait with PoolBusyError, a 503 but not an outage in the log's words", async () => {
    vi.useFakeTimers();
    const gate = createPoolGate(1, 30_000);
    await gate.acquire();
    const waiting = gate.acquire();
    const settled = vi.fn();
    waiting.then(settled, settled);
    await vi.advanceTimersByTimeAsync(29_999);
    expect(settled).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(1);
    const error = await waiting.catch((e: unknown) => e);
    expect(error).toBeInstanceOf(PoolBusyError);
    expect((error as Error).message).toBe("database busy: no free connection of the pool (1) within 30000 ms");
    expect(isDatabaseUnavailable(error)).toBe(true);
    expect(gate.stats).toEqual({ busy: 1, waiting: 0 });
    // The turn given back after a waiter gave up is free for the next caller.
    gate.release();
    expect(gate.stats).toEqual({ busy: 0, waiting: 0 });
  });

  it("fails every waiter at once when a connection cannot be made, and keeps serving afterwards", async () => {
    const gate = createPoolGate(1, 60_000);
    await gate.acquire();
    const waiters = [gate.acquire(), gate.acquire(), gate.acquire()];
    const down = Object.assign(new Error("connect ECONNREFUSED 127.0.0.1:5432"), { code: "ECONNREFUSED" });
    gate.failWaiting(down);
    for (const w of waiters) await expect(w).rejects.toBe(down);
    expect(gate.stats).toEqual({ busy: 1, waiting: 0 });
    gate.release();
    await gate.acquire();
    expect(gate.stats).toEqual({ busy: 1, waiting: 0 });
  });

  it("refuses a pool of no connections", () => {
    expect(() => createPoolGate(0, 1_000)).toThrow("pool size must be at least 1 (got 0)");
  });
});
