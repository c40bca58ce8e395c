/**
 * The advanced search: rows added and removed with buttons (no JS needed), every condition, the
 * term types, the extra panel, the validation messages word for word (document 1 §5), and the
 * X (only with) and K (classification) filters. Runs with and without JS with the same assertions.
 */
import type { APIRequestContext, Locator, Page } from "@playwright/test";

import { expect, resultCount, test, typeTerm, type A11y } from "./fixtures.ts";

const NEW_HISTORY = "A new history of the United States. The greater republic";
const REFORMED = "History of the Reformed Church in the United States, 1725-1792";

async function apiCount(request: APIRequestContext, query: string): Promise<number> {
  const response = await request.get(`/api/consulta?${query}`);
  expect(response.ok()).toBe(true);
  return ((await response.json()) as { totalRegistros: number }).totalRegistros;
}

function summary(page: Page) {
  return page.getByRole("alert");
}

/** Two rows, "history" (title) and "united" joined by the condition, submitted from the form. */
async function twoRows(page: Page, a11y: A11y, condition: string) {
  await typeTerm(page.getByLabel("Termo 1"), "history");
  await page.getByLabel("Pesquisar por", { exact: true }).selectOption("TITULO");
  await page.getByRole("button", { name: "Adicionar termo" }).click();
  await expect(page.getByRole("group", { name: "Termo 2" })).toBeVisible();
  await a11y.check();
  await page.getByLabel("Termo 2", { exact: true }).fill("united");
  await page.getByLabel("Pesquisar termo 2 por").selectOption("TITULO");
  await page.getByLabel("Ligação do termo 2 com o anterior").selectOption(condition);
  await page.getByRole("button", { name: "Pesquisar" }).click();
  await expect(page).toHaveURL(new RegExp(`condition=${condition}`));
}

function filterGroup(page: Page, name: string): Locator {
  return page.getByRole("region", { name: "Refinar resultados" }).getByRole("group", { name });
}

