/** Login, the patron area, logout, and the login form's error handling (GOV.UK pattern). */
import type { Page } from "@playwright/test";

import { expect, patronName, test } from "./fixtures.ts";
import { answerCaptcha } from "./login-helpers.ts";

async function fillLogin(page: Page, username: string, password: string) {
  await page.getByLabel("Usuário").fill(username);
  await page.getByLabel("Senha").fill(password);
  await page.getByRole("button", { name: "Entrar" }).click();
}

test.describe("login and the patron area", () => {
  test("logs in, greets the patron by name, logs out", async ({ page, a11y, request, context }) => {
    const name = await patronName(request, "demo", "demo");

    await a11y.visit("/");
    await page.getByRole("banner").getByRole("link", { name: "Entrar", exact: true }).click();
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("heading", { level: 1, name: "Entrar" })).toBeVisible();
    await expect(page).toHaveTitle(/^Entrar \| /);
    await a11y.check();

    await fillLogin(page, "demo", "demo");
    await expect(page).toHaveURL(/\/meupergamum$/);
    await expect(page.getByRole("heading", { level: 1, name: "Meu Pergamum" })).toBeVisible();
    await expect(page.getByText(`Olá, ${name}!`)).toBeVisible();
    await expect(page.getByRole("banner")).toContainText(`Conectado como ${name}`);
    await a11y.check();

    // Without "remember me" the session cookie ends with the browser session.
    const session = (await context.cookies()).find((c) => c.name === "__opac_session");
    expect(session?.httpOnly).toBe(true);
    expect(session?.sameSite).toBe("Lax");
    expect(session?.expires).toBe(-1);

    await page.getByRole("banner").getByRole("button", { name: "Sair" }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Entrar", exact: true })).toBeVisible();
    await a11y.check();

    await a11y.visit("/meupergamum");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum$/);
  });

  test("remember me keeps the session cookie beyond the browser session", async ({ page, a11y, context }) => {
    await a11y.visit("/login");
    await page.getByLabel("Manter conectado neste navegador").check();
    await fillLogin(page, "demo", "demo");
    await expect(page).toHaveURL(/\/meupergamum$/);
    await a11y.check();
    const session = (await context.cookies()).find((c) => c.name === "__opac_session");
    expect(session?.expires ?? -1).toBeGreaterThan(Date.now() / 1000 + 24 * 3600);

    // GET /sair (a route of the spec) ends the session too.
    await a11y.visit("/sair");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("banner").getByRole("link", { name: "Entrar", exact: true })).toBeVisible();
  });

  test("a visitor asking for the patron area is sent to login and back", async ({ page, a11y }) => {
    await a11y.visit("/meupergamum/dados-pessoais");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum%2Fdados-pessoais$/);
    await a11y.visit("/meupergamum");
    await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum$/);
    await fillLogin(page, "demo", "demo");
    await expect(page).toHaveURL(/\/meupergamum$/);
    await a11y.check();
  });

  test("honours a same-site redirect and ignores another site", async ({ page, a11y }) => {
    await a11y.visit("/login?redirect=%2F%3Fq%3Dhistory");
    await fillLogin(page, "demo", "demo");
    await expect(page).toHaveURL(/\/\?q=history$/);
    await a11y.check();

    await a11y.visit("/sair");
    await a11y.visit("/login?redirect=https%3A%2F%2Fevil.example%2F");
    await fillLogin(page, "demo", "demo");
    await expect(page).toHaveURL(/\/meupergamum$/);
    await a11y.check();
  });

  test("empty fields give required messages, summary first", async ({ page, a11y }) => {
    await a11y.visit("/login");
    await page.getByRole("button", { name: "Entrar" }).click();
    const summary = page.locator(".error-summary");
    await expect(summary.getByRole("alert")).toContainText("Há um problema");
    await expect(summary.getByRole("link", { name: "Informe o usuário." })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Informe a senha." })).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(page.getByLabel("Usuário")).toHaveAccessibleDescription("Erro: Informe o usuário.");
    await expect(page.getByLabel("Senha")).toHaveAccessibleDescription("Erro: Informe a senha.");
    await expect(page).toHaveTitle(/^Erro: Entrar \| /);
    await a11y.check();

    // The summary's link takes the user to the field.
    await summary.getByRole("link", { name: "Informe a senha." }).click();
    await expect(page.getByLabel("Senha")).toBeFocused();

    // Only the password missing: the username is kept.
    await page.getByLabel("Usuário").fill("demo");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page.locator(".error-summary").getByRole("link")).toHaveText(["Informe a senha."]);
    await expect(page.getByLabel("Usuário")).toHaveValue("demo");
    await a11y.check();
  });

  test("a wrong password shows the spec's message and keeps only the username", async ({ page, a11y }) => {
    await a11y.visit("/login");
    await fillLogin(page, "demo", "not-the-password");
    const summary = page.locator(".error-summary");
    await expect(summary.getByRole("link", { name: "Usuário ou senha incorretos." })).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Erro: Entrar \| /);
    await expect(page.getByLabel("Usuário")).toHaveValue("demo");
    await expect(page.getByLabel("Senha")).toHaveValue("");
    await a11y.check();

    // Then the right password works, with the captcha the failure brought (decision 024), and
    // clears the service's failure count.
    await page.getByLabel("Senha").fill("demo");
    await answerCaptcha(page);
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(/\/meupergamum$/);
    await a11y.check();
  });

  test("a blocked patron gets the blocked message", async ({ page, a11y }) => {
    await a11y.visit("/login");
    await fillLogin(page, "bloqueado", "bloqueado");
    await expect(page.locator(".error-summary")).toContainText("Acesso bloqueado.");
    await a11y.check();
  });
});
