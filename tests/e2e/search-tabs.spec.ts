/**
 * The search tabs: the list from the service, switching (clears the query), the mobile selector
 * (keeps mobileView), the special tabs on real records (e-books, archive, multimedia), an unknown
 * tab (404) and `research`. Runs with and without JS with the same assertions.
 */
import type { Page } from "@playwright/test";

import { expect, resultCount, test } from "./fixtures.ts";
import { openMoreTabs } from "./search-tab-helpers.ts";

const TABS = [
  "Pesquisa geral",
  "Pesquisa avançada",
  "E-books",
  "Arquivo",
  "Atos normativos",
  "Jurisprudência",
  "Autoridades",
  "Acessibilidade",
  "Novas aquisições",
  "Plano de ensino",
  "Multimeios",
  "Catálogo infantil",
];

function tabs(page: Page) {
  return page.getByRole("navigation", { name: "Modos de pesquisa" });
}

/** What the result list shows as each result's work type. */
async function workTypes(page: Page): Promise<string[]> {
  return page
    .locator(".result-list > li")
    .evaluateAll((items) =>
      items.map(
        (li) =>
          [...li.querySelectorAll("dt")].find((dt) => dt.textContent === "Tipo de obra")?.nextElementSibling
            ?.textContent ?? "",
      ),
    );
}

test.describe("search tabs", () => {
  test("lists the institution's tabs; switching clears the query", async ({ page, a11y }) => {
    await a11y.visit("/?q=history&for=LIVRE");
    // One row at 1280 px: the first five, the rest under "Mais abas" (decision 037).
    await expect(tabs(page).getByRole("link")).toHaveText(TABS.slice(0, 5));
    await openMoreTabs(page);
    await expect(tabs(page).getByRole("link")).toHaveText(TABS);
    await expect(tabs(page).getByRole("link", { name: "Pesquisa geral" })).toHaveAttribute("aria-current", "page");

    await tabs(page).getByRole("link", { name: "E-books" }).click();
    await expect(page).toHaveURL(/\/e_books$/);
    await expect(page.getByRole("heading", { level: 1, name: "E-books" })).toBeVisible();
    await expect(page.getByLabel("Termo de pesquisa")).toHaveValue("");
    await expect(tabs(page).getByRole("link", { name: "E-books" })).toHaveAttribute("aria-current", "page");
    await a11y.check();
  });

  test("the mobile selector goes to the chosen tab", async ({ page, a11y }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await a11y.visit("/?mobileView=search");
    await expect(tabs(page).getByRole("link", { name: "Arquivo" })).toBeHidden();
    await page.getByLabel("Modo de pesquisa").selectOption({ label: "Multimeios" });
    await page.getByRole("button", { name: "Ir", exact: true }).click();
    await expect(page).toHaveURL(/\/multimeios\?mobileView=search$/);
    await expect(page.getByRole("heading", { level: 1, name: "Multimeios" })).toBeVisible();
    await a11y.check();
  });

  test("e-books finds only records with online access", async ({ page, a11y, request }) => {
    await a11y.visit("/e_books");
    await page.getByLabel("Termo de pesquisa").fill("history");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(/\/e_books\?q=history/);
    const total = await resultCount(page);
    const api = (await (await request.get("/api/consulta?guia=e_books&q=history")).json()) as {
      totalRegistros: number;
    };
    expect(total).toBe(api.totalRegistros);
    expect(total).toBeGreaterThan(0);
    const items = page.locator(".result-list > li");
    await expect(items.first()).toBeVisible();
    // Each card's availability says it (decision 037).
    for (const item of await items.all())
      await expect(item.locator(".availability__line--online")).toHaveText("Acesso on-line");
    await a11y.check();
  });

  test("the archive searches manuscripts and archival material, by 'Obra' first", async ({ page, a11y }) => {
    await a11y.visit("/arquivo");
    await expect(page.getByLabel("Pesquisar por")).toHaveValue("obra");
    await expect(page.getByLabel("Pesquisar por").locator("option:checked")).toHaveText("Obra");
    await page.getByLabel("Termo 1").fill("papers");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(/\/arquivo\?q=papers&for=obra/);
    await expect(page.getByRole("link", { name: "John Nolen papers" })).toBeVisible();
    const types = await workTypes(page);
    expect(types.length).toBe(await resultCount(page));
    expect(types.every((type) => ["Manuscrito", "Material misto", "Imagem"].includes(type))).toBe(true);
    await a11y.check();
  });

  test("multimedia searches recordings and videos", async ({ page, a11y }) => {
    await a11y.visit("/multimeios");
    await page.getByLabel("Termo de pesquisa").fill("concert");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page.getByRole("link", { name: "Charles Mingus and friends in concert" })).toBeVisible();
    const types = await workTypes(page);
    expect(types.length).toBeGreaterThan(0);
    expect(
      types.every((type) =>
        ["Gravação musical", "Gravação sonora", "Vídeo", "Recurso eletrônico", "Kit"].includes(type),
      ),
    ).toBe(true);
    await a11y.check();
  });

  test("an unknown tab is the not-found page", async ({ page, a11y }) => {
    const response = await a11y.visit("/pesquisa_inexistente");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Página não encontrada!" })).toBeVisible();
    await expect(page).toHaveTitle(/^Página não encontrada! \| /);
  });

  test("research re-runs the search and leaves the URL", async ({ page, a11y }) => {
    await a11y.visit("/?q=history&for=LIVRE&research=1");
    await expect(page).toHaveURL(/\/\?q=history&for=LIVRE$/);
    expect(await resultCount(page)).toBeGreaterThan(0);
  });
});
