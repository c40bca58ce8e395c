import { describe, expect, it } from "vitest";

import { signAccessToken, verifyAccessClaims, verifyAccessToken } from "./tokens.ts";

const SECRET = "unit-secret-unit-secret-unit-secret-01";

describe("access tokens", () => {
  const token = signAccessToken(42, SECRET, 900, Date.now(), "session-1");
  const [header, payload, signature] = token.split(".") as [string, string, string];

  it("names the patron and the session", () => {
    expect(verifyAccessClaims(token, SECRET)).toEqual({ patronId: 42, sessionId: "session-1" });
    expect(verifyAccessToken(signAccessToken(7, SECRET, 900), SECRET)).toBe(7);
  });

  it("accepts only the canonical encoding of the signature and the claims", () => {
    const bytes = Buffer.from(signature, "base64url");
    const respelled = [
      `${signature}=`, // padding
      bytes.toString("base64").replace(/=+$/, ""), // standard alphabet where it differs
      // The last character's unused low bits changed: decodes to the same 32 bytes.
      signature.slice(0, -1) +
        "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"[
          "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_".indexOf(signature.at(-1)!) ^ 1
        ],
      `${signature}.`,
      ` ${signature}`,
    ].filter((s) => s !== signature);
    expect(respelled.length).toBeGreaterThanOrEqual(4);
    for (const s of respelled) expect(verifyAccessClaims(`${header}.${payload}.${s}`, SECRET), s).toBeUndefined();
    expect(verifyAccessClaims(`${header}.${payload}=.${signature}`, SECRET)).toBeUndefined();
  });

  it("refuses another secret, an expired token and a changed claim", () => {
    expect(verifyAccessClaims(token, `${SECRET}x`)).toBeUndefined();
    expect(verifyAccessClaims(signAccessToken(42, SECRET, 1, Date.now() - 5000), SECRET)).toBeUndefined();
    const other = Buffer.from(JSON.stringify({ sub: "43", iat: 0, exp: 9e9, typ: "access" })).toString("base64url");
    expect(verifyAccessClaims(`${header}.${other}.${signature}`, SECRET)).toBeUndefined();
  });
});
