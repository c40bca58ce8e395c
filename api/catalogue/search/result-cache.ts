/**
 * Answers of the search calls kept in memory for an hour (document 1 §9: results are cached by
 * search for 3,600,000 ms), keyed by the normalised criteria and the catalogue's generation
 * (migration 010): an import, an edit or a new copy changes the generation, and the next search
 * computes afresh. A word found in a sixth of a million-record catalogue costs seconds to rank
 * and to count by facet; people page through, re-sort and come back to the same search, and each
 * of those then costs a lookup. Concurrent identical searches share one computation.
 *
 * In-process and bounded (least recently used first out), so several processes over one
 * database each keep their own and none can serve an answer older than its generation.
 */
import { metrics } from "../../core/http/metrics.ts";

export interface ResultCacheOptions {
  /** 0 turns the cache off (every call computes). */
  maxEntries: number;
  ttlMs: number;
  now?: () => number;
  /** Whether lookups count in opac_search_cache_lookups_total (the search answers' cache does). */
  counted?: boolean;
}

interface Entry {
  generation: string;
  expires: number;
  value: Promise<unknown>;
}

export class ResultCache {
  private readonly entries = new Map<string, Entry>();
  private readonly now: () => number;

  constructor(private readonly options: ResultCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  get size(): number {
    return this.entries.size;
  }

  /** Whether `get` would answer `key` at `generation` without computing (a warm search). */
  has(key: string, generation: string): boolean {
    const entry = this.entries.get(key);
    return Boolean(entry && entry.generation === generation && entry.expires > this.now());
  }

  /** The cached answer for `key` at `generation`, or `compute()`'s, which is then kept. */
  async get<T>(key: string, generation: string, compute: () => Promise<T>): Promise<T> {
    if (this.options.maxEntries <= 0) return compute();
    const entry = this.entries.get(key);
    if (entry && this.has(key, generation)) {
      if (this.options.counted !== false) metrics.searchCache.inc({ result: "hit" });
      // Re-inserted: Map iteration order is insertion order, so the oldest used is first.
      this.entries.delete(key);
      this.entries.set(key, entry);
      return entry.value as Promise<T>;
    }
    if (this.options.counted !== false) metrics.searchCache.inc({ result: "miss" });
    const value = compute();
    const fresh: Entry = { generation, expires: this.now() + this.options.ttlMs, value };
    this.entries.delete(key);
    this.entries.set(key, fresh);
    while (this.entries.size > this.options.maxEntries) {
      this.entries.delete(this.entries.keys().next().value!);
    }
    // A failure is not an answer: forget it, so the next call tries again.
    value.catch(() => {
      if (this.entries.get(key) === fresh) this.entries.delete(key);
    });
    return value;
  }
}
