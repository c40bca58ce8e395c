/** The page shell: not found, languages, keyboard access, access keys, landmarks, small screens. */
import { expect, resultCount, test } from "./fixtures.ts";
import { answerCaptcha } from "./login-helpers.ts";

test.describe("site shell", () => {
  test("an unknown URL is 'Página não encontrada!' with status 404", async ({ page, a11y }) => {
    const response = await a11y.visit("/esta-pagina-nao-existe");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada!");
    await expect(page).toHaveTitle(/^Página não encontrada! \| /);
    await expect(page.getByRole("banner")).toBeVisible();
  });

  test("the skip link is the first stop and moves focus to the content", async ({ page, a11y }) => {
    await a11y.visit("/");
    await page.keyboard.press("Tab");
    const skip = page.getByRole("link", { name: /^Ir para o conteúdo/ });
    await expect(skip).toBeFocused();
    await page.keyboard.press("Enter");
    await expect(page.locator("main")).toBeFocused();
    await a11y.check();
  });

  test("the accessibility bar lists the eMAG access keys", async ({ page, a11y }) => {
    await a11y.visit("/acervo/1/nao-existe");
    const bar = page.getByRole("navigation", { name: "Barra de acessibilidade" });
    const expected: [string, string, RegExp][] = [
      ["1", "Ir para o conteúdo", /#conteudo$/],
      ["2", "Ir para o menu", /#menu$/],
      // The page has the header's search: the key stays on the page (decision 038).
      ["3", "Ir para a busca", /^#header-search-q$/],
      ["4", "Ir para o rodapé", /#rodape$/],
    ];
    for (const [key, label, href] of expected) {
      const link = bar.getByRole("link", { name: new RegExp(`^${label}`) });
      await expect(link).toHaveAttribute("accesskey", key);
      await expect(link).toHaveAttribute("href", href);
    }
    await expect(page.getByRole("banner")).toHaveCount(1);
    await expect(page.getByRole("main")).toHaveAttribute("id", "conteudo");
    await expect(page.getByRole("contentinfo")).toHaveAttribute("id", "rodape");
    await expect(page.getByRole("navigation", { name: "Menu principal" })).toHaveAttribute("id", "menu");
  });

  test("switches to English and back, <html lang> following", async ({ page, a11y }) => {
    await a11y.visit("/?q=history&for=LIVRE");
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await page.getByRole("navigation", { name: "Idioma" }).getByRole("link", { name: "English" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    // Back on the same search, without ?lng= in the URL: the choice is in a cookie.
    await expect(page).toHaveURL(/\/\?q=history&for=LIVRE$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("General search");
    await expect(page.locator("#results-count")).toContainText("Records found:");
    expect(await resultCount(page)).toBeGreaterThan(0);
    await a11y.check();

    await a11y.visit("/login");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Log in");
    await expect(page.getByLabel("Username")).toBeVisible();

    await page.getByRole("navigation", { name: "Language" }).getByRole("link", { name: "Português" }).click();
    await expect(page.locator("html")).toHaveAttribute("lang", "pt");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Entrar");
    await a11y.check();
  });

  test("works at 320 px wide without sideways scrolling", async ({ page, a11y }) => {
    await page.setViewportSize({ width: 320, height: 640 });
    await a11y.visit("/?q=history&for=LIVRE");
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
  });
});

test.describe("in English (Accept-Language)", () => {
  test.use({ locale: "en-US" });

  test("the browser's language picks English", async ({ page, a11y }) => {
    await a11y.visit("/");
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("General search");
    await page.getByLabel("Search term").fill("history");
    await page.getByRole("button", { name: "Search", exact: true }).click();
    await expect(page.getByRole("heading", { level: 2, name: "Search results" })).toBeVisible();
    await expect(page).toHaveTitle(/^Results for “history” \| Library Catalogue$/);
    await a11y.check();
  });

  test("English error messages on the login page and the not-found page", async ({ page, a11y }) => {
    await a11y.visit("/login");
    await page.getByLabel("Username").fill("demo");
    await page.getByLabel("Password").fill("wrong-password");
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page.locator(".error-summary")).toContainText("Username or password is incorrect.");
    await expect(page).toHaveTitle(/^Error: Log in \| Library Catalogue$/);
    await a11y.check();
    await page.getByLabel("Password").fill("demo");
    // The failure made the captcha due for demo (decision 024): answered in English.
    await answerCaptcha(page);
    await page.getByRole("button", { name: "Log in" }).click();
    await expect(page).toHaveURL(/\/meupergamum$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("My Pergamum");
    await a11y.check();

    const response = await a11y.visit("/no-such-page");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Page not found!");
    // An address that names no search tab: the not-found page keeps the header's search.
    await expect(page.getByRole("search", { name: "Quick search" })).toBeVisible();
  });
});
