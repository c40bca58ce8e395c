import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { decodeIso2709 } from "./iso2709.ts";
import { encodeMarcXml, encodeMarcXmlRecord, readMarcXml } from "./marcxml.ts";
import type { ReadResult } from "./read-result.ts";
import { controlField, dataFields, subfield, type MarcRecord } from "./record.ts";

const fixture = (name: string) =>
  new Uint8Array(readFileSync(new URL(`../../../tests/fixtures/marc/${name}`, import.meta.url)));

async function read(input: string | Uint8Array, chunkSize = 64 * 1024): Promise<ReadResult[]> {
  const bytes = typeof input === "string" ? new TextEncoder().encode(input) : input;
  async function* chunks() {
    for (let i = 0; i < bytes.length; i += chunkSize) yield bytes.subarray(i, i + chunkSize);
  }
  const out: ReadResult[] = [];
  for await (const r of readMarcXml(chunks())) out.push(r);
  return out;
}

const records = (results: ReadResult[]): MarcRecord[] => results.flatMap((r) => (r.ok ? [r.record] : []));
const failures = (results: ReadResult[]) =>
  results.flatMap((r) => (r.ok ? [] : [{ position: r.position, reason: r.reason }]));

/** The same three real records, as ISO 2709 (records 1, 2 and 11 of sample.mrc). */
function isoOriginals(): MarcRecord[] {
  const bytes = fixture("sample.mrc");
  const all: MarcRecord[] = [];
  let from = 0;
  for (let end = bytes.indexOf(0x1d); end !== -1; end = bytes.indexOf(0x1d, from)) {
    all.push(decodeIso2709(bytes.subarray(from, end + 1)));
    from = end + 1;
  }
  return [all[0], all[1], all[10]];
}

const minimal = (body: string, leader = "00000nam a2200000 a 4500") =>
  `<record><leader>${leader}</leader>${body}</record>`;

