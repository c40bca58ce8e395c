import { describe, expect, it } from "vitest";
import { Marc8Decoder, marc8ToUnicode } from "./marc8.ts";

/** Builds MARC-8 bytes from ASCII text and byte values. */
function bytes(...parts: (string | number)[]): Uint8Array {
  return Uint8Array.from(parts.flatMap((p) => (typeof p === "string" ? [...p].map((c) => c.charCodeAt(0)) : [p])));
}

const ESC = 0x1b;

describe("marc8ToUnicode", () => {
  it("moves ANSEL diacritics after their base letter and composes (NFC)", () => {
    const text = marc8ToUnicode(bytes("Hist", 0xe2, "oria de S", 0xe4, "ao Paulo"));
    expect(text).toBe("História de São Paulo");
    expect(text).toBe(text.normalize("NFC"));
    expect(text.length).toBe(21);
  });

  it("stacks several diacritics on one letter and keeps cedilla, caron, ogonek", () => {
    expect(marc8ToUnicode(bytes("Vi", 0xe3, 0xe2, "et"))).toBe("Viết");
    expect(marc8ToUnicode(bytes("Fran", 0xf0, "cois ", 0xe9, "Capek ", 0xf1, "a"))).toBe("François Čapek ą");
  });

  it("decodes the ANSEL special letters and symbols", () => {
    expect(
      marc8ToUnicode(bytes(0xa1, "od", 0xb8, " ", 0xb2, 0xb5, 0xb4, 0xba, " ", 0xc3, "1999 ", 0xc7, " ", 0xc8)),
    ).toBe("Łodı øæþð ©1999 ß €");
    expect(marc8ToUnicode(bytes(0xb0, "Al", 0xae, "i"))).toBe("\u02BBAl\u02BEi");
  });

  it("joins ligature halves as two combining marks after the letters they span", () => {
    expect(marc8ToUnicode(bytes(0xeb, "t", 0xec, "s"))).toBe("t\uFE20s\uFE21");
  });

  it("drops non-sort markers and keeps joiners", () => {
    expect(marc8ToUnicode(bytes(0x88, "The ", 0x89, "end", 0x8d))).toBe("The end\u200D");
  });

  it("switches G0 to basic Cyrillic and back to ASCII", () => {
    // "Война и мир" in ISO 5427 positions.
    const text = marc8ToUnicode(
      bytes(
        ESC,
        0x28,
        0x4e,
        0x77,
        0x4f,
        0x4a,
        0x4e,
        0x41,
        " ",
        0x49,
        " ",
        0x4d,
        0x49,
        0x52,
        ESC,
        0x28,
        0x42,
        " (1869)",
      ),
    );
    expect(text).toBe("Война и мир (1869)");
  });

  it("decodes extended Cyrillic in G1 (ё, Ukrainian і)", () => {
    expect(marc8ToUnicode(bytes(ESC, 0x28, 0x4e, ESC, 0x29, 0x51, 0x45, 0x4c, 0xc4, 0x4e, 0x41, " ", 0xc6))).toBe(
      "елёна і",
    );
  });

  it("decodes basic Greek with diacritics that precede their letter", () => {
    // ESC ( S, then acute + alpha, lambda, phi, alpha
    expect(marc8ToUnicode(bytes(ESC, 0x28, 0x53, 0x22, 0x61, 0x6e, 0x7a, 0x61))).toBe("άλφα");
  });

  it("decodes basic Hebrew and basic Arabic", () => {
    expect(marc8ToUnicode(bytes(ESC, 0x28, 0x32, 0x79, 0x6c, 0x6d, 0x2e))).toBe("שלם.");
    expect(marc8ToUnicode(bytes(ESC, 0x28, 0x33, 0x63, 0x4a, 0x47, 0x48, " ", 0x31, 0x32))).toBe("كتاب ١٢");
  });

  it("decodes the Greek symbol, subscript and superscript escapes", () => {
    expect(
      marc8ToUnicode(
        bytes(ESC, 0x67, 0x61, ESC, 0x73, "-H", ESC, 0x62, "2", ESC, 0x73, "O x", ESC, 0x70, "2", ESC, 0x73),
      ),
    ).toBe("α-H₂O x²");
  });

  it("replaces EACC (CJK) characters by U+FFFD and warns, keeping the rest", () => {
    const warnings: string[] = [];
    const text = marc8ToUnicode(
      bytes("A ", ESC, 0x24, 0x31, 0x21, 0x30, 0x64, 0x21, 0x30, 0x65, ESC, 0x28, 0x42, " B"),
      warnings,
    );
    expect(text).toBe("A \uFFFD\uFFFD B");
    expect(warnings).toEqual(["MARC-8: East Asian (EACC) characters are not supported; each was replaced by U+FFFD"]);
  });

  it("warns once about undefined bytes and unknown escapes", () => {
    const warnings: string[] = [];
    expect(marc8ToUnicode(bytes("a", 0xaf, "b", 0xaf, ESC, 0x7a, "c"), warnings)).toBe("a\uFFFDb\uFFFDzc");
    expect(warnings).toHaveLength(2);
    expect(warnings[0]).toMatch(/0xAF is not defined in ANSEL/);
    expect(warnings[1]).toMatch(/unknown escape sequence/);
  });

  it("keeps a trailing diacritic that has no base letter", () => {
    expect(marc8ToUnicode(bytes("n. 1", 0xe2))).toBe("n. 1\u0301");
  });

  it("keeps designations across calls on one decoder (subfields of one field)", () => {
    const decoder = new Marc8Decoder();
    expect(decoder.decode(bytes(ESC, 0x28, 0x4e, 0x4d, 0x49, 0x52))).toBe("мир");
    expect(decoder.decode(bytes(0x4d, 0x49, 0x52))).toBe("мир");
    expect(new Marc8Decoder().decode(bytes(0x4d, 0x49, 0x52))).toBe("MIR");
  });
});
