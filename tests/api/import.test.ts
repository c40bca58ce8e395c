/**
 * The importer against a real database: PGlite always, PostgreSQL too when TEST_DATABASE_URL
 * is set (see tests/support/engines.ts). Input files are the small real fixtures in
 * tests/fixtures/marc and variants of them written to a temporary folder.
 */
import { spawnSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "../../api/core/db/db.ts";
import { importFiles, type ImportOptions, type ImportProgress } from "../../api/operations/import/importer.ts";
import { engines, seedMigratedDataDir } from "../support/engines.ts";

const root = path.resolve(import.meta.dirname, "../..");
const fixture = (name: string) => path.join(root, "tests/fixtures/marc", name);
const SAMPLE = fixture("sample.mrc");

const tmp = mkdtempSync(path.join(tmpdir(), "import-test-"));
afterAll(() => rmSync(tmp, { recursive: true, force: true }));

/** The records of sample.mrc as separate byte arrays. */
function sampleRecords(): Buffer[] {
  const bytes = readFileSync(SAMPLE);
  const out: Buffer[] = [];
  let from = 0;
  for (let end = bytes.indexOf(0x1d); end !== -1; end = bytes.indexOf(0x1d, from)) {
    out.push(Buffer.from(bytes.subarray(from, end + 1)));
    from = end + 1;
  }
  return out;
}

function writeTemp(name: string, content: Buffer | string): string {
  const file = path.join(tmp, name);
  writeFileSync(file, content);
  return file;
}

/**
 * sample.mrc with three broken records: 2 has a bad directory entry, 5 a wrong record
 * length, 9 is truncated (its end and terminator are missing, so it runs into record 10).
 */
function malformedFile(): string {
  const records = sampleRecords();
  records[1].write("24x", 24 + 3, "latin1");
  records[4].write("00001", 0, "latin1");
  records[8] = records[8].subarray(0, records[8].length - 40);
  return writeTemp("malformed.mrc", Buffer.concat(records));
}

async function run(db: Db, files: string[], options: ImportOptions = {}) {
  const skips: { file: string; position: number; offset?: number; reason: string }[] = [];
  const warnings: { position: number; message: string }[] = [];
  const result = await importFiles(db, files, {
    ...options,
    onSkip: (s) => skips.push(s),
    onWarning: (w) => warnings.push({ position: w.position, message: w.message }),
  });
  return { ...result, skips, warnings };
}

describe.each(engines)("importFiles on $name", (engine) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await engine.open());
  });
  afterAll(() => close());
  beforeEach(() => db.query("DELETE FROM record"));

  const count = async () => (await db.query<{ n: number }>("SELECT count(*)::int AS n FROM record"))[0].n;
  const row = async (sourceKey: string) =>
    (await db.query<Record<string, unknown>>("SELECT * FROM record WHERE source_key = $1", [sourceKey]))[0];

  it("imports real records with their indexed columns and search vectors", async () => {
    const result = await run(db, [SAMPLE]);
    expect(result).toMatchObject({ imported: 16, updated: 0, skipped: 0, skips: [] });
    expect(await count()).toBe(16);
    expect(await row("00000002|DLC")).toMatchObject({
      control_number: "00000002",
      control_org: "DLC",
      title:
        "Botanical materia medica and pharmacology; drugs considered from a botanical, pharmaceutical, physiological, therapeutical and toxicological standpoint",
      author: "Aurand, Samuel Herbert",
      subjects: ["Botany, Medical", "Homeopathy -- Materia medica and therapeutics"],
      year: 1899,
      language: "eng",
      work_type: 1,
      classification: "RX671 .A92",
    });
    const found = await db.query<{ source_key: string }>(
      "SELECT source_key FROM record WHERE tsv @@ plainto_tsquery('opac', 'gramatica lingua portuguesa')",
    );
    expect(found.map((r) => r.source_key)).toEqual(["002916708|"]);
    const byAuthor = await db.query<{ source_key: string }>(
      "SELECT source_key FROM record WHERE tsv_author @@ plainto_tsquery('opac', 'aurand')",
    );
    expect(byAuthor.map((r) => r.source_key)).toEqual(["00000002|DLC"]);
  });

  it("stores decomposed (NFD) input as NFC, in the columns and in the MARC", async () => {
    await run(db, [SAMPLE]);
    const stored = await row("268167|");
    expect(stored.title).toBe(
      "A la recherche de l'unité élémentaire des organismes vivants; histoire de la théorie cellulaire",
    );
    expect(JSON.stringify(stored.marc)).toContain("l'unité élémentaire");
    expect(JSON.stringify(stored.marc)).not.toContain("\u0301");
  });

  it("updates on re-import instead of duplicating, keeping ids and creation times", async () => {
    await run(db, [SAMPLE]);
    const before = await db.query<{ id: number; created_at: Date; updated_at: Date }>(
      "SELECT id, created_at, updated_at FROM record ORDER BY source_key",
    );
    const again = await run(db, [SAMPLE]);
    expect(again).toMatchObject({ imported: 0, updated: 16, skipped: 0 });
    expect(await count()).toBe(16);
    const after = await db.query<{ id: number; created_at: Date; updated_at: Date }>(
      "SELECT id, created_at, updated_at FROM record ORDER BY source_key",
    );
    expect(after.map((r) => [r.id, String(r.created_at)])).toEqual(before.map((r) => [r.id, String(r.created_at)]));
    after.forEach((r, i) =>
      expect(new Date(r.updated_at).getTime()).toBeGreaterThan(new Date(before[i].updated_at).getTime()),
    );
  });

  it("counts a record repeated within one batch as an update", async () => {
    const result = await run(db, [SAMPLE, SAMPLE]);
    expect(result).toMatchObject({ imported: 16, updated: 16, skipped: 0 });
    expect(await count()).toBe(16);
  });

  it("skips malformed ISO 2709 records with their position and offset, and imports the rest", async () => {
    const file = malformedFile();
    const result = await run(db, [file]);
    expect(result).toMatchObject({ imported: 13, updated: 0, skipped: 3 });
    expect(result.skips.map(({ position, reason }) => ({ position, reason }))).toEqual([
      { position: 2, reason: expect.stringMatching(/directory entry 1/) },
      { position: 5, reason: "record length in the leader is 1 but the record is 1447 bytes" },
      { position: 9, reason: expect.stringMatching(/truncated/) },
    ]);
    const sizes = sampleRecords().map((r) => r.length);
    const offsetOf = (position: number) => sizes.slice(0, position - 1).reduce((a, b) => a + b, 0);
    expect(result.skips.map((s) => s.offset)).toEqual([offsetOf(2), offsetOf(5), offsetOf(9)]);
    expect(result.skips.every((s) => s.file === file)).toBe(true);
    expect(await count()).toBe(13);
    expect(await row("000763350|")).toBeDefined(); // record 10, right after the truncated one
  });

  it("imports MARCXML with and without the marc: prefix as the same records", async () => {
    const plain = await run(db, [fixture("sample.xml")]);
    expect(plain).toMatchObject({ imported: 3, updated: 0, skipped: 0 });
    const prefixed = await run(db, [fixture("oai-marc-prefix.xml")]);
    expect(prefixed).toMatchObject({ imported: 0, updated: 3, skipped: 0 });
    const keys = await db.query<{ source_key: string }>("SELECT source_key FROM record ORDER BY source_key");
    expect(keys.map((k) => k.source_key)).toEqual(["00000002|DLC", "002916708|", "268167|"]);
  });

  it("skips malformed MARCXML records and stops at broken XML, keeping what came before", async () => {
    const xml = readFileSync(fixture("sample.xml"), "utf8");
    const [head, ...records] = xml.split("  <record>");
    const file = writeTemp(
      "broken.xml",
      [head, records[0], records[1].replace(/<leader>[^<]*<\/leader>/, ""), `${records[2].slice(0, 200)}<oops>`].join(
        "  <record>",
      ),
    );
    const result = await run(db, [file]);
    expect(result).toMatchObject({ imported: 1, skipped: 2 });
    expect(result.skips.map(({ position, reason, offset }) => ({ position, reason, offset }))).toEqual([
      { position: 2, reason: "record has no leader", offset: undefined },
      { position: 3, reason: expect.stringMatching(/not well-formed/), offset: undefined },
    ]);
  });

  it("imports authority records into the authority file, counted with the others", async () => {
    await db.query("DELETE FROM authority");
    const result = await run(db, [fixture("authority.mrc"), fixture("sample.xml")]);
    expect(result).toMatchObject({ imported: 5, skipped: 0, authorities: { imported: 2, updated: 0 } });
    expect(await count()).toBe(3);
    const headings = await db.query<{ heading: string }>("SELECT heading FROM authority ORDER BY heading");
    expect(headings.map((h) => h.heading)).toEqual(["Legalism (Chinese philosophy)", "Philosophy, Chinese"]);
  });

  it("imports MARC-8 records, reporting characters it cannot decode as warnings", async () => {
    const field = (tag: string, data: Buffer) => ({ tag, data: Buffer.concat([data, Buffer.of(0x1e)]) });
    const fields = [
      field("001", Buffer.from("marc8-1")),
      field("245", Buffer.from("10\x1faHist\xe2oria de S\xe4ao Paulo /\x1fc\x1b$1!0d\x1b(B.", "latin1")),
    ];
    const base = 24 + 12 * fields.length + 1;
    const bodyLength = fields.reduce((n, f) => n + f.data.length, 0);
    let start = 0;
    const directory = fields
      .map((f) => {
        const entry = `${f.tag}${String(f.data.length).padStart(4, "0")}${String(start).padStart(5, "0")}`;
        start += f.data.length;
        return entry;
      })
      .join("");
    const leader = `${String(base + bodyLength + 1).padStart(5, "0")}nam  22${String(base).padStart(5, "0")}   4500`;
    const file = writeTemp(
      "marc8.mrc",
      Buffer.concat([
        Buffer.from(`${leader}${directory}\x1e`, "latin1"),
        ...fields.map((f) => f.data),
        Buffer.of(0x1d),
      ]),
    );
    const result = await run(db, [file]);
    expect(result).toMatchObject({ imported: 1, skipped: 0 });
    expect(result.warnings).toEqual([{ position: 1, message: expect.stringMatching(/EACC/) }]);
    const stored = await row("marc8-1|");
    expect(stored.title).toBe("História de São Paulo");
    expect(stored.leader).toMatch(/^.{9}a/);
  });

  it("retries a batch the database rejects row by row, skipping only the offending record", async () => {
    const records = sampleRecords();
    // A NUL byte is valid ISO 2709 but PostgreSQL text cannot hold it.
    records[2] = Buffer.from(records[2]);
    const title = records[2].indexOf("Atlas elektronnaia");
    records[2][title] = 0x00;
    const file = writeTemp("nul.mrc", Buffer.concat(records));
    const result = await run(db, [file]);
    expect(result).toMatchObject({ imported: 15, updated: 0, skipped: 1 });
    expect(result.skips).toEqual([
      {
        file,
        position: 3,
        offset: records[0].length + records[1].length,
        reason: expect.stringMatching(/^rejected by the database: /),
      },
    ]);
    expect(await count()).toBe(15);
  });

  it("keeps the batches already stored when a later one fails, and reports progress per batch", async () => {
    let transactions = 0;
    const flaky: Db = {
      ...db,
      transaction(fn) {
        transactions++;
        if (transactions > 2) return Promise.reject(Object.assign(new Error("connection lost"), { code: "08006" }));
        return db.transaction(fn);
      },
    };
    const progress: ImportProgress[] = [];
    await expect(run(flaky, [SAMPLE], { batchSize: 5, onProgress: (p) => progress.push(p) })).rejects.toThrow(
      "connection lost",
    );
    expect(progress).toEqual([
      { read: 5, imported: 5, updated: 0, skipped: 0 },
      { read: 10, imported: 10, updated: 0, skipped: 0 },
    ]);
    expect(await count()).toBe(10);
  });
});

