/**
 * Reads a MARC file as a stream of records, whatever its format: ISO 2709 (MARC-8 or
 * UTF-8) or MARCXML, told apart by content, not by file name. Memory stays at one record
 * (plus a read buffer) however large the file. Bad records come out as `ok: false` results
 * with a reason, so the caller can report them and go on. A file that is not MARC at all
 * (empty, a PDF, a spreadsheet, an XML document without MARC records) is refused whole with a
 * MarcFileError saying what it looks like, rather than read as one long broken record.
 */
import { createReadStream } from "node:fs";
import { MarcFileError } from "./errors.ts";
import { readIso2709 } from "./iso2709.ts";
import { readMarcXml } from "./marcxml.ts";
import type { ReadResult } from "./read-result.ts";

export interface ReadOptions {
  /**
   * Wall-clock seconds the whole file may take to read; past them reading stops with a
   * MarcFileError (the records already yielded stay read). Unlimited when absent: a million
   * records from the command line take minutes, while a call to the server must end.
   */
  maxSeconds?: number;
}

/** `position` counts records from 1 in file order, the malformed ones included. */
export async function* readMarcFile(path: string, options: ReadOptions = {}): AsyncIterable<ReadResult> {
  const stream = createReadStream(path, { highWaterMark: 64 * 1024 });
  try {
    const { format, chunks } = await sniff(stream);
    const timed = options.maxSeconds === undefined ? chunks : withDeadline(chunks, options.maxSeconds);
    yield* format === "marcxml" ? readMarcXml(timed) : readIso2709(timed);
  } finally {
    stream.destroy();
  }
}

const BOM = [0xef, 0xbb, 0xbf];
const isBlank = (b: number) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;
const isDigit = (b: number) => b >= 0x30 && b <= 0x39;

/** Signatures of files people send by mistake, to say what the file is. */
const KNOWN_FORMATS: [string, string][] = [
  ["%PDF", "a PDF document"],
  ["PK\x03\x04", "a ZIP archive (or a spreadsheet or office document)"],
  ["\x1f\x8b", "a gzip-compressed file (decompress it first)"],
  ["\xd0\xcf\x11\xe0", "an old Microsoft Office document"],
  ["{", "a JSON document"],
  ["[", "a JSON document"],
];

/**
 * XML when the first byte that is not a blank (or a UTF-8 byte order mark) is "<"; an ISO
 * 2709 record starts with its five-digit length. Returns the chunks, those read included.
 */
async function sniff(
  source: AsyncIterable<Uint8Array>,
): Promise<{ format: "iso2709" | "marcxml"; chunks: AsyncIterable<Uint8Array> }> {
  const iterator = source[Symbol.asyncIterator]();
  const head: Uint8Array[] = [];
  let format: "iso2709" | "marcxml" | undefined;
  let seen = 0;
  /** The first bytes from the first one that is not blank: enough to check a record length. */
  const start: number[] = [];
  let ended = false;
  while (start.length < 8) {
    const next = await iterator.next();
    if (next.done) {
      ended = true;
      break;
    }
    head.push(next.value);
    for (const b of next.value) {
      const inBom = seen < BOM.length && b === BOM[seen];
      seen++;
      if (start.length === 0 && (inBom || isBlank(b))) continue;
      start.push(b);
      if (start.length === 8) break;
    }
  }
  if (start.length === 0) throw new MarcFileError(seen === 0 ? "the file is empty" : "the file holds only blanks");
  if (start[0] === 0x3c) format = "marcxml";
  else if (start.length >= 5 && start.slice(0, 5).every(isDigit)) format = "iso2709";
  else {
    const text = String.fromCharCode(...start);
    const known = KNOWN_FORMATS.find(([signature]) => text.startsWith(signature))?.[1];
    throw new MarcFileError(
      `not a MARC file: ${known ?? "it starts with neither a MARC record length (five digits) nor XML"}` +
        (ended && !known ? " and is too short for a MARC record" : ""),
    );
  }
  async function* chunks() {
    yield* head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { format, chunks: chunks() };
}

async function* withDeadline(chunks: AsyncIterable<Uint8Array>, seconds: number): AsyncIterable<Uint8Array> {
  const deadline = performance.now() + seconds * 1000;
  for await (const chunk of chunks) {
    if (performance.now() > deadline) throw new MarcFileError(`reading stopped: the file took more than ${seconds} s`);
    // Large chunks are cut so that one chunk of hostile input cannot run far past the deadline.
    for (let from = 0; from < chunk.length; from += 16 * 1024) {
      yield chunk.subarray(from, from + 16 * 1024);
      if (performance.now() > deadline)
        throw new MarcFileError(`reading stopped: the file took more than ${seconds} s`);
    }
  }
}
