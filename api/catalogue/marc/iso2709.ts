/**
 * ISO 2709 (MARC 21 "transmission format") codec and a streaming record splitter.
 *
 * A record is: 24-byte leader, directory of 12-byte entries (tag, field length, start),
 * field terminator, the fields, record terminator. Lengths and offsets count BYTES, which
 * is why the codec works on Uint8Array and only decodes text field by field.
 *
 * Text is UTF-8 when leader/09 is "a" and MARC-8 when it is blank; either way the record
 * returned is Unicode in NFC, with leader/09 set to "a" to say so.
 */
import { MarcError } from "./errors.ts";
import { Marc8Decoder } from "./marc8.ts";
import type { ReadResult } from "./read-result.ts";
import { isControlField, type Field, type MarcRecord, type Subfield } from "./record.ts";

const RECORD_TERMINATOR = 0x1d;
const FIELD_TERMINATOR = 0x1e;
const SUBFIELD_DELIMITER = 0x1f;

const LEADER_LENGTH = 24;
/** MARC 21 fixes the entry map (leader/20-23 "4500"): tag 3, length 4, start 5. */
const ENTRY_LENGTH = 12;
/** Five digits of record length. */
const MAX_RECORD_LENGTH = 99999;
const MAX_FIELD_LENGTH = 9999;

const strictUtf8 = new TextDecoder("utf-8", { fatal: true });
const lenientUtf8 = new TextDecoder("utf-8");
const utf8Encoder = new TextEncoder();

/** Decodes one record (leader through record terminator). Problems that do not break the structure are added to `warnings`. */
export function decodeIso2709(bytes: Uint8Array, warnings: string[] = []): MarcRecord {
  if (bytes.length < LEADER_LENGTH + 2)
    throw new MarcError(`record is only ${bytes.length} bytes, shorter than a leader`);
  const declared = digits(bytes, 0, 5);
  if (declared === undefined) throw new MarcError("record length (leader/00-04) is not a number");
  if (declared !== bytes.length) {
    throw new MarcError(`record length in the leader is ${declared} but the record is ${bytes.length} bytes`);
  }
  if (bytes[bytes.length - 1] !== RECORD_TERMINATOR)
    throw new MarcError("record does not end with a record terminator");
  const base = digits(bytes, 12, 5);
  if (base === undefined) throw new MarcError("base address of data (leader/12-16) is not a number");
  if (base <= LEADER_LENGTH || base >= bytes.length) throw new MarcError(`base address ${base} is outside the record`);
  if (bytes[base - 1] !== FIELD_TERMINATOR)
    throw new MarcError(`no field terminator ends the directory at base address ${base}`);
  const directoryLength = base - 1 - LEADER_LENGTH;
  if (directoryLength % ENTRY_LENGTH !== 0) {
    throw new MarcError(`directory is ${directoryLength} bytes, not a multiple of ${ENTRY_LENGTH}`);
  }

  const leader = ascii(bytes, 0, LEADER_LENGTH);
  const decoders = fieldDecoders(bytes, base, leader.charAt(9) === "a", warnings);
  const fields: Field[] = [];
  for (let entry = LEADER_LENGTH; entry < base - 1; entry += ENTRY_LENGTH) {
    const tag = ascii(bytes, entry, 3);
    const length = digits(bytes, entry + 3, 4);
    const start = digits(bytes, entry + 7, 5);
    const number = (entry - LEADER_LENGTH) / ENTRY_LENGTH + 1;
    if (length === undefined || start === undefined) {
      throw new MarcError(
        `directory entry ${number} is not a valid tag, length and start ("${ascii(bytes, entry, ENTRY_LENGTH)}")`,
      );
    }
    const from = base + start;
    const to = from + length; // exclusive; the field terminator is at to - 1
    if (length < 1 || to > bytes.length - 1)
      throw new MarcError(`field ${tag} (directory entry ${number}) lies outside the record`);
    if (bytes[to - 1] !== FIELD_TERMINATOR)
      throw new MarcError(`field ${tag} (directory entry ${number}) does not end with a field terminator`);
    // A local field whose tag is not three letters or digits (real exports carry some): the
    // record is kept, the field dropped with a warning, since nothing could tell it apart.
    if (!/^[0-9A-Za-z]{3}$/.test(tag)) {
      warn(warnings, `field with the invalid tag "${tag}" (directory entry ${number}) dropped`);
      continue;
    }
    const field = decodeField(tag, bytes.subarray(from, to - 1), decoders, warnings);
    if (field) fields.push(field);
  }
  // The text is Unicode now, whatever it was on disk.
  return { leader: `${leader.slice(0, 9)}a${leader.slice(10)}`, fields };
}