describe("npm run import (CLI)", () => {
  const tsx = path.join(root, "node_modules/.bin/tsx");
  // The command opens a copy of the migrated template instead of running PGlite's initdb and
  // every migration (~10 s of CPU): what it does with the records is the same.
  beforeAll(() => seedMigratedDataDir(path.join(tmp, "cli-data")));
  const cli = (args: string[], env: Record<string, string> = {}) =>
    spawnSync(tsx, ["api/operations/cli/import.ts", ...args], {
      cwd: root,
      encoding: "utf8",
      env: { ...process.env, DATABASE_URL: "", DATA_DIR: path.join(tmp, "cli-data"), ...env },
    });

  it("exits 2 with a message and no stack trace on usage errors", () => {
    const none = cli([]);
    expect(none.status).toBe(2);
    expect(none.stdout).toBe("");
    expect(none.stderr).toMatch(
      /^import: no file to import\nusage: npm run import -- \[--server URL \[--key STAFF_KEY\]\] FILE/,
    );
    const missing = cli(["no/such/file.mrc"]);
    expect(missing.status).toBe(2);
    expect(missing.stderr).toMatch(/^import: cannot read no\/such\/file.mrc: no such file\n/);
    expect(missing.stderr).not.toMatch(/\bat .*\.ts:\d+/);
  }, 60_000);

  it("imports, lists skipped records on stderr and ends with one summary line on stdout", () => {
    const file = malformedFile();
    const first = cli([file]);
    expect(first.status).toBe(0);
    expect(first.stdout).toBe("imported 13, updated 0, skipped 3\n");
    const skipped = first.stderr.split("\n").filter((l) => l.startsWith("skipped"));
    expect(skipped).toHaveLength(3);
    expect(skipped[0]).toMatch(
      new RegExp(
        `^skipped record 2 \\(${file.replace(/[.*+?^${}()|[\]\\/]/g, "\\$&")}, byte \\d+\\): directory entry 1`,
      ),
    );
  }, 60_000);
});
