/**
 * The built product harvested by a maintained OAI-PMH client no one here wrote: Debian's
 * HTTP::OAI (libhttp-oai-perl) through tests/support/oai-harvest.pl, against build/server.js
 * started on a copy of the API tests' demo database.
 * Needs `npm run build` first, as the browser tests do.
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireTool, validateOai } from "../support/oai-validate.ts";
import { seedDemoDataDir } from "../support/engines.ts";

const root = path.resolve(import.meta.dirname, "../..");

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer();
    srv.once("error", reject);
    srv.listen(0, "127.0.0.1", () => {
      const { port } = srv.address() as { port: number };
      srv.close(() => resolve(port));
    });
  });
}

const SET = "type:2";

describe("the built server harvested by HTTP::OAI", () => {
  let server: ChildProcess | undefined;
  let base = "";
  let dataDir = "";

  beforeAll(async () => {
    requireTool("perl", "perl");
    if (spawnSync("perl", ["-MHTTP::OAI", "-e", "1"]).status !== 0)
      throw new Error("HTTP::OAI is missing: install it with apt-get install libhttp-oai-perl");
    if (!existsSync(path.join(root, "build/server.js")))
      throw new Error("build/server.js is missing: run npm run build");
    const port = await freePort();
    dataDir = mkdtempSync(path.join(tmpdir(), "oai-perl-"));
    // The demo catalogue the other API tests start from, rather than the browser tests' seed
    // (which the suite builds at the same time, and which holds much more than records).
    seedDemoDataDir(path.join(dataDir, "data"));
    const child = spawn(process.execPath, ["build/server.js"], {
      cwd: root,
      env: {
        ...process.env,
        DATA_DIR: path.join(dataDir, "data"),
        PORT: String(port),
        HOST: "127.0.0.1",
        OAI_REPOSITORY_ID: "demo.example.org",
        // Small pages, so that the client follows many resumption tokens through one set.
        OAI_PAGE_SIZE: "25",
        TOKEN_SECRET: "test-secret-test-secret-test-secret-0123",
      },
      stdio: ["ignore", "pipe", "pipe"],
    });
    server = child;
    await new Promise<void>((resolve, reject) => {
      let out = "";
      child.stdout!.on("data", (chunk) => {
        out += chunk;
        // A JSON log line (decision 036) or a plain one.
        if (out.includes("catalogue ready at")) resolve();
      });
      child.stderr!.on("data", (chunk) => (out += chunk));
      child.on("exit", (code) => reject(new Error(`the server exited with ${code}: ${out.slice(-2000)}`)));
    });
    base = `http://127.0.0.1:${port}/oai`;
  }, 300_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const exited = new Promise((resolve) => server!.once("exit", resolve));
      server.kill("SIGTERM");
      await exited;
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  });

  it("Identify, ListRecords to the end in both formats, GetRecord", async () => {
    // One set (work type 2) rather than the whole catalogue: the client parses every record in
    // Perl, and a full harvest in both formats took minutes. The full walk is oai-provider's.
    const run = spawnSync("perl", [path.join(root, "tests/support/oai-harvest.pl"), base, SET], {
      encoding: "utf8",
      timeout: 240_000,
    });
    expect(run.stderr).toBe("");
    expect(run.status).toBe(0);
    const lines = run.stdout
      .trim()
      .split("\n")
      .map((l) => l.split("\t"));
    const whole = await (await fetch(`${base}?verb=ListIdentifiers&metadataPrefix=oai_dc`)).text();
    expect(/completeListSize="(\d+)"/.exec(whole)?.[1]).toBe("3660");
    const count = await (await fetch(`${base}?verb=ListIdentifiers&metadataPrefix=oai_dc&set=${SET}`)).text();
    const total = /completeListSize="(\d+)"/.exec(count)?.[1];
    expect(Number(total)).toBeGreaterThan(50);
    expect(lines).toEqual([
      ["repositoryName", expect.any(String)],
      ["protocolVersion", "2.0"],
      // records, distinct identifiers, deleted, with a title
      ["ListRecords", "oai_dc", total, total, "0", total],
      ["ListRecords", "marc21", total, total, "0", "0"],
      ["GetRecord", expect.stringMatching(/^oai:demo\.example\.org:\d+$/), expect.any(String)],
    ]);
    // The same pages the client read, validated against the schemas.
    const first = await (await fetch(`${base}?verb=ListRecords&metadataPrefix=marc21&set=${SET}`)).text();
    const token = /<resumptionToken[^>]*>([^<]+)</.exec(first)![1];
    const second = await (await fetch(`${base}?verb=ListRecords&resumptionToken=${encodeURIComponent(token)}`)).text();
    const identify = await (await fetch(`${base}?verb=Identify`)).text();
    validateOai([first, second, identify, count]);
  }, 300_000);
});
