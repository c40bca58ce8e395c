import client from "prom-client";
import { describe, expect, it } from "vitest";

import { parsePrometheusText, sampleValue } from "./prometheus-text.ts";

describe("the Prometheus text reader", () => {
  it("reads what prom-client writes: counters, gauges, histograms, escaped labels", async () => {
    const register = new client.Registry();
    const counter = new client.Counter({
      name: "t_total",
      help: "A \\ counter\nof things.",
      labelNames: ["path"],
      registers: [register],
    });
    counter.inc({ path: 'a "quoted" \\ path\nnext' }, 3);
    const histogram = new client.Histogram({
      name: "t_seconds",
      help: "Time.",
      buckets: [0.1, 1],
      registers: [register],
    });
    histogram.observe(0.5);
    new client.Gauge({ name: "t_gauge", help: "A gauge.", registers: [register] }).set(-2.5e-3);
    const families = parsePrometheusText(await register.metrics());
    expect(families.get("t_total")).toMatchObject({ type: "counter", help: "A \\ counter\nof things." });
    expect(sampleValue(families, "t_total", { path: 'a "quoted" \\ path\nnext' })).toBe(3);
    expect(sampleValue(families, "t_seconds_bucket", { le: "0.1" })).toBe(0);
    expect(sampleValue(families, "t_seconds_bucket", { le: "+Inf" })).toBe(1);
    expect(sampleValue(families, "t_seconds_count")).toBe(1);
    expect(sampleValue(families, "t_seconds_sum")).toBe(0.5);
    expect(sampleValue(families, "t_gauge")).toBe(-0.0025);
  });

  it("refuses what a Prometheus server would refuse", () => {
    const bad = [
      '# TYPE x counter\nx{a="1"} 1\nx{a="1"} 2\n', // the same series twice
      "y 1\n", // no family
      "# TYPE x counter\nx{a=1} 1\n", // unquoted label value
      '# TYPE x counter\nx{a="1" 1\n', // unterminated labels
      "# TYPE x counter\nx 1 2 3\n", // too many fields
      "# TYPE x counter\nx one\n", // not a number
      "# TYPE x blob\n", // no such type
      "# TYPE x counter\nx 1\n# TYPE x counter\n", // TYPE after samples
      '# TYPE x counter\nx{a="\\q"} 1\n', // bad escape
      "# TYPE 1x counter\n", // bad name
      "# TYPE x histogram\nx 1\n", // a histogram's samples carry a suffix
    ];
    for (const text of bad) expect(() => parsePrometheusText(text), text).toThrow(/^line \d+: /);
  });

  it("reads values, timestamps and comments as the format allows", () => {
    const families = parsePrometheusText(
      "# a comment\n# TYPE x gauge\nx 1.5e3 1700000000000\n# TYPE y untyped\ny{} +Inf\n\n# TYPE z gauge\nz NaN\n# TYPE w gauge\nw Nan\n",
    );
    expect(sampleValue(families, "x")).toBe(1500);
    expect(sampleValue(families, "y")).toBe(Infinity);
    expect(sampleValue(families, "z")).toBeNaN();
    expect(sampleValue(families, "w")).toBeNaN();
  });
});
