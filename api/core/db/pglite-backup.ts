/**
 * The embedded database's backup, smaller: PGlite's tar of the data folder holds every file of
 * `pg_wal`, and after a checkpoint most of them are old segments PostgreSQL renamed for later use
 * (it keeps `min_wal_size`, 80 MB, of them): more than the whole demo catalogue, and nothing a
 * restored copy reads. Only the segments up to the one being written are kept; PostgreSQL makes
 * new ones as it needs them. See docs/decisions/048-operator-metrics-and-life-cycle.md.
 */
import { promisify } from "node:util";
import { gzip } from "node:zlib";

const BLOCK = 512;
const WAL_SEGMENT = /^\/?pg_wal\/([0-9A-F]{24})$/;

/** `tar` (ustar, as PGlite writes it) without the write-ahead log segments after `current`. */
export function withoutSpareWal(tar: Uint8Array, current: string): Uint8Array {
  const kept: Uint8Array[] = [];
  let at = 0;
  while (at + BLOCK <= tar.length) {
    const header = tar.subarray(at, at + BLOCK);
    if (header.every((byte) => byte === 0)) break;
    const name = text(header.subarray(0, 100));
    const size = parseInt(text(header.subarray(124, 136)).trim() || "0", 8);
    const end = at + BLOCK + Math.ceil(size / BLOCK) * BLOCK;
    const segment = WAL_SEGMENT.exec(name)?.[1];
    // Segment names sort in the order they are written (timeline, then position).
    if (!segment || segment <= current) kept.push(tar.subarray(at, end));
    at = end;
  }
  kept.push(new Uint8Array(2 * BLOCK));
  return Buffer.concat(kept);
}

function text(bytes: Uint8Array): string {
  const nul = bytes.indexOf(0);
  return Buffer.from(nul === -1 ? bytes : bytes.subarray(0, nul)).toString("latin1");
}

/** Compressed off the event loop (zlib's threads), unlike PGlite's own "gzip". */
export async function gzipped(tar: Uint8Array): Promise<Blob> {
  const bytes = await promisify(gzip)(tar, { level: 1 });
  return new Blob([new Uint8Array(bytes)], { type: "application/gzip" });
}
