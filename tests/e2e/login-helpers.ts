/** Helpers of the login specs: answering the captcha (decision 023) as a visitor would. */
import type { Page } from "@playwright/test";

import { expect } from "./fixtures.ts";

const PT_NUMBERS =
  "zero|um|dois|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze|treze|catorze|quinze|dezesseis|dezessete|dezoito|dezenove|vinte|vinte e um|vinte e dois|vinte e três|vinte e quatro|vinte e cinco|vinte e seis|vinte e sete|vinte e oito|vinte e nove|trinta".split(
    "|",
  );

/** Reads the captcha's question ("Quanto é sete mais doze?") and types the answer in digits. */
export async function answerCaptcha(page: Page): Promise<void> {
  const field = page.locator("#captcha-answer");
  await expect(field).toBeVisible();
  const question = (await page.locator('label[for="captcha-answer"]').textContent()) ?? "";
  const match = question.match(/Quanto é (.+) (mais|menos) (.+)\?/);
  expect(match, `captcha question: ${question}`).not.toBeNull();
  const [, a, op, b] = match!;
  const x = PT_NUMBERS.indexOf(a.trim());
  const y = PT_NUMBERS.indexOf(b.trim());
  expect(x >= 0 && y >= 0, `numbers of ${question}`).toBe(true);
  await field.fill(String(op === "mais" ? x + y : x - y));
}