/** Encodes a record as ISO 2709 in UTF-8 (leader/09 "a"), computing lengths and the directory. */
export function encodeIso2709(record: MarcRecord): Uint8Array {
  if (!/^[\x20-\x7e]{24}$/.test(record.leader)) throw new MarcError("leader must be 24 ASCII characters");
  const bodies = record.fields.map(encodeField);
  const base = LEADER_LENGTH + ENTRY_LENGTH * bodies.length + 1;
  const total = base + bodies.reduce((sum, body) => sum + body.length, 0) + 1;
  if (total > MAX_RECORD_LENGTH)
    throw new MarcError(`record would be ${total} bytes; ISO 2709 allows ${MAX_RECORD_LENGTH}`);

  const out = new Uint8Array(total);
  const l = record.leader;
  out.set(utf8Encoder.encode(`${pad(total, 5)}${l.slice(5, 9)}a22${pad(base, 5)}${l.slice(17, 20)}4500`), 0);
  let entry = LEADER_LENGTH;
  let start = 0;
  record.fields.forEach((field, i) => {
    out.set(utf8Encoder.encode(`${field.tag}${pad(bodies[i].length, 4)}${pad(start, 5)}`), entry);
    out.set(bodies[i], base + start);
    entry += ENTRY_LENGTH;
    start += bodies[i].length;
  });
  out[base - 1] = FIELD_TERMINATOR;
  out[total - 1] = RECORD_TERMINATOR;
  return out;
}

/**
 * Splits a byte stream into records on the record terminator and decodes them, keeping
 * memory to one record. A malformed record is reported with its position and file offset
 * and reading resumes after its terminator. Blanks, newlines, NULs and ^Z between records
 * (left by editors and old transfer tools) are ignored.
 */
export async function* readIso2709(chunks: AsyncIterable<Uint8Array>): AsyncGenerator<ReadResult> {
  const splitter = new Iso2709Splitter();
  for await (const chunk of chunks) yield* splitter.push(chunk);
  yield* splitter.end();
}

class Iso2709Splitter {
  private parts: Uint8Array[] = [];
  private partsLength = 0;
  /** File offset of the first byte not yet consumed (the start of `parts`). */
  private offset = 0;
  private position = 0;
  /** Dropping the rest of an over-long record up to its terminator. */
  private discarding = false;

  push(chunk: Uint8Array): ReadResult[] {
    const results: ReadResult[] = [];
    let from = 0;
    for (let end = chunk.indexOf(RECORD_TERMINATOR); end !== -1; end = chunk.indexOf(RECORD_TERMINATOR, from)) {
      const piece = chunk.subarray(from, end + 1);
      if (this.discarding) this.discarding = false;
      else results.push(...this.decodePiece(this.parts.length ? concat([...this.parts, piece]) : piece));
      this.consume(piece.length);
      from = end + 1;
    }
    if (from < chunk.length) {
      const rest = chunk.subarray(from);
      if (this.discarding) {
        this.offset += rest.length;
      } else {
        this.parts.push(rest);
        this.partsLength += rest.length;
        if (this.partsLength > MAX_RECORD_LENGTH) {
          results.push(
            this.failure(
              this.offset + leadingBlanks(concat(this.parts)),
              `no record terminator within ${MAX_RECORD_LENGTH} bytes`,
            ),
          );
          this.consume(0);
          this.discarding = true;
        }
      }
    }
    return results;
  }

  end(): ReadResult[] {
    if (this.discarding || this.parts.length === 0) return [];
    const rest = concat(this.parts);
    const lead = leadingBlanks(rest);
    if (lead === rest.length) return [];
    return [this.failure(this.offset + lead, "truncated record: the file ends before its record terminator")];
  }

