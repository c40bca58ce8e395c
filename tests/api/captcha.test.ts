import { afterAll, beforeAll, describe, expect, it } from "vitest";

import { readAnswer } from "../../api/patron/captcha/captcha.ts";
import { checkCaptcha } from "../../api/patron/captcha/captcha.service.ts";
import type { CaptchaChallenge } from "../../api/patron/captcha/contract.ts";
import { engines } from "../support/engines.ts";
import { openTestLibrary } from "../support/library.ts";

/** Solves a question the way a person would: reads the two numbers and the operation. */
function solve(question: string): string {
  const words = question.replace(/[¿?]/g, "").split(/ (?:mais|plus|más|menos|minus) /);
  const a = readAnswer(words[0].replace(/^(Quanto é|What is|Cuánto es) /, ""))!;
  const b = readAnswer(words[1])!;
  return String(/ (mais|plus|más) /.test(question) ? a + b : a - b);
}

describe.each(engines)("the captcha on $name", (engine) => {
  let lib: Awaited<ReturnType<typeof openTestLibrary>>;
  beforeAll(async () => {
    lib = await openTestLibrary(engine);
  });
  afterAll(async () => {
    await lib?.close();
  });

  const challenge = async (lang?: string) => {
    const res = await lib.call("/api/captcha", { headers: lang ? { lang } : {} });
    expect(res.status).toBe(200);
    return res.body as CaptchaChallenge;
  };
  const check = (token: unknown, answer: unknown) => checkCaptcha(lib.db, lib.config, token, answer);

  it("asks in the caller's language and is never cached", async () => {
    expect((await challenge()).question).toMatch(/^Quanto é [a-zê ]+ (mais|menos) [a-zê ]+\?$/);
    expect((await challenge("5")).question).toMatch(/^What is [a-z-]+ (plus|minus) [a-z-]+\?$/);
    expect((await challenge("3")).question).toMatch(/^¿Cuánto es [a-zéó ]+ (más|menos) [a-zéó ]+\?$/);
    expect((await lib.app.request("/api/captcha")).headers.get("cache-control")).toBe("no-store");
  });

  it("accepts the right answer once; a second use of the same challenge is refused", async () => {
    const { token, question } = await challenge();
    await expect(check(token, solve(question))).resolves.toBeUndefined();
    await expect(check(token, solve(question))).rejects.toMatchObject({ status: 422, code: "captcha_invalid" });
  });

  it("spends a challenge on a wrong answer: guessing again with it fails even when right", async () => {
    const { token, question } = await challenge();
    const right = solve(question);
    await expect(check(token, String(Number(right) + 1))).rejects.toMatchObject({ status: 422 });
    await expect(check(token, right)).rejects.toMatchObject({ status: 422 });
  });

  it("refuses a missing token or answer and a token it did not sign", async () => {
    await expect(check(undefined, "3")).rejects.toMatchObject({ code: "captcha_invalid" });
    await expect(check("", "3")).rejects.toMatchObject({ code: "captcha_invalid" });
    const { token } = await challenge();
    await expect(check(token, undefined)).rejects.toMatchObject({ code: "captcha_invalid" });
    await expect(check(`${token.split(".")[0]}.AAAA`, "3")).rejects.toMatchObject({ code: "captcha_invalid" });
  });
});
