/**
 * Reads a MARC file as a stream of records, whatever its format: ISO 2709 (MARC-8 or
 * UTF-8) or MARCXML, told apart by content, not by file name. Memory stays at one record
 * (plus a read buffer) however large the file. Bad records come out as `ok: false` results
 * with a reason, so the caller can report them and go on.
 */
import { createReadStream } from "node:fs";
import { readIso2709 } from "./iso2709.ts";
import { readMarcXml } from "./marcxml.ts";
import type { ReadResult } from "./read-result.ts";

/** `position` counts records from 1 in file order, the malformed ones included. */
export async function* readMarcFile(path: string): AsyncIterable<ReadResult> {
  const stream = createReadStream(path, { highWaterMark: 64 * 1024 });
  try {
    const { format, chunks } = await sniff(stream);
    yield* format === "marcxml" ? readMarcXml(chunks) : readIso2709(chunks);
  } finally {
    stream.destroy();
  }
}

const BOM = [0xef, 0xbb, 0xbf];
const isBlank = (b: number) => b === 0x20 || b === 0x09 || b === 0x0a || b === 0x0d;

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
  while (format === undefined) {
    const next = await iterator.next();
    if (next.done) break;
    head.push(next.value);
    for (const b of next.value) {
      const inBom = seen < BOM.length && b === BOM[seen];
      seen++;
      if (inBom || isBlank(b)) continue;
      format = b === 0x3c ? "marcxml" : "iso2709";
      break;
    }
  }
  async function* chunks() {
    yield* head;
    for (let next = await iterator.next(); !next.done; next = await iterator.next()) yield next.value;
  }
  return { format: format ?? "iso2709", chunks: chunks() };
}
