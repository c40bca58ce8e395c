/**
 * The accessibility bar (decision 038), with and without JS: each colour scheme,
 * the largest text size and bold text chosen from the bar stay on the same page (same query
 * string), persist across pages (a cookie, applied in the server's HTML), and pass axe; the
 * accessibility page lists the access keys 0 to 8 and resets everything with its form; the bar
 * links the accessibility statement, whose rows say each criterion's status and tests.
 * The contrast of every token pair in every scheme is proven by app/features/a11y/contrast.test.ts.
 */
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures.ts";

const html = (page: Page) => page.locator("html");
const bar = (page: Page) => page.locator(".a11y-bar");

test.describe("accessibility bar", () => {
  test("schemes, text size and bold persist across pages and pass axe", async ({ page, a11y }) => {
    // Results of the accessible search, page 2: the choice must keep the page and its query.
    const results = "/pesquisa_acessibilidade/resultados?q=civil&titulos=TT&pagina=2";
    await a11y.visit(results);
    await expect(html(page)).not.toHaveAttribute("data-scheme", /.*/);
    const inverted = bar(page).getByRole("button", { name: "Invertido" });
    await expect(inverted).toHaveAttribute("aria-pressed", "false");
    await inverted.click();
    await expect(html(page)).toHaveAttribute("data-scheme", "inverted");
    await expect(page).toHaveURL(results);
    await expect(inverted).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Resultados, página 2 de 2");
    await a11y.check();

    // Another page type: the scheme is already in the server's HTML.
    await a11y.visit("/");
    await expect(html(page)).toHaveAttribute("data-scheme", "inverted");
    await bar(page).getByRole("button", { name: "Escala de cinza" }).click();
    await expect(html(page)).toHaveAttribute("data-scheme", "grayscale");
    await expect(page).toHaveURL(/\/$/);
    await a11y.check();

    await a11y.visit("/acervo/601");
    await expect(html(page)).toHaveAttribute("data-scheme", "grayscale");
    // A page with the header's search: key 3 goes to it, and the footer names every key of the bar.
    await expect(page.locator('[accesskey="3"]')).toHaveAttribute("href", "#header-search-q");
    await expect(page.locator(".site-footer")).toContainText(
      "Teclas de atalho: 1 conteúdo, 2 menu, 3 busca, 4 rodapé, 5 pesquisa acessível, 6 pesquisa, 7 entrar, 8 perguntas frequentes, 0 acessibilidade.",
    );
    await bar(page).getByRole("button", { name: "Alto contraste" }).click();
    await expect(html(page)).toHaveAttribute("data-scheme", "high-contrast");
    await a11y.check();

    // The largest text size, step by step (baseline 100, step 10), then bold.
    const larger = bar(page).getByRole("button", { name: /^Aumentar o texto/ });
    for (let size = 110; size <= 200; size += 10) {
      await larger.click();
      await expect(html(page)).toHaveAttribute("data-text-size", String(size));
    }
    await expect(larger).toHaveAccessibleName("Aumentar o texto (agora 200%)");
    // At the largest size the button says it can go no further (it still posts, and stays at 200).
    await expect(larger).toHaveAttribute("aria-disabled", "true");
    await bar(page).getByRole("button", { name: "Negrito" }).click();
    await expect(html(page)).toHaveAttribute("data-bold", "true");
    expect(await page.evaluate(() => getComputedStyle(document.documentElement).fontSize)).toBe("32px");
    expect(await page.evaluate(() => getComputedStyle(document.body).fontWeight)).toBe("700");
    await a11y.check();

    // The accessibility page: the keys, and its form puts everything back.
    await a11y.visit("/sobre-acessibilidade");
    await expect(html(page)).toHaveAttribute("data-scheme", "high-contrast");
    await expect(html(page)).toHaveAttribute("data-text-size", "200");
    const keys = page.getByRole("table", { name: "Teclas de atalho e o que cada uma faz" });
    await expect(keys.getByRole("rowheader")).toHaveText(["1", "2", "3", "4", "5", "6", "7", "8", "0"]);
    await expect(page.locator("[accesskey]")).toHaveCount(9);
    await page.getByRole("radio", { name: "Normal", exact: true }).check();
    await page.getByRole("combobox", { name: "Tamanho do texto" }).selectOption("100");
    await page.getByRole("radio", { name: "Texto normal" }).check();
    await page.getByRole("button", { name: "Aplicar" }).click();
    await expect(page).toHaveURL(/\/sobre-acessibilidade#apresentacao$/);
    await expect(html(page)).not.toHaveAttribute("data-scheme", /.*/);
    await expect(html(page)).not.toHaveAttribute("data-text-size", /.*/);
    await expect(html(page)).not.toHaveAttribute("data-bold", /.*/);
    await a11y.check();

    // The bar's link to the accessibility statement: a row per criterion, its status and its tests.
    await bar(page).getByRole("link", { name: "Declaração de acessibilidade" }).click();
    await expect(page).toHaveURL(/\/declaracao-acessibilidade$/);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Declaração de acessibilidade");
    const row = (table: string, header: string) =>
      page
        .getByRole("table", { name: table })
        .getByRole("row")
        .filter({ has: page.getByRole("rowheader", { name: header, exact: true }) })
        .getByRole("cell");
    // As shown: each short cell also carries its column's name for the phone's layout, not displayed here.
    const inner = { useInnerText: true };
    const perceivable = "1. Perceptível: critério, nível, situação e como é testado";
    await expect(row(perceivable, "1.4.3 Contrast (Minimum)")).toHaveText(
      ["AA", "Atende", /^Regras do axe em cada página testada: color-contrast\s*Testes:/],
      inner,
    );
    await expect(
      row("2. Operável: critério, nível, situação e como é testado", "2.4.11 Focus Not Obscured (Minimum)"),
    ).toHaveText(["AA", "Atende", /Nada fica fixo sobre a página/], inner);
    await expect(
      row("6. Formulários: recomendação, situação e como é testada", "6.8 Fornecer CAPTCHA humano"),
    ).toHaveText(["Atende em parte", /login\.spec\.ts\s*a wrong password, the captcha it brings/], inner);
    // How to report a barrier: the library's own support contact.
    await expect(page.getByRole("link", { name: "suporte@biblioteca.example" })).toBeVisible();
    await a11y.check();
  });
});
