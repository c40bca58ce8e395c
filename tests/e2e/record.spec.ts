/** A record page and each of its tabs, reached from a search. */
import { expect, test } from "./fixtures.ts";
import { apiJson, recordByKey, type RecordKey } from "./record-finders.ts";

/** A German record among the results for "history": "Bibliographie zur osteuropäischen Geschichte" (008/35-37 ger). */
const GERMAN_BIBLIOGRAPHY: RecordKey = {
  key: "u1248|SIRSI",
  search: "q=bibliographie+osteuropaischen+geschichte&for=TITULO",
};

test.describe("record page", () => {
  test("opens a record from the results and shows every tab", async ({ page, a11y, request }) => {
    // A book with an author and copies: its ABNT reference has a bold title, its copies a table.
    await a11y.visit("/?q=history&for=LIVRE&T=1");
    // A title in another language than the page's says which, as a BCP 47 tag (decision 038).
    const german = await recordByKey(request, GERMAN_BIBLIOGRAPHY);
    await expect(page.locator(`.result-list a[href="/acervo/${german}"]`)).toHaveAttribute("lang", "de");
    const result = page
      .locator(".result-list > li")
      // The card says where a copy is (decision 037): one on a shelf has copies to list.
      .filter({ hasText: "Disponível em" })
      .filter({ hasText: "Autor" })
      .first();
    const link = result.getByRole("heading", { level: 3 }).getByRole("link");
    const title = ((await link.textContent()) ?? "").trim();
    await link.click();
    await expect(page).toHaveURL(/\/acervo\/\d+$/);
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText(title);
    const tabs = page.getByRole("navigation", { name: "Seções do registro" });
    await expect(tabs.getByRole("link", { name: "Dados do acervo" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("heading", { level: 2, name: "Dados do acervo" })).toBeVisible();
    await expect(page.getByRole("term").filter({ hasText: /^Título$/ })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`Dados do acervo`));
    // More like this (decision 051): the service's titles like this one, each a link to its record.
    const id = /\/acervo\/(\d+)$/.exec(page.url())![1];
    const related = await apiJson<{ cod_acervo: number; titulo: string }[]>(request, `/api/acervo/${id}/semelhantes`);
    expect(related.length).toBeGreaterThan(0);
    const relatedLinks = page.getByRole("region", { name: "Títulos semelhantes" }).getByRole("link");
    await expect(relatedLinks).toHaveText(related.map((r) => r.titulo));
    await expect(relatedLinks.first()).toHaveAttribute("href", `/acervo/${related[0].cod_acervo}`);
    await a11y.check();

    await tabs.getByRole("link", { name: "Referência" }).click();
    await expect(page).toHaveURL(/\/acervo\/\d+\/referencia$/);
    await expect(h1).toHaveText(title);
    await expect(page.getByRole("heading", { level: 2, name: "Referência (ABNT NBR 6023)" })).toBeVisible();
    await expect(page.locator(".reference")).not.toBeEmpty();
    await expect(page.locator(".reference strong")).not.toHaveCount(0);
    await expect(tabs.getByRole("link", { name: "Referência" })).toHaveAttribute("aria-current", "page");
    await a11y.check();

    await tabs.getByText("Mais detalhes").click();
    await tabs.getByRole("link", { name: "MARC" }).click();
    await expect(page).toHaveURL(/\/acervo\/\d+\/marc$/);
    await expect(h1).toHaveText(title);
    await expect(page.getByRole("term").filter({ hasText: "Líder" })).toBeVisible();
    const marc = page.getByRole("table", { name: "Campos MARC 21 do registro" });
    await expect(marc.getByRole("columnheader", { name: "Campo" })).toBeVisible();
    await expect(marc.getByRole("rowheader", { name: "245" })).toBeVisible();
    // On a staff view its group stays open, the view marked current.
    await expect(tabs.locator("details")).toHaveAttribute("open", "");
    await expect(tabs.getByRole("link", { name: "MARC" })).toHaveAttribute("aria-current", "page");
    await a11y.check();

    await tabs.getByRole("link", { name: "Exemplares" }).click();
    await expect(page).toHaveURL(/\/acervo\/\d+\/exemplares$/);
    await expect(h1).toHaveText(title);
    await expect(page.getByRole("heading", { level: 2, name: "Exemplares" })).toBeVisible();
    const copies = page.getByRole("table", { name: /^Exemplares em / }).first();
    await expect(copies.getByRole("columnheader", { name: "Situação" })).toBeVisible();
    await expect(copies.getByRole("row")).not.toHaveCount(1);
    await a11y.check();

    await tabs.getByText("Mais detalhes").click();
    await tabs.getByRole("link", { name: "Dublin Core" }).click();
    await expect(page).toHaveURL(/\/acervo\/\d+\/dublin-core$/);
    await expect(h1).toHaveText(title);
    const dc = page.getByRole("table", { name: "Metadados Dublin Core do registro" });
    await expect(dc.getByRole("rowheader").first()).toBeVisible();
    await expect(dc.getByRole("rowheader", { name: /title/ }).first()).toBeVisible();
    await a11y.check();

    await tabs.getByRole("link", { name: "Dados do acervo" }).click();
    await expect(page).toHaveURL(/\/acervo\/\d+$/);
    await a11y.check();
  });

  test("an unknown or invalid record id is the not-found page (404)", async ({ page, a11y }) => {
    for (const path of ["/acervo/987654321", "/acervo/abc", "/acervo/0", "/acervo/12/nao-existe"]) {
      const response = await a11y.visit(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada!");
    }
  });
});
