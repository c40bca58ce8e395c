/**
 * The accessible search /pesquisa_acessibilidade (decision 038), with and
 * without JS, walked from the start to a title's copies in one library: one task and one h1 per
 * page, titles Z to A ten a page, a filter, the details and the libraries; an unknown step is
 * not found. The rules of each call are in tests/api/accessibility-search.test.ts.
 */
import { expect, test } from "./fixtures.ts";

test.describe("accessible search", () => {
  test("from the start to a title's copies in one library", async ({ page, a11y }) => {
    await a11y.visit("/pesquisa_acessibilidade");
    const h1 = page.getByRole("heading", { level: 1 });
    await expect(h1).toHaveText("Pesquisa acessível");

    // No term: the error summary, in the browser or from the server.
    await page.getByRole("button", { name: "Pesquisar" }).click();
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("link", { name: "Digite uma ou mais palavras do título." })).toBeVisible();
    await expect(page).toHaveTitle(/^Erro: /);
    await a11y.check();

    await page.getByLabel("Palavras do título").fill("civil");
    await page.getByRole("radio", { name: "Todos os títulos" }).check();
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(h1).toHaveText("Resultado da pesquisa");
    await expect(page.getByText("14 títulos encontrados para “civil”.")).toBeVisible();
    await a11y.check();

    await page.getByRole("link", { name: "Ver os 14 títulos, 10 por página" }).click();
    await expect(h1).toHaveText("Resultados, página 1 de 2");
    const titles = page.locator(".acc-search__results h2");
    await expect(titles).toHaveCount(10);
    await expect(titles.first()).toHaveText("Women and conflict in the Nigerian civil war");
    await a11y.check();

    await page.getByRole("link", { name: "Próxima" }).click();
    await expect(h1).toHaveText("Resultados, página 2 de 2");
    await expect(titles).toHaveText([
      "Civil Service Injury Benefits Scheme (Northern Ireland) (Amendment no. 2) Scheme 2005",
      "Civil Service Injury Benefits (Amendment) Scheme (Northern Ireland) 2005",
      "Civil procedure at common law",
      "Civil disobedience",
    ]);
    await a11y.check();

    await page.getByRole("link", { name: "Filtrar por biblioteca ou tipo de obra" }).click();
    await expect(h1).toHaveText("Filtrar os resultados");
    await page.getByRole("radio", { name: "Gravação de som (1 título)" }).check();
    await a11y.check();
    await page.getByRole("button", { name: "Ver os resultados filtrados" }).click();
    await expect(h1).toHaveText("Resultados, página 1 de 1");
    await expect(page.getByText("Filtros aplicados: Tipo de obra: Gravação de som.")).toBeVisible();
    await expect(titles).toHaveText(["Civil disobedience"]);
    await a11y.check();

    await page.getByRole("link", { name: "Civil disobedience" }).click();
    await expect(h1).toHaveText("Civil disobedience");
    await expect(page.getByText("Tem versão acessível.")).toBeVisible();
    await expect(page.getByRole("definition").filter({ hasText: "Read by Archibald MacLeish" })).toBeVisible();
    await a11y.check();

    await page.getByRole("link", { name: "Em que bibliotecas está" }).click();
    await expect(h1).toHaveText("Bibliotecas com Civil disobedience");
    await expect(page.getByText("1 de 1 exemplares disponível para empréstimo.")).toBeVisible();
    await a11y.check();
    await page.getByRole("link", { name: "Biblioteca de Ciências Humanas" }).click();
    await expect(page).toHaveURL(/\/pesquisa_acessibilidade\/detalhes\/601\/2\?q=civil&titulos=TT&tipo_obra=9$/);
    const copies = page.getByRole("table", { name: /^Exemplares na Biblioteca de Ciências Humanas/ });
    await expect(copies.getByRole("row")).toHaveCount(2);
    await a11y.check();

    await page.getByRole("link", { name: "Voltar aos resultados" }).click();
    await expect(titles).toHaveText(["Civil disobedience"]);
    await a11y.check();

    await page.getByRole("link", { name: "Dúvidas frequentes" }).click();
    await expect(h1).toHaveText("Dúvidas frequentes sobre a pesquisa acessível");
    await expect(page.getByRole("heading", { name: "O que é uma versão acessível?" })).toBeVisible();
    await a11y.check();

    const missing = await a11y.visit("/pesquisa_acessibilidade/outra-coisa");
    expect(missing?.status()).toBe(404);
  });
});
