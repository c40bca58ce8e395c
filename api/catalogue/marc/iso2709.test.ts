import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { MarcError } from "./errors.ts";
import { decodeIso2709, encodeIso2709, readIso2709 } from "./iso2709.ts";
import type { ReadResult } from "./read-result.ts";
import { controlField, dataFields, isControlField, subfield, type MarcRecord } from "./record.ts";

/** 16 real records from data/marc/demo-bib.mrc (see tests/fixtures/marc/README.md). */
const SAMPLE = new Uint8Array(readFileSync(new URL("../../../tests/fixtures/marc/sample.mrc", import.meta.url)));

function splitRecords(bytes: Uint8Array): Uint8Array[] {
  const out: Uint8Array[] = [];
  let from = 0;
  for (let end = bytes.indexOf(0x1d); end !== -1; end = bytes.indexOf(0x1d, from)) {
    out.push(bytes.slice(from, end + 1));
    from = end + 1;
  }
  return out;
}

const latin1 = (text: string) => Uint8Array.from([...text].map((c) => c.charCodeAt(0)));

/** An ISO 2709 record from raw field bytes, for encodings encodeIso2709 does not write (MARC-8). */
function rawRecord(leader09: string, fields: [tag: string, data: Uint8Array][]): Uint8Array {
  const bodies = fields.map(([, data]) => Uint8Array.from([...data, 0x1e]));
  const base = 24 + 12 * fields.length + 1;
  const total = base + bodies.reduce((n, b) => n + b.length, 0) + 1;
  let start = 0;
  const directory = fields
    .map(([tag], i) => {
      const entry = `${tag}${String(bodies[i].length).padStart(4, "0")}${String(start).padStart(5, "0")}`;
      start += bodies[i].length;
      return entry;
    })
    .join("");
  const head = latin1(
    `${String(total).padStart(5, "0")}nam ${leader09}22${String(base).padStart(5, "0")}   4500${directory}\x1e`,
  );
  return Uint8Array.from([...head, ...bodies.flatMap((b) => [...b]), 0x1d]);
}

const record = (fields: MarcRecord["fields"], leader = "00000nam a2200000   4500"): MarcRecord => ({ leader, fields });

async function collect(chunks: Uint8Array[]): Promise<ReadResult[]> {
  async function* source() {
    yield* chunks;
  }
  const out: ReadResult[] = [];
  for await (const r of readIso2709(source())) out.push(r);
  return out;
}

describe("decodeIso2709 on real records", () => {
  const records = splitRecords(SAMPLE);

  it("decodes every sample record into NFC text", () => {
    expect(records).toHaveLength(16);
    for (const bytes of records) {
      const warnings: string[] = [];
      const decoded = decodeIso2709(bytes, warnings);
      expect(warnings).toEqual([]);
      expect(decoded.leader).toHaveLength(24);
      expect(dataFields(decoded, "245")).toHaveLength(1);
      for (const field of decoded.fields) {
        const texts = isControlField(field) ? [field.value] : field.subfields.map((s) => s.value);
        for (const text of texts) expect(text).toBe(text.normalize("NFC"));
      }
    }
  });

  it("reads fields, indicators and subfields", () => {
    const first = decodeIso2709(records[0]);
    expect(controlField(first, "001")).toBe("   00000002 ");
    const [f245] = dataFields(first, "245");
    expect([f245.ind1, f245.ind2]).toEqual(["1", "0"]);
    expect(subfield(f245, "a")).toBe("Botanical materia medica and pharmacology;");
  });

  it("normalises decomposed (NFD) text to NFC", () => {
    const nfd = records.find((r) => new TextDecoder().decode(r).includes("e\u0301le\u0301mentaire"))!;
    const title = subfield(dataFields(decodeIso2709(nfd), "245")[0], "a")!;
    expect(title).toContain("l'unité élémentaire");
    expect(title).not.toContain("\u0301");
  });

  it("round-trips: encode(decode(x)) decodes to the same record, byte-identical when x was NFC", () => {
    for (const bytes of records) {
      const decoded = decodeIso2709(bytes);
      const encoded = encodeIso2709(decoded);
      // Lengths and base address are recomputed (NFC text can be shorter); the rest is identical.
      const withoutLengths = (r: MarcRecord) => ({ ...r, leader: r.leader.slice(5, 12) + r.leader.slice(17) });
      expect(withoutLengths(decodeIso2709(encoded))).toEqual(withoutLengths(decoded));
      const text = new TextDecoder().decode(bytes);
      if (text === text.normalize("NFC")) expect(encoded).toEqual(bytes);
    }
  });
});

