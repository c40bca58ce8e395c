/**
 * Where a cold results page's CPU goes: the built server started with V8's sampling profiler
 * (`--cpu-prof`), the query set's pages requested one after another with the search cache off,
 * and the samples taken while they were served attributed to the part of the server whose code
 * was running (by the script it came from). Beside it, the CPU the server process and the
 * database's own processes (PostgreSQL's backends, read from /proc) spent in the same window.
 *
 * The profile's timestamps and `process.hrtime` are both the system's monotonic clock, so the
 * window is cut from the whole run's profile by time: start-up, the bitmaps' build and the
 * warm-up round are left out. With BENCH_PROFILE_DIR set, the whole run's `.cpuprofile` is kept
 * there (Chrome's DevTools open it).
 */
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { appliesTo, startServer, urlOf, type Query } from "./measure.ts";
import { childrenOf, cpuMsOf } from "./proc.ts";

export interface CpuPart {
  part: string;
  /** CPU milliseconds per page. */
  ms: number;
}

export interface CpuProfile {
  pages: number;
  /** Wall milliseconds per page, requests one after another. */
  wallMs: number;
  /** The server process's CPU per page (every thread: JavaScript, GC, compression, PGlite). */
  serverMs: number;
  /** PostgreSQL's processes' CPU per page (undefined for PGlite, which runs in the server). */
  databaseMs?: number;
  /** The main thread's samples by part, per page. */
  parts: CpuPart[];
}

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string };
}

interface V8Profile {
  nodes: ProfileNode[];
  startTime: number;
  samples: number[];
  timeDeltas: number[];
}

/** The part of the server a script belongs to, by its path. */
const PARTS: [string, (url: string, fn: string) => boolean][] = [
  ["idle", (_url, fn) => fn === "(idle)"],
  ["garbage collection", (_url, fn) => fn === "(garbage collector)"],
  // PGlite's PostgreSQL and the bitmaps' CRoaring are both WebAssembly, which V8 names by module hash only.
  ["WebAssembly (PGlite's database; the bitmaps)", (url) => url.startsWith("wasm://")],
  ["PGlite's JavaScript", (url) => url.includes("@electric-sql/pglite")],
  ["database driver (pg)", (url) => /node_modules\/pg(-[a-z]+)?\//.test(url)],
  [
    "OPAC: React render, Remix, i18next, the pages' loaders",
    (url) =>
      /build\/index\.js|node_modules\/(react|react-dom|@remix-run|react-router|i18next|react-i18next)\//.test(url),
  ],
  ["library service: Hono, zod, the calls", (url) => /build\/server\.js|node_modules\/(hono|zod|@hono)\//.test(url)],
  ["Node (HTTP, streams, zlib, timers)", (url) => url.startsWith("node:")],
  ["other libraries", (url) => url.includes("node_modules/")],
  ["native and unattributed", () => true],
];

function partOf(node: ProfileNode): string {
  return PARTS.find(([, test]) => test(node.callFrame.url, node.callFrame.functionName))![0];
}

/** The PostgreSQL server's postmaster, from its data directory (the bench runs on the same machine). */
async function postmasterOf(databaseUrl: string): Promise<number | undefined> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows } = await client.query<{ data_directory: string }>("SHOW data_directory");
    return Number(readFileSync(path.join(rows[0].data_directory, "postmaster.pid"), "utf8").split("\n")[0]);
  } catch {
    return undefined;
  } finally {
    await client.end();
  }
}

export async function profilePages(
  cwd: string,
  env: Record<string, string>,
  queries: Query[],
  rounds: number,
): Promise<CpuProfile> {
  const kept = process.env.BENCH_PROFILE_DIR;
  const dir = kept
    ? mkdtempSync(path.join(path.resolve(kept), "profile-"))
    : mkdtempSync(path.join(tmpdir(), "opac-bench-prof-"));
  try {
    const server = await startServer(cwd, {
      ...env,
      SEARCH_CACHE_ENTRIES: "0",
      NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${dir}`,
    });
    const pages = queries.filter((q) => appliesTo(q, "page"));
    const request = async (query: Query) => {
      const res = await fetch(urlOf(server.baseUrl, "page", query));
      await res.arrayBuffer();
    };
    let measured: Omit<CpuProfile, "parts"> & { from: number; to: number };
    try {
      for (const query of pages) await request(query);
      const postmaster = env.DATABASE_URL ? await postmasterOf(env.DATABASE_URL) : undefined;
      const databaseCpu = () =>
        postmaster === undefined ? 0 : childrenOf(postmaster).reduce((sum, pid) => sum + cpuMsOf(pid), 0);
      const [server0, database0] = [cpuMsOf(server.pid), databaseCpu()];
      const from = Number(process.hrtime.bigint() / 1000n);
      for (let round = 0; round < rounds; round++) for (const query of pages) await request(query);
      // What the pages write after answering (the searches kept, the history) is theirs too.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const to = Number(process.hrtime.bigint() / 1000n);
      const n = rounds * pages.length;
      measured = {
        pages: n,
        wallMs: (to - from) / 1000 / n,
        serverMs: (cpuMsOf(server.pid) - server0) / n,
        ...(postmaster === undefined ? {} : { databaseMs: (databaseCpu() - database0) / n }),
        from,
        to,
      };
    } finally {
      // The profile is written as the process exits.
      await server.stop();
    }
    const file = readdirSync(dir).find((f) => f.endsWith(".cpuprofile"));
    if (!file) throw new Error("the server wrote no CPU profile");
    const profile = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as V8Profile;
    const parts = new Map(profile.nodes.map((node) => [node.id, partOf(node)]));
    const byPart = new Map<string, number>();
    let at = profile.startTime;
    for (let i = 0; i < profile.samples.length; i++) {
      at += profile.timeDeltas[i];
      // A sample stands for the time until the next one.
      const lasts = profile.timeDeltas[i + 1] ?? 0;
      if (at < measured.from || at > measured.to) continue;
      const part = parts.get(profile.samples[i])!;
      byPart.set(part, (byPart.get(part) ?? 0) + lasts);
    }
    const { from: _from, to: _to, ...figures } = measured;
    return {
      ...figures,
      parts: [...byPart].map(([part, us]) => ({ part, ms: us / 1000 / figures.pages })).sort((a, b) => b.ms - a.ms),
    };
  } finally {
    if (!kept) rmSync(dir, { recursive: true, force: true });
  }
}
