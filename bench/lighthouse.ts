// Lighthouse's mobile performance score of the search and record pages (decision 037): home,
// results and a record, each measured with Lighthouse's default mobile settings (a mid-range
// phone, simulated slow 4G and a 4× slower CPU) in the Chromium the browser tests use.
//
//   npm run build && npm run lighthouse [-- --url http://host:port] [--runs 3] [--json]
//
// Without --url it starts the built server (node build/server.js) on a free port over a fresh
// data folder, which imports the demo catalogue (about 20 s), and stops it at the end. Each page
// is measured --runs times (default 3) and its median score is printed with that run's metrics,
// against the goal of 95. Lighthouse itself is not a dependency of the project (it brings about
// 180 MB): `npx` fetches the pinned version below on first use. A measurement, not a test: the
// score moves with the machine's load, so run it on an otherwise idle machine.
import { execFile } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { startBuiltServer } from "../tests/support/built-server.ts";

const LIGHTHOUSE = "lighthouse@13.5.0";
const GOAL = 95;
const CHROMIUM = "/usr/lib/chromium/chromium-headless-shell";
const run = promisify(execFile);

const args = process.argv.slice(2);
const option = (name: string, fallback?: string) => {
  const at = args.indexOf(`--${name}`);
  return at >= 0 ? args[at + 1] : fallback;
};
const runs = Math.max(1, Number(option("runs", "3")));

/** The built server over a fresh data folder (the demo catalogue), ready to answer. */
async function startServer(): Promise<{ base: string; stop(): Promise<void> }> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "opac-lighthouse-"));
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir };
  for (const name of ["DATABASE_URL", "LIBRARY_API_URL", "PASSWORD_HASH_COST", "NODE_ENV"]) delete env[name];
  const server = await startBuiltServer(env);
  return {
    base: server.base,
    async stop() {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run of `url`: its performance score (0–100) and the metrics it comes from. */
interface Run {
  score: number;
  fcp?: number;
  lcp?: number;
  tbt?: number;
  cls?: number;
  si?: number;
  warnings: string[];
}

async function measure(url: string, outDir: string, n: string): Promise<Run> {
  const output = path.join(outDir, `run-${n}.json`);
  await run(
    "npx",
    [
      "--yes",
      LIGHTHOUSE,
      url,
      "--only-categories=performance",
      "--output=json",
      `--output-path=${output}`,
      "--chrome-flags=--headless --no-sandbox",
      "--quiet",
    ],
    {
      env: { ...process.env, ...(existsSync(CHROMIUM) && !process.env.CHROME_PATH ? { CHROME_PATH: CHROMIUM } : {}) },
      maxBuffer: 64 * 1024 * 1024,
    },
  );
  const report = JSON.parse(readFileSync(output, "utf8")) as {
    categories: { performance: { score: number } };
    audits: Record<string, { numericValue?: number } | undefined>;
    runWarnings?: string[];
  };
  const metric = (id: string) => report.audits[id]?.numericValue;
  return {
    score: Math.round(report.categories.performance.score * 100),
    fcp: metric("first-contentful-paint"),
    lcp: metric("largest-contentful-paint"),
    tbt: metric("total-blocking-time"),
    cls: metric("cumulative-layout-shift"),
    si: metric("speed-index"),
    warnings: report.runWarnings ?? [],
  };
}

const given = option("url");
const server = given ? undefined : await startServer();
const base = given ?? server!.base;
const outDir = mkdtempSync(path.join(tmpdir(), "opac-lighthouse-runs-"));
try {
  // A record the results page links to first: the demo's, whatever its id.
  const results = await (await fetch(`${base}/?q=history`)).text();
  const record = /href="(\/acervo\/\d+)"/.exec(results)?.[1];
  if (!record) throw new Error(`no record link on ${base}/?q=history`);
  const pages = [
    ["home (/)", "/"],
    ["results (/?q=history)", "/?q=history"],
    [`record (${record})`, record],
  ];
  const rows: (Run & { page: string; scores: number[] })[] = [];
  for (const [label, pathname] of pages) {
    const measured: Run[] = [];
    for (let n = 0; n < runs; n++) measured.push(await measure(`${base}${pathname}`, outDir, `${rows.length}-${n}`));
    measured.sort((a, b) => a.score - b.score);
    const median = measured[Math.floor(measured.length / 2)];
    rows.push({ page: label, scores: measured.map((m) => m.score), ...median });
  }
  if (args.includes("--json")) {
    console.log(JSON.stringify(rows, null, 2));
  } else {
    const ms = (v: number | undefined) => (v === undefined ? "–" : `${Math.round(v)} ms`);
    console.log(
      `Lighthouse ${LIGHTHOUSE.split("@")[1]} mobile performance (median of ${runs}; goal ${GOAL}), ${new Date().toISOString()}`,
    );
    console.log("page                       score  runs          FCP      LCP      TBT      CLS    speed index  goal");
    for (const r of rows) {
      console.log(
        [
          r.page.padEnd(26),
          String(r.score).padStart(5),
          r.scores.join("/").padEnd(12),
          ms(r.fcp).padStart(8),
          ms(r.lcp).padStart(8),
          ms(r.tbt).padStart(8),
          (r.cls ?? 0).toFixed(3).padStart(8),
          ms(r.si).padStart(14),
          r.score >= GOAL ? "met" : "not met",
        ].join(" "),
      );
      for (const warning of r.warnings) console.log(`  warning: ${warning}`);
    }
  }
} finally {
  rmSync(outDir, { recursive: true, force: true });
  await server?.stop();
}
