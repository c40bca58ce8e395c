import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { FILE_TOKEN_TTL_SECONDS, resolveLinkFile, signFileToken, verifyFileToken } from "./link-files.ts";

describe("signed file addresses", () => {
  const secret = "s".repeat(40);
  it("accept the token for the same link until it expires, and nothing else", () => {
    const now = Date.UTC(2025, 0, 1);
    const { token, expires } = signFileToken(secret, 7, 2, now);
    expect(expires.getTime()).toBe(now + FILE_TOKEN_TTL_SECONDS * 1000);
    expect(verifyFileToken(secret, 7, 2, token, now)).toBe(true);
    expect(verifyFileToken(secret, 7, 3, token, now)).toBe(false);
    expect(verifyFileToken(secret, 8, 2, token, now)).toBe(false);
    expect(verifyFileToken("t".repeat(40), 7, 2, token, now)).toBe(false);
    expect(verifyFileToken(secret, 7, 2, token, expires.getTime())).toBe(false);
    expect(verifyFileToken(secret, 7, 2, "garbage", now)).toBe(false);
    const [exp, sig] = token.split(".");
    expect(verifyFileToken(secret, 7, 2, `${Number(exp) + 1000}.${sig}`, now)).toBe(false);
  });
});

describe("link files", () => {
  const dir = mkdtempSync(path.join(tmpdir(), "vinculos-"));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));
  mkdirSync(path.join(dir, "demo"));
  writeFileSync(path.join(dir, "demo", "a.pdf"), "%PDF-1.4");
  writeFileSync(path.join(dir, "demo", "b.xyz"), "x");
  writeFileSync(path.join(tmpdir(), "outside-vinculos.txt"), "secret");

  it("resolves files inside the folder with their type, and nothing outside it", async () => {
    expect(await resolveLinkFile("demo/a.pdf", dir)).toMatchObject({
      contentType: "application/pdf",
      inline: true,
      size: 8,
    });
    expect(await resolveLinkFile("demo/b.xyz", dir)).toMatchObject({
      contentType: "application/octet-stream",
      inline: false,
    });
    expect(await resolveLinkFile("../outside-vinculos.txt", dir)).toBeUndefined();
    expect(await resolveLinkFile("demo", dir)).toBeUndefined();
    expect(await resolveLinkFile("demo/missing.pdf", dir)).toBeUndefined();
  });
});
