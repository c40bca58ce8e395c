/**
 * Every colour pair the stylesheets put together, in every scheme of the accessibility bar,
 * meets WCAG 2.2 AA (decision 038): text 4.5:1 (1.4.3), borders and focus indicators 3:1
 * (1.4.11). The tokens are read from app.css itself, so a changed value is checked as written.
 */
import { readFileSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";

import { SCHEMES } from "./preferences.ts";

const css = readFileSync(fileURLToPath(new URL("../../styles/app.css", import.meta.url)), "utf8");

function block(selector: string): Record<string, string> {
  const start = css.indexOf(`${selector} {`);
  if (start < 0) throw new Error(`no block ${selector}`);
  const body = css.slice(start, css.indexOf("}", start));
  return Object.fromEntries([...body.matchAll(/--(color-[\w-]+):\s*(#[0-9a-fA-F]{6});/g)].map((m) => [m[1], m[2]]));
}

function tokens(scheme: string): Record<string, string> {
  const base = block(":root");
  return scheme === "normal" ? base : { ...base, ...block(`html[data-scheme="${scheme}"]`) };
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

/** [foreground, background]: text and links, 4.5:1. */
const TEXT_PAIRS: [string, string][] = [
  ["color-text", "color-bg"],
  ["color-text", "color-surface"],
  ["color-text", "color-surface-hover"],
  ["color-text", "color-warning-surface"],
  ["color-muted", "color-bg"],
  ["color-muted", "color-surface"],
  ["color-link", "color-bg"],
  ["color-link", "color-surface"],
  ["color-link-hover", "color-bg"],
  ["color-error", "color-bg"],
  ["color-error", "color-surface"],
  ["color-success", "color-bg"],
  ["color-success", "color-surface"],
  // The header, the bar and its pressed buttons.
  ["color-on-brand", "color-brand"],
  ["color-on-brand", "color-brand-dark"],
  ["color-brand-dark", "color-on-brand"],
  // Buttons, the current page of a pagination, the active suggestion, danger buttons.
  ["color-on-link", "color-link"],
  ["color-on-link", "color-link-hover"],
  ["color-on-link", "color-error"],
  ["color-on-link", "color-error-hover"],
  // A focused link: focus-text on focus.
  ["color-focus-text", "color-focus"],
];

/** Borders, chart bars and side rules that carry meaning: 3:1. */
const NON_TEXT_PAIRS: [string, string][] = [
  ["color-border", "color-bg"],
  ["color-border", "color-surface"],
  ["color-warning", "color-bg"],
  ["color-warning", "color-warning-surface"],
  ["color-error", "color-bg"],
  ["color-success", "color-surface"],
  ["color-link", "color-surface"],
];

/** The focus indicator is two colours (outline and ring); one of them must stand out 3:1 on each background. */
const FOCUS_BACKGROUNDS = ["color-bg", "color-surface", "color-brand", "color-brand-dark", "color-link"];

describe.each(SCHEMES)("scheme %s", (scheme) => {
  const t = tokens(scheme);
  it.each(TEXT_PAIRS)("text %s on %s is at least 4.5:1", (fg, bg) => {
    expect(t[fg], fg).toMatch(/^#/);
    expect(t[bg], bg).toMatch(/^#/);
    expect(contrast(t[fg], t[bg])).toBeGreaterThanOrEqual(4.5);
  });
  it.each(NON_TEXT_PAIRS)("%s on %s is at least 3:1", (fg, bg) => {
    expect(contrast(t[fg], t[bg])).toBeGreaterThanOrEqual(3);
  });
  it.each(FOCUS_BACKGROUNDS)("the focus indicator shows on %s", (bg) => {
    expect(Math.max(contrast(t["color-focus"], t[bg]), contrast(t["color-focus-text"], t[bg]))).toBeGreaterThanOrEqual(
      3,
    );
  });
});

describe("contrast", () => {
  it("computes WCAG's ratio", () => {
    expect(contrast("#000000", "#ffffff")).toBeCloseTo(21, 5);
    expect(contrast("#767676", "#ffffff")).toBeCloseTo(4.54, 2);
  });
  it("every scheme overrides every colour token", () => {
    const names = Object.keys(tokens("normal")).sort();
    for (const scheme of SCHEMES.filter((s) => s !== "normal")) {
      expect(Object.keys(block(`html[data-scheme="${scheme}"]`)).sort()).toEqual(names);
    }
  });
});
