import { gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";

import { gzipped, withoutSpareWal } from "./pglite-backup.ts";

/** A ustar entry as PGlite writes them: a 512-byte header (name, octal size, type: 0 a file, 5 a folder), then the data padded. */
function entry(name: string, data = "", type: "0" | "5" = "0"): Uint8Array {
  const header = Buffer.alloc(512);
  header.write(name, 0, "latin1");
  header.write(`${data.length.toString(8).padStart(11, "0")}\0`, 124, "latin1");
  header.write(type, 156, "latin1");
  const body = Buffer.alloc(Math.ceil(data.length / 512) * 512);
  body.write(data, 0, "latin1");
  return Buffer.concat([header, body]);
}

function names(tar: Uint8Array): string[] {
  const out: string[] = [];
  for (let at = 0; at + 512 <= tar.length;) {
    const header = Buffer.from(tar.subarray(at, at + 512));
    if (header.every((byte) => byte === 0)) break;
    out.push(header.toString("latin1", 0, 100).replace(/\0.*$/s, ""));
    at += 512 + Math.ceil(parseInt(header.toString("latin1", 124, 135), 8) / 512) * 512;
  }
  return out;
}

describe("the embedded database's backup", () => {
  const segment = (n: number) => `00000001000000000000000${n}`;
  const tar = Buffer.concat([
    entry("/PG_VERSION", "17\n"),
    entry("/pg_wal", "", "5"),
    entry(`/pg_wal/${segment(2)}`, "x".repeat(700)),
    entry(`/pg_wal/${segment(3)}`, "y".repeat(600)),
    entry("/pg_wal/archive_status", "", "5"),
    entry(`/pg_wal/${segment(4)}`, "z".repeat(1000)),
    entry(`/pg_wal/${segment(5)}`, "w"),
    entry("/base/5/1259", "data"),
    Buffer.alloc(1024),
  ]);

  it("keeps every file but the log segments after the one being written", () => {
    const kept = withoutSpareWal(tar, segment(3));
    expect(names(kept)).toEqual([
      "/PG_VERSION",
      "/pg_wal",
      `/pg_wal/${segment(2)}`,
      `/pg_wal/${segment(3)}`,
      "/pg_wal/archive_status",
      "/base/5/1259",
    ]);
    // The kept entries as they were, byte for byte, and the tar's end of two empty blocks.
    expect(Buffer.from(kept).includes(Buffer.from(entry("/base/5/1259", "data")))).toBe(true);
    expect(kept.length).toBe(tar.length - entry(`/pg_wal/${segment(4)}`, "z".repeat(1000)).length - 1024);
  });

  it("compresses to a gzip PGlite's loader recognises by its type", async () => {
    const blob = await gzipped(tar);
    expect(blob.type).toBe("application/gzip");
    expect(gunzipSync(new Uint8Array(await blob.arrayBuffer())).equals(tar)).toBe(true);
  });
});
