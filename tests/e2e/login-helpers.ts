/** Helpers of the login specs: answering the captcha (decision 023) as a visitor would. */
import type { Page } from "@playwright/test";

import en from "../../api/locales/en.json" with { type: "json" };
import es from "../../api/locales/es.json" with { type: "json" };
import pt from "../../api/locales/pt.json" with { type: "json" };
import { expect } from "./fixtures.ts";

// The questions' words in each language (the service's own locale files).
const LANGUAGES = [pt, en, es].map((messages) => ({
  numbers: messages.captcha.numbers.split("|"),
  plus: messages.captcha.plus,
  minus: messages.captcha.minus,
}));

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const pattern = (template: string) =>
  new RegExp(escape(template).replace("\\{\\{a\\}\\}", "(.+)").replace("\\{\\{b\\}\\}", "(.+)"));

/** Reads the captcha's question ("Quanto é sete mais doze?") and types the answer in digits. */
export async function answerCaptcha(page: Page): Promise<void> {
  const field = page.locator("#captcha-answer");
  await expect(field).toBeVisible();
  const question = (await page.locator('label[for="captcha-answer"]').textContent()) ?? "";
  for (const lang of LANGUAGES) {
    for (const op of ["plus", "minus"] as const) {
      const match = question.match(pattern(lang[op]));
      if (!match) continue;
      const [a, b] = [lang.numbers.indexOf(match[1].trim()), lang.numbers.indexOf(match[2].trim())];
      if (a < 0 || b < 0) continue;
      await field.fill(String(op === "plus" ? a + b : a - b));
      return;
    }
  }
  throw new Error(`captcha question not understood: ${question}`);
}
