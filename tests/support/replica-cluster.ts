/**
 * A primary and a hot standby of the test's own (decision 043): initdb and start a primary in a
 * temporary folder on a free port, copy it with `pg_basebackup -R` (which writes the standby's
 * primary_conninfo and standby.signal) and start the copy on another free port. Uses the
 * binaries .ci/run installs (/usr/lib/postgresql/<n>/bin) and fails with a clear message
 * without them. As root, the servers run as the `postgres` user, as initdb requires.
 */
import { execFileSync } from "node:child_process";
import { chownSync, mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { childrenOf } from "../../bench/proc.ts";
import { binDir, freePort } from "./private-postgres.ts";

export interface ReplicatedClusters {
  primaryUrl: string;
  standbyUrl: string;
  stopStandby(): void;
  /**
   * Freezes the standby as a hung host would (SIGSTOP to its postmaster and every process it
   * started): its port still accepts connections and its open sessions still hold their sockets,
   * but nothing answers. Returns the thaw (SIGCONT to the same processes).
   */
  freezeStandby(): () => void;
  destroy(): void;
}

export async function startPrimaryAndStandby(): Promise<ReplicatedClusters> {
  const bin = binDir();
  const root = mkdtempSync(path.join(tmpdir(), "opac-replica-"));
  const asRoot = process.getuid?.() === 0;
  if (asRoot) execFileSync("chown", ["postgres:postgres", root]);
  const run = (cmd: string, args: string[]) =>
    asRoot
      ? execFileSync("runuser", ["-u", "postgres", "--", path.join(bin, cmd), ...args], { stdio: "pipe" })
      : execFileSync(path.join(bin, cmd), args, { stdio: "pipe" });
  const primaryData = path.join(root, "primary");
  const standbyData = path.join(root, "standby");
  const [primaryPort, standbyPort] = [await freePort(), await freePort()];
  // initdb's trust authentication also lets local replication connections in (pg_hba.conf).
  run("initdb", ["-D", primaryData, "-U", "opac", "--auth=trust", "-E", "UTF8", "--no-sync"]);
  const serverOptions = (port: number) => `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`;
  const pgCtl = (data: string, log: string, ...args: string[]) =>
    run("pg_ctl", ["-D", data, "-l", path.join(root, log), "-w", ...args]);
  const started: string[] = [];
  // Set while the standby is frozen: a frozen server would not stop.
  let thaw: (() => void) | undefined;
  const destroy = () => {
    thaw?.();
    for (const data of started.reverse()) {
      try {
        pgCtl(data, "stop.log", "-m", "immediate", "stop");
      } catch {
        // Already stopped.
      }
    }
    if (asRoot) chownSync(root, 0, 0);
    rmSync(root, { recursive: true, force: true });
  };
  try {
    // pg_stat_statements lets a test count the statements each server ran.
    pgCtl(
      primaryData,
      "primary.log",
      "-o",
      `${serverOptions(primaryPort)} -c wal_level=replica -c shared_preload_libraries=pg_stat_statements`,
      "start",
    );
    started.push(primaryData);
    run("pg_basebackup", [
      "-D",
      standbyData,
      "-h",
      "127.0.0.1",
      "-p",
      String(primaryPort),
      "-U",
      "opac",
      "-R",
      "-X",
      "stream",
      "--checkpoint=fast",
      "--no-sync",
    ]);
    pgCtl(standbyData, "standby.log", "-o", `${serverOptions(standbyPort)} -c hot_standby=on`, "start");
    started.push(standbyData);
  } catch (error) {
    destroy();
    throw error;
  }
  return {
    primaryUrl: `postgres://opac@127.0.0.1:${primaryPort}/postgres`,
    standbyUrl: `postgres://opac@127.0.0.1:${standbyPort}/postgres`,
    stopStandby: () => pgCtl(standbyData, "standby.log", "-m", "fast", "stop"),
    freezeStandby() {
      const postmaster = Number(readFileSync(path.join(standbyData, "postmaster.pid"), "utf8").split("\n")[0]);
      // The postmaster first, so that it starts no process after the list is read.
      process.kill(postmaster, "SIGSTOP");
      const frozen = [postmaster, ...childrenOf(postmaster)];
      for (const pid of frozen.slice(1)) process.kill(pid, "SIGSTOP");
      thaw = () => {
        thaw = undefined;
        for (const pid of frozen) process.kill(pid, "SIGCONT");
      };
      return thaw;
    },
    destroy,
  };
}
