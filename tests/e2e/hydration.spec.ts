/**
 * Typing before React has rendered anything (a busy phone: key presses made while the scripts
 * load reach the page after `hydrateRoot` and before React's first render). In React 18.3 with
 * Remix's single fetch that made hydration fail with error #345 and the page never hydrated
 * (app/entry.client.tsx now keeps those events from React until hydration). Without JavaScript
 * the same field keeps the same text. The hydrating page meets no Content-Security-Policy refusal:
 * no library probes `eval` (decision 053).
 */
import { expect, test } from "./fixtures.ts";

/**
 * A busy main thread, made deterministic: React's scheduler (which posts itself a message to
 * render) gets its first message two seconds late, so the page has called `hydrateRoot` but not
 * yet rendered anything when the patron types.
 */
function delaySchedulerStart() {
  const Channel = window.MessageChannel;
  window.MessageChannel = class extends Channel {
    constructor() {
      super();
      const post = this.port2.postMessage.bind(this.port2);
      let first = true;
      this.port2.postMessage = (message: unknown) => {
        if (!first) return post(message);
        first = false;
        Object.assign(window, { schedulerHeld: true });
        setTimeout(() => post(message), 2000);
      };
    }
  };
}

test("what is typed before React has rendered is kept, and the page then hydrates", async ({
  page,
  a11y,
  javaScriptEnabled,
}) => {
  // What the browser refuses under the page's CSP, whether or not the script caught the error.
  const refusals: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|unsafe-eval|securitypolicyviolation/i.test(message.text()))
      refusals.push(message.text());
  });
  await page.addInitScript(() =>
    document.addEventListener("securitypolicyviolation", (event) =>
      console.error(`securitypolicyviolation ${event.violatedDirective} ${event.sourceFile}:${event.lineNumber}`),
    ),
  );
  await page.addInitScript(delaySchedulerStart);
  await page.goto("/", { waitUntil: "domcontentloaded" });
  if (javaScriptEnabled) await page.waitForFunction(() => "schedulerHeld" in window);
  const term = page.getByLabel("Termo de pesquisa");
  await term.click();
  await term.pressSequentially("darwin");
  if (javaScriptEnabled) await expect(page.getByRole("combobox", { name: "Termo de pesquisa" })).toBeVisible();
  await expect(term).toHaveValue("darwin");
  await expect(term).toBeFocused();
  await a11y.check();
  expect(refusals).toEqual([]);
});
