/**
 * The alphabetic browse (docs/decisions/057-browse.md), with and without JavaScript and the same
 * assertions: reached from the search form, authors from a starting point with their counts,
 * the next page and back to the same page, a heading followed to exactly its records.
 */
import type { Page } from "@playwright/test";

import { expect, test } from "./fixtures.ts";

const headingsTable = (page: Page) => page.getByRole("table");
const firstHeading = (page: Page) => headingsTable(page).getByRole("rowheader").first();

test("browses authors from a point, pages forward and back, and opens a heading's records", async ({ page, a11y }) => {
  await a11y.visit("/");
  await page.getByRole("link", { name: "Navegação alfabética", exact: true }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Navegação alfabética" })).toBeVisible();
  await a11y.check();

  await page.getByLabel("Navegar por").selectOption("autor");
  await page.getByLabel("Começar em").fill("Machado");
  await page.getByRole("button", { name: "Navegar" }).click();
  await expect(headingsTable(page)).toHaveAccessibleName("Autores a partir de “Machado”");
  await expect(firstHeading(page)).toHaveText("Machado, Antônio de Alcântara");
  await expect(headingsTable(page).getByRole("rowheader")).toHaveCount(20);
  await expect(page).toHaveTitle(/^Navegação alfabética \| /);
  await a11y.check();
  const firstPage = await headingsTable(page).getByRole("rowheader").allTextContents();

  const pages = page.getByRole("navigation", { name: "Páginas de cabeçalhos" });
  await pages.getByRole("link", { name: "Próximos cabeçalhos" }).click();
  await expect(page).toHaveURL(/[?&]de=/);
  await expect(firstHeading(page)).not.toHaveText("Machado, Antônio de Alcântara");
  await a11y.check();
  await pages.getByRole("link", { name: "Cabeçalhos anteriores" }).click();
  await expect(page).toHaveURL(/[?&]ate=/);
  await expect(firstHeading(page)).toHaveText("Machado, Antônio de Alcântara");
  expect(await headingsTable(page).getByRole("rowheader").allTextContents()).toEqual(firstPage);
  await a11y.check();

  await page.getByLabel("Começar em").fill("faure");
  await page.getByRole("button", { name: "Navegar" }).click();
  const faure = headingsTable(page).getByRole("row", { name: /Fauré, Gabriel/ });
  await expect(faure.getByRole("cell")).toHaveText("4");
  await a11y.check();
  await faure.getByRole("link", { name: "Fauré, Gabriel" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Autor: Fauré, Gabriel" })).toBeVisible();
  await expect(page.getByText("Registros: 4")).toBeVisible();
  const records = page.getByRole("table", { name: "Registros deste cabeçalho" }).getByRole("rowheader");
  await expect(records).toHaveCount(4);
  await expect(records.first().getByRole("link")).toHaveAttribute("href", /^\/acervo\/\d+$/);
  await a11y.check();
});
