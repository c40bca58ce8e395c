/**
 * A server that cannot start says why in one line an operator can act on, and exits 1
 * (api/core/startup.ts, docs/decisions/049-schedules-startup-and-crawlers.md): the built server
 * as `npm start` runs it, and the OPAC started on its own, each given one bad setting.
 * Needs `npm run build` (scripts/test.mjs builds before Vitest).
 */
import { spawn } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { hostname, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";

import { LOCK_FILE } from "../../api/core/db/folder-lock.ts";
import { PUBLIC_ADDRESS_MISSING } from "../../api/core/startup.ts";
import { freePort } from "../support/private-postgres.ts";

const folders: string[] = [];
afterAll(() => {
  for (const folder of folders) rmSync(folder, { recursive: true, force: true });
});

function folder(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "opac-startup-"));
  folders.push(dir);
  return dir;
}

/** The environment of an operator's start: none of the test run's own settings. */
function startEnv(extra: Record<string, string>): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DEMO_DATA: "off", HOST: "127.0.0.1", PORT: "0", ...extra };
  const unset = [
    "DATABASE_URL",
    "DATABASE_REPLICA_URL",
    "LOG_FORMAT",
    "OPAC_PUBLIC_URL",
    "SESSION_SECRET",
    "TOKEN_SECRET",
  ];
  // Production refuses the tests' password hash cost; Vitest's NODE_ENV is not the operator's.
  for (const name of [...unset, "PASSWORD_HASH_COST", "NODE_ENV"]) {
    if (!(name in extra)) Reflect.deleteProperty(env, name);
  }
  return env;
}

interface Ended {
  code: number | null;
  stdout: string;
  stderr: string;
}

function run(args: string[], env: NodeJS.ProcessEnv, as?: { uid: number; gid: number }): Promise<Ended> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, { env, stdio: ["ignore", "pipe", "pipe"], ...as });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    const timer = setTimeout(() => child.kill("SIGKILL"), 60_000);
    child.on("error", reject);
    child.on("exit", (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr });
    });
  });
}

/** The built one-process server's only line on stderr (a JSON log line) and its exit status. */
async function serverRefuses(env: NodeJS.ProcessEnv, as?: { uid: number; gid: number }) {
  const ended = await run(["build/server.js"], env, as);
  expect(ended.code, ended.stdout + ended.stderr).toBe(1);
  const lines = ended.stderr.split("\n").filter((line) => line.trim() !== "");
  expect(lines, ended.stderr).toHaveLength(1);
  const line = JSON.parse(lines[0]!) as { level: string; msg: string };
  expect(line.level).toBe("error");
  expect(ended.stderr).not.toMatch(/\n\s+at /);
  return line.msg;
}

describe.concurrent("the built server refuses a bad setting in one line", () => {
  it("a database address of another engine", async () => {
    const msg = await serverRefuses(startEnv({ DATABASE_URL: "mysql://opac:secret@db.example:3306/opac" }));
    expect(msg).toBe(
      "Invalid library-service settings: DATABASE_URL: not a PostgreSQL address: give " +
        "postgres://USER:PASSWORD@HOST:5432/DATABASE (this catalogue runs on PostgreSQL only), or leave " +
        "DATABASE_URL unset for the embedded database",
    );
  });

  it("a PostgreSQL server that is not there, by host and port", async () => {
    const port = await freePort();
    const msg = await serverRefuses(startEnv({ DATABASE_URL: `postgres://opac:secret@127.0.0.1:${port}/opac` }));
    expect(msg).toBe(
      `DATABASE_URL: cannot reach the PostgreSQL server at 127.0.0.1:${port} (connection refused). ` +
        "Start it, or correct the host and port in DATABASE_URL.",
    );
  });

  it.runIf(process.env.TEST_DATABASE_URL)("a password PostgreSQL refuses", async () => {
    const url = new URL(process.env.TEST_DATABASE_URL!);
    url.password = "not-the-password";
    const msg = await serverRefuses(startEnv({ DATABASE_URL: url.toString() }));
    const server = `${url.hostname}:${url.port || "5432"}`;
    expect(msg).toBe(
      `DATABASE_URL: the PostgreSQL server at ${server} refused user "${url.username}" ` +
        `(password authentication failed for user "${url.username}"). ` +
        "Correct the user and password in DATABASE_URL, or let that user in (pg_hba.conf).",
    );
  });

  it("a data volume this process cannot write", async () => {
    const parent = folder();
    chmodSync(parent, 0o555);
    const dataDir = path.join(parent, "data");
    // Root writes anywhere: the server then runs as nobody, as a container's non-root user would.
    const asRoot = process.getuid?.() === 0;
    const uid = asRoot ? 65534 : process.getuid!();
    const msg = await serverRefuses(startEnv({ DATA_DIR: dataDir }), asRoot ? { uid, gid: 65534 } : undefined);
    expect(msg).toBe(
      `DATA_DIR: the embedded database's folder ${dataDir} is not writable by this process (user id ${uid}). ` +
        `Make it writable for that user (chown -R ${uid} ${dataDir}), or set DATA_DIR to a writable folder (a mounted volume).`,
    );
  });

  it("a data folder another process holds", async () => {
    const dataDir = folder();
    const since = new Date().toISOString();
    writeFileSync(path.join(dataDir, LOCK_FILE), JSON.stringify({ pid: process.pid, host: hostname(), since }));
    const msg = await serverRefuses(startEnv({ DATA_DIR: dataDir }));
    expect(msg).toBe(
      `DATA_DIR: the database folder ${dataDir} is in use by process ${process.pid} (since ${since}). ` +
        "Stop that process first (npm run import -- --server imports beside a running server), or set DATA_DIR to another folder.",
    );
  });

  it("production without the public address it would publish", async () => {
    const msg = await serverRefuses(startEnv({ NODE_ENV: "production", DATA_DIR: folder() }));
    expect(msg).toBe(PUBLIC_ADDRESS_MISSING);
  });
});

describe.concurrent("the OPAC started on its own refuses in one line", () => {
  const importBuild = ["--input-type=module", "-e", `await import(${JSON.stringify(path.resolve("build/index.js"))})`];

  it("production without a session secret", async () => {
    const ended = await run(importBuild, startEnv({ NODE_ENV: "production", OPAC_PUBLIC_URL: "https://c.example" }));
    expect(ended.code).toBe(1);
    expect(ended.stderr).toBe(
      "SESSION_SECRET is not set, or is the development value, or shorter than 32 characters: the OPAC will " +
        "not sign sessions with it in production. Set SESSION_SECRET to 32+ random characters " +
        '(docs/operations.md "Secrets"), or run the one-process server, which generates and keeps one.\n',
    );
  });
});
