/**
 * Processes as Linux shows them in /proc: a process's children (a PostgreSQL postmaster's
 * backends) and the CPU a process has spent. Used by the bench's profile and by the tests' own
 * PostgreSQL clusters.
 */
import { readdirSync, readFileSync } from "node:fs";

/** The fields of /proc/<pid>/stat after the command's name (which may hold spaces and parentheses). */
function statFields(pid: number | string): string[] {
  const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
  return stat.slice(stat.lastIndexOf(")") + 2).split(" ");
}

/** The processes whose parent is `pid`. */
export function childrenOf(pid: number): number[] {
  const children: number[] = [];
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // After the name: state, then the parent's pid.
      if (Number(statFields(entry)[1]) === pid) children.push(Number(entry));
    } catch {
      // Ended while the list was read.
    }
  }
  return children;
}

/** The user and system CPU `pid` has spent, in milliseconds (0 once it has ended). */
export function cpuMsOf(pid: number): number {
  try {
    const fields = statFields(pid);
    // utime and stime, fields 14 and 15 of the whole line, in clock ticks (100 per second).
    return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
  } catch {
    return 0;
  }
}
