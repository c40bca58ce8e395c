/**
 * A strict reader of Prometheus' text exposition format (version 0.0.4), for tests that scrape
 * /metrics: prom-client writes the format but does not read it. Strict means every line must be a
 * `# HELP`, a `# TYPE`, another comment, a blank line or a sample of a declared family, names and
 * labels as the format spells them, no series twice, no TYPE after its family's samples; anything
 * else throws with the line's number, so a scrape a real Prometheus would refuse fails the test.
 */

export type MetricType = "counter" | "gauge" | "histogram" | "summary" | "untyped";

export interface Sample {
  name: string;
  labels: Record<string, string>;
  value: number;
}

export interface Family {
  name: string;
  type: MetricType;
  help?: string;
  samples: Sample[];
}

const METRIC_NAME = /^[a-zA-Z_:][a-zA-Z0-9_:]*$/;
const LABEL_NAME = /^[a-zA-Z_][a-zA-Z0-9_]*$/;
const TYPES = new Set<MetricType>(["counter", "gauge", "histogram", "summary", "untyped"]);
const SUFFIXES: Record<MetricType, string[]> = {
  counter: [""],
  gauge: [""],
  untyped: [""],
  histogram: ["_bucket", "_sum", "_count"],
  summary: ["", "_sum", "_count"],
};

export function parsePrometheusText(text: string): Map<string, Family> {
  const families = new Map<string, Family>();
  const seen = new Set<string>();
  const typeTold = new Set<string>();
  const lines = text.split("\n");
  if (lines.at(-1) === "") lines.pop();
  lines.forEach((line, index) => {
    const fail = (why: string): never => {
      throw new Error(`line ${index + 1}: ${why}: ${JSON.stringify(line)}`);
    };
    if (line.trim() === "") return;
    if (line.startsWith("#")) {
      const meta = /^# (HELP|TYPE) (\S+) ?(.*)$/.exec(line);
      if (!meta) return;
      const [, kind, name, rest] = meta;
      if (!METRIC_NAME.test(name)) fail("bad metric name");
      const family = families.get(name);
      if (kind === "HELP") {
        if (family?.help !== undefined) fail("second HELP");
        const help = unescapeHelp(rest, fail);
        if (family) family.help = help;
        else families.set(name, { name, type: "untyped", help, samples: [] });
        return;
      }
      if (!TYPES.has(rest as MetricType)) fail("unknown type");
      if (family?.samples.length) fail("TYPE after the family's samples");
      if (family && typeTold.has(name)) fail("second TYPE");
      typeTold.add(name);
      if (family) family.type = rest as MetricType;
      else families.set(name, { name, type: rest as MetricType, samples: [] });
      return;
    }
    const sample = parseSample(line, fail);
    const family = familyOf(sample.name, families);
    if (!family) fail("sample of no declared family");
    const series = `${sample.name}${JSON.stringify(Object.entries(sample.labels).sort())}`;
    if (seen.has(series)) fail("series given twice");
    seen.add(series);
    family!.samples.push(sample);
  });
  return families;
}
function familyOf(sampleName: string, families: Map<string, Family>): Family | undefined {
  for (const family of families.values()) {
    for (const suffix of SUFFIXES[family.type]) {
      if (sampleName === family.name + suffix) return family;
    }
  }
  return undefined;
}

function parseSample(line: string, fail: (why: string) => never): Sample {
  const head = /^([a-zA-Z_:][a-zA-Z0-9_:]*)/.exec(line);
  if (!head) fail("bad sample name");
  const name = head![1];
  let at = name.length;
  const labels: Record<string, string> = {};
  if (line[at] === "{") {
    at++;
    while (line[at] !== "}") {
      const label = /^([a-zA-Z_][a-zA-Z0-9_]*)="/.exec(line.slice(at));
      if (!label || !LABEL_NAME.test(label[1])) fail("bad label");
      at += label![0].length;
      let value = "";
      for (;;) {
        const c = line[at];
        if (c === undefined) fail("unterminated label value");
        at++;
        if (c === '"') break;
        if (c === "\\") {
          const escaped = line[at++];
          if (escaped === "n") value += "\n";
          else if (escaped === "\\" || escaped === '"') value += escaped;
          else fail("bad escape in a label value");
        } else value += c;
      }
      if (label![1] in labels) fail("label given twice");
      labels[label![1]] = value;
      if (line[at] === ",") at++;
      else if (line[at] !== "}") fail("expected , or }");
    }
    at++;
  }
  const rest = /^ (\S+)(?: (-?\d+))?$/.exec(line.slice(at));
  if (!rest) fail("expected one value and an optional timestamp");
  return { name, labels, value: parseValue(rest![1], fail) };
}

/**
 * A sample's value as Prometheus reads it (Go's ParseFloat): the special values in any case, as
 * prom-client writes an empty mean ("Nan").
 */
function parseValue(text: string, fail: (why: string) => never): number {
  const special = text.toLowerCase();
  if (special === "+inf" || special === "inf") return Infinity;
  if (special === "-inf") return -Infinity;
  if (special === "nan") return NaN;
  if (!/^[-+]?(\d+\.?\d*|\.\d+)([eE][-+]?\d+)?$/.test(text)) fail("bad value");
  return Number(text);
}

function unescapeHelp(text: string, fail: (why: string) => never): string {
  return text.replace(/\\(.?)/g, (_m, c: string) => {
    if (c === "n") return "\n";
    if (c === "\\") return "\\";
    return fail("bad escape in HELP");
  });
}

/** The value of the series `name` with exactly `labels` among its labels (others ignored), or 0 when absent. */
export function sampleValue(families: Map<string, Family>, name: string, labels: Record<string, string> = {}): number {
  const family = familyOf(name, families);
  const sample = family?.samples.find(
    (s) => s.name === name && Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  return sample?.value ?? 0;
}
