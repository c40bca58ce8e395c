import { mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { MarcFileError } from "./errors.ts";
import type { ReadResult } from "./read-result.ts";
import { readMarcFile } from "./read.ts";
import { controlField } from "./record.ts";

const fixtures = path.resolve(import.meta.dirname, "../../../tests/fixtures/marc");
const dir = mkdtempSync(path.join(tmpdir(), "read-marc-"));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

async function readAll(file: string): Promise<ReadResult[]> {
  const out: ReadResult[] = [];
  for await (const r of readMarcFile(file)) out.push(r);
  return out;
}

const ids = (results: ReadResult[]) =>
  results.map((r) => (r.ok ? controlField(r.record, "001")?.trim() : `!${r.position}`));

describe("readMarcFile", () => {
  it("reads ISO 2709 files", async () => {
    const results = await readAll(path.join(fixtures, "sample.mrc"));
    expect(results).toHaveLength(16);
    expect(results.every((r) => r.ok)).toBe(true);
    expect(results.map((r) => r.position)).toEqual(Array.from({ length: 16 }, (_, i) => i + 1));
  });

  it("recognises MARCXML by content, whatever the file name", async () => {
    const xml = path.join(dir, "records.mrc");
    writeFileSync(
      xml,
      "\uFEFF\n  <?xml version='1.0'?><collection><record><leader>00000nam a2200000 a 4500</leader><controlfield tag='001'>x</controlfield></record></collection>",
    );
    expect(ids(await readAll(xml))).toEqual(["x"]);
    expect(ids(await readAll(path.join(fixtures, "oai-marc-prefix.xml")))).toEqual(["00000002", "268167", "002916708"]);
  });

  it("refuses empty and blank files, and files that are not MARC, saying what they are", async () => {
    const file = (name: string, content: string | Buffer) => {
      const f = path.join(dir, name);
      writeFileSync(f, content);
      return f;
    };
    await expect(readAll(file("empty.mrc", ""))).rejects.toThrow(new MarcFileError("the file is empty"));
    await expect(readAll(file("blank.mrc", "\n\n  \n"))).rejects.toThrow("the file holds only blanks");
    await expect(readAll(file("a.pdf", "%PDF-1.7\n..."))).rejects.toThrow("not a MARC file: a PDF document");
    await expect(readAll(file("a.xlsx", Buffer.from("PK\x03\x04rest", "latin1")))).rejects.toThrow(
      "not a MARC file: a ZIP archive (or a spreadsheet or office document)",
    );
    await expect(readAll(file("notes.txt", "Title; Author; Year\n"))).rejects.toThrow(
      "not a MARC file: it starts with neither a MARC record length (five digits) nor XML",
    );
    await expect(readAll(file("short.mrc", "12"))).rejects.toThrow(
      "not a MARC file: it starts with neither a MARC record length (five digits) nor XML and is too short for a MARC record",
    );
  });

  it("stops a file that takes longer than its time limit", async () => {
    const records = readFileSync(path.join(fixtures, "sample.mrc"));
    const big = path.join(dir, "big.mrc");
    writeFileSync(big, Buffer.concat(Array.from({ length: 40 }, () => records)));
    const read: ReadResult[] = [];
    await expect(
      (async () => {
        for await (const r of readMarcFile(big, { maxSeconds: 0 })) read.push(r);
      })(),
    ).rejects.toThrow("reading stopped: the file took more than 0 s");
    expect(read.length).toBeLessThan(16 * 40);
  });

  it("fails with the file system error for a missing file", async () => {
    await expect(readAll(path.join(dir, "missing.mrc"))).rejects.toThrow(/ENOENT/);
  });
});
