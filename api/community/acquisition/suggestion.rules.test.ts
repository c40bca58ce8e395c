import { describe, expect, it } from "vitest";

import { SUGGESTION_SITUATIONS } from "./contract.ts";
import { CATALOGUED_SITUATION, canMove, INITIAL_SITUATION, NEXT_SITUATIONS, OPEN_SITUATIONS } from "./situations.ts";
import { isbn10Of, parseIdentifier } from "./suggestion.rules.ts";

describe("ISBN and ISSN of a suggestion", () => {
  it("keeps an ISBN as its ISBN-13, whichever form and punctuation it was written in", () => {
    expect(parseIdentifier("0-19-852663-6")).toEqual({ kind: "isbn", isbn13: "9780198526636", text: "0198526636" });
    expect(parseIdentifier("ISBN 978 0 19 852663 6")).toEqual({
      kind: "isbn",
      isbn13: "9780198526636",
      text: "9780198526636",
    });
    expect(parseIdentifier("0-8044-2957-x")).toMatchObject({ kind: "isbn", isbn13: "9780804429573" });
    expect(parseIdentifier("979-10-90636-07-1")).toMatchObject({ kind: "isbn", isbn13: "9791090636071" });
    expect(isbn10Of("9780198526636")).toBe("0198526636");
    expect(isbn10Of("9791090636071")).toBeNull();
  });

  it("checks the check digit of each form and the length", () => {
    expect(parseIdentifier("0-19-852663-7")).toEqual({ error: "isbnCheck" });
    expect(parseIdentifier("978-0-19-852663-7")).toEqual({ error: "isbnCheck" });
    // Thirteen digits with a right check digit are still no ISBN outside 978/979.
    expect(parseIdentifier("4006381333931")).toEqual({ error: "isbnCheck" });
    expect(parseIdentifier("0378-5955")).toEqual({ kind: "issn", issn: "0378-5955", text: "0378-5955" });
    expect(parseIdentifier("ISSN 2434-561X")).toMatchObject({ kind: "issn", issn: "2434-561X" });
    expect(parseIdentifier("0378-5956")).toEqual({ error: "issnCheck" });
    expect(parseIdentifier("12345")).toEqual({ error: "identifierLength" });
    expect(parseIdentifier("abc-def")).toEqual({ error: "identifierLength" });
  });
});

describe("the situations' order (decision 030)", () => {
  it("starts at pre-suggestion, reaches every situation from it, and ends in the eight final ones", () => {
    const reached = new Set([INITIAL_SITUATION]);
    for (let grew = true; grew;) {
      grew = false;
      for (const from of [...reached]) {
        for (const to of NEXT_SITUATIONS[from]) {
          if (reached.has(to)) continue;
          reached.add(to);
          grew = true;
        }
      }
    }
    expect([...reached].sort()).toEqual([...SUGGESTION_SITUATIONS].sort());
    expect(SUGGESTION_SITUATIONS.filter((s) => NEXT_SITUATIONS[s].length === 0).sort()).toEqual(
      [
        "attended",
        "cancelled",
        "duplicated",
        "already_exists",
        "not_attended",
        "not_found",
        "sold_out",
        "finished_incomplete",
      ].sort(),
    );
    expect(OPEN_SITUATIONS).not.toContain(CATALOGUED_SITUATION);
    expect(canMove("pre_suggestion", "attended")).toBe(false);
    expect(canMove("awaiting_delivery", "attended")).toBe(true);
    expect(canMove("in_quote", "in_quote")).toBe(false);
  });
});
