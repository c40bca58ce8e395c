/**
 * The general search, results, filters (by link and by the checkbox form), sort and pages.
 * Runs with and without JS (projects "js" and "nojs") with the same assertions.
 */
import type { Locator, Page } from "@playwright/test";

import { expect, resultCount, test } from "./fixtures.ts";

interface FilterValue {
  label: string;
  count: number;
}

async function search(page: Page, term: string) {
  await page.getByLabel("Termo de pesquisa").fill(term);
  await page.getByRole("button", { name: "Pesquisar" }).click();
}

function filterGroup(page: Page, name: string): Locator {
  return page.getByRole("region", { name: "Refinar resultados" }).getByRole("group", { name });
}

/** A value of the group whose count differs from the total, so applying it changes the count. */
async function narrowingValue(group: Locator, total: number): Promise<FilterValue> {
  const values = await group.locator("li").evaluateAll((items) =>
    items.map((li) => ({
      label: li.querySelector("a")?.textContent?.trim() ?? "",
      count: Number((li.querySelector(".filter-value__count")?.textContent ?? "").replace(/[^\d]/g, "")),
    })),
  );
  const value = values.find((v) => v.count > 0 && v.count < total);
  expect(value, `a value narrowing ${total} results in ${JSON.stringify(values)}`).toBeDefined();
  return value!;
}