describe("decodeIso2709 character sets", () => {
  it("decodes MARC-8 (leader/09 blank) and marks the result as Unicode", () => {
    const bytes = rawRecord(" ", [
      ["001", latin1("m8-1")],
      ["245", latin1("10\x1faHist\xe2oria de S\xe4ao Paulo.")],
    ]);
    const decoded = decodeIso2709(bytes);
    expect(subfield(dataFields(decoded, "245")[0], "a")).toBe("História de São Paulo.");
    expect(decoded.leader.charAt(9)).toBe("a");
  });

  it("keeps a MARC-8 escape in force across the subfields of a field, not into the next field", () => {
    const bytes = rawRecord(" ", [
      ["245", latin1("10\x1fa\x1b(NMIR\x1fbMIR")],
      ["500", latin1("  \x1faMIR")],
    ]);
    const decoded = decodeIso2709(bytes);
    expect(dataFields(decoded, "245")[0].subfields.map((s) => s.value)).toEqual(["мир", "мир"]);
    expect(subfield(dataFields(decoded, "500")[0], "a")).toBe("MIR");
  });

  it("reads UTF-8 data mislabelled as MARC-8, with a warning", () => {
    const bytes = rawRecord(" ", [["245", new TextEncoder().encode("10\x1faSão Paulo")]]);
    const warnings: string[] = [];
    expect(subfield(dataFields(decodeIso2709(bytes, warnings), "245")[0], "a")).toBe("São Paulo");
    expect(warnings).toEqual(["leader/09 says MARC-8 but the data is UTF-8; read as UTF-8"]);
  });

  it("replaces invalid UTF-8 with U+FFFD and warns", () => {
    const bytes = rawRecord("a", [["245", Uint8Array.from([...latin1("10\x1faCaf"), 0xe9])]]);
    const warnings: string[] = [];
    expect(subfield(dataFields(decodeIso2709(bytes, warnings), "245")[0], "a")).toBe("Caf\uFFFD");
    expect(warnings).toEqual(["invalid UTF-8 bytes were replaced by U+FFFD"]);
  });
});

describe("decodeIso2709 rejects structurally broken records", () => {
  const good = rawRecord("a", [
    ["001", latin1("x1")],
    ["245", latin1("10\x1faTitle")],
  ]);
  const broken = (edit: (b: Uint8Array) => void) => {
    const copy = good.slice();
    edit(copy);
    return copy;
  };
  const put = (b: Uint8Array, at: number, text: string) => b.set(latin1(text), at);

  it.each([
    ["too short", good.slice(0, 20), /shorter than a leader/],
    ["length not numeric", broken((b) => put(b, 0, "0x07")), /not a number/],
    [
      "length disagrees with the bytes",
      broken((b) => put(b, 0, "00099")),
      /length in the leader is 99 but the record is \d+ bytes/,
    ],
    ["no record terminator", broken((b) => (b[b.length - 1] = 0x20)), /record terminator/],
    ["base address outside", broken((b) => put(b, 12, "99999")), /base address 99999 is outside/],
    [
      "base address not at the directory end",
      broken((b) => put(b, 12, "00050")),
      /no field terminator ends the directory/,
    ],
    ["directory entry not numeric", broken((b) => put(b, 24 + 12 + 3, "00x5")), /directory entry 2 is not a valid/],
    ["field beyond the record", broken((b) => put(b, 24 + 12 + 3, "0999")), /field 245 .* lies outside the record/],
    [
      "field without terminator",
      broken((b) => put(b, 24 + 12 + 3, "0005")),
      /field 245 .* does not end with a field terminator/,
    ],
  ])("%s", (_name, bytes, reason) => {
    expect(() => decodeIso2709(bytes)).toThrow(MarcError);
    expect(() => decodeIso2709(bytes)).toThrow(reason);
  });

  it("tolerates a data field without indicators and an empty subfield, with warnings", () => {
    const bytes = rawRecord("a", [["245", latin1("\x1faTitle\x1f")]]);
    const warnings: string[] = [];
    const [f245] = dataFields(decodeIso2709(bytes, warnings), "245");
    expect(f245).toEqual({ tag: "245", ind1: " ", ind2: " ", subfields: [{ code: "a", value: "Title" }] });
    expect(warnings).toHaveLength(2);
  });
});

