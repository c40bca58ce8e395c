/**
 * MARCXML (MARC 21 slim) reader and writer.
 *
 * The reader is a streaming SAX parser (saxes), so a file of any size is read one record
 * at a time. It matches elements by namespace and local name, never by prefix or attribute
 * position: `marc:record`, a default namespace and no namespace at all are the same, and
 * `<collection>` or OAI-PMH wrappers around the records are skipped over. OAI's own
 * `<record>` element is told apart by its namespace.
 *
 * A record element that cannot be a MARC record (no leader, a field without a tag…) is
 * reported and skipped. XML that is not well-formed cannot be resynchronised: reading stops
 * there with an error, after the records already read.
 *
 * Limits (XML_LIMITS) keep a hostile file from holding the importer: saxes resolves namespaces
 * through every open element, so 100,000 nested elements cost minutes of CPU; the reader stops at
 * the first element past the depth, a record of too many elements or characters, or too much
 * markup between records. The limits on one record are ten times what real catalogues' largest
 * records reach (4,600 fields, about 20,000 elements), so a real record never meets them; entity
 * declarations are never expanded (saxes reads no DTD), so a reference to one is ill-formed XML. A limit broken inside a record stops reading as ill-formed XML does (the
 * record is reported); before the first record, or a document with no MARC record at all, the
 * whole file is refused with a MarcFileError.
 */
import { SaxesParser, type SaxesTagNS } from "saxes";
import { MarcFileError } from "./errors.ts";
import type { ReadResult } from "./read-result.ts";
import { isControlField, type DataField, type Field, type MarcRecord } from "./record.ts";

const MARC_NS = "http://www.loc.gov/MARC21/slim";

export interface XmlLimits {
  /** Elements open at once, the document's own wrappers (OAI-PMH: 5) included. */
  maxDepth: number;
  /** Elements in one record: the largest real records have a few thousand fields, some 20,000 elements. */
  maxElementsPerRecord: number;
  /** Characters of text in one record (ISO 2709 caps a record at 99,999 bytes; MARCXML has no cap). */
  maxRecordChars: number;
  /** Elements outside any record since the last one (or the start): OAI-PMH puts about ten. */
  maxElementsBetweenRecords: number;
}

export const XML_LIMITS: XmlLimits = {
  maxDepth: 32,
  maxElementsPerRecord: 200_000,
  maxRecordChars: 5_000_000,
  maxElementsBetweenRecords: 10_000,
};

/** Thrown from a saxes handler to stop it in the middle of a chunk; caught in `write`. */
const STOP = Symbol("stop reading");

export async function* readMarcXml(
  chunks: AsyncIterable<Uint8Array>,
  limits: XmlLimits = XML_LIMITS,
): AsyncGenerator<ReadResult> {
  const reader = new MarcXmlReader(limits);
  // The decoder keeps a multibyte character split across two chunks whole.
  const decoder = new TextDecoder("utf-8");
  let started = false;
  for await (const chunk of chunks) {
    let text = decoder.decode(chunk, { stream: true });
    // Blank lines before "<?xml" make a document ill-formed, but are common and harmless.
    if (!started) {
      text = text.trimStart();
      started = text !== "";
    }
    yield* reader.write(text);
    if (reader.failed) break;
  }
  if (!reader.failed) yield* reader.close(decoder.decode());
  reader.checkFile();
}

/** Records are MARC when their namespace is MARC 21 slim, or none (files written without one). */
function isMarcRecord(tag: SaxesTagNS): boolean {
  return tag.local === "record" && (tag.uri === MARC_NS || tag.uri === "");
}

function attribute(tag: SaxesTagNS, name: string): string | undefined {
  return Object.values(tag.attributes).find((a) => a.local === name && a.prefix === "")?.value;
}

const TAG = /^[0-9A-Za-z]{3}$/;

interface RecordInProgress {
  position: number;
  depth: number;
  leader?: string;
  fields: Field[];
  field?: DataField;
  /** First reason the record is unusable; the rest of it is still parsed to find its end. */
  problem?: string;
  /** The datafield being read has an odd tag and is left out. */
  fieldDropped?: boolean;
  elements: number;
  chars: number;
  warnings: string[];
}

class MarcXmlReader {
  failed = false;
  /** Why the file as a whole is refused (set only before its first record). */
  private fileProblem?: string;
  private root?: string;
  private elementsBetween = 0;
  private readonly parser = new SaxesParser({ xmlns: true, additionalNamespaces: { marc: MARC_NS } });
  private readonly results: ReadResult[] = [];
  private position = 0;
  private depth = 0;
  private record?: RecordInProgress;
  /** Text of the leader, controlfield or subfield being read, and what to do with it at its end. */
  private collecting?: { text: string; finish: (text: string) => void };

