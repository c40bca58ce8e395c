/**
 * Sessions that really end (decision 035), with and without JavaScript: a copy
 * of the session cookie taken before logout is dead after it, and a link to /sair on another site
 * asks before logging out. The rules themselves are API tests (tests/api/sessions.test.ts).
 */
import type { Page } from "@playwright/test";

import { expect, test, type A11y } from "./fixtures.ts";

async function logIn(page: Page, a11y: A11y) {
  await a11y.visit("/login");
  await page.getByLabel("Usuário").fill("demo");
  await page.getByLabel("Senha", { exact: true }).fill("demo");
  await page.getByRole("button", { name: "Entrar" }).click();
  await expect(page).toHaveURL(/\/meupergamum$/);
  await a11y.check();
}

/** The header's logout button (the patron area may show another). */
const logoutButton = (page: Page) => page.getByRole("banner").getByRole("button", { name: "Sair" });

test("a copied cookie is dead after logout, and another site's link to /sair asks first", async ({
  page,
  browser,
  baseURL,
  a11y,
}) => {
  await logIn(page, a11y);
  const copied = await page.context().cookies();
  await logoutButton(page).click();
  await expect(page).toHaveURL(/\/$/);
  await a11y.check();

  // Someone who copied the cookie before logout: the login page, not the patron area.
  const thief = await browser.newContext({ baseURL, javaScriptEnabled: false });
  try {
    await thief.addCookies(copied);
    const stolen = await thief.newPage();
    await stolen.goto("/meupergamum");
    await expect(stolen).toHaveURL(/\/login\?redirect=%2Fmeupergamum$/);
  } finally {
    await thief.close();
  }

  // Logged in again, the patron follows a link to /sair on another site: a question, not a logout.
  await logIn(page, a11y);
  await page.route("http://other-site.test/", (route) =>
    route.fulfill({
      contentType: "text/html",
      body: `<!DOCTYPE html><html lang="en"><title>Other</title><main><a href="${baseURL}/sair">Log out</a></main></html>`,
    }),
  );
  await page.goto("http://other-site.test/");
  await a11y.check();
  await page.getByRole("link", { name: "Log out" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Sair do catálogo?" })).toBeVisible();
  await a11y.check();
  // Still logged in; the page's own button logs out.
  await expect(logoutButton(page)).toBeVisible();
  await page.getByRole("main").getByRole("button", { name: "Sair" }).click();
  await expect(page).toHaveURL(/\/$/);
  await page.goto("/meupergamum");
  await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum$/);
  await a11y.check();
});
