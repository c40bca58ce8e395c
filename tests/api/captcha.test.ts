import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { checkCaptcha } from "../../api/patron/captcha/captcha.service.ts";
import type { CaptchaChallenge } from "../../api/patron/captcha/contract.ts";
import { solvedProofOfWork, typedAnswer } from "../support/captcha.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

/**
 * A solver of the kind that read the arithmetic captcha every time: it reads the challenge's whole
 * answer (and the page that would show it) as text and tries what it finds: runs of the alphabet's
 * characters, numbers, words.
 */
function readAsText(challenge: CaptchaChallenge): string[] {
  const svg = Buffer.from(challenge.image.replace(/^data:image\/svg\+xml;base64,/, ""), "base64").toString();
  const text = `${JSON.stringify(challenge)} ${svg}`;
  const tokens = new Set([...text.matchAll(/[A-Za-z0-9]{6}/g)].map((m) => m[0].toUpperCase()));
  const words = svg.replace(/<[^>]*>/g, " ").trim();
  return [...tokens, words];
}

describe.each(engines)("the captcha on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine, { CAPTCHA_TYPED_ANSWERS_PER_HOUR: "3" });
  });
  afterAll(async () => {
    await lib?.close();
  });

  const challenge = async () => {
    const res = await lib.call("/api/captcha");
    expect(res.status).toBe(200);
    return res.body as CaptchaChallenge;
  };
  const check = (token: unknown, answer: unknown, client?: string) =>
    checkCaptcha(lib.db, lib.config, token, answer, client);
  const secret = () => lib.config.tokenSecret;

  it("is a picture drawn with paths and a proof of work, never cached", async () => {
    const { image, pow } = await challenge();
    const svg = Buffer.from(image.replace(/^data:image\/svg\+xml;base64,/, ""), "base64").toString();
    expect(svg).toMatch(/^<svg [^>]*>.*<path /s);
    expect(svg).not.toMatch(/<text|font|glyph/i);
    expect(pow).toMatchObject({ algorithm: "SHA-256", maxnumber: 100_000 });
    expect((await lib.app.request("/api/captcha")).headers.get("cache-control")).toBe("no-store");
  });

  it("defeats a script that reads it as text: 20 challenges, 0 passed", async () => {
    let passed = 0;
    for (let i = 0; i < 20; i++) {
      const c = await challenge();
      const guesses = readAsText(c);
      // Nothing the script read is the answer…
      expect(guesses).not.toContain(typedAnswer(secret(), c.token));
      // …and its best guess, sent as a form would, is refused.
      if (
        await check(c.token, guesses[0]).then(
          () => true,
          () => false,
        )
      )
        passed++;
    }
    expect(passed).toBe(0);
  });

  it("says the same challenge aloud in the visitor's language, five hearings; a text reader finds nothing", async () => {
    const c = await challenge();
    const hear = (token: string, lang = "5") =>
      lib.app.request(`/api/captcha/audio?${new URLSearchParams({ token })}`, { headers: { lang } });
    const heard = await hear(c.token);
    expect(heard.status).toBe(200);
    expect(heard.headers.get("content-type")).toBe("audio/wav");
    expect(heard.headers.get("cache-control")).toBe("no-store");
    const wav = Buffer.from(await heard.arrayBuffer());
    expect(wav.toString("ascii", 0, 4)).toBe("RIFF");
    // The text reader, given the recording too, finds nothing to send.
    const answer = typedAnswer(secret(), c.token);
    const read = [...wav.toString("latin1").matchAll(/[A-Za-z0-9]{6}/g)].map((m) => m[0].toUpperCase());
    const guesses = [...readAsText(c), ...read];
    expect(guesses).not.toContain(answer);
    // Each language its own recording; five hearings of one challenge, then 429.
    for (const lang of ["1", "3", "5", "1"]) expect((await hear(c.token, lang)).status).toBe(200);
    expect((await hear(c.token)).status).toBe(429);
    // The characters it said answer its challenge, as the picture's do.
    await expect(check(c.token, answer)).resolves.toBeUndefined();
    // A token the service did not sign says nothing.
    expect((await hear(`${c.token.split(".")[0]}.AAAA`)).status).toBe(422);
  });

  it("accepts the typed characters once; a second use of the same challenge is refused", async () => {
    const { token } = await challenge();
    await expect(check(token, typedAnswer(secret(), token))).resolves.toBeUndefined();
    await expect(check(token, typedAnswer(secret(), token))).rejects.toMatchObject({
      status: 422,
      code: "captcha_invalid",
    });
  });

  it("accepts the solved proof of work once, bound to its own token", async () => {
    const first = await challenge();
    const second = await challenge();
    const payload = solvedProofOfWork(first.pow);
    // Another challenge's token with this proof: refused (and that token is spent).
    await expect(check(second.token, payload)).rejects.toMatchObject({ code: "captcha_invalid" });
    await expect(check(first.token, payload)).resolves.toBeUndefined();
    await expect(check(first.token, payload)).rejects.toMatchObject({ code: "captcha_invalid" });
  });

  it("spends a challenge on a wrong answer: the right one after it fails", async () => {
    const { token } = await challenge();
    await expect(check(token, "AAAAAA")).rejects.toMatchObject({ status: 422 });
    await expect(check(token, typedAnswer(secret(), token))).rejects.toMatchObject({ status: 422 });
  });

  it("counts wrong typed answers per client and refuses past the allowance; right ones are given back", async () => {
    const client = "198.51.100.200";
    for (let i = 0; i < 5; i++) {
      const { token } = await challenge();
      await expect(check(token, typedAnswer(secret(), token), client)).resolves.toBeUndefined();
    }
    for (let i = 0; i < 3; i++) {
      const { token } = await challenge();
      await expect(check(token, "AAAAAA", client)).rejects.toMatchObject({ status: 422 });
    }
    const { token } = await challenge();
    await expect(check(token, typedAnswer(secret(), token), client)).rejects.toMatchObject({ status: 429 });
  });

  it("refuses a missing token or answer and a token it did not sign", async () => {
    await expect(check(undefined, "ACDEFH")).rejects.toMatchObject({ code: "captcha_invalid" });
    await expect(check("", "ACDEFH")).rejects.toMatchObject({ code: "captcha_invalid" });
    const { token } = await challenge();
    await expect(check(token, undefined)).rejects.toMatchObject({ code: "captcha_invalid" });
    await expect(check(`${token.split(".")[0]}.AAAA`, "ACDEFH")).rejects.toMatchObject({ code: "captcha_invalid" });
  });
});
