/**
 * `npm run load -- --patrons N --seconds S [--database-url URL]` (decision 036): prepares a
 * catalogue (the demo data in a fresh PGlite folder, or the PostgreSQL database given, seeded if
 * empty), adds the invented load patrons, starts the library service (`api/main.ts`) as its own
 * process, drives the patrons against it, stops it, and prints throughput, latency percentiles,
 * statuses and the lost-write audit (every reservation a 2xx said was made exists, once). Exits 1
 * on any 5xx, network failure or lost write.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { openLibrary } from "../api/bootstrap.ts";
import { readConfig } from "../api/core/config.ts";
import { ensureLoadPatrons, loadTargets, reservationAudit } from "../api/operations/demo/load-patrons.ts";
import { formatLoad, runLoad } from "./load.ts";

function option(name: string, fallback?: string): string | undefined {
  const i = process.argv.indexOf(`--${name}`);
  return i === -1 ? fallback : process.argv[i + 1];
}

const patronCount = Number(option("patrons", "10"));
const seconds = Number(option("seconds", "20"));
const databaseUrl = option("database-url", process.env.DATABASE_URL || undefined);
if (!Number.isInteger(patronCount) || patronCount < 1 || patronCount > 999 || !(seconds > 0)) {
  process.stderr.write("usage: npm run load -- --patrons N (1-999) --seconds S [--database-url URL]\n");
  process.exit(2);
}

const dataDir = databaseUrl ? undefined : mkdtempSync(path.join(tmpdir(), "opac-load-"));
const env = { DATABASE_URL: databaseUrl ?? "", DATA_DIR: dataDir ?? "./var/data", DEMO_DATA: "on" };
const log = (line: string) => process.stderr.write(`${line}\n`);

async function freePort(): Promise<number> {
  return new Promise((resolve) => {
    const s = createServer().listen(0, "127.0.0.1", () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolve(port));
    });
  });
}

try {
  log(`preparing the catalogue (${databaseUrl ? "PostgreSQL" : `PGlite in ${dataDir}`})…`);
  const config = readConfig({ ...process.env, ...env });
  let db = await openLibrary(config, log);
  const patrons = await ensureLoadPatrons(db, patronCount);
  const targets = await loadTargets(db);
  await db.close();

  const port = await freePort();
  const server = spawn(process.execPath, ["--import", "tsx", "api/main.ts"], {
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", LOG_FORMAT: "text", DEMO_DATA: "off" },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const baseUrl = `http://127.0.0.1:${port}`;
  // Five minutes: tsx compiles the service at start, which took over a minute on a busy machine.
  const deadline = Date.now() + 300_000;
  for (;;) {
    const ready = await fetch(`${baseUrl}/readyz`).catch(() => undefined);
    if (ready?.ok) break;
    if (Date.now() > deadline || server.exitCode !== null) throw new Error("the library service did not start");
    await new Promise((r) => setTimeout(r, 100));
  }
  log(`${patronCount} patrons for ${seconds} s against ${baseUrl}…`);
  const result = await runLoad({ baseUrl, patrons, seconds, targets });
  server.kill("SIGTERM");
  await new Promise((r) => server.once("exit", r));

  db = await openLibrary(readConfig({ ...process.env, ...env, DEMO_DATA: "off" }), () => {});
  const audit = await reservationAudit(
    db,
    result.reservationsMade,
    patrons.map((p) => p.id),
  );
  await db.close();
  process.stdout.write(`${formatLoad(result, audit)}\n`);
  const serverErrors = Object.entries(result.byStatus).filter(([s]) => Number(s) >= 500).length;
  if (serverErrors || result.failures || audit.found !== result.reservationsMade.length || audit.duplicates)
    process.exitCode = 1;
} finally {
  if (dataDir) rmSync(dataDir, { recursive: true, force: true });
}
