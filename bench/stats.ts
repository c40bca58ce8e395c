/**
 * Summary statistics of latency samples and the aligned text table the benchmark prints.
 * Percentiles use the nearest-rank method: p95 of 200 samples is the 190th smallest, a value
 * that was actually observed (no interpolation between two requests).
 */

/** The p-th percentile (0 < p ≤ 100) of `samples`, nearest rank. Throws on an empty list. */
export function percentile(samples: readonly number[], p: number): number {
  if (samples.length === 0) throw new Error("percentile of no samples");
  if (!(p > 0 && p <= 100)) throw new Error(`percentile out of range: ${p}`);
  const sorted = [...samples].sort((a, b) => a - b);
  const rank = Math.ceil((p / 100) * sorted.length);
  return sorted[rank - 1];
}

export interface Summary {
  n: number;
  p50: number;
  p95: number;
  mean: number;
  max: number;
}

/** n, p50, p95, mean and max of `samples` (milliseconds); all NaN but n when there are none. */
export function summarize(samples: readonly number[]): Summary {
  if (samples.length === 0) return { n: 0, p50: NaN, p95: NaN, mean: NaN, max: NaN };
  return {
    n: samples.length,
    p50: percentile(samples, 50),
    p95: percentile(samples, 95),
    mean: samples.reduce((sum, x) => sum + x, 0) / samples.length,
    max: Math.max(...samples),
  };
}

/** Milliseconds with one decimal; "–" for a missing value. */
export function ms(value: number): string {
  return Number.isFinite(value) ? value.toFixed(1) : "–";
}

/**
 * A markdown table whose columns line up in a terminal too. Columns listed in `right` are
 * right-aligned (numbers).
 */
export function formatTable(headers: string[], rows: string[][], right: ReadonlySet<number> = new Set()): string {
  const widths = headers.map((h, i) => Math.max(h.length, ...rows.map((r) => (r[i] ?? "").length)));
  const cell = (text: string, i: number) => (right.has(i) ? text.padStart(widths[i]) : text.padEnd(widths[i]));
  const line = (cells: string[]) => `| ${cells.map((c, i) => cell(c ?? "", i)).join(" | ")} |`;
  const rule = `|${widths.map((w, i) => (right.has(i) ? `${"-".repeat(w + 1)}:` : "-".repeat(w + 2))).join("|")}|`;
  return [line(headers), rule, ...rows.map(line)].join("\n");
}
