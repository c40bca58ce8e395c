/**
 * The embedded database folder belongs to one process at a time: PGlite is PostgreSQL in this
 * process's memory, and a second process writing the same files (an `npm run import` beside the
 * server) corrupts them or goes unseen by the first until it restarts. So whoever opens the folder
 * writes `opac.lock` in it (its process id, the process's start time, the host) and removes it
 * when it closes; a second opener is refused with a LockedError naming the holder.
 *
 * A lock left by a process that died (kill -9, a crash, a power cut) is stale and taken over: the
 * process id is gone, or is now another process (a container restarted as PID 1 again: its start
 * time differs). A lock written on another host (a volume shared by two containers) cannot be
 * checked from here and is respected; the message says which file to remove if that host's
 * server is really gone. See docs/decisions/036-import-load-deployments.md.
 */
import { closeSync, openSync, readFileSync, rmSync, writeSync } from "node:fs";
import { hostname } from "node:os";
import path from "node:path";

export const LOCK_FILE = "opac.lock";

export interface LockHolder {
  pid: number;
  /** The process's start (clock ticks since boot, from /proc) and the boot it belongs to, where known. */
  started?: string;
  host: string;
  /** ISO time the lock was taken. */
  since: string;
}

export class LockedError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    const where = holder.host === hostname() ? "" : ` on host ${holder.host}`;
    super(
      `the database folder ${folder} is in use by process ${holder.pid}${where} (since ${holder.since})` +
        (where ? `; if no server runs there any more, remove ${path.join(folder, LOCK_FILE)}` : ""),
    );
    this.name = "LockedError";
  }
}

/** Takes the folder's lock for this process; returns the function that gives it back. */
export function lockFolder(folder: string): () => void {
  const file = path.join(folder, LOCK_FILE);
  const me: LockHolder = {
    pid: process.pid,
    started: startOf(process.pid),
    host: hostname(),
    since: new Date().toISOString(),
  };
  for (let attempt = 0; ; attempt++) {
    try {
      const fd = openSync(file, "wx");
      try {
        writeSync(fd, `${JSON.stringify(me)}\n`);
      } finally {
        closeSync(fd);
      }
      break;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST" || attempt > 2) throw error;
    }
    const holder = readHolder(file);
    if (holder && isAlive(holder)) throw new LockedError(folder, holder);
    // Stale (or unreadable: a crash while writing it). Another opener may be taking it over at
    // this very moment; "wx" above lets only one of us create the new one.
    rmSync(file, { force: true });
  }
  let released = false;
  const release = () => {
    if (released) return;
    released = true;
    process.off("exit", release);
    // Only our own lock: a folder copied or taken over meanwhile keeps its holder's.
    if (readHolder(file)?.pid === me.pid && readHolder(file)?.since === me.since) rmSync(file, { force: true });
  };
  // A process that ends without closing the database (process.exit in a command) leaves no lock.
  process.on("exit", release);
  return release;
}

function readHolder(file: string): LockHolder | undefined {
  try {
    const parsed = JSON.parse(readFileSync(file, "utf8")) as Partial<LockHolder>;
    if (typeof parsed.pid !== "number" || typeof parsed.host !== "string") return undefined;
    return { pid: parsed.pid, started: parsed.started, host: parsed.host, since: String(parsed.since ?? "?") };
  } catch {
    return undefined;
  }
}

function isAlive(holder: LockHolder): boolean {
  if (holder.host !== hostname()) return true;
  try {
    process.kill(holder.pid, 0);
  } catch (error) {
    // EPERM: it exists but belongs to another user.
    if ((error as NodeJS.ErrnoException).code !== "EPERM") return false;
  }
  // The same number, but another process than the one that wrote the lock.
  const started = startOf(holder.pid);
  return !(holder.started && started && holder.started !== started);
}

/** "BOOT_ID/TICKS": when the process started (Linux); undefined elsewhere. */
function startOf(pid: number): string | undefined {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    // Field 22 (starttime), counted after the command name, which may hold spaces and parentheses.
    const ticks = stat.slice(stat.lastIndexOf(")") + 2).split(" ")[19];
    const boot = readFileSync("/proc/sys/kernel/random/boot_id", "utf8").trim();
    return ticks ? `${boot}/${ticks}` : undefined;
  } catch {
    return undefined;
  }
}
