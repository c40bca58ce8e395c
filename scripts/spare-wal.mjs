// The write-ahead log segments a cleanly stopped PostgreSQL (PGlite) data folder does not need:
// after a checkpoint PostgreSQL renames old segments for later use instead of deleting them (as
// many as its estimate of the WAL between checkpoints, which an import makes large), so the demo
// database's folder is 240 MB, 144 of them such spares. A folder the tests copy again and again
// (Vitest's PGlite templates, the browser tests' seed) is copied without them: PostgreSQL makes
// new segments as it needs them. The product's backup leaves them out the same way
// (api/core/db/pglite-backup.ts).
//
// The last checkpoint's position is read from global/pg_control, where PostgreSQL's
// ControlFileData keeps it (PostgreSQL 12 and later; PGlite is 17): `checkPoint` (a 64-bit
// position) at byte 32, and the checkpoint's timeline (`checkPointCopy.ThisTimeLineID`) at 48.
// A cleanly stopped server's shutdown checkpoint is its last record, so every segment after the
// one holding it is a spare.
import { readFileSync, readdirSync, rmSync } from "node:fs";
import path from "node:path";

const SEGMENT_BYTES = 16n * 1024n * 1024n;
const SEGMENTS_PER_ID = 0x1_0000_0000n / SEGMENT_BYTES;
const SEGMENT_NAME = /^[0-9A-F]{24}$/;

const hex8 = (n) => n.toString(16).toUpperCase().padStart(8, "0");

/** The name of the segment holding the last checkpoint of the data folder `dataDir`. */
export function checkpointSegment(dataDir) {
  const control = readFileSync(path.join(dataDir, "global", "pg_control"));
  const position = control.readBigUInt64LE(32);
  const timeline = control.readUInt32LE(48);
  const segment = position / SEGMENT_BYTES;
  return `${hex8(BigInt(timeline))}${hex8(segment / SEGMENTS_PER_ID)}${hex8(segment % SEGMENTS_PER_ID)}`;
}

/** Removes the spare segments of a cleanly stopped data folder; returns how many. */
export function removeSpareWal(dataDir) {
  const last = checkpointSegment(dataDir);
  const walDir = path.join(dataDir, "pg_wal");
  let removed = 0;
  // Segment names sort in the order they are written (timeline, then position).
  for (const name of readdirSync(walDir)) {
    if (SEGMENT_NAME.test(name) && name > last) {
      rmSync(path.join(walDir, name));
      removed++;
    }
  }
  return removed;
}
