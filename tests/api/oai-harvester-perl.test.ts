/**
 * The built product harvested by a maintained OAI-PMH client no one here wrote: Debian's
 * HTTP::OAI (libhttp-oai-perl) through tests/support/oai-harvest.pl, against build/server.js
 * started on a copy of the API tests' demo database. The whole demo catalogue, in both formats,
 * following resumption tokens, and every response the client read validated against the OAI-PMH
 * 2.0 schema and the formats' schemas (decision 041).
 * Needs `npm run build` first, as the browser tests do.
 *
 * Cheap on purpose (the CI budget): the pages are as large as OAI_PAGE_SIZE allows (1,000 records,
 * so 4 pages and 3 tokens per format), the two formats are harvested by two clients at once (two
 * cores), each client writes the responses it read and xmllint validates each once, as soon as
 * that format's harvest ends; the database is a copy of the template the API tests already built,
 * and the server starts without the demo's extras (DEMO_DATA=off: the records are what /oai serves).
 */
import { spawn, spawnSync, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { requireTool, validateOaiFiles } from "../support/oai-validate.ts";
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

/** The demo catalogue as shipped: one record per ISO 2709 record terminator in data/marc/demo-bib*.mrc. */
function shippedRecords(): number {
  const dir = path.join(root, "data/marc");
  let n = 0;
  for (const file of readdirSync(dir).filter((f) => /^demo-bib.*\.mrc$/.test(f))) {
    for (const byte of readFileSync(path.join(dir, file))) if (byte === 0x1d) n++;
  }
  return n;
}

/** Runs the Perl harvester for one format; resolves with its output lines, split on tabs. */
function harvest(base: string, prefix: string, out: string): Promise<string[][]> {
  return new Promise((resolve, reject) => {
    const child = spawn("perl", [path.join(root, "tests/support/oai-harvest.pl"), base, prefix, out], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code !== 0 || stderr) reject(new Error(`oai-harvest.pl ${prefix} exited with ${code}: ${stderr}`));
      else
        resolve(
          stdout
            .trim()
            .split("\n")
            .map((line) => line.split("\t")),
        );
    });
  });
}

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
        // The records are in the copy; the demo's other extras (authorities, statistics, pages)
        // would only cost the start time.
        DEMO_DATA: "off",
        OAI_REPOSITORY_ID: "demo.example.org",
        // The largest page the setting allows: the client still follows three tokens per format.
        OAI_PAGE_SIZE: "1000",
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

  it("harvests the whole demo catalogue in oai_dc and marc21 with resumption tokens, every response schema-valid", async () => {
    const catalogue = shippedRecords();
    expect(catalogue).toBe(3661);
    const whole = String(catalogue);
    // Both formats at once, each validated as soon as its harvest ends.
    const [dc, marc] = await Promise.all(
      (["oai_dc", "marc21"] as const).map(async (prefix) => {
        const out = path.join(dataDir, prefix);
        mkdirSync(out);
        const lines = await harvest(base, prefix, out);
        const files = readdirSync(out).map((f) => path.join(out, f));
        return { lines, files, valid: await validateOaiFiles(files) };
      }),
    );
    for (const [{ lines }, prefix] of [
      [dc, "oai_dc"],
      [marc, "marc21"],
    ] as const) {
      expect(lines).toEqual([
        ["repositoryName", "Universidade de Demonstração"],
        ["protocolVersion", "2.0"],
        // records, distinct identifiers, deleted, with a title, pages (the first and one per token)
        ["ListRecords", prefix, whole, whole, "0", whole, "4"],
        ["GetRecord", expect.stringMatching(/^oai:demo\.example\.org:\d+$/), expect.stringMatching(/\S/)],
      ]);
    }
    // Identify, the four ListRecords pages and GetRecord, each read by the client and each valid.
    expect([dc.valid, marc.valid]).toEqual([6, 6]);
    const firstPage = readFileSync(path.join(dataDir, "marc21", "marc21-002.xml"), "utf8");
    expect(firstPage).toContain(`<resumptionToken completeListSize="${whole}" cursor="0">`);
    const lastPage = readFileSync(path.join(dataDir, "oai_dc", "oai_dc-005.xml"), "utf8");
    // The last page's token is empty (§3.5): the list is complete.
    expect(lastPage).toContain(`<resumptionToken completeListSize="${whole}" cursor="3000"></resumptionToken>`);
  }, 300_000);
});