  /** Forgets the buffered parts plus `extra` bytes of the current chunk. */
  private consume(extra: number) {
    this.offset += this.partsLength + extra;
    this.parts = [];
    this.partsLength = 0;
  }

  private decodePiece(piece: Uint8Array): ReadResult[] {
    const lead = leadingBlanks(piece);
    // Blanks then a terminator: a doubled terminator, not a record.
    if (lead === piece.length - 1) return [];
    return this.decodeAt(piece.subarray(lead), this.offset + lead);
  }

  private decodeAt(bytes: Uint8Array, offset: number): ReadResult[] {
    const warnings: string[] = [];
    try {
      const record = decodeIso2709(bytes, warnings);
      return [{ ok: true, record, position: ++this.position, offset, warnings }];
    } catch (error) {
      if (!(error instanceof MarcError)) throw error;
      // A record that lost its own terminator runs into the next one: recover the second.
      const next = embeddedRecordStart(bytes);
      if (next === undefined) return [this.failure(offset, error.message)];
      return [
        this.failure(offset, "truncated record: the next record starts before its record terminator"),
        ...this.decodeAt(bytes.subarray(next), offset + next),
      ];
    }
  }

  private failure(offset: number, reason: string): ReadResult {
    return { ok: false, position: ++this.position, offset, reason };
  }
}

/** Where a complete record starts inside `bytes`: five digits giving exactly the remaining length, and a numeric base address. */
function embeddedRecordStart(bytes: Uint8Array): number | undefined {
  for (let p = 1; p <= bytes.length - LEADER_LENGTH - 2; p++) {
    if (digits(bytes, p, 5) === bytes.length - p && digits(bytes, p + 12, 5) !== undefined) return p;
  }
  return undefined;
}

/** Makes one text decoder per field: MARC-8 escape sequences stay in force to the end of their field. */
type FieldDecoders = () => (bytes: Uint8Array) => string;

/**
 * Chooses how field text is decoded. Leader/09 blank means MARC-8, but records converted
 * to UTF-8 without updating the leader are common: data that is valid UTF-8, has non-ASCII
 * bytes and no escape sequence is read as UTF-8 (MARC-8 diacritics precede an ASCII
 * letter, which is never valid UTF-8).
 */
function fieldDecoders(bytes: Uint8Array, base: number, utf8: boolean, warnings: string[]): FieldDecoders {
  const readUtf8 = (b: Uint8Array) => decodeUtf8(b, warnings);
  if (utf8) return () => readUtf8;
  const data = bytes.subarray(base);
  if (!data.includes(0x1b) && data.some((b) => b >= 0x80) && isUtf8(data)) {
    warn(warnings, "leader/09 says MARC-8 but the data is UTF-8; read as UTF-8");
    return () => readUtf8;
  }
  return () => {
    const decoder = new Marc8Decoder(warnings);
    return (b) => decoder.decode(b);
  };
}