test.describe("advanced search", () => {
  test("adds and removes rows with buttons; the first row keeps its term", async ({
    page,
    a11y,
    javaScriptEnabled,
  }) => {
    await a11y.visit("/pesquisa_avancada");
    await expect(page.getByLabel("Pesquisar por", { exact: true })).toHaveValue("TITULO");
    await expect(page.getByLabel("Todas as palavras")).toBeChecked();
    await typeTerm(page.getByLabel("Termo 1"), "history");
    await page.getByRole("button", { name: "Adicionar termo" }).click();
    await expect(page.getByRole("group", { name: "Termo 2" })).toBeVisible();
    await expect(page.getByLabel("Termo 1")).toHaveValue("history");
    await expect(page.getByLabel("Ligação do termo 2 com o anterior")).toHaveValue("AND");
    await expect(page.getByLabel("Pesquisar termo 2 por")).toHaveValue("LIVRE");
    await a11y.check();
    await page.getByRole("button", { name: "Adicionar termo" }).click();
    await expect(page.getByRole("group", { name: "Termo 3" })).toBeVisible();
    // Three rows at most.
    await expect(page.getByRole("button", { name: "Adicionar termo" })).toHaveCount(0);
    await a11y.check();
    await page.getByRole("button", { name: "Remover termo 2" }).click();
    await expect(page.getByRole("group", { name: "Termo 3" })).toHaveCount(0);
    await expect(page.getByRole("group", { name: "Termo 2" })).toBeVisible();
    await a11y.check();

    // Enter in a field searches; it does not press the row buttons.
    await page.getByLabel("Termo 2", { exact: true }).fill("united");
    // Row 2 suggests terms too, for its own option, once the script runs.
    if (javaScriptEnabled)
      await expect(page.getByRole("combobox", { name: "Termo 2", exact: true })).toHaveAttribute(
        "aria-expanded",
        "true",
      );
    await page.getByLabel("Termo 1").press("Enter");
    await expect(page.getByRole("heading", { level: 2, name: "Resultados da pesquisa" })).toBeVisible();
    await expect(page).not.toHaveURL(/acao=/);
    await expect(page.getByRole("group", { name: "Termo 2" })).toBeVisible();
    await a11y.check();
  });

  test("AND, OR and NOT combine the rows as the service counts them", async ({ page, a11y, request }) => {
    for (const condition of ["AND", "OR", "NOT"]) {
      await a11y.visit("/pesquisa_avancada");
      await twoRows(page, a11y, condition);
      const expected = await apiCount(
        request,
        `keyword_type=P&q=history&for=TITULO&condition=${condition}&q2=united&for2=TITULO`,
      );
      await expect.poll(() => resultCount(page)).toBe(expected);
      if (condition === "NOT") await expect(page.getByRole("link", { name: REFORMED })).toHaveCount(0);
      else await expect(page.getByRole("link", { name: REFORMED })).toBeVisible();
      await a11y.check();
    }
  });

  test("BEF, AFT and PRO find the words near each other, in order", async ({ page, a11y }) => {
    await a11y.visit("/pesquisa_avancada");
    await twoRows(page, a11y, "BEF");
    // "history of the United" (3 words on) is found; "History of the Reformed Church in the United" (7) is not.
    await expect(page.getByRole("link", { name: NEW_HISTORY })).toBeVisible();
    await expect(page.getByRole("link", { name: REFORMED })).toHaveCount(0);
    // AFT and BEF lock the later rows.
    await expect(page.getByRole("button", { name: "Adicionar termo" })).toHaveCount(0);
    await a11y.check();

    await a11y.visit("/pesquisa_avancada");
    await twoRows(page, a11y, "AFT");
    await expect(page.getByRole("link", { name: NEW_HISTORY })).toHaveCount(0);
    await a11y.check();

    await a11y.visit("/pesquisa_avancada");
    await twoRows(page, a11y, "PRO");
    await expect(page.getByRole("link", { name: NEW_HISTORY })).toBeVisible();
    await expect(page.getByRole("link", { name: REFORMED })).toHaveCount(0);
    await a11y.check();
  });

  test("AFT locks row 2's option to row 1's and sets row 3 aside: at once with JS, on sending without", async ({
    page,
    a11y,
    request,
    javaScriptEnabled,
  }) => {
    await a11y.visit("/pesquisa_avancada");
    await typeTerm(page.getByLabel("Termo 1"), "history");
    await page.getByLabel("Pesquisar por", { exact: true }).selectOption("TITULO");
    await page.getByRole("button", { name: "Adicionar termo" }).click();
    await expect(page.getByRole("group", { name: "Termo 2" })).toBeVisible();
    await a11y.check();
    await page.getByRole("button", { name: "Adicionar termo" }).click();
    await expect(page.getByRole("group", { name: "Termo 3" })).toBeVisible();
    await a11y.check();
    await page.getByLabel("Termo 2", { exact: true }).fill("united");
    await page.getByLabel("Pesquisar termo 2 por").selectOption("AUTOR");
    await page.getByLabel("Termo 3", { exact: true }).fill("church");
    await page.getByLabel("Ligação do termo 2 com o anterior").selectOption("AFT");

    const option2 = page.getByLabel("Pesquisar termo 2 por");
    if (javaScriptEnabled) {
      // Before anything is sent: row 2 searches row 1's option, and row 3 is gone.
      await expect(option2).toBeDisabled();
      await expect(option2).toHaveValue("TITULO");
      await expect(option2).toHaveAccessibleDescription(/procurado no mesmo campo do termo anterior/);
      await expect(page.getByRole("group", { name: "Termo 3" })).toHaveCount(0);
      await expect(page.getByRole("button", { name: "Adicionar termo" })).toHaveCount(0);
      // Back to AND: the option is free again and row 3 comes back as it was.
      await page.getByLabel("Ligação do termo 2 com o anterior").selectOption("AND");
      await expect(option2).toBeEnabled();
      await expect(page.getByLabel("Termo 3", { exact: true })).toHaveValue("church");
      await page.getByLabel("Ligação do termo 2 com o anterior").selectOption("AFT");
    }
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(/condition=AFT/);
    // What was searched, in both: two rows, the second in the title like the first.
    await expect
      .poll(() => resultCount(page))
      .toBe(await apiCount(request, "keyword_type=P&q=history&for=TITULO&condition=AFT&q2=united&for2=TITULO"));
    await expect(page.getByLabel("Pesquisar termo 2 por")).toBeDisabled();
    await expect(page.getByLabel("Pesquisar termo 2 por")).toHaveValue("TITULO");
    await expect(page.getByRole("group", { name: "Termo 3" })).toHaveCount(0);
    await a11y.check();
  });

  test("a search on its way cannot be sent twice", async ({ page, a11y, javaScriptEnabled }) => {
    await a11y.visit("/pesquisa_avancada");
    await typeTerm(page.getByLabel("Termo 1"), "history");
    const searches: string[] = [];
    // A slow network: each search takes a second to answer.
    await page.route(
      (url) => url.pathname.startsWith("/pesquisa_avancada"),
      async (route) => {
        if (route.request().resourceType() !== "image") searches.push(route.request().url());
        await new Promise((resolve) => setTimeout(resolve, 1000));
        await route.continue();
      },
    );
    const button = page.getByRole("button", { name: "Pesquisar" });
    await button.click();
    if (javaScriptEnabled) {
      await expect(button).toHaveAttribute("aria-disabled", "true");
      await expect(page.getByRole("status").filter({ hasText: "Pesquisando, aguarde…" })).toBeAttached();
      // Enter in the field again, while the first search is on its way.
      await page.getByLabel("Termo 1").press("Enter");
    }
    await expect(page.getByRole("heading", { level: 2, name: "Resultados da pesquisa" })).toBeVisible();
    await expect(button).not.toHaveAttribute("aria-disabled");
    expect(searches).toHaveLength(1);
    await a11y.check();
  });

  test("term types: exact phrase and words starting with", async ({ page, a11y }) => {
    await a11y.visit("/pesquisa_avancada");
    await typeTerm(page.getByLabel("Termo 1"), "history of the united states");
    await page.getByLabel("Frase exata").check();
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(/keyword_type=E/);
    await expect(page.getByRole("link", { name: NEW_HISTORY })).toBeVisible();
    await expect(page.getByRole("link", { name: REFORMED })).toHaveCount(0);
    await expect(page.getByLabel("Frase exata")).toBeChecked();
    await a11y.check();

    await a11y.visit("/pesquisa_avancada?q=hist%20reform&for=TITULO&keyword_type=I");
    await expect(page.getByRole("link", { name: REFORMED })).toBeVisible();
  });

  test("the extra panel narrows by year and opens by itself after a search that used it", async ({ page, a11y }) => {
    await a11y.visit("/pesquisa_avancada");
    await typeTerm(page.getByLabel("Termo 1"), "history");
    await page.getByText("Mais opções de pesquisa").click();
    await page.getByLabel("Comparação do ano").selectOption("entre");
    await page.locator("#search-ano").fill("1990");
    await page.getByLabel("Ano final").fill("1999");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(/comp_ano=entre&ano=1990&ano_final=1999/);
    await expect(page.locator("details.search-extra")).toHaveAttribute("open", "");
    const yearsShown = () =>
      page
        .locator(".result-list > li")
        .evaluateAll((items) =>
          items.map((li) =>
            Number(
              [...li.querySelectorAll("dt")].find((dt) => dt.textContent === "Ano")?.nextElementSibling?.textContent,
            ),
          ),
        );
    // With JS the new list is drawn after the address changes: read it once it is there.
    await expect.poll(async () => (await yearsShown()).length).toBeGreaterThan(0);
    const years = await yearsShown();
    expect(years.every((y) => y >= 1990 && y <= 1999)).toBe(true);
    await a11y.check();

    await page.getByRole("link", { name: "Limpar" }).click();
    await expect(page).toHaveURL(/\/pesquisa_avancada$/);
    await expect(page.getByLabel("Termo 1")).toHaveValue("");
    await expect(page.locator("details.search-extra")).not.toHaveAttribute("open", "");
    await a11y.check();
  });

  test("a blank row: 'Campo de busca obrigatório.' in the summary and under the field (400)", async ({
    page,
    a11y,
  }) => {
    await a11y.visit("/pesquisa_avancada");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    const message = "Campo de busca obrigatório.";
    await expect(summary(page)).toContainText("Há um problema");
    await expect(summary(page).getByRole("link", { name: message })).toHaveAttribute("href", "#busca");
    await expect(page.getByLabel("Termo 1")).toHaveAccessibleDescription(`Erro: ${message}`);
    await expect(page).toHaveTitle(/^Erro: /);
    await a11y.check();
    const response = await a11y.visit("/pesquisa_avancada?q=&for=TITULO&keyword_type=P");
    expect(response?.status()).toBe(400);
  });

  test("option and term type messages, word for word", async ({ page, a11y }) => {
    const cases: [string, string, string][] = [
      ["q=history&for=&keyword_type=P", "É necessario informar a opção de pesquisa.", "#search-for"],
      ["q=history&for=TITULO", "Você deve selecionar uma opção", "#keyword-type-P"],
      ["q=history&for=TITULO&keyword_type=X", "Tipo inválido", "#keyword-type-P"],
      [
        "q=history&for=TITULO&keyword_type=P&comp_ano=entre&ano=2000&ano_final=1990",
        "O campo Ano final não pode ser menor que Ano de publicação",
        "#search-ano-final",
      ],
      [
        "q=history&for=TITULO&keyword_type=P&comp_ano=igual",
        "É necessário informar o campo: Ano de publicação",
        "#search-ano",
      ],
    ];
    for (const [query, message, href] of cases) {
      const response = await a11y.visit(`/pesquisa_avancada?${query}`);
      expect(response?.status()).toBe(400);
      await expect(summary(page).getByRole("link", { name: message, exact: true })).toHaveAttribute("href", href);
      await expect(page.locator(".field-error")).toContainText([message]);
    }
  });

  test("the messages are translated", async ({ page, a11y }) => {
    await a11y.visit("/pesquisa_avancada?q=history&for=TITULO&lng=en");
    await expect(summary(page).getByRole("link", { name: "You must select an option", exact: true })).toBeVisible();
    await a11y.visit("/pesquisa_avancada?q=history&for=TITULO&lng=es");
    await expect(summary(page).getByRole("link", { name: "Debe seleccionar una opción", exact: true })).toBeVisible();
  });
});

