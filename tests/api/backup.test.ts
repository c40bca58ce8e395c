/**
 * Backups of the embedded database as an operator takes them (decision 048): `npm run backup`
 * beside a running demo server copies the folder through that server (which holds it), `npm run
 * restore` fills an empty folder from the copy, and a server started on that folder has the same
 * records, patrons and loans, and logs the same patron's loans. The service alone stands for the
 * server: the one-process server answers `/backup` with the same routes (api/core/http/health.ts).
 *
 * PGlite only: a PostgreSQL server is copied with pg_dump. The demo comes from the tests' demo
 * database (tests/support/db-templates.ts) with its circulation added, as a first start makes it.
 */
import { spawn } from "node:child_process";
import { existsSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { openDb } from "../../api/core/db/db.ts";
import { migrate } from "../../api/core/db/migrate.ts";
import { seedCirculation } from "../../api/operations/demo/circulation.ts";
import { countContents } from "../../api/operations/backup/backup.repository.ts";
import {
  BACKUP_ACCESS_FILE,
  BackupError,
  restoreBackup,
  type BackupAccess,
} from "../../api/operations/backup/backup.ts";
import type { LoanOut } from "../../api/lending/circulation/contract.ts";
import { signAccessToken } from "../../api/patron/auth/tokens.ts";
import { seedDemoDataDir } from "../support/engines.ts";
import { freePort, start, type Running } from "../support/processes.ts";

const TOKEN_SECRET = "backup-test-token-secret-0123456789abcdef";
const TSX = path.resolve("node_modules/.bin/tsx");

/** A command of the product (`npm run …`'s script), its exit status and output. */
function run(
  args: string[],
  env: NodeJS.ProcessEnv,
): Promise<{ status: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, args, { env, stdio: ["ignore", "pipe", "pipe"] });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("exit", (status) => resolve({ status, stdout, stderr }));
  });
}

async function stop(running: Running | undefined): Promise<void> {
  const child = running?.child;
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((resolve) => child.once("exit", resolve));
  child.kill("SIGTERM");
  await exited;
}

/** What the demo holds, read from a folder no server holds. */
async function countsIn(dataDir: string) {
  const db = await openDb({ dataDir });
  try {
    const [open] = await db.query<{ n: number }>("SELECT count(*)::int AS n FROM loan WHERE returned_at IS NULL");
    const counts = { ...(await countContents(db)), open_loans: open.n };
    return counts;
  } finally {
    await db.close();
  }
}

describe("npm run backup and npm run restore on the embedded database", () => {
  const work = mkdtempSync(path.join(tmpdir(), "opac-backup-"));
  const source = path.join(work, "source");
  const restored = path.join(work, "restored");
  const file = path.join(work, "acervo.tgz");
  const base: NodeJS.ProcessEnv = { ...process.env, HOST: "127.0.0.1", TOKEN_SECRET };
  for (const name of ["DATABASE_URL", "DATABASE_REPLICA_URL", "LOG_FORMAT", "NODE_ENV"]) delete base[name];
  let server: Running | undefined;
  let restoredServer: Running | undefined;

  const serve = async (dataDir: string) => {
    const port = await freePort();
    const running = await start(
      TSX,
      ["api/main.ts"],
      { ...base, PORT: String(port), DATA_DIR: dataDir },
      "library service ready",
    );
    return { running, url: `http://127.0.0.1:${port}` };
  };
  const loansOf = async (url: string) => {
    const authorization = `Bearer ${signAccessToken(1001, TOKEN_SECRET, 900)}`;
    const res = await fetch(`${url}/api/emprestimo/titulos-pendentes`, { headers: { authorization } });
    expect(res.status).toBe(200);
    return ((await res.json()) as LoanOut[]).map((loan) => loan.cod_emprestimo).sort();
  };

  beforeAll(async () => {
    // The demo as a first start leaves it: records, copies, patrons, then loans and reservations.
    seedDemoDataDir(source);
    const db = await openDb({ dataDir: source });
    await migrate(db);
    await seedCirculation(db);
    await db.close();
  }, 180_000);

  afterAll(async () => {
    await stop(restoredServer);
    await stop(server);
    rmSync(work, { recursive: true, force: true });
  });

  it("copies the folder through the running server and restores it into an empty folder", async () => {
    const started = await serve(source);
    server = started.running;
    const { url } = started;
    const access = JSON.parse(readFileSync(path.join(source, BACKUP_ACCESS_FILE), "utf8")) as BackupAccess;
    expect(access.url).toBe(url);
    // Nobody without the folder's key: a visitor, or one guessing.
    expect((await fetch(`${url}/backup`)).status).toBe(404);
    expect((await fetch(`${url}/backup`, { headers: { authorization: "Bearer wrong" } })).status).toBe(404);
    const demoLoans = await loansOf(url);
    expect(demoLoans).toHaveLength(3);

    const env = { ...base, DATA_DIR: source };
    const backup = await run(["api/operations/cli/backup.ts", "backup", file], env);
    expect(backup.stderr).toContain(`through the server at ${url}`);
    expect(backup.status).toBe(0);
    expect(existsSync(`${file}.partial`)).toBe(false);

    // Never over a folder that holds something.
    const tar = new Blob([new Uint8Array(readFileSync(file))], { type: "application/gzip" });
    await expect(restoreBackup(tar, source)).rejects.toThrow(BackupError);

    const restore = await run(["api/operations/cli/backup.ts", "restore", file], { ...base, DATA_DIR: restored });
    expect(restore.stderr).toBe("");
    expect(restore.status).toBe(0);
    // The source server's lock and key did not come with the copy.
    expect(existsSync(path.join(restored, "opac.lock"))).toBe(false);
    expect(existsSync(path.join(restored, BACKUP_ACCESS_FILE))).toBe(false);

    const second = await serve(restored);
    restoredServer = second.running;
    expect((await fetch(`${second.url}/readyz`)).status).toBe(200);
    expect(await loansOf(second.url)).toEqual(demoLoans);
    const search = await fetch(`${second.url}/api/consulta?q=harmonizacao+orofacial&for=TITULO`);
    expect(JSON.stringify(await search.json())).toContain("Curvas da face");

    // What the demo held when it was copied, whole in the copy: the source counted once its
    // server has stopped. Past loans of the demo's statistics depend on today's date; the loans
    // still open do not.
    await stop(restoredServer);
    await stop(server);
    const [before, after] = [await countsIn(source), await countsIn(restored)];
    expect(before).toMatchObject({ records: 3661, patrons: 178, open_loans: 1363 });
    expect(after).toEqual(before);
    expect(restore.stdout).toBe(
      `restored ${restored}: ${before.records} records, ${before.patrons} patrons, ${before.loans} loans\n`,
    );
  }, 300_000);
});
