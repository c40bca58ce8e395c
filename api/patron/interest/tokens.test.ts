import { describe, expect, it } from "vitest";

import { feedToken, patronOfUnsubscribe, tokenHash, unsubscribeToken } from "./tokens.ts";

const SECRET = "test-secret-test-secret-test-secret-0123";

describe("the interest profile's tokens", () => {
  it("derives the feed's address from its nonce and the secret", () => {
    const token = feedToken(SECRET, "nonce-1");
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(feedToken(SECRET, "nonce-1")).toBe(token);
    expect(feedToken(SECRET, "nonce-2")).not.toBe(token);
    expect(feedToken("another-secret-another-secret-0123456", "nonce-1")).not.toBe(token);
    expect(tokenHash(token)).not.toBe(token);
  });

  it("signs the unsubscribe link for one patron, and only that one", () => {
    const token = unsubscribeToken(SECRET, 1001);
    expect(patronOfUnsubscribe(SECRET, token)).toBe(1001);
    const signature = token.split(".")[1];
    expect(patronOfUnsubscribe(SECRET, `1002.${signature}`)).toBeUndefined();
    expect(patronOfUnsubscribe("another-secret-another-secret-0123456", token)).toBeUndefined();
    for (const bad of ["", "1001", "1001.", "x.y", `01001.${signature}`, `99999999999.${signature}`]) {
      expect(patronOfUnsubscribe(SECRET, bad)).toBeUndefined();
    }
  });
});