describe("readMarcXml", () => {
  it("reads a MARC 21 slim collection in the default namespace", async () => {
    const results = await read(fixture("sample.xml"));
    expect(failures(results)).toEqual([]);
    expect(results.map((r) => r.position)).toEqual([1, 2, 3]);
    expect(records(results)).toEqual(isoOriginals());
  });

  it("reads marc:-prefixed records inside an OAI-PMH envelope, attributes in any order", async () => {
    const results = await read(fixture("oai-marc-prefix.xml"));
    expect(failures(results)).toEqual([]);
    expect(records(results)).toEqual(isoOriginals());
  });

  it("gives the same records whatever the chunk size (multibyte characters split across chunks)", async () => {
    const whole = records(await read(fixture("sample.xml")));
    expect(records(await read(fixture("sample.xml"), 1))).toEqual(whole);
    expect(records(await read(fixture("sample.xml"), 7))).toEqual(whole);
  });

  it("reads records without any namespace, with CDATA and entities, normalising to NFC", async () => {
    const xml = `<?xml version="1.0"?>
      <collection>
        ${minimal(`<controlfield tag="001">x1</controlfield>
          <datafield ind1="1" tag="245" ind2="0"><subfield code="a">Cafe\u0301 &amp; <![CDATA[<cia>]]></subfield></datafield>`)}
      </collection>`;
    const [result] = await read(xml);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(controlField(result.record, "001")).toBe("x1");
    const [f245] = dataFields(result.record, "245");
    expect([f245.ind1, f245.ind2]).toEqual(["1", "0"]);
    expect(subfield(f245, "a")).toBe("Café & <cia>");
  });

  it("accepts a marc: prefix that the document forgot to declare", async () => {
    const xml = `<marc:collection><marc:record><marc:leader>00000nam a2200000 a 4500</marc:leader></marc:record></marc:collection>`;
    expect(failures(await read(xml))).toEqual([]);
  });

  it("reports and skips record elements that are not MARC records, keeping the others", async () => {
    const xml = `<collection xmlns="http://www.loc.gov/MARC21/slim">
      ${minimal('<controlfield tag="001">ok-1</controlfield>')}
      <record><controlfield tag="001">no-leader</controlfield></record>
      ${minimal('<controlfield tag="001">no-tag</controlfield><datafield ind1=" " ind2=" "><subfield code="a">x</subfield></datafield>')}
      ${minimal('<datafield tag="245" ind1="1" ind2="0"><subfield>no code</subfield></datafield>')}
      ${minimal("", "00000nam")}
      ${minimal('<controlfield tag="001">ok-2</controlfield>')}
    </collection>`;
    const results = await read(xml);
    // A field without a tag is dropped with a warning; the record is kept (see below).
    expect(records(results).map((r) => controlField(r, "001"))).toEqual(["ok-1", "no-tag", "ok-2"]);
    expect(failures(results)).toEqual([
      { position: 2, reason: "record has no leader" },
      { position: 4, reason: "subfield of datafield 245 has no code" },
      { position: 5, reason: "leader is 8 characters, not 24" },
    ]);
    expect(results.at(-1)?.position).toBe(6);
  });

  it("keeps a record whose local fields have odd tags, dropping those fields with a warning", async () => {
    // Aleph's CAT and FMT are three letters, so they are kept; SYSNO, "1" and an empty tag are not.
    const xml = `<collection xmlns="http://www.loc.gov/MARC21/slim">
      ${minimal(
        '<controlfield tag="001">odd</controlfield><controlfield tag="FMT">BK</controlfield>' +
          '<controlfield tag="SYSNO">000123</controlfield>' +
          '<datafield tag="245" ind1="1" ind2="0"><subfield code="a">Title</subfield></datafield>' +
          '<datafield tag="1" ind1="x" ind2="yy"><subfield code="a">lost</subfield></datafield>' +
          '<datafield tag="" ind1=" " ind2=" "><subfield>no code either</subfield></datafield>' +
          '<datafield tag="CAT" ind1=" " ind2=" "><subfield code="a">BATCH</subfield></datafield>',
      )}
    </collection>`;
    const [result] = await read(xml);
    expect(result.ok).toBe(true);
    if (!result.ok) return;
    expect(result.record.fields.map((f) => f.tag)).toEqual(["001", "FMT", "245", "CAT"]);
    expect(result.warnings).toEqual([
      'controlfield has an invalid tag "SYSNO" (not three letters or digits); dropped',
      'datafield has an invalid tag "1" (not three letters or digits); dropped',
      "datafield has no tag; dropped",
    ]);
  });

  describe("limits", () => {
    const limits = { maxDepth: 8, maxElementsPerRecord: 50, maxRecordChars: 200, maxElementsBetweenRecords: 20 };
    const readWith = async (xml: string) => {
      const out: ReadResult[] = [];
      async function* once() {
        yield new TextEncoder().encode(xml);
      }
      for await (const r of readMarcXml(once(), limits)) out.push(r);
      return out;
    };

    it("refuses 100,000 nested elements at once with a message, before any record or inside one", async () => {
      const deep = "<a>".repeat(100_000) + "</a>".repeat(100_000);
      const started = performance.now();
      await expect(read(deep)).rejects.toThrow(
        "not a MARCXML file: XML is nested more than 32 elements deep, reading stopped",
      );
      const inRecord = `<collection>${minimal('<controlfield tag="001">ok</controlfield>')}<record><leader>00000nam a2200000 a 4500</leader>${deep}</record></collection>`;
      const results = await read(inRecord);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(records(results).map((r) => controlField(r, "001"))).toEqual(["ok"]);
      expect(failures(results)).toEqual([
        { position: 2, reason: "XML is nested more than 32 elements deep, reading stopped" },
      ]);
    });

    it("stops a record of too many elements or too much text, and too much markup between records", async () => {
      const many = minimal(
        '<datafield tag="500" ind1=" " ind2=" "><subfield code="a">x</subfield></datafield>'.repeat(30),
      );
      expect(failures(await readWith(`<collection>${many}</collection>`))).toEqual([
        { position: 1, reason: "record has more than 50 XML elements, reading stopped" },
      ]);
      const long = minimal(
        `<datafield tag="500" ind1=" " ind2=" "><subfield code="a">${"x".repeat(300)}</subfield></datafield>`,
      );
      expect(failures(await readWith(`<collection>${long}</collection>`))).toEqual([
        { position: 1, reason: "record has more than 200 characters of text, reading stopped" },
      ]);
      const chatter = `<collection>${minimal("")}${"<x/>".repeat(21)}${minimal("")}</collection>`;
      expect(failures(await readWith(chatter))).toEqual([
        { position: 2, reason: "more than 20 XML elements without a MARC record, reading stopped" },
      ]);
      await expect(readWith(`<html>${"<p/>".repeat(21)}</html>`)).rejects.toThrow(
        "not a MARCXML file: more than 20 XML elements without a MARC record, reading stopped",
      );
    });

    it("refuses an XML document with no MARC record, naming its root element", async () => {
      await expect(read("<rss><channel><item/></channel></rss>")).rejects.toThrow(
        "no MARC record found: an XML document whose root element is <rss>, with no MARC 21 <record> element",
      );
      await expect(read("<?xml version='1.0'?><oops")).rejects.toThrow(/^not a MARCXML file: XML is not well-formed/);
    });
  });

  it("stops at XML that is not well-formed, keeping the records read before", async () => {
    const xml = `<collection>
      ${minimal('<controlfield tag="001">before</controlfield>')}
      <record><leader>00000nam a2200000 a 4500</leader><controlfield tag="001">broken</datafield></record>
      ${minimal('<controlfield tag="001">after</controlfield>')}
    </collection>`;
    const results = await read(xml);
    expect(records(results).map((r) => controlField(r, "001"))).toEqual(["before"]);
    expect(failures(results)).toEqual([
      {
        position: 2,
        reason: expect.stringMatching(/^XML is not well-formed, reading stopped: 3:\d+: unexpected close tag/),
      },
    ]);
  });

  it("reports a document that ends inside a record", async () => {
    const results = await read(`<collection>${minimal("")}<record><leader>00000nam a2200000 a 4500</leader>`);
    expect(records(results)).toHaveLength(1);
    expect(failures(results)).toEqual([{ position: 2, reason: expect.stringMatching(/not well-formed/) }]);
  });
});

