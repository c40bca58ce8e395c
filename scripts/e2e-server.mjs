// The product server of one Playwright worker (playwright.config.ts webServer), started from a
// copy of one pre-seeded data folder instead of importing the demo catalogue itself.
//
// The first start of build/server.js on an empty DATA_DIR imports the 3,661 demo records, the
// authorities, copies, loans and pages: about a minute of one core. With every worker doing that
// at once, the machine spent N minutes of CPU on N identical databases. Here the first of the
// servers to start seeds var/e2e-seed once (by starting the real server on it and stopping it
// cleanly: the same code path as production), the others wait for it, and each server then
// starts on its own fresh copy, so a worker's writes stay its own as before.
//
// `node scripts/e2e-server.mjs --seed-only` just makes sure the seed exists (scripts/test.mjs runs
// it while Vitest runs, so the browser tests need not wait for it).
import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from "node:fs";
import { createServer } from "node:net";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { removeSpareWal } from "./spare-wal.mjs";

const seedDir = process.env.E2E_SEED_DIR ?? "var/e2e-seed";
// The demo patrons' passwords are hashed in the seed and checked at every login of every test:
// the tests' scrypt cost, as in Vitest (api/patron/auth/password.ts, decision 022). The seed and the
// servers started from it share this process's environment.
process.env.PASSWORD_HASH_COST ??= "10";
const lockDir = `${seedDir}.lock`;
// Beside the folder, not in it: the copies are data folders and nothing else.
const stampFile = `${seedDir}.stamp`;

/**
 * What the seed depends on: the server bundle (migrations and demo code), the demo files, and the
 * day (the demo loans and reservations are dated from the day they are made).
 */
function stamp() {
  const hash = createHash("sha256").update(readFileSync("build/server.js"));
  hash.update(`${new Date().toDateString()} ${process.env.PASSWORD_HASH_COST}\n`);
  const demoDir = process.env.DEMO_DATA_DIR ?? "data/marc";
  for (const file of readdirSync(demoDir).sort()) {
    const { size, mtimeMs } = statSync(path.join(demoDir, file));
    hash.update(`${file} ${size} ${mtimeMs}\n`);
  }
  return hash.digest("hex");
}

function seedIsCurrent(expected) {
  return existsSync(stampFile) && readFileSync(stampFile, "utf8") === expected;
}

function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.on("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}

/** Starts the real server on an empty folder, waits until it serves, and stops it cleanly. */
async function buildSeed(expected) {
  const scratch = `${seedDir}.tmp`;
  rmSync(scratch, { recursive: true, force: true });
  const started = Date.now();
  // Single-threaded garbage collection, as the browser tests' servers (decision 022).
  const child = spawn(process.execPath, ["--single-threaded-gc", "build/server.js"], {
    env: { ...process.env, DATA_DIR: scratch, PORT: String(await freePort()), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((resolve, reject) => {
    let out = "";
    child.stdout.on("data", (chunk) => {
      out += chunk;
      process.stdout.write(`[e2e seed] ${chunk}`);
      if (out.includes("catalogue ready at")) resolve();
    });
    child.on("exit", (code) => reject(new Error(`the seeding server exited with ${code}`)));
  });
  const exited = new Promise((resolve) => child.on("exit", resolve));
  child.kill("SIGTERM");
  if ((await exited) !== 0) throw new Error("the seeding server did not stop cleanly");
  // Each server copies the seed: without the write-ahead log's spare segments (spare-wal.mjs).
  removeSpareWal(scratch);
  rmSync(stampFile, { force: true });
  rmSync(seedDir, { recursive: true, force: true });
  renameSync(scratch, seedDir);
  writeFileSync(stampFile, expected);
  console.log(`[e2e seed] ${seedDir} seeded in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

function processAlive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** One process seeds (holding a lock folder); the others wait for its stamp. */
async function ensureSeed() {
  const expected = stamp();
  mkdirSync(path.dirname(lockDir), { recursive: true });
  for (;;) {
    if (seedIsCurrent(expected)) return;
    try {
      mkdirSync(lockDir, { recursive: false });
    } catch (error) {
      if (error.code !== "EEXIST") throw error;
      // Someone else is seeding, unless they died (a run stopped half-way): then take over.
      const owner = Number(existsSync(`${lockDir}/pid`) ? readFileSync(`${lockDir}/pid`, "utf8") : NaN);
      if (Number.isFinite(owner) && !processAlive(owner)) rmSync(lockDir, { recursive: true, force: true });
      await new Promise((resolve) => setTimeout(resolve, 500));
      continue;
    }
    try {
      writeFileSync(`${lockDir}/pid`, String(process.pid));
      if (!seedIsCurrent(expected)) await buildSeed(expected);
    } finally {
      rmSync(lockDir, { recursive: true, force: true });
    }
  }
}

await ensureSeed();
if (!process.argv.includes("--seed-only")) {
  const dataDir = process.env.DATA_DIR;
  if (!dataDir) throw new Error("DATA_DIR must name the worker's data folder");
  // A fresh copy on every start: no worker sees what an earlier run wrote.
  rmSync(dataDir, { recursive: true, force: true });
  cpSync(seedDir, dataDir, { recursive: true });
  await import(pathToFileURL(path.resolve("build/server.js")).href);
}
