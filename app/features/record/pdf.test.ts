import { readFileSync } from "node:fs";

import { describe, expect, it, test } from "vitest";

import { countPdfPages, digitsOnly, parsePage, stepPage, viewerSrc, zoomIn, zoomOut } from "./pdf.ts";

test("the page input takes digits only, 1..total", () => {
  expect(digitsOnly("1a2-")).toBe("12");
  expect(parsePage("3", 5)).toBe(3);
  expect(parsePage("5", 5)).toBe(5);
  expect(parsePage("6", 5)).toBeNull();
  expect(parsePage("0", 5)).toBeNull();
  expect(parsePage("", 5)).toBeNull();
  expect(parsePage("2.5", 5)).toBeNull();
  expect(parsePage("40", null)).toBe(40);
});

test("zoom moves in steps of 0.5 and never below 0.5", () => {
  expect(zoomIn(1)).toBe(1.5);
  expect(zoomOut(1)).toBe(0.5);
  expect(zoomOut(0.5)).toBe(0.5);
  expect(zoomIn(4)).toBe(4);
});

test("the frame address carries the PDF open parameters", () => {
  expect(viewerSrc("/api/vinculos/arquivo/1/1?t=a#x", 3, 1.5)).toBe("/api/vinculos/arquivo/1/1?t=a#page=3&zoom=150");
});

test("counts the pages of the demo PDF and refuses what is not a PDF", () => {
  const demo = new Uint8Array(readFileSync("data/vinculos/demo/acesso-restrito-demonstracao.pdf"));
  expect(countPdfPages(demo)).toBeGreaterThanOrEqual(1);
  const two = new TextEncoder().encode("%PDF-1.4 1 0 obj <</Type /Pages /Count 2>> <</Type /Page>> <</Type/Page>>");
  expect(countPdfPages(two)).toBe(2);
  expect(countPdfPages(new TextEncoder().encode("hello"))).toBeNull();
});

describe("stepPage", () => {
  it("stays within 1..total, or from 1 on when the total is unknown", () => {
    expect(stepPage(1, -1, 3)).toBe(1);
    expect(stepPage(2, 1, 3)).toBe(3);
    expect(stepPage(3, 1, 3)).toBe(3);
    expect(stepPage(9, 1, null)).toBe(10);
  });
});
