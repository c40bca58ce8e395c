import { describe, expect, it } from "vitest";

import { sanitizeLoginMessage } from "./login-message.ts";

describe("sanitizeLoginMessage", () => {
  it("keeps simple formatting and links, with rel noopener noreferrer", () => {
    expect(sanitizeLoginMessage('<p><strong>Aviso</strong>: veja <a href="https://x.example/a">o guia</a>.</p>')).toBe(
      '<p><strong>Aviso</strong>: veja <a href="https://x.example/a" rel="noopener noreferrer">o guia</a>.</p>',
    );
    expect(sanitizeLoginMessage('<a href="mailto:b@x.example" target="_blank" rel="opener">e-mail</a>')).toBe(
      '<a href="mailto:b@x.example" target="_blank" rel="noopener noreferrer">e-mail</a>',
    );
  });

  it("drops scripts, event attributes, styles, images and dangerous links", () => {
    expect(sanitizeLoginMessage('<p onclick="x()" style="color:red">Oi<script>alert(1)</script></p>')).toBe(
      "<p>Oi</p>",
    );
    expect(sanitizeLoginMessage('<img src="x" onerror="alert(1)"><a href="javascript:alert(1)">x</a>')).toBe(
      '<a rel="noopener noreferrer">x</a>',
    );
    expect(sanitizeLoginMessage('<iframe src="https://x.example"></iframe><b>ok</b>')).toBe("<b>ok</b>");
  });

  it("is null when nothing visible is left", () => {
    expect(sanitizeLoginMessage(undefined)).toBeNull();
    expect(sanitizeLoginMessage("  ")).toBeNull();
    expect(sanitizeLoginMessage("<script>alert(1)</script>")).toBeNull();
  });
});
