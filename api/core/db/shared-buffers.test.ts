import { describe, expect, it } from "vitest";
import { StartupError } from "../startup.ts";
import { pgliteSharedBuffers } from "./db.ts";

describe("PGLITE_SHARED_BUFFERS", () => {
  it("is PGlite's own when unset, and a size in PostgreSQL's units when set", () => {
    expect(pgliteSharedBuffers({})).toBeUndefined();
    expect(pgliteSharedBuffers({ PGLITE_SHARED_BUFFERS: " " })).toBeUndefined();
    expect(pgliteSharedBuffers({ PGLITE_SHARED_BUFFERS: "32MB" })).toBe("32MB");
    expect(pgliteSharedBuffers({ PGLITE_SHARED_BUFFERS: "2GB" })).toBe("2GB");
    expect(pgliteSharedBuffers({ PGLITE_SHARED_BUFFERS: "4096kB" })).toBe("4096kB");
  });

  it("refuses to start with a value PostgreSQL would not take, saying what it expects", () => {
    for (const value of ["32", "32mb", "512kB", "16GB", "lots"]) {
      expect(() => pgliteSharedBuffers({ PGLITE_SHARED_BUFFERS: value })).toThrow(StartupError);
    }
    expect(() => pgliteSharedBuffers({ PGLITE_SHARED_BUFFERS: "32" })).toThrow(
      'PGLITE_SHARED_BUFFERS must be a size from 1MB to 8GB, such as 128MB (got "32").',
    );
  });
});