describe("encodeMarcXml", () => {
  it("writes MARC 21 slim that reads back to the same records", async () => {
    const originals = isoOriginals();
    const xml = encodeMarcXml(originals);
    expect(xml).toContain('<collection xmlns="http://www.loc.gov/MARC21/slim">');
    expect(records(await read(xml))).toEqual(originals);
  });

  it("puts control fields before data fields, as the schema requires, keeping each kind's order", () => {
    const record: MarcRecord = {
      leader: "00000nam a2200000 a 4500",
      fields: [
        { tag: "001", value: "42" },
        { tag: "245", ind1: "0", ind2: "0", subfields: [{ code: "a", value: "T" }] },
        { tag: "650", ind1: " ", ind2: "4", subfields: [{ code: "a", value: "S" }] },
        // As 97 of the demo's ISO 2709 records end: with their 005.
        { tag: "005", value: "20240101120000.0" },
      ],
    };
    const tags = [...encodeMarcXml([record]).matchAll(/<(controlfield|datafield) tag="(\d+)"/g)].map((m) => m[2]);
    expect(tags).toEqual(["001", "005", "245", "650"]);
  });

  it("writes indicators as the schema allows: upper case lowered, anything else blank", () => {
    const record: MarcRecord = {
      leader: "00000nam a2200000 a 4500",
      fields: [
        { tag: "949", ind1: "1", ind2: "L", subfields: [{ code: "a", value: "x" }] },
        { tag: "500", ind1: "#", ind2: '"', subfields: [{ code: "a", value: "y" }] },
      ],
    };
    const inds = [...encodeMarcXml([record]).matchAll(/ind1="(.)" ind2="(.)"/g)].map((m) => m[1] + m[2]);
    expect(inds).toEqual(["1l", "  "]);
  });

  it("writes one record's element without whitespace between elements, reading back the same", async () => {
    const originals = isoOriginals();
    const compact = originals.map(encodeMarcXmlRecord);
    expect(compact[0]).toMatch(/^<record><leader>[^<]+<\/leader><controlfield tag="001">/);
    expect(compact.some((r) => />\s+</.test(r))).toBe(false);
    const doc = `<collection xmlns="http://www.loc.gov/MARC21/slim">${compact.join("")}</collection>`;
    expect(records(await read(doc))).toEqual(records(await read(encodeMarcXml(originals))));
  });

  it("escapes markup and replaces characters XML cannot carry", async () => {
    const record: MarcRecord = {
      leader: "00000nam a2200000 a 4500",
      fields: [{ tag: "245", ind1: "0", ind2: "0", subfields: [{ code: "a", value: 'A < B & "C"\x1b' }] }],
    };
    const xml = encodeMarcXml([record]);
    expect(xml).toContain('<subfield code="a">A &lt; B &amp; &quot;C&quot;\uFFFD</subfield>');
    const [back] = records(await read(xml));
    expect(subfield(dataFields(back, "245")[0], "a")).toBe('A < B & "C"\uFFFD');
  });
});