test.describe("general search", () => {
  test("finds records for 'history'", async ({ page, a11y }) => {
    await a11y.visit("/");
    await expect(page.getByRole("heading", { level: 1, name: "Pesquisa geral" })).toBeVisible();
    await search(page, "history");
    await expect(page).toHaveURL(/[?&]q=history/);
    await expect(page.getByRole("heading", { level: 2, name: "Resultados da pesquisa" })).toBeVisible();
    expect(await resultCount(page)).toBeGreaterThan(0);
    const items = page.locator(".result-list > li");
    expect(await items.count()).toBeGreaterThan(0);
    expect(await items.count()).toBeLessThanOrEqual(20);
    await expect(items.first().getByRole("link")).toHaveAttribute("href", /^\/acervo\/\d+$/);
    await expect(page).toHaveTitle(/^Resultados para “history” \| /);
    await a11y.check();

    // Back at the form: the last search's term is offered, and the term's clear button empties it.
    await a11y.visit("/");
    const term = page.getByLabel("Termo de pesquisa");
    await expect(term).toHaveValue("history");
    await page.getByRole("button", { name: "Limpar o termo" }).click();
    await expect(term).toHaveValue("");
    await a11y.check();
  });

  test("a title with a typing error finds nothing, offers its correction and finds the record", async ({
    page,
    a11y,
  }) => {
    await a11y.visit("/");
    await search(page, "Incense and pepeprmints");
    expect(await resultCount(page)).toBe(0);
    const offer = page.locator(".did-you-mean");
    await expect(offer).toContainText(/^Você quis dizer Incense and peppermints\? \(\d+ registros?\)/);
    await a11y.check();
    await offer.getByRole("link", { name: "Incense and peppermints" }).click();
    await expect(page).toHaveURL(/[?&]q=Incense\+and\+peppermints(&|$)/);
    await expect(page.locator(".result-list > li").first().getByRole("link").first()).toHaveText(
      "Incense and peppermints",
    );
    await expect(page.locator(".did-you-mean")).toHaveCount(0);
    await a11y.check();
  });

  test("a blank term is refused with a message (status 400)", async ({ page, a11y }) => {
    await a11y.visit("/");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    const message = "Você precisa digitar um termo para continuar!";
    const summary = page.getByRole("alert");
    await expect(summary).toContainText("Há um problema");
    await expect(summary.getByRole("link", { name: message })).toHaveAttribute("href", "#busca");
    await expect(page.getByLabel("Termo de pesquisa")).toHaveAccessibleDescription(`Erro: ${message}`);
    await expect(page).toHaveTitle(/^Erro: /);
    await a11y.check();

    const response = await a11y.visit("/?q=&for=LIVRE");
    expect(response?.status()).toBe(400);
  });

  test("filters by a value's link, then removes it", async ({ page, a11y }) => {
    await a11y.visit("/?q=history&for=LIVRE");
    const total = await resultCount(page);
    const value = await narrowingValue(filterGroup(page, "Biblioteca"), total);

    await filterGroup(page, "Biblioteca").getByRole("link", { name: value.label, exact: true }).click();
    await expect(page).toHaveURL(/[?&]B=\d+/);
    await expect.poll(() => resultCount(page)).toBe(value.count);
    const active = page.getByRole("region", { name: "Filtros aplicados" });
    await expect(active).toContainText(`Biblioteca: ${value.label}`);
    await expect(
      filterGroup(page, "Biblioteca").getByRole("checkbox", { name: value.label, exact: true }),
    ).toBeChecked();
    await a11y.check();

    await active.getByRole("link", { name: `Remover filtro Biblioteca: ${value.label}` }).click();
    await expect(page).not.toHaveURL(/[?&]B=/);
    await expect.poll(() => resultCount(page)).toBe(total);
    await expect(page.getByRole("region", { name: "Filtros aplicados" })).toHaveCount(0);
    await a11y.check();
  });

  test("a client of its own past its cold-search budget: challenged with JavaScript, then refused", async ({
    page,
    a11y,
  }, testInfo) => {
    // As behind a proxy (the e2e servers trust X-Forwarded-For from the machine): an address and a
    // search of this run's own, so no cached answer and no other test's count (decision 049). The
    // servers allow 4 cold searches; past 2, a search the page's script makes is challenged.
    const unique = Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join("");
    await page
      .context()
      .setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${1 + Math.floor(Math.random() * 250)}` });
    const challenges: string[] = [];
    page.on("response", async (response) => {
      if (response.status() === 429 && (await response.text().catch(() => "")).includes("searchChallenge"))
        challenges.push(response.url());
    });
    // The results and their filter counts: two cold searches.
    await a11y.visit(`/?q=history+-zq${unique}&for=LIVRE`);
    const total = await resultCount(page);
    const first = await narrowingValue(filterGroup(page, "Biblioteca"), total);
    // Two more; with JavaScript the page's search is past half the budget, and the browser proves
    // its work unnoticed before the results show.
    await filterGroup(page, "Biblioteca").getByRole("link", { name: first.label, exact: true }).click();
    await expect.poll(() => resultCount(page)).toBe(first.count);
    await a11y.check();
    if (testInfo.project.name === "js") expect(challenges).toHaveLength(1);
    // Back to the first page: already computed, it costs nothing.
    const active = page.getByRole("region", { name: "Filtros aplicados" });
    await active.getByRole("link", { name: `Remover filtro Biblioteca: ${first.label}` }).click();
    await expect.poll(() => resultCount(page)).toBe(total);
    // Past the budget: the plain refusal, with or without JavaScript.
    const values = await filterGroup(page, "Biblioteca").locator("li a").allTextContents();
    const second = values.map((v) => v.trim()).find((v) => v !== first.label)!;
    await filterGroup(page, "Biblioteca").getByRole("link", { name: second, exact: true }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Muitas pesquisas em pouco tempo" })).toBeVisible();
    await expect(page.getByRole("main").getByRole("link", { name: "Entrar", exact: true })).toHaveAttribute(
      "href",
      "/login",
    );
    await a11y.check();
    expect(challenges).toHaveLength(testInfo.project.name === "js" ? 1 : 0);
  });

  test("filters with the checkbox form, then removes the filter", async ({ page, a11y }) => {
    await a11y.visit("/?q=history&for=LIVRE");
    const total = await resultCount(page);
    const group = filterGroup(page, "Tipo de obra");
    const value = await narrowingValue(group, total);

    await group.getByRole("checkbox", { name: value.label, exact: true }).check();
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).toHaveURL(/[?&]T=\d+/);
    await expect.poll(() => resultCount(page)).toBe(value.count);
    await expect(page.getByRole("region", { name: "Filtros aplicados" })).toContainText(`Tipo de obra: ${value.label}`);
    await expect(
      filterGroup(page, "Tipo de obra").getByRole("checkbox", { name: value.label, exact: true }),
    ).toBeChecked();
    await a11y.check();

    // Unticking and applying again removes it.
    await filterGroup(page, "Tipo de obra").getByRole("checkbox", { name: value.label, exact: true }).uncheck();
    await page.getByRole("button", { name: "Aplicar filtros" }).click();
    await expect(page).not.toHaveURL(/[?&]T=/);
    await expect.poll(() => resultCount(page)).toBe(total);
    await a11y.check();
  });

  test("a long list shows ten values and opens to all of them; an applied value stays listed", async ({
    page,
    a11y,
    request,
  }) => {
    await a11y.visit("/?q=history&for=LIVRE");
    const years = filterGroup(page, "Ano de publicação");
    // How many years the service counts for this search (the panel must offer every one of them).
    const counted = (await (await request.get("/api/consulta/filtros?q=history&for=LIVRE")).json()) as {
      codigo: string;
      contagem: { codigo: string }[];
    }[];
    const yearCount = counted.find((f) => f.codigo === "Y")!.contagem.length;
    expect(yearCount).toBeGreaterThan(10);
    await expect(years.getByRole("checkbox")).toHaveCount(10);

    await years.getByRole("link", { name: `Mostrar todos (${yearCount}) – Ano de publicação` }).click();
    await expect(page).toHaveURL(/[?&]mais=Y/);
    await expect(filterGroup(page, "Ano de publicação").getByRole("checkbox")).toHaveCount(yearCount);
    await expect(
      filterGroup(page, "Ano de publicação").getByRole("link", { name: "Mostrar menos – Ano de publicação" }),
    ).toBeVisible();
    await a11y.check();

    // The oldest year is past the first ten: applied from the open list, it stays listed in the short one.
    const oldest = filterGroup(page, "Ano de publicação").locator("li").last().getByRole("link");
    const label = (await oldest.textContent())!.trim();
    await oldest.click();
    await expect(page).not.toHaveURL(/[?&]mais=/);
    await expect(
      filterGroup(page, "Ano de publicação").getByRole("checkbox", { name: label, exact: true }),
    ).toBeChecked();
    await a11y.check();
  });

  test("changes the sort order", async ({ page, a11y }) => {
    await a11y.visit("/?q=history&for=LIVRE");
    const sort = page.getByLabel("Ordenar por");
    await expect(sort).toHaveValue("relevancia");
    await sort.selectOption("ano_desc");
    await page.getByRole("button", { name: "Ordenar" }).click();
    await expect(page).toHaveURL(/[?&]order=ano_desc/);
    await expect(page.getByLabel("Ordenar por")).toHaveValue("ano_desc");
    // With JS the address changes before the new list is drawn: read it until it is sorted.
    await expect(async () => {
      const years = await page.locator(".result-list > li").evaluateAll((items) =>
        items
          .map((li) => [...li.querySelectorAll("dt")].find((dt) => dt.textContent === "Ano")?.nextElementSibling)
          .map((dd) => Number(dd?.textContent ?? NaN))
          .filter((year) => !Number.isNaN(year)),
      );
      expect(years.length).toBeGreaterThan(1);
      expect(years).toEqual([...years].sort((a, b) => b - a));
    }).toPass();
    await a11y.check();
  });

  test("goes to page 2, keeping the search", async ({ page, a11y }) => {
    await a11y.visit("/?q=history&for=LIVRE");
    expect(await resultCount(page)).toBeGreaterThan(20);
    const pages = page.getByRole("navigation", { name: "Paginação dos resultados" });
    await expect(pages.getByRole("link", { name: "Página 1", exact: true })).toHaveAttribute("aria-current", "page");
    await pages.getByRole("link", { name: "Página 2", exact: true }).click();
    await expect(page).toHaveURL(/[?&]page=2/);
    await expect(page).toHaveURL(/[?&]q=history/);
    const current = page
      .getByRole("navigation", { name: "Paginação dos resultados" })
      .getByRole("link", { name: "Página 2", exact: true });
    await expect(current).toHaveAttribute("aria-current", "page");
    await expect(page.locator("ol.result-list")).toHaveAttribute("start", "21");
    await a11y.check();
  });

  test("groups editions by work, opens a work's editions, lists a record's other editions, and undoes it", async ({
    page,
    a11y,
  }) => {
    // Esko Valtaoja (decision 056): "Kotona maailmankaikkeudessa" in two Finnish editions and two
    // translations (one work of four), and another book.
    await a11y.visit("/?q=Valtaoja&for=AUTOR");
    expect(await resultCount(page)).toBe(5);
    await page.getByRole("link", { name: "Agrupar edições por obra" }).click();
    await expect(page).toHaveURL(/[?&]agrupar=1/);
    await expect(page.locator("#results-count")).toContainText("Obras encontradas: 2 ");
    const editions = page.getByRole("link", { name: /^4 edições \/ formatos de / });
    await expect(editions).toHaveText("4 edições / formatos");
    await a11y.check();

    await editions.click();
    await expect(page).toHaveURL(/[?&]chave_obra=/);
    await expect(page).not.toHaveURL(/[?&]agrupar=1/);
    // With JS the address changes before the new results are drawn: asked again until they are.
    await expect.poll(() => resultCount(page)).toBe(4);
    await expect(page.getByRole("link", { name: "Voltar às obras" })).toBeVisible();
    await a11y.check();

    // The record page lists the other three.
    await page.locator(".result-list > li").first().getByRole("heading", { level: 3 }).getByRole("link").click();
    await expect(page).toHaveURL(/\/acervo\/\d+$/);
    const others = page.getByRole("region", { name: "Outras edições" }).getByRole("table");
    await expect(others.getByRole("columnheader", { name: "Edição" })).toBeVisible();
    await expect(others.locator("tbody tr")).toHaveCount(3);
    await expect(others.getByRole("rowheader").first().getByRole("link")).toHaveAttribute("href", /^\/acervo\/\d+$/);
    await a11y.check();

    await page.goBack();
    await page.getByRole("link", { name: "Voltar às obras" }).click();
    await expect(page.locator("#results-count")).toContainText("Obras encontradas: 2 ");
    await page.getByRole("link", { name: "Mostrar cada edição" }).click();
    await expect(page).not.toHaveURL(/[?&]agrupar=1/);
    await expect.poll(() => resultCount(page)).toBe(5);
    await a11y.check();
  });
});