describe("encodeIso2709", () => {
  it("counts lengths in UTF-8 bytes and writes leader/09 'a'", () => {
    const encoded = encodeIso2709(
      record(
        [
          { tag: "001", value: "1" },
          { tag: "245", ind1: "1", ind2: "0", subfields: [{ code: "a", value: "São Paulo ação" }] },
        ],
        "00000nam  2200000   4500",
      ),
    );
    const text = new TextDecoder().decode(encoded);
    expect(Number(text.slice(0, 5))).toBe(encoded.length);
    expect(text.charAt(9)).toBe("a");
    // 245: 2 indicators + delimiter + code + 17 bytes ("São Paulo ação" has 3 two-byte letters) + terminator
    expect(text.slice(36, 48)).toBe("245002200002");
    expect(decodeIso2709(encoded).fields[1]).toEqual({
      tag: "245",
      ind1: "1",
      ind2: "0",
      subfields: [{ code: "a", value: "São Paulo ação" }],
    });
  });

  it("refuses what ISO 2709 cannot carry", () => {
    const bad = (fields: MarcRecord["fields"], leader?: string) => () => encodeIso2709(record(fields, leader));
    expect(bad([], "short")).toThrow(/leader must be 24/);
    expect(bad([{ tag: "24", value: "x" }])).toThrow(/tag "24"/);
    expect(bad([{ tag: "500", ind1: " ", ind2: " ", subfields: [{ code: "a", value: "a\x1eb" }] }])).toThrow(
      /delimiter/,
    );
    expect(bad([{ tag: "500", ind1: "ab", ind2: " ", subfields: [] }])).toThrow(/indicator/);
    expect(bad([{ tag: "500", ind1: " ", ind2: " ", subfields: [{ code: "", value: "x" }] }])).toThrow(/subfield code/);
    expect(bad([{ tag: "520", ind1: " ", ind2: " ", subfields: [{ code: "a", value: "x".repeat(10000) }] }])).toThrow(
      /9999/,
    );
  });
});

describe("readIso2709 (splitting a stream)", () => {
  const one = encodeIso2709(record([{ tag: "001", value: "one" }]));
  const two = encodeIso2709(record([{ tag: "001", value: "two" }]));
  const three = encodeIso2709(record([{ tag: "001", value: "three" }]));
  const ids = (results: ReadResult[]) => results.map((r) => (r.ok ? controlField(r.record, "001") : `!${r.position}`));

  it("reads records whatever the chunk boundaries, with positions and byte offsets", async () => {
    const file = Uint8Array.from([...one, ...two, ...three]);
    const byteByByte = await collect([...file].map((b) => Uint8Array.of(b)));
    const whole = await collect([file]);
    for (const results of [byteByByte, whole]) {
      expect(ids(results)).toEqual(["one", "two", "three"]);
      expect(results.map((r) => r.position)).toEqual([1, 2, 3]);
      expect(results.map((r) => r.offset)).toEqual([0, one.length, one.length + two.length]);
    }
  });

  it("ignores newlines, blanks and doubled terminators between records", async () => {
    const file = Uint8Array.from([...one, 0x0d, 0x0a, ...two, 0x1d, 0x0a, 0x20, ...three, 0x0a, 0x0a]);
    const results = await collect([file]);
    expect(ids(results)).toEqual(["one", "two", "three"]);
    expect(results[1].offset).toBe(one.length + 2);
  });

  it("skips a malformed record, reports it, and resumes after its terminator", async () => {
    const bad = two.slice();
    bad.set(latin1("00x"), 24 + 3);
    const results = await collect([Uint8Array.from([...one, ...bad, ...three])]);
    expect(ids(results)).toEqual(["one", "!2", "three"]);
    expect(results[1]).toMatchObject({
      ok: false,
      position: 2,
      offset: one.length,
      reason: expect.stringMatching(/directory entry 1/),
    });
    expect(results[2].position).toBe(3);
  });

  it("recovers the record that follows one truncated before its terminator", async () => {
    const truncated = two.slice(0, two.length - 6);
    const results = await collect([Uint8Array.from([...one, ...truncated, ...three])]);
    expect(ids(results)).toEqual(["one", "!2", "three"]);
    expect(results[1]).toMatchObject({ ok: false, reason: expect.stringMatching(/truncated/) });
    expect(results[2].offset).toBe(one.length + truncated.length);
  });

  it("reports a file that ends in the middle of a record", async () => {
    const results = await collect([Uint8Array.from([...one, ...two.slice(0, 30)])]);
    expect(ids(results)).toEqual(["one", "!2"]);
    expect(results[1]).toMatchObject({
      ok: false,
      offset: one.length,
      reason: expect.stringMatching(/file ends before/),
    });
  });

  it("gives up on bytes with no terminator in sight without buffering them all", async () => {
    const junk = new Uint8Array(70_000).fill(0x41);
    const results = await collect([junk, junk, Uint8Array.from([0x1d, ...one])]);
    expect(ids(results)).toEqual(["!1", "one"]);
    expect(results[0]).toMatchObject({
      offset: 0,
      reason: expect.stringMatching(/no record terminator within 99999 bytes/),
    });
    expect(results[1]).toMatchObject({ position: 2, offset: 140_001 });
  });
});