  constructor(private readonly limits: XmlLimits) {
    const p = this.parser;
    // After an error saxes goes on parsing as best it can; its events no longer mean anything.
    p.on("opentag", (tag) => {
      if (!this.failed) this.openElement(tag);
    });
    p.on("closetag", (tag) => {
      if (!this.failed) this.closeElement(tag);
    });
    p.on("text", (text) => this.appendText(text));
    p.on("cdata", (text) => this.appendText(text));
    p.on("error", (error) => this.fail(error));
  }

  write(text: string): ReadResult[] {
    try {
      this.parser.write(text);
    } catch (error) {
      if (error !== STOP) throw error;
    }
    return this.results.splice(0);
  }

  /** After the last chunk: refuses a file that had no MARC record (or failed before its first). */
  checkFile() {
    if (this.fileProblem) throw new MarcFileError(this.fileProblem);
    if (this.position === 0) {
      const what = this.root ? `an XML document whose root element is <${this.root}>` : "an XML document";
      throw new MarcFileError(`no MARC record found: ${what}, with no MARC 21 <record> element`);
    }
  }

  close(text: string): ReadResult[] {
    if (text) this.parser.write(text);
    if (!this.failed) this.parser.close();
    return this.results.splice(0);
  }

  private fail(error: Error) {
    this.failWith(`XML is not well-formed, reading stopped: ${error.message}`);
  }

  private failWith(reason: string) {
    if (this.failed) return;
    this.failed = true;
    if (!this.record && this.position === 0) {
      this.fileProblem = `not a MARCXML file: ${reason}`;
      return;
    }
    const position = this.record?.position ?? this.position + 1;
    this.results.push({ ok: false, position, reason });
  }

  /** Breaks a limit: reading stops at once, in the middle of the chunk saxes is reading. */
  private stop(reason: string): never {
    this.failWith(`${reason}, reading stopped`);
    throw STOP;
  }

  private appendText(text: string) {
    if (this.failed) return;
    const record = this.record;
    if (record) {
      record.chars += text.length;
      if (record.chars > this.limits.maxRecordChars)
        this.stop(`record has more than ${this.limits.maxRecordChars} characters of text`);
    }
    if (this.collecting) this.collecting.text += text;
  }

  private collect(finish: (text: string) => void) {
    this.collecting = { text: "", finish };
  }

  private openElement(tag: SaxesTagNS) {
    this.depth++;
    this.root ??= tag.name;
    const limits = this.limits;
    if (this.depth > limits.maxDepth) this.stop(`XML is nested more than ${limits.maxDepth} elements deep`);
    const record = this.record;
    if (!record) {
      if (isMarcRecord(tag)) {
        this.elementsBetween = 0;
        this.record = { position: ++this.position, depth: this.depth, fields: [], elements: 0, chars: 0, warnings: [] };
      } else if (++this.elementsBetween > limits.maxElementsBetweenRecords) {
        this.stop(`more than ${limits.maxElementsBetweenRecords} XML elements without a MARC record`);
      }
      return;
    }
    if (++record.elements > limits.maxElementsPerRecord)
      this.stop(`record has more than ${limits.maxElementsPerRecord} XML elements`);
    const problem = (reason: string) => {
      record.problem ??= reason;
    };
    switch (tag.local) {
      case "leader":
        this.collect((text) => {
          if (record.leader !== undefined) problem("record has more than one leader");
          record.leader = text;
        });
        break;
      // A field whose tag is not three letters or digits (a local system's "SYSNO", an empty
      // tag) cannot be stored in ISO 2709 nor told apart from others: the field is dropped with a
      // warning and the record kept, since real exports carry such local fields.
      case "controlfield": {
        const fieldTag = attribute(tag, "tag");
        const odd = oddTag(fieldTag);
        if (odd) record.warnings.push(`controlfield ${odd}; dropped`);
        this.collect((value) => {
          if (!odd) record.fields.push({ tag: fieldTag!, value: value.normalize("NFC") });
        });
        break;
      }
      case "datafield": {
        const fieldTag = attribute(tag, "tag");
        const odd = oddTag(fieldTag);
        if (odd) record.warnings.push(`datafield ${odd}; dropped`);
        const ind1 = attribute(tag, "ind1") || " ";
        const ind2 = attribute(tag, "ind2") || " ";
        if (!odd && (ind1.length !== 1 || ind2.length !== 1))
          problem(`datafield ${fieldTag} has an indicator longer than one character`);
        record.field = { tag: fieldTag ?? "", ind1, ind2, subfields: [] };
        record.fieldDropped = Boolean(odd);
        break;
      }
      case "subfield": {
        const field = record.field;
        const code = attribute(tag, "code");
        if (!field) problem("subfield outside a datafield");
        else if (record.fieldDropped) break;
        else if (!code || code.length !== 1)
          problem(`subfield of datafield ${field.tag} has ${code ? `an invalid code "${code}"` : "no code"}`);
        this.collect((value) => field?.subfields.push({ code: code ?? "", value: value.normalize("NFC") }));
        break;
      }
      // Anything else inside a record (a vendor's extension element) is ignored.
    }
  }

