/**
 * A PostgreSQL cluster of the test's own (initdb in a temporary folder, its own port), so a
 * test can stop and start a real server under traffic without touching the one every other test
 * file shares. Uses the binaries of the installed PostgreSQL (/usr/lib/postgresql/<n>/bin, what
 * .ci/run installs); as root, they run as the `postgres` user, as initdb requires.
 */
import { execFileSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";

export interface PrivateCluster {
  url: string;
  stop(): void;
  start(): void;
  destroy(): void;
}

export function binDir(): string {
  const root = "/usr/lib/postgresql";
  const versions = existsSync(root) ? readdirSync(root).sort((a, b) => Number(b) - Number(a)) : [];
  const dir = versions.map((v) => path.join(root, v, "bin")).find((d) => existsSync(path.join(d, "initdb")));
  if (!dir) throw new Error("PostgreSQL's server binaries (initdb, pg_ctl) are not installed: see .ci/run");
  return dir;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

export async function startPrivateCluster(): Promise<PrivateCluster> {
  const bin = binDir();
  const root = mkdtempSync(path.join(tmpdir(), "opac-pg-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres:postgres", root]);
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, cmd), args, { stdio: "pipe" });
  const data = path.join(root, "data");
  const port = await freePort();
  run("initdb", ["-D", data, "-U", "opac", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const pgCtl = (...args: string[]) => run("pg_ctl", ["-D", data, "-l", path.join(root, "log"), "-w", ...args]);
  const options = `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const start = () => pgCtl("-o", options, "start");
  start();
  return {
    url: `postgres://opac@127.0.0.1:${port}/postgres`,
    // "fast": open connections are ended at once, as a restart under traffic does.
    stop: () => pgCtl("-m", "fast", "stop"),
    start,
    destroy() {
      try {
        pgCtl("-m", "immediate", "stop");
      } catch {
        // Already stopped.
      }
      if (asRoot) chownSync(root, 0, 0);
      rmSync(root, { recursive: true, force: true });
    },
  };
}
