import { describe, expect, it } from "vitest";
import { ResultCache } from "./result-cache.ts";

function counter() {
  let calls = 0;
  const compute = async () => ++calls;
  return { compute, calls: () => calls };
}

describe("ResultCache", () => {
  it("answers a repeated search from memory while the catalogue is unchanged", async () => {
    const cache = new ResultCache({ maxEntries: 10, ttlMs: 1000 });
    const c = counter();
    expect(await cache.get("q=history", "1", c.compute)).toBe(1);
    expect(await cache.get("q=history", "1", c.compute)).toBe(1);
    expect(c.calls()).toBe(1);
  });

  it("computes afresh once the catalogue's generation has changed", async () => {
    const cache = new ResultCache({ maxEntries: 10, ttlMs: 1000 });
    const c = counter();
    await cache.get("q=history", "1", c.compute);
    expect(await cache.get("q=history", "2", c.compute)).toBe(2);
    expect(await cache.get("q=history", "2", c.compute)).toBe(2);
  });

  it("forgets an answer after its lifetime", async () => {
    let now = 0;
    const cache = new ResultCache({ maxEntries: 10, ttlMs: 3_600_000, now: () => now });
    const c = counter();
    await cache.get("k", "1", c.compute);
    now = 3_599_999;
    expect(await cache.get("k", "1", c.compute)).toBe(1);
    now = 3_600_000;
    expect(await cache.get("k", "1", c.compute)).toBe(2);
  });

  it("drops the least recently used answer when full", async () => {
    const cache = new ResultCache({ maxEntries: 2, ttlMs: 1000 });
    const c = counter();
    await cache.get("a", "1", c.compute); // 1
    await cache.get("b", "1", c.compute); // 2
    await cache.get("a", "1", c.compute); // hit: a is now the most recent
    await cache.get("c", "1", c.compute); // 3, evicts b
    expect(cache.size).toBe(2);
    expect(await cache.get("a", "1", c.compute)).toBe(1);
    expect(await cache.get("b", "1", c.compute)).toBe(4);
  });

  it("shares one computation between concurrent identical searches", async () => {
    const cache = new ResultCache({ maxEntries: 10, ttlMs: 1000 });
    const c = counter();
    const answers = await Promise.all([1, 2, 3].map(() => cache.get("k", "1", c.compute)));
    expect(answers).toEqual([1, 1, 1]);
    expect(c.calls()).toBe(1);
  });

  it("does not keep a failure", async () => {
    const cache = new ResultCache({ maxEntries: 10, ttlMs: 1000 });
    await expect(cache.get("k", "1", () => Promise.reject(new Error("database down")))).rejects.toThrow(
      "database down",
    );
    expect(await cache.get("k", "1", async () => "ok")).toBe("ok");
  });

  it("computes every time when turned off", async () => {
    const cache = new ResultCache({ maxEntries: 0, ttlMs: 1000 });
    const c = counter();
    await cache.get("k", "1", c.compute);
    await cache.get("k", "1", c.compute);
    expect(c.calls()).toBe(2);
  });
});