  private closeElement(tag: SaxesTagNS) {
    const record = this.record;
    const depth = this.depth--;
    if (!record) return;
    if (depth === record.depth) {
      this.results.push(finishRecord(record));
      this.record = undefined;
      return;
    }
    const collecting = this.collecting;
    if (collecting && ["leader", "controlfield", "subfield"].includes(tag.local)) {
      this.collecting = undefined;
      collecting.finish(collecting.text);
    } else if (tag.local === "datafield" && record.field) {
      if (!record.fieldDropped) record.fields.push(record.field);
      record.field = undefined;
    }
  }
}

function finishRecord(record: RecordInProgress): ReadResult {
  const { position, leader } = record;
  if (record.problem) return { ok: false, position, reason: record.problem };
  if (leader === undefined) return { ok: false, position, reason: "record has no leader" };
  if (leader.length !== 24) return { ok: false, position, reason: `leader is ${leader.length} characters, not 24` };
  return { ok: true, position, record: { leader, fields: record.fields }, warnings: record.warnings };
}

/** Why a tag cannot be kept ("has no tag", "has an invalid tag …"), or undefined when it can. */
function oddTag(tag: string | undefined): string | undefined {
  if (!tag) return "has no tag";
  return TAG.test(tag) ? undefined : `has an invalid tag "${tag.slice(0, 20)}" (not three letters or digits)`;
}

/**
 * An indicator as MARC 21 slim's schema allows it: a digit, a lower-case letter or blank. An
 * upper-case letter (four local 949 fields of the demo have "L") is written in lower case, the
 * only form MARC 21 defines; anything else as blank (undefined).
 */
function indicator(value: string): string {
  const lower = value.toLowerCase();
  return /^[0-9a-z ]$/.test(lower) ? lower : " ";
}

/**
 * A MARC 21 slim `<collection>` document, valid against the schema. The schema wants a record's
 * control fields before its data fields, while ISO 2709 does not order its directory: 97 of the
 * demo's records carry their 005 last. So control fields come first, then data fields, each kept
 * in the record's order.
 */
export function encodeMarcXml(records: Iterable<MarcRecord>): string {
  const lines = ['<?xml version="1.0" encoding="UTF-8"?>', `<collection xmlns="${MARC_NS}">`];
  for (const record of records) lines.push(...recordLines(record, "  "));
  lines.push("</collection>", "");
  return lines.join("\n");
}

/**
 * One record's `<record>` element without whitespace between elements, for documents that hold
 * many (OAI-PMH pages): a third fewer bytes than the indented form, and a third fewer text events
 * for every harvester's parser. The caller declares the namespace.
 */
export function encodeMarcXmlRecord(record: MarcRecord): string {
  return recordLines(record, "").join("");
}

function recordLines(record: MarcRecord, indent: string): string[] {
  const [one, two, three] = [indent, indent.repeat(2), indent.repeat(3)];
  const lines = [`${one}<record>`, `${two}<leader>${escapeXml(record.leader)}</leader>`];
  const ordered = [...record.fields.filter(isControlField), ...record.fields.filter((f) => !isControlField(f))];
  for (const field of ordered) {
    const tag = escapeXml(field.tag);
    if (isControlField(field)) {
      lines.push(`${two}<controlfield tag="${tag}">${escapeXml(field.value)}</controlfield>`);
      continue;
    }
    lines.push(`${two}<datafield tag="${tag}" ind1="${indicator(field.ind1)}" ind2="${indicator(field.ind2)}">`);
    for (const { code, value } of field.subfields) {
      lines.push(`${three}<subfield code="${escapeXml(code)}">${escapeXml(value)}</subfield>`);
    }
    lines.push(`${two}</datafield>`);
  }
  lines.push(`${one}</record>`);
  return lines;
}

const XML_SPECIAL: Record<string, string> = { "&": "&amp;", "<": "&lt;", ">": "&gt;", '"': "&quot;" };

/**
 * Escapes markup and replaces characters XML 1.0 cannot carry at all (C0 controls such as
 * a stray ESC left over from MARC-8, lone surrogates) by U+FFFD, so the output always parses.
 */
function escapeXml(text: string): string {
  return text
    .replace(/[&<>"]/g, (ch) => XML_SPECIAL[ch])
    .replace(/[\x00-\x08\x0b\x0c\x0e-\x1f\ufffe\uffff]|\p{Cs}/gu, "\uFFFD");
}