test.describe("filters X and K", () => {
  test("'Somente com' filters to online records and is removable", async ({ page, a11y }) => {
    await a11y.visit("/?q=history&for=LIVRE");
    const total = await resultCount(page);
    const online = filterGroup(page, "Somente com").getByRole("link", { name: "Acesso on-line", exact: true });
    const count = Number(
      ((await online.locator("xpath=following-sibling::span[1]").textContent()) ?? "").replace(/[^\d]/g, ""),
    );
    expect(count).toBeGreaterThan(0);
    expect(count).toBeLessThan(total);
    await online.click();
    await expect(page).toHaveURL(/[?&]X=O/);
    await expect.poll(() => resultCount(page)).toBe(count);
    const active = page.getByRole("region", { name: "Filtros aplicados" });
    await expect(active).toContainText("Somente com: Acesso on-line");
    await a11y.check();
    await active.getByRole("link", { name: "Remover filtro Somente com: Acesso on-line" }).click();
    await expect(page).not.toHaveURL(/[?&]X=/);
    await expect.poll(() => resultCount(page)).toBe(total);
    await a11y.check();
  });

  test("'Classificação' ORs classes and ANDs with other letters; each is removable", async ({
    page,
    a11y,
    request,
  }) => {
    await a11y.visit("/?q=history&for=LIVRE");
    const group = filterGroup(page, "Classificação");
    const labels = await group.getByRole("link").allTextContents();
    // Sorted by label.
    expect(labels).toEqual([...labels].sort((a, b) => a.localeCompare(b, "pt")));
    await group.getByRole("checkbox", { name: "900 – História e geografia", exact: true }).check();
    await group.getByRole("checkbox", { name: "300 – Ciências sociais", exact: true }).check();
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/K=3/);
    const both = await apiCount(request, "q=history&K=3&K=9");
    await expect.poll(() => resultCount(page)).toBe(both);
    const active = page.getByRole("region", { name: "Filtros aplicados" });
    await expect(active).toContainText("Classificação: 900 – História e geografia");
    await expect(active).toContainText("Classificação: 300 – Ciências sociais");
    await a11y.check();
    await active.getByRole("link", { name: "Remover filtro Classificação: 300 – Ciências sociais" }).click();
    await expect.poll(() => resultCount(page)).toBe(await apiCount(request, "q=history&K=9"));
    await expect(page.getByRole("region", { name: "Filtros aplicados" })).not.toContainText("300");
    await a11y.check();
  });
});
