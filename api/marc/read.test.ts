import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import type { ReadResult } from "./read-result.ts";
import { readMarcFile } from "./read.ts";
import { controlField } from "./record.ts";

const fixtures = path.resolve(import.meta.dirname, "../../tests/fixtures/marc");
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

  it("reads nothing from an empty or blank file", async () => {
    const blank = path.join(dir, "blank.mrc");
    writeFileSync(blank, "\n\n  \n");
    expect(await readAll(blank)).toEqual([]);
  });

  it("fails with the file system error for a missing file", async () => {
    await expect(readAll(path.join(dir, "missing.mrc"))).rejects.toThrow(/ENOENT/);
  });
});