function decodeUtf8(bytes: Uint8Array, warnings: string[]): string {
  try {
    return strictUtf8.decode(bytes).normalize("NFC");
  } catch {
    warn(warnings, "invalid UTF-8 bytes were replaced by U+FFFD");
    return lenientUtf8.decode(bytes).normalize("NFC");
  }
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    strictUtf8.decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * Control fields (00X) hold one value. Data fields hold two indicators then subfields,
 * each a delimiter, a one-byte code and text. Alphabetic local tags (e.g. Aleph's "FMT")
 * have no fixed kind: one without any subfield delimiter is taken as a control field.
 */
function decodeField(tag: string, data: Uint8Array, decoders: FieldDecoders, warnings: string[]): Field | undefined {
  const text = decoders();
  const numeric = /^\d{3}$/.test(tag);
  if (numeric ? tag < "010" : !data.includes(SUBFIELD_DELIMITER)) return { tag, value: text(data) };
  if (data.length === 0) {
    warn(warnings, `field ${tag} is empty; dropped`);
    return undefined;
  }
  // Some exporters omit the indicators: read them as blanks rather than lose the subfields.
  const hasIndicators = data.length >= 2 && data[0] !== SUBFIELD_DELIMITER && data[1] !== SUBFIELD_DELIMITER;
  if (!hasIndicators) warn(warnings, `field ${tag} has no indicators; read as blanks`);
  const subfields: Subfield[] = [];
  const segments = split(hasIndicators ? data.subarray(2) : data, SUBFIELD_DELIMITER);
  if (segments[0].length > 0) warn(warnings, `field ${tag} has data before its first subfield; ignored`);
  for (const segment of segments.slice(1)) {
    if (segment.length === 0) {
      warn(warnings, `field ${tag} has an empty subfield; dropped`);
      continue;
    }
    subfields.push({ code: String.fromCharCode(segment[0]), value: text(segment.subarray(1)) });
  }
  const [ind1, ind2] = hasIndicators ? [String.fromCharCode(data[0]), String.fromCharCode(data[1])] : [" ", " "];
  return { tag, ind1, ind2, subfields };
}

function encodeField(field: Field): Uint8Array {
  if (!/^[0-9A-Za-z]{3}$/.test(field.tag)) throw new MarcError(`tag "${field.tag}" is not 3 letters or digits`);
  const parts: Uint8Array[] = [];
  const text = (value: string) => {
    if (/[\x1d\x1e\x1f]/.test(value)) throw new MarcError(`field ${field.tag} contains a MARC delimiter character`);
    parts.push(utf8Encoder.encode(value));
  };
  if (isControlField(field)) {
    text(field.value);
  } else {
    parts.push(utf8Encoder.encode(indicator(field.tag, field.ind1) + indicator(field.tag, field.ind2)));
    for (const { code, value } of field.subfields) {
      if (!/^[\x21-\x7e]$/.test(code)) throw new MarcError(`field ${field.tag} has an invalid subfield code "${code}"`);
      parts.push(Uint8Array.of(SUBFIELD_DELIMITER, code.charCodeAt(0)));
      text(value);
    }
  }
  parts.push(Uint8Array.of(FIELD_TERMINATOR));
  const body = concat(parts);
  if (body.length > MAX_FIELD_LENGTH)
    throw new MarcError(`field ${field.tag} is ${body.length} bytes; ISO 2709 allows ${MAX_FIELD_LENGTH}`);
  return body;
}

/** Indicators are one byte; an empty one (seen in hand-made MARCXML) is written as a blank. */
function indicator(tag: string, value: string): string {
  if (value === "") return " ";
  if (!/^[\x20-\x7e]$/.test(value)) throw new MarcError(`field ${tag} has an invalid indicator "${value}"`);
  return value;
}

/** Unsigned decimal number in `length` ASCII digits at `at`, or undefined. */
function digits(bytes: Uint8Array, at: number, length: number): number | undefined {
  if (at + length > bytes.length) return undefined;
  let n = 0;
  for (let i = at; i < at + length; i++) {
    const d = bytes[i] - 0x30;
    if (d < 0 || d > 9) return undefined;
    n = n * 10 + d;
  }
  return n;
}

function ascii(bytes: Uint8Array, at: number, length: number): string {
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

function pad(n: number, width: number): string {
  return String(n).padStart(width, "0");
}

const BLANK_BYTES = new Set([0x00, 0x09, 0x0a, 0x0d, 0x1a, 0x20]);

function leadingBlanks(bytes: Uint8Array): number {
  let i = 0;
  while (i < bytes.length && BLANK_BYTES.has(bytes[i])) i++;
  return i;
}

function split(bytes: Uint8Array, separator: number): Uint8Array[] {
  const out: Uint8Array[] = [];
  let from = 0;
  for (let at = bytes.indexOf(separator); at !== -1; at = bytes.indexOf(separator, from)) {
    out.push(bytes.subarray(from, at));
    from = at + 1;
  }
  out.push(bytes.subarray(from));
  return out;
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0];
  const out = new Uint8Array(parts.reduce((sum, p) => sum + p.length, 0));
  let at = 0;
  for (const p of parts) {
    out.set(p, at);
    at += p.length;
  }
  return out;
}

function warn(warnings: string[], message: string) {
  if (!warnings.includes(message)) warnings.push(message);
}
