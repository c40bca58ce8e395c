/**
 * The MARCXML reader's default limits (XML_LIMITS) against the files a real catalogue exports and
 * the files an attacker writes: a record of thousands of fields imports, a bad record is skipped
 * and the next one read, and hostile XML (deep nesting, entity expansion, a huge record) is
 * refused in well under a second or two.
 */
import { describe, expect, it } from "vitest";

import { readMarcXml } from "./marcxml.ts";
import type { ReadResult } from "./read-result.ts";
import { controlField } from "./record.ts";

async function read(xml: string): Promise<ReadResult[]> {
  const bytes = new TextEncoder().encode(xml);
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += 64 * 1024) yield bytes.subarray(i, i + 64 * 1024);
  }
  const out: ReadResult[] = [];
  for await (const r of readMarcXml(chunks())) out.push(r);
  return out;
}

const record = (id: string, body = "") =>
  `<record><leader>00000nam a2200000 a 4500</leader><controlfield tag="001">${id}</controlfield>${body}</record>`;
const collection = (...records: string[]) =>
  `<?xml version="1.0"?><collection xmlns="http://www.loc.gov/MARC21/slim">${records.join("")}</collection>`;

describe("MARCXML limits a real catalogue never meets", () => {
  it("reads a record of 5,000 fields (25,000 elements), skips a bad record and reads the next", async () => {
    const fields = Array.from(
      { length: 5_000 },
      (_, i) =>
        `<datafield tag="650" ind1=" " ind2="4"><subfield code="a">Assunto ${i}</subfield>` +
        `<subfield code="x">Subdivisão</subfield><subfield code="2">local</subfield><subfield code="9">${i}</subfield></datafield>`,
    ).join("");
    const results = await read(
      collection(record("big", fields), '<record><controlfield tag="001">bad</controlfield></record>', record("next")),
    );
    expect(results.map((r) => (r.ok ? controlField(r.record, "001") : r.reason))).toEqual([
      "big",
      "record has no leader",
      "next",
    ]);
    const big = results[0]!;
    expect(big.ok && big.record.fields).toHaveLength(5_001);
  });

  it("refuses entity expansion, deep nesting and a huge record quickly", async () => {
    const started = performance.now();
    const laughs =
      '<?xml version="1.0"?><!DOCTYPE lolz [<!ENTITY lol "lol"><!ENTITY lol2 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">' +
      '<!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">]>' +
      `<collection>${record("ok")}${record("lol", '<datafield tag="500" ind1=" " ind2=" "><subfield code="a">&lol3;</subfield></datafield>')}</collection>`;
    const expanded = await read(laughs);
    expect(expanded.map((r) => (r.ok ? "ok" : r.reason.split(":")[0]))).toEqual([
      "ok",
      "XML is not well-formed, reading stopped",
    ]);
    const deep = collection(record("ok"), `<record><leader>00000nam a2200000 a 4500</leader>${"<x>".repeat(50_000)}`);
    expect((await read(deep)).at(-1)).toMatchObject({ ok: false, reason: expect.stringContaining("nested more than") });
    const huge = collection(
      record("ok"),
      record(
        "huge",
        `<datafield tag="500" ind1=" " ind2=" "><subfield code="a">${"x".repeat(6_000_000)}</subfield></datafield>`,
      ),
    );
    expect((await read(huge)).at(-1)).toMatchObject({
      ok: false,
      reason: expect.stringContaining("characters of text"),
    });
    expect(performance.now() - started).toBeLessThan(5_000);
  });
});
