import { describe, expect, it } from "vitest";

import { captchaWav, characterClip, introLength } from "./captcha-audio.ts";
import { CAPTCHA_ALPHABET, captchaSvg } from "./captcha-image.ts";
import { charactersOf, checkToken, issueToken, powChallenge } from "./captcha.ts";

const SECRET = "a test secret of more than thirty-two characters";

describe("the captcha's picture", () => {
  it("draws the characters as paths only: no text, font or glyph name in it", () => {
    const svg = captchaSvg("ACDEF3");
    expect(svg).not.toMatch(/<text|<tspan|<use|font|glyph|<title|<desc|aria-label/i);
    expect(svg).not.toMatch(/ACDEF3/);
    expect(svg.match(/<path /g)?.length).toBeGreaterThan(6);
  });

  it("has a glyph for every character of the alphabet, and never draws one twice alike", () => {
    for (const char of CAPTCHA_ALPHABET) expect(() => captchaSvg(char)).not.toThrow();
    expect(captchaSvg("KM4")).not.toBe(captchaSvg("KM4"));
  });
});

describe("the captcha's token", () => {
  const now = Date.UTC(2026, 10, 26, 12);

  it("is answered by the picture's characters, which the token does not carry", () => {
    const { token, nonce } = issueToken(SECRET, now);
    const claims = JSON.parse(Buffer.from(token.split(".")[0], "base64url").toString()) as Record<string, unknown>;
    expect(Object.keys(claims).sort()).toEqual(["e", "n"]);
    expect(claims.e).toBe(now / 1000 + 600);
    const characters = charactersOf(SECRET, nonce);
    expect(characters).toMatch(new RegExp(`^[${CAPTCHA_ALPHABET}]{6}$`));
    expect(token).not.toContain(characters);
    // Another service's secret draws other characters for the same nonce.
    expect(charactersOf("another secret, also long enough to be one", nonce)).not.toBe(characters);
  });

  it("reads the typed answer in any case and spacing; a wrong one is known as wrong", async () => {
    const { token, nonce } = issueToken(SECRET, now);
    const characters = charactersOf(SECRET, nonce);
    const typed = ` ${characters.slice(0, 3).toLowerCase()} ${characters.slice(3)} `;
    await expect(checkToken(SECRET, token, typed, now)).resolves.toMatchObject({
      ok: true,
      correct: true,
      way: "text",
    });
    const wrong = characters.replace(/^./, (c) => (c === "A" ? "C" : "A"));
    await expect(checkToken(SECRET, token, wrong, now)).resolves.toMatchObject({ ok: true, correct: false });
  });

  it("expires after ten minutes", async () => {
    const { token, nonce } = issueToken(SECRET, now);
    const characters = charactersOf(SECRET, nonce);
    await expect(checkToken(SECRET, token, characters, now + 599_000)).resolves.toMatchObject({ correct: true });
    await expect(checkToken(SECRET, token, characters, now + 600_000)).resolves.toEqual({
      ok: false,
      reason: "expired",
    });
  });

  it("refuses a token signed with another secret, altered, or cut", async () => {
    const { token } = issueToken(SECRET, now);
    const [payload, signature] = token.split(".");
    await expect(checkToken("another secret, also long enough to be one", token, "AAAAAA", now)).resolves.toEqual({
      ok: false,
      reason: "forged",
    });
    const claims = JSON.parse(Buffer.from(payload, "base64url").toString());
    const longer = Buffer.from(JSON.stringify({ ...claims, e: claims.e + 3600 })).toString("base64url");
    await expect(checkToken(SECRET, `${longer}.${signature}`, "AAAAAA", now)).resolves.toEqual({
      ok: false,
      reason: "forged",
    });
    await expect(checkToken(SECRET, payload, "AAAAAA", now)).resolves.toEqual({ ok: false, reason: "malformed" });
  });

  it("binds the proof of work to its token's nonce", async () => {
    const issued = issueToken(SECRET);
    const pow = await powChallenge(SECRET, issued, 1000);
    expect(new URLSearchParams(pow.salt.split("?")[1]).get("n")).toBe(issued.nonce);
  });
});

describe("the captcha's recording", () => {
  /** The WAV's samples in -1..1, after checking its header: 8 kHz, 16-bit, mono PCM. */
  function samplesOf(wav: Buffer): Float32Array {
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    expect(wav.toString("ascii", 8, 16)).toBe("WAVEfmt ");
    expect([wav.readUInt16LE(20), wav.readUInt16LE(22), wav.readUInt32LE(24), wav.readUInt16LE(34)]).toEqual([
      1, 1, 8000, 16,
    ]);
    expect(wav.readUInt32LE(40)).toBe(wav.length - 44);
    const out = new Float32Array((wav.length - 44) / 2);
    for (let i = 0; i < out.length; i++) out[i] = wav.readInt16LE(44 + i * 2) / 32767;
    return out;
  }

  it("says each character of the challenge with its own clip, in order, in the visitor's language", () => {
    const steady = { speed: () => 1, gain: () => 1, pause: () => 0.5, murmur: 0, hiss: 0 };
    for (const lang of ["pt", "en", "es"] as const) {
      const samples = samplesOf(captchaWav("K3WACE", lang, steady));
      let at = introLength(lang);
      for (const char of "K3WACE") {
        const clip = characterClip(lang, char);
        const heard = samples.subarray(at, at + clip.length);
        // The same sound, to the WAV's rounding: no other character's clip is that close.
        const distance = (other: Float32Array) => {
          let most = 0;
          for (let k = 0; k < heard.length && most <= 0.01; k++)
            most = Math.max(most, Math.abs(heard[k]! - (other[k] ?? 0)));
          return most;
        };
        expect(distance(clip)).toBeLessThan(0.001);
        for (const other of CAPTCHA_ALPHABET.replace(char, ""))
          expect(distance(characterClip(lang, other))).toBeGreaterThan(0.01);
        at += clip.length + 4000;
      }
      expect(samples.length).toBe(at + 2400);
    }
    // Each language its own voice.
    expect(characterClip("pt", "C")).not.toEqual(characterClip("en", "C"));
  });

  it("varies every hearing and holds no text", () => {
    const first = captchaWav("ACDEF3", "pt");
    expect(first.equals(captchaWav("ACDEF3", "pt"))).toBe(false);
    expect(first.toString("latin1")).not.toMatch(/ACDEF3|acdef3|casa|escola/i);
    // About 10 to 16 seconds: an instruction and six characters with their words and pauses.
    expect(first.length / 16000).toBeGreaterThan(8);
    expect(first.length / 16000).toBeLessThan(20);
  });
});
