/**
 * The kids catalogue in full (decision 040) on the demo: the home's DESTAQUE grid (sort, page
 * size, pages), NOTICIAS, the information tabs, and the children's record page in each view.
 * Runs with and without JS with the same assertions; axe once per new page state.
 */
import { expect, test } from "./fixtures.ts";

test("kids home: highlights sorted and paged, news, information tabs; the record page in each view", async ({
  page,
  a11y,
}) => {
  await a11y.visit("/catalogos/kids");
  // The frame's logo (the search tabs have a link of the same name).
  await expect(page.locator(".kids-layout__logo")).toHaveAttribute("href", "/catalogos/kids");
  const highlights = page.getByRole("region", { name: "Destaques da biblioteca infantil" });
  await expect(highlights.getByText("Itens: 21 · página 1 de 3")).toBeVisible();
  await expect(highlights.locator(".catalogue-highlights__grid > li")).toHaveCount(7);

  // News: the first slide (JS) or the list (no JS) starts with the first news; a scheme-less address gets http://.
  const news = page.getByRole("region", { name: "Notícias" });
  await expect(news.getByRole("heading", { name: "Hora do conto aos sábados (demonstração)" })).toBeVisible();
  await expect(news.getByRole("link", { name: /Saiba mais sobre Hora do conto aos sábados/ })).toHaveAttribute(
    "href",
    "http://www.example.org/hora-do-conto",
  );

  // Information tabs: the empty HTML tab is hidden; the script of the events tab never reaches the page.
  const info = page.getByRole("region", { name: "Informações" });
  await expect(info.locator("summary")).toHaveText([
    "Sobre a biblioteca infantil",
    "Atendimento",
    "Eventos",
    "Regras da sala",
  ]);
  await info.getByText("Atendimento", { exact: true }).click();
  await expect(info.getByRole("table", { name: "Horário de atendimento" })).toBeVisible();
  await a11y.check();

  // Newest first, 14 per page: two pages.
  await highlights.getByLabel("Ordenar por").selectOption("ano_publicacao");
  await highlights.getByLabel("Ordem").selectOption("D");
  await highlights.getByLabel("Itens por página").selectOption("14");
  await highlights.getByRole("button", { name: "Aplicar" }).click();
  await expect(page).toHaveURL(/destaques_ordem=ano_publicacao&destaques_direcao=D&destaques_por_pagina=14#destaques$/);
  await expect(highlights.getByText("Itens: 21 · página 1 de 2")).toBeVisible();
  await expect(highlights.locator(".catalogue-highlights__grid > li")).toHaveCount(14);
  await a11y.check();
  await highlights.getByRole("navigation").getByRole("link", { name: "2" }).click();
  await expect(highlights.getByText("Itens: 21 · página 2 de 2")).toBeVisible();
  await expect(highlights.locator(".catalogue-highlights__grid > li")).toHaveCount(7);
  await a11y.check();
  await highlights.getByRole("link", { name: "Lucretia Mott : a photo-illustrated biography" }).click();

  // The record page: details by default, then MARC and Dublin Core through the switch.
  await expect(page).toHaveURL(/\/catalogos\/kids\/acervo\/\d+$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Lucretia Mott : a photo-illustrated biography");
  await expect(page.getByRole("heading", { level: 2, name: "Dados do acervo – Livro" })).toBeVisible();
  const menu = page.getByRole("navigation", { name: "Atividades do acervo" });
  await expect(menu.getByRole("link", { name: "Dados do acervo" })).toHaveAttribute("aria-current", "page");
  await expect(page.getByText("Descrição física")).toBeVisible();
  // The institution's block under the details (code 85, decision 065).
  await expect(page.getByRole("region", { name: "Reprodução e direitos autorais" })).toContainText("Lei nº 9.610/1998");
  await a11y.check();

  await page.getByLabel("Formato").selectOption("marc");
  await page.getByRole("button", { name: "Mostrar" }).click();
  await expect(page).toHaveURL(/\/catalogos\/kids\/acervo\/\d+\/\*\/marc$/);
  await expect(page.getByRole("table", { name: /Registro MARC de Lucretia Mott/ })).toBeVisible();
  await a11y.check();

  await page.getByLabel("Formato").selectOption("dublin-core");
  await page.getByRole("button", { name: "Mostrar" }).click();
  await expect(page).toHaveURL(/\/\*\/dublin-core$/);
  await expect(page.getByRole("cell", { name: /Lucretia Mott/ }).first()).toBeVisible();
  await a11y.check();

  await menu.getByRole("link", { name: "Localização" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Localização – Livro" })).toBeVisible();
  await expect(page.getByRole("table").first()).toContainText("Número de chamada");
  await a11y.check();

  await menu.getByRole("link", { name: "Reserva" }).click();
  await expect(page).toHaveURL(/\/\*\/reserva$/);
  await expect(page.getByRole("link", { name: "Reservar" })).toHaveAttribute("href", /\/acervo\/\d+\/reserva$/);
  await a11y.check();

  // The simple variant: no band, the same view.
  const simple = page.url().replace("/acervo/", "/acervo/simple/");
  await a11y.visit(new URL(simple).pathname);
  await expect(page.locator(".kids-layout__band")).toHaveCount(0);
  await expect(page.getByRole("link", { name: "Reservar" })).toBeVisible();
});
