/**
 * Shared Playwright fixtures. Every test gets `a11y`:
 * - `a11y.visit(path)` navigates and runs axe;
 * - `a11y.check()` runs axe on the page as it is now (after a click, a submit…);
 * and when the test ends, every page the browser showed must have been checked, so a test cannot
 * visit a page and forget the accessibility check. Script errors and console errors (hydration
 * mismatches, for instance) fail the test too.
 *
 * axe runs as JavaScript in the page. In the "nojs" project the page cannot run it, so the check
 * copies the page's DOM (which, without JS, is the server's HTML) into a JS-enabled "mirror" page
 * at the same URL, with the same stylesheets and viewport, scripts removed, and runs axe there.
 */
import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  test as base,
  type APIRequestContext,
  type Browser,
  type BrowserContext,
  type Page,
  type Response,
} from "@playwright/test";

import { e2eServer } from "./servers.ts";

export { expect };

const AXE_TAGS = ["wcag2a", "wcag2aa", "wcag21a", "wcag21aa", "wcag22aa"];

export interface A11y {
  visit(path: string): Promise<Response | null>;
  check(): Promise<void>;
}

/** A page is its URL without the fragment (a skip link does not make a new page). */
function pageKey(url: string): string {
  const parsed = new URL(url);
  parsed.hash = "";
  return parsed.href;
}

/** A JS-enabled page showing exactly the DOM of `page` (for pages that cannot run axe). */
async function mirrorOf(page: Page, mirror: Page): Promise<Page> {
  const url = pageKey(page.url());
  const html = (await page.content())
    .replace(/<script\b[\s\S]*?<\/script>/gi, "")
    .replace(/<link\b[^>]*rel="modulepreload"[^>]*>/gi, "");
  const viewport = page.viewportSize();
  if (viewport) await mirror.setViewportSize(viewport);
  await mirror.route(
    (target) => target.href === url,
    (route) => route.fulfill({ status: 200, contentType: "text/html; charset=utf-8", body: html }),
    { times: 1 },
  );
  await mirror.goto(url);
  return mirror;
}

async function runAxe(page: Page, mirror?: Page): Promise<void> {
  await page.waitForLoadState("load");
  const target = mirror ? await mirrorOf(page, mirror) : page;
  const results = await new AxeBuilder({ page: target }).withTags(AXE_TAGS).analyze();
  const summary = results.violations.map((v) => ({
    id: v.id,
    impact: v.impact,
    help: v.help,
    targets: v.nodes.slice(0, 5).map((n) => n.target.join(" ")),
  }));
  expect(summary, `axe violations on ${page.url()}`).toEqual([]);
}

export const test = base.extend<{ a11y: A11y }>({
  // Pages and API requests of a worker go to that worker's own server (tests/e2e/servers.ts).
  baseURL: async ({}, use, testInfo) => {
    await use(e2eServer(testInfo.parallelIndex).url);
  },
  a11y: [
    async ({ page, browser, javaScriptEnabled, locale }, use) => {
      let mirrorContext: BrowserContext | undefined;
      let mirror: Page | undefined;
      const getMirror = async (b: Browser) => {
        mirrorContext ??= await b.newContext({ javaScriptEnabled: true, locale });
        mirror ??= await mirrorContext.newPage();
        return mirror;
      };
      const shown = new Set<string>();
      const checked = new Set<string>();
      const scriptErrors: string[] = [];
      page.on("pageerror", (error) => scriptErrors.push(error.message));
      page.on("console", (message) => {
        // The browser logs every 4xx answer (our 404 and 400 pages, a failed login) as an error.
        if (message.type() === "error" && !message.text().startsWith("Failed to load resource")) {
          scriptErrors.push(message.text());
        }
      });
      page.on("framenavigated", (frame) => {
        if (frame === page.mainFrame() && frame.url().startsWith("http")) shown.add(pageKey(frame.url()));
      });
      const check = async () => {
        await runAxe(page, javaScriptEnabled === false ? await getMirror(browser) : undefined);
        checked.add(pageKey(page.url()));
      };
      await use({
        check,
        async visit(path) {
          const response = await page.goto(path);
          await check();
          return response;
        },
      });
      await mirrorContext?.close();
      expect(scriptErrors, "script or console errors").toEqual([]);
      const unchecked = [...shown].filter((url) => !checked.has(url));
      expect(unchecked, "pages shown without an axe check").toEqual([]);
    },
    { auto: true },
  ],
});

/** The demo patron's name as the library service reports it (GET /api/pessoas), not hard-coded. */
export async function patronName(request: APIRequestContext, username: string, password: string): Promise<string> {
  const token = await request.post("/api/oauth/token", {
    form: { grant_type: "password", username, password },
  });
  expect(token.ok(), `token for ${username}`).toBe(true);
  const { access_token } = (await token.json()) as { access_token: string };
  const people = await request.get("/api/pessoas", { headers: { authorization: `Bearer ${access_token}` } });
  expect(people.ok()).toBe(true);
  return ((await people.json()) as { user: { nome_pessoa: string } }).user.nome_pessoa;
}

/** "Registros encontrados: 1.234" → 1234 (any locale's grouping). */
export async function resultCount(page: Page): Promise<number> {
  const text = (await page.locator("#results-count").textContent()) ?? "";
  const match = /:\s*([\d.,\s\u00a0\u202f]+)/.exec(text);
  expect(match, `count in "${text}"`).not.toBeNull();
  return Number(match![1].replace(/[^\d]/g, ""));
}
