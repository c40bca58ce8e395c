/**
 * Helpers of the login specs: answering the captcha (decision 053) as a visitor's browser does.
 * With JavaScript the page solves the proof of work by itself: the helper waits for its answer.
 * Without, a person reads the picture (or hears its recording); the test reads it with the servers' own secret
 * (tests/support/captcha.ts), which no script on the page has.
 */
import type { Page } from "@playwright/test";

import { E2E_TOKEN_SECRET, typedAnswer } from "../support/captcha.ts";
import { expect, test } from "./fixtures.ts";

/** Types the picture's characters into the captcha's field. */
export async function typeCaptchaPicture(page: Page): Promise<void> {
  const field = page.locator("input#captcha-answer");
  await expect(field).toBeVisible();
  await expect(page.getByRole("img", { name: /seis letras|six distorted|seis letras y cifras/ })).toBeVisible();
  const token = await page.locator('input[name="recaptcha_token"]').inputValue();
  // Its spoken alternative: the same challenge, played by the browser's own controls.
  const audio = page.locator("audio.captcha__audio");
  await expect(audio).toHaveAttribute("aria-label", /Gravação dos seis|Recording of the picture|Grabación de los seis/);
  // The browser's own controls: reachable by keyboard, no script needed.
  await expect(audio).toHaveAttribute("controls", "");
  const src = `/captcha/audio?${new URLSearchParams({ token })}`;
  await expect(audio).toHaveAttribute("src", src);
  const heard = await page.request.get(src);
  expect([heard.status(), heard.headers()["content-type"]]).toEqual([200, "audio/wav"]);
  await field.fill(typedAnswer(E2E_TOKEN_SECRET, token));
}

/** Answers the captcha: the proof of work with JavaScript, the picture without. */
export async function answerCaptcha(page: Page): Promise<void> {
  if (test.info().project.use.javaScriptEnabled === false) return typeCaptchaPicture(page);
  await expect(page.locator('input[type="hidden"][name="recaptcha_answer"]')).toHaveCount(1);
  await expect(page.getByRole("status").filter({ hasText: /anti-robô concluída|Robot check done/ })).toBeVisible();
}

/**
 * As a browser whose worker cannot run: the captcha stays a picture with JavaScript too, so a spec
 * can submit a form without its answer in both projects.
 */
export async function withoutWorkers(page: Page): Promise<void> {
  await page.addInitScript(() => Object.defineProperty(window, "Worker", { value: undefined }));
}
