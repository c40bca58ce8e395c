/**
 * Autocomplete of the search term (document 1 §2, §5). With JavaScript the field is an ARIA 1.2
 * combobox offering the catalogue's headings; without JavaScript it is a plain search field and
 * the search works the same. Both projects run every test: the assertions follow what each
 * browser can do.
 */
import type { Page } from "@playwright/test";

import { expect, resultCount, test } from "./fixtures.ts";

const SUGGESTIONS = "/consulta/auto-complete";

function suggestionRequests(page: Page): string[] {
  const seen: string[] = [];
  page.on("request", (request) => {
    if (new URL(request.url()).pathname === SUGGESTIONS) seen.push(request.url());
  });
  return seen;
}

test.describe("search term suggestions", () => {
  test("suggest real headings while typing; Enter takes one, Enter again searches", async ({
    page,
    a11y,
    javaScriptEnabled,
  }) => {
    const requests = suggestionRequests(page);
    await a11y.visit("/");
    const field = page.getByLabel("Termo de pesquisa");
    await page.getByLabel("Pesquisar por").selectOption("AUTOR");

    if (!javaScriptEnabled) {
      // A plain field: nothing to expand, nothing asked for, and the search works as typed.
      await expect(page.getByRole("combobox", { name: "Termo de pesquisa", exact: true })).toHaveCount(0);
      // A text field with the search keyboard: the same element hydration makes a combobox, and
      // role=combobox is not valid on type=search (decision 038).
      await expect(field).toHaveAttribute("type", "text");
      await expect(field).toHaveAttribute("inputmode", "search");
      await expect(field).toHaveAttribute("enterkeyhint", "search");
      await expect(field).not.toHaveAttribute("aria-expanded");
      await field.fill("Shakespeare, William");
      await page.getByRole("button", { name: "Pesquisar" }).click();
      await expect(page).toHaveURL(/[?&]q=Shakespeare%2C(\+|%20)William&for=AUTOR/);
      expect(await resultCount(page)).toBeGreaterThan(0);
      expect(requests).toEqual([]);
      await a11y.check();
      return;
    }

    const combobox = page.getByRole("combobox", { name: "Termo de pesquisa" });
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(combobox).toHaveAttribute("aria-autocomplete", "list");
    // Typed faster than the 500 ms pause: one request, for the whole word.
    await combobox.pressSequentially("shakesp", { delay: 40 });
    const listbox = page.getByRole("listbox", { name: "Sugestões" });
    await expect(listbox).toBeVisible();
    await expect(combobox).toHaveAttribute("aria-expanded", "true");
    await expect(combobox).toHaveAttribute("aria-controls", (await listbox.getAttribute("id"))!);
    expect(requests).toHaveLength(1);
    expect(new URL(requests[0]).searchParams.get("term")).toBe("shakesp");
    expect(new URL(requests[0]).searchParams.get("searchBy")).toBe("AUTOR");
    const first = listbox.getByRole("option").first();
    await expect(first).toHaveText("Shakespeare, William (Autor)");
    const count = await listbox.getByRole("option").count();
    await expect(page.locator(".combobox [role=status]")).toHaveText(
      count === 1 ? /^1 sugestão disponível\./ : new RegExp(`^${count} sugestões disponíveis\\.`),
    );
    await a11y.check();

    await combobox.press("ArrowDown");
    await expect(first).toHaveAttribute("aria-selected", "true");
    await expect(combobox).toHaveAttribute("aria-activedescendant", (await first.getAttribute("id"))!);
    await combobox.press("Enter");
    await expect(combobox).toHaveValue("Shakespeare, William");
    await expect(listbox).toBeHidden();
    await expect(combobox).toHaveAttribute("aria-expanded", "false");
    await expect(combobox).not.toHaveAttribute("aria-activedescendant");
    // Choosing did not search; Enter now does.
    await expect(page.getByRole("heading", { level: 2, name: "Resultados da pesquisa" })).toHaveCount(0);
    await combobox.press("Enter");
    await expect(page).toHaveURL(/[?&]q=Shakespeare%2C(\+|%20)William&for=AUTOR/);
    expect(await resultCount(page)).toBeGreaterThan(0);
    await a11y.check();
  });

  test("arrows wrap through the list, Escape closes it and then clears the field", async ({
    page,
    a11y,
    javaScriptEnabled,
  }) => {
    await a11y.visit("/");
    const field = page.getByLabel("Termo de pesquisa");
    if (!javaScriptEnabled) {
      // Without JS the keys do what they do in any search field: no list opens.
      await field.fill("hist");
      await field.press("ArrowDown");
      await expect(page.getByRole("listbox")).toHaveCount(0);
      await expect(field).not.toHaveAttribute("aria-activedescendant");
      return;
    }
    await page.getByLabel("Pesquisar por").selectOption("ASSUNTO");
    await field.fill("hist");
    const options = page.getByRole("listbox").getByRole("option");
    await expect(options.first()).toBeVisible();
    const count = await options.count();
    expect(count).toBeGreaterThan(1);
    for (const option of await options.all()) await expect(option).toContainText("(Assunto)");
    await field.press("ArrowUp");
    await expect(options.last()).toHaveAttribute("aria-selected", "true");
    await field.press("ArrowDown");
    await expect(options.first()).toHaveAttribute("aria-selected", "true");
    await field.press("Escape");
    await expect(page.getByRole("listbox")).toBeHidden();
    await expect(field).toHaveValue("hist");
    await field.press("Escape");
    await expect(field).toHaveValue("");
  });

  test("a click on a suggestion takes it into the field", async ({ page, a11y, javaScriptEnabled }) => {
    await a11y.visit("/");
    const field = page.getByLabel("Termo de pesquisa");
    if (!javaScriptEnabled) {
      await field.fill("litteratur");
      await expect(page.getByRole("listbox")).toHaveCount(0);
      return;
    }
    await page.getByLabel("Pesquisar por").selectOption("ASSUNTO");
    await field.fill("litteratur");
    await page.getByRole("option", { name: "litteraturvetenskap (Assunto)" }).click();
    await expect(field).toHaveValue("litteraturvetenskap");
    await expect(field).toBeFocused();
    await expect(page.getByRole("listbox")).toBeHidden();
  });
});
