/**
 * The visitor's search history (document 1 §2): a page listing each search with position, terms
 * and types, base, records found, a redo link and a remove button (not on the newest). Without
 * JavaScript the search page links to that page; with it, the link opens the same list in a modal
 * dialog. Runs with and without JavaScript, with the same assertions on the list.
 */
import type { Locator, Page } from "@playwright/test";

import { expect, resultCount, test, type A11y } from "./fixtures.ts";

async function search(page: Page, a11y: A11y, term: string, by: string): Promise<number> {
  await page.getByLabel("Termo de pesquisa").fill(term);
  await page.getByLabel("Pesquisar por").selectOption(by);
  await page.getByRole("button", { name: "Pesquisar" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Resultados da pesquisa" })).toBeVisible();
  await a11y.check();
  return resultCount(page);
}

/** Follows the search page's history link: the page without JS, the dialog with it. */
async function openHistory(page: Page, a11y: A11y, javaScriptEnabled: boolean): Promise<Locator> {
  await page.getByRole("link", { name: "Histórico de pesquisas" }).click();
  if (javaScriptEnabled) {
    const dialog = page.getByRole("dialog", { name: "Histórico de pesquisas" });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole("table", { name: "Pesquisas realizadas" })).toBeVisible();
    await a11y.check();
    return dialog;
  }
  await expect(page).toHaveURL(/\/historico$/);
  await a11y.check();
  return page.getByRole("main");
}

test.describe("search history", () => {
  test("starts empty", async ({ page, a11y }) => {
    await a11y.visit("/historico");
    await expect(page.getByRole("heading", { level: 1, name: "Histórico de pesquisas" })).toBeVisible();
    await expect(page.getByText("Nenhuma pesquisa foi realizada ainda.")).toBeVisible();
    await expect(page).toHaveTitle(/^Histórico de pesquisas \| /);
  });

  test("lists each search; redo keeps one entry; remove takes one out", async ({ page, a11y, javaScriptEnabled }) => {
    await a11y.visit("/");
    const histories = await search(page, a11y, "history", "LIVRE");
    // The next page of the same search is not a new search.
    await page
      .getByRole("navigation", { name: "Paginação dos resultados" })
      .getByRole("link", { name: "Próxima" })
      .click();
    await a11y.check();
    const shakespeare = await search(page, a11y, "Shakespeare", "AUTOR");

    let history = await openHistory(page, a11y, javaScriptEnabled);
    const table = () => history.getByRole("table", { name: "Pesquisas realizadas" });
    const rows = () => table().locator("tbody tr");
    await expect(rows()).toHaveCount(2);
    const numbers = new Intl.NumberFormat("pt-BR");
    // Newest first: position, terms with their types, base, records found.
    await expect(rows().nth(0).getByRole("rowheader")).toHaveText("1");
    await expect(rows().nth(0).locator("td").nth(0)).toHaveText("Shakespeare (Autor)");
    await expect(rows().nth(0).locator("td").nth(1)).toHaveText("Pesquisa geral");
    await expect(rows().nth(0).locator("td").nth(2)).toHaveText(numbers.format(shakespeare));
    await expect(rows().nth(0).getByRole("button")).toHaveCount(0);
    await expect(rows().nth(0)).toContainText("Pesquisa mais recente");
    await expect(rows().nth(1).getByRole("rowheader")).toHaveText("2");
    await expect(rows().nth(1).locator("td").nth(0)).toHaveText("history (Busca livre)");
    await expect(rows().nth(1).locator("td").nth(2)).toHaveText(numbers.format(histories));
    await expect(rows().nth(1).getByRole("button", { name: "Remover a pesquisa 2 do histórico" })).toBeVisible();

    // Redo: the same search again, and still two entries.
    await rows().nth(1).getByRole("link", { name: "Refazer a pesquisa 2" }).click();
    await expect(page).toHaveURL(/[?&]q=history/);
    await expect(page.getByLabel("Termo de pesquisa")).toHaveValue("history");
    await expect.poll(() => resultCount(page)).toBe(histories);
    await a11y.check();
    await expect(page.getByRole("dialog")).toHaveCount(0);
    history = await openHistory(page, a11y, javaScriptEnabled);
    await expect(rows()).toHaveCount(2);
    await expect(rows().nth(1).locator("td").nth(0)).toHaveText("history (Busca livre)");

    await rows().nth(1).getByRole("button", { name: "Remover a pesquisa 2 do histórico" }).click();
    await expect(history.getByRole("status").filter({ hasText: "Pesquisa removida do histórico." })).toBeVisible();
    await expect(rows()).toHaveCount(1);
    await expect(rows().nth(0).locator("td").nth(0)).toHaveText("Shakespeare (Autor)");
    await a11y.check();

    if (javaScriptEnabled) {
      // The dialog: focus was on the heading after the removal; Escape closes it and gives focus back to the link.
      await expect(history.getByRole("heading", { name: "Histórico de pesquisas" })).toBeFocused();
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toHaveCount(0);
      await expect(page.getByRole("link", { name: "Histórico de pesquisas" })).toBeFocused();
      await expect(page).toHaveURL(/[?&]q=history/);
    }
  });
});
