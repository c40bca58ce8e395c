import { mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";

import { checkpointSegment, removeSpareWal } from "../../scripts/spare-wal.mjs";

/** A data folder whose pg_control places the last checkpoint at `position` on `timeline`. */
function dataFolder(position: bigint, timeline: number, segments: string[]): string {
  const dir = mkdtempSync(path.join(tmpdir(), "spare-wal-"));
  mkdirSync(path.join(dir, "global"));
  mkdirSync(path.join(dir, "pg_wal", "archive_status"), { recursive: true });
  const control = Buffer.alloc(8192);
  control.writeBigUInt64LE(position, 32);
  control.writeUInt32LE(timeline, 48);
  writeFileSync(path.join(dir, "global", "pg_control"), control);
  for (const name of segments) writeFileSync(path.join(dir, "pg_wal", name), "");
  return dir;
}

describe("the write-ahead log's spare segments", () => {
  const made: string[] = [];
  afterEach(() => {
    for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  it("names the segment of the last checkpoint, across a log id's 256 segments", () => {
    const at = (position: bigint, timeline = 1) => {
      const dir = dataFolder(position, timeline, []);
      made.push(dir);
      return checkpointSegment(dir);
    };
    expect(at(0x0b_00_00_28n)).toBe("00000001000000000000000B");
    expect(at(0xff_ff_ff_f0n)).toBe("0000000100000000000000FF");
    expect(at(0x1_00_00_00_28n)).toBe("000000010000000100000000");
    expect(at(0x2_0a_12_34_56n, 3)).toBe("00000003000000020000000A");
  });

  it("removes only the segments after it, and nothing else of the folder", () => {
    const dir = dataFolder(0x0b_00_00_28n, 1, [
      "00000001000000000000000A",
      "00000001000000000000000B",
      "00000001000000000000000C",
      "000000010000000000000015",
    ]);
    made.push(dir);
    expect(removeSpareWal(dir)).toBe(2);
    expect(readdirSync(path.join(dir, "pg_wal")).sort()).toEqual([
      "00000001000000000000000A",
      "00000001000000000000000B",
      "archive_status",
    ]);
  });
});
