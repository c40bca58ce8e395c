import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { COVER_WIDTH, coverSvg, defaultBackground, escapeXml, wrap } from "./cover-svg.ts";
import { findStoredCover } from "./cover-store.ts";
import { isbnForms } from "./isbn.ts";

const PNG = Buffer.from("89504e470d0a1a0a0000000d49484452", "hex");
const JPEG = Buffer.from("ffd8ffe000104a464946000101", "hex");

describe("ISBN forms", () => {
  it("gives both forms of a 978 ISBN, with or without hyphens", () => {
    expect(isbnForms("85-7164-123-4")).toEqual({ isbn13: "9788571641235", isbn10: "8571641234" });
    expect(isbnForms("978 85 7164 123 5")).toEqual({ isbn13: "9788571641235", isbn10: "8571641234" });
    expect(isbnForms("0-8044-2957-x")).toEqual({ isbn13: "9780804429573", isbn10: "080442957X" });
    expect(isbnForms("9791032300824")).toEqual({ isbn13: "9791032300824", isbn10: undefined });
    expect(isbnForms("12345")).toBeUndefined();
    expect(isbnForms("../../etc/passwd")).toBeUndefined();
  });
});

describe("stored covers", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "covers-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it("finds a cover by the ISBN-13 or ISBN-10 name, and only real images", async () => {
    writeFileSync(path.join(dir, "8571641234.png"), PNG);
    writeFileSync(path.join(dir, "9780804429573.jpg"), JPEG);
    writeFileSync(path.join(dir, "9781111111111.jpg"), "<html>not an image</html>");
    expect(await findStoredCover(["978-85-7164-123-5"], dir)).toMatchObject({ contentType: "image/png" });
    expect(await findStoredCover(["080442957X"], dir)).toMatchObject({ contentType: "image/jpeg" });
    expect(await findStoredCover(["9781111111111"], dir)).toBeUndefined();
    expect(await findStoredCover(["bad", "9780000000002"], dir)).toBeUndefined();
  });
});

describe("generated cover", () => {
  it("is an accessible SVG 150 px wide in the institution's colours, default text colour black", () => {
    const svg = coverSvg(
      { title: "Introdução à indexação", author: "Moreira, Helena", year: 2017 },
      { background: "#112233", text: "#FFFFFF" },
    );
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" width="150" height="225"/);
    expect(COVER_WIDTH).toBe(150);
    expect(svg).toContain('role="img"');
    expect(svg).toContain('aria-label="Introdução à indexação"');
    expect(svg).toContain('fill="#112233"');
    expect(svg).toContain('fill="#FFFFFF"');
    expect(svg).toContain(">2017</tspan>");
    const plain = coverSvg({ title: "Sem cores" });
    expect(plain).toContain('fill="#000000"');
    expect(plain).toContain(`fill="${defaultBackground("Sem cores")}"`);
    expect(coverSvg({ title: "x" }, { background: "red;stroke:url(javascript:1)" })).not.toContain("javascript");
  });

  it("escapes & and < in the title, the author and the label", () => {
    const svg = coverSvg({ title: 'Tom & Jerry <script>alert("x")</script>', author: "O'Brien & Co." });
    expect(svg).not.toContain("<script>");
    expect(svg).not.toMatch(/& [A-Z]/);
    expect(svg).toContain("Tom &amp; Jerry");
    expect(svg).toContain("&lt;script&gt;");
    expect(svg).toContain("O&apos;Brien &amp; Co.");
    expect(escapeXml(`<&>"'`)).toBe("&lt;&amp;&gt;&quot;&apos;");
  });

  it("wraps words to the line, cuts what is too long and ends what does not fit with an ellipsis", () => {
    expect(wrap("Introdução à indexação: princípios e práticas", 16, 7)).toEqual([
      "Introdução à",
      "indexação:",
      "princípios e",
      "práticas",
    ]);
    expect(wrap("Donaudampfschifffahrtsgesellschaft", 16, 7)).toEqual(["Donaudampfschif-", "ffahrtsgesellsc-", "haft"]);
    expect(wrap("um dois três quatro cinco seis sete oito", 8, 2)).toEqual(["um dois", "três…"]);
  });
});
