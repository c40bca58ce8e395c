import { describe, expect, it } from "vitest";

import { loginKey } from "./login-key.ts";

describe("loginKey", () => {
  it("folds case the Unicode way, so spellings of one login share a key", () => {
    expect(loginKey("İntercambio")).toBe("intercambio");
    expect(loginKey("INTERCAMBIO")).toBe("intercambio");
    expect(loginKey("  Demo ")).toBe("demo");
    expect(loginKey("straße")).toBe(loginKey("STRASSE"));
    // Full-width letters (NFKC) and the Greek final sigma fold too.
    expect(loginKey("ｄｅｍｏ")).toBe("demo");
    expect(loginKey("ΟΔΟΣ")).toBe(loginKey("οδος"));
  });

  it("drops accents: a guess cannot escape its login's count by adding one", () => {
    expect(loginKey("José")).toBe("jose");
    expect(loginKey("Jose\u0301")).toBe("jose");
  });
});
