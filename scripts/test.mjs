// The whole test suite: unit and API integration tests (Vitest), the build and the browser tests
// (Playwright). Prints one closing line totalling both: "N passed, M failed, K skipped".
//
// The build comes first so that the browser tests' demo database (scripts/e2e-server.mjs
// --seed-only, a minute of one core) is seeded while Vitest runs, rather than after it while the
// browser tests wait: Vitest leaves a core idle part of the time (building its own template
// databases, waiting on PostgreSQL), and the seed fills it.
import { spawn, spawnSync } from "node:child_process";
import { mkdirSync, readFileSync, rmSync } from "node:fs";

const out = "var/test-results";
rmSync(out, { recursive: true, force: true });
mkdirSync(out, { recursive: true });

/** Wall time of each phase, printed before the totals: where a slow run spent its minutes. */
const phases = [];

function run(cmd, args, env = {}) {
  console.log(`\n$ ${cmd} ${args.join(" ")}`);
  const started = Date.now();
  const status = spawnSync(cmd, args, { stdio: "inherit", env: { ...process.env, ...env } }).status ?? 1;
  phases.push(`${[cmd, ...args.slice(0, 2)].join(" ")}: ${Math.round((Date.now() - started) / 1000)} s`);
  return status;
}

function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, "utf8"));
  } catch {
    return undefined;
  }
}

const totals = { passed: 0, failed: 0, skipped: 0 };
let broken = false;

const built = run("npm", ["run", "build"]) === 0;
if (!built) broken = true;

let seeding;
if (built && !process.env.E2E_BASE_URL) {
  console.log("\n$ node scripts/e2e-server.mjs --seed-only &");
  const seeder = spawn("node", ["scripts/e2e-server.mjs", "--seed-only"], { stdio: "inherit" });
  seeding = new Promise((resolve) => seeder.on("exit", (code) => resolve(code ?? 1)));
}

const vitestStatus = run("npx", [
  "vitest",
  "run",
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${out}/vitest.json`,
]);
const vitest = readJson(`${out}/vitest.json`);
if (vitest) {
  totals.passed += vitest.numPassedTests;
  totals.failed += vitest.numFailedTests;
  totals.skipped += vitest.numPendingTests + (vitest.numTodoTests ?? 0);
  // A file that fails to load counts no test but is a failure.
  if (vitestStatus !== 0 && vitest.numFailedTests === 0) broken = true;
} else if (vitestStatus !== 0) broken = true;

// A failed seed is not fatal here: each server tries again at start and reports why.
if (seeding && (await seeding) !== 0) console.log("(seeding the browser tests' database failed; the servers retry)");

if (built) {
  const pwStatus = run("npx", ["playwright", "test", "--reporter=list,json"], {
    PLAYWRIGHT_JSON_OUTPUT_NAME: `${out}/playwright.json`,
  });
  const pw = readJson(`${out}/playwright.json`);
  if (pw?.stats) {
    totals.passed += pw.stats.expected;
    totals.failed += pw.stats.unexpected;
    totals.skipped += pw.stats.skipped;
    // flaky tests passed on retry: count them as passed but say so.
    totals.passed += pw.stats.flaky ?? 0;
    if (pw.stats.flaky) console.log(`(${pw.stats.flaky} browser test(s) passed only on retry)`);
    if (pwStatus !== 0 && pw.stats.unexpected === 0) broken = true;
  } else if (pwStatus !== 0) broken = true;
}

console.log(`\nphases (wall): ${phases.join("; ")}`);
if (broken && totals.failed === 0) totals.failed = 1;
console.log(`\n${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 ? 1 : 0);
