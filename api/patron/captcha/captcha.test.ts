import { describe, expect, it } from "vitest";

import { checkToken, issueToken, makePuzzle, readAnswer } from "./captcha.ts";

const SECRET = "a test secret of more than thirty-two characters";

/** A `pick` that returns the given values in turn: the two numbers, then 1 for "minus". */
const picks =
  (...values: number[]) =>
  () =>
    values.shift() ?? 0;

describe("the captcha's question", () => {
  it("is written in words in the visitor's language", () => {
    expect(makePuzzle("pt", picks(7, 12, 0))).toEqual({ question: "Quanto é sete mais doze?", answer: 19 });
    expect(makePuzzle("en", picks(7, 12, 0))).toEqual({ question: "What is seven plus twelve?", answer: 19 });
    expect(makePuzzle("es", picks(7, 12, 0))).toEqual({ question: "¿Cuánto es siete más doce?", answer: 19 });
  });

  it("takes the smaller number from the larger, so the answer is never negative", () => {
    expect(makePuzzle("pt", picks(3, 15, 1))).toEqual({ question: "Quanto é quinze menos três?", answer: 12 });
  });

  it("reads the answer in digits or in words of any of the three languages", () => {
    expect(readAnswer(" 19 ")).toBe(19);
    expect(readAnswer("Dezenove")).toBe(19);
    expect(readAnswer("vinte e três")).toBe(23);
    expect(readAnswer("veintitres")).toBe(23);
    expect(readAnswer("twenty three")).toBe(23);
    expect(readAnswer("dieciséis")).toBe(16);
    expect(readAnswer("")).toBeUndefined();
    expect(readAnswer("nineteen and a half")).toBeUndefined();
  });
});

describe("the captcha's token", () => {
  const now = Date.UTC(2026, 10, 26, 12);

  it("is answered by the right answer only, and does not carry the answer", () => {
    const token = issueToken(SECRET, 19, now);
    // The claims are a random nonce, the expiry and a keyed digest: none of them is the answer.
    // (The token's text may hold "19" by chance, in the nonce or the signature.)
    const claims = JSON.parse(Buffer.from(token.split(".")[0], "base64url").toString()) as Record<string, unknown>;
    expect(Object.keys(claims).sort()).toEqual(["d", "e", "n"]);
    expect(claims.e).toBe(now / 1000 + 600);
    expect(Object.values(claims)).not.toContain(19);
    expect(Object.values(claims)).not.toContain("19");
    expect(checkToken(SECRET, token, "19", now)).toMatchObject({ ok: true, correct: true });
    expect(checkToken(SECRET, token, "dezenove", now)).toMatchObject({ ok: true, correct: true });
    expect(checkToken(SECRET, token, "18", now)).toMatchObject({ ok: true, correct: false });
  });

  it("expires after ten minutes", () => {
    const token = issueToken(SECRET, 4, now);
    expect(checkToken(SECRET, token, "4", now + 599_000)).toMatchObject({ ok: true, correct: true });
    expect(checkToken(SECRET, token, "4", now + 600_000)).toEqual({ ok: false, reason: "expired" });
  });

  it("refuses a token signed with another secret, altered, or cut", () => {
    const token = issueToken(SECRET, 4, now);
    const [payload, signature] = token.split(".");
    expect(checkToken("another secret, also long enough to be one", token, "4", now)).toEqual({
      ok: false,
      reason: "forged",
    });
    // A later expiry written into the claims breaks the signature.
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const longer = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 3600 })).toString("base64url");
    expect(checkToken(SECRET, `${longer}.${signature}`, "4", now)).toEqual({ ok: false, reason: "forged" });
    expect(checkToken(SECRET, payload, "4", now)).toEqual({ ok: false, reason: "malformed" });
    expect(checkToken(SECRET, `${token}.x`, "4", now)).toEqual({ ok: false, reason: "malformed" });
  });
});
