/**
 * The basket (cesta): add one and many from the results, add and remove on the record page,
 * remove and clear on the basket page, the header's count; then the exports (files downloaded
 * and read, the printable ABNT list and the same list in a CSL style chosen in a GET form). Same assertions with and without JS: with JS the results
 * page's buttons post through a fetcher (no navigation, a live region), without JS the page
 * comes back with a notice; both are role="status".
 */
import { readFile } from "node:fs/promises";

import type { Download, Locator, Page } from "@playwright/test";

import { decodeIso2709 } from "../../api/catalogue/marc/iso2709.ts";
import { readMarcXml } from "../../api/catalogue/marc/marcxml.ts";
import { expect, test } from "./fixtures.ts";

interface Shown {
  id: number;
  title: string;
}

async function searchResults(page: Page, a11y: { visit(path: string): Promise<unknown> }): Promise<Locator> {
  await a11y.visit("/?q=history&for=LIVRE");
  const items = page.locator(".result-list > li");
  expect(await items.count()).toBeGreaterThan(3);
  return items;
}

async function shown(item: Locator): Promise<Shown> {
  const link = item.getByRole("heading", { level: 3 }).getByRole("link");
  const href = (await link.getAttribute("href")) ?? "";
  return { id: Number(href.split("/").pop()), title: ((await link.textContent()) ?? "").trim() };
}

function basketLink(page: Page, count: number): Locator {
  return page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: `Cesta (${count})` });
}

async function expectStatus(page: Page, text: string) {
  await expect(page.getByRole("status").filter({ hasText: text })).toBeVisible();
}

/** Fills the basket from the first `n` results with "add the selected". */
async function fillBasket(page: Page, a11y: { visit(path: string): Promise<unknown> }, n: number): Promise<Shown[]> {
  const items = await searchResults(page, a11y);
  const records: Shown[] = [];
  for (let i = 0; i < n; i++) {
    records.push(await shown(items.nth(i)));
    await items
      .nth(i)
      .getByRole("checkbox", { name: /^Selecionar/ })
      .check();
  }
  await page.getByRole("button", { name: "Adicionar selecionados à cesta" }).click();
  await expectStatus(page, "Registros selecionados adicionados à cesta.");
  await expect(basketLink(page, n)).toBeVisible();
  return records;
}

async function download(page: Page, linkName: string): Promise<{ file: Download; bytes: Buffer }> {
  const [file] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: linkName }).click()]);
  return { file, bytes: await readFile((await file.path())!) };
}

test.describe("basket", () => {
  test("add one and many from the results, remove and clear on the basket page", async ({ page, a11y }) => {
    // The longest flow of the suite: two pages, six changes, an accessibility check of each state.
    test.setTimeout(240_000);
    const items = await searchResults(page, a11y);
    await expect(basketLink(page, 0)).toBeVisible();
    const first = await shown(items.nth(0));
    const second = await shown(items.nth(1));
    const third = await shown(items.nth(2));

    // Add one.
    await items
      .nth(0)
      .getByRole("button", { name: `Adicionar à cesta: ${first.title}` })
      .click();
    await expectStatus(page, "Registro adicionado à cesta.");
    await expect(basketLink(page, 1)).toBeVisible();
    await expect(items.nth(0).getByRole("button", { name: `Remover da cesta: ${first.title}` })).toBeVisible();
    await expect(page).toHaveURL(/\/\?q=history&for=LIVRE$/);
    await a11y.check();

    // "Add the selected" with nothing selected says so and changes nothing.
    await page.getByRole("button", { name: "Adicionar selecionados à cesta" }).click();
    await expectStatus(page, "Nenhum registro selecionado.");
    await expect(basketLink(page, 1)).toBeVisible();

    // Add many: the first again (no duplicate) and two more.
    for (const i of [0, 1, 2])
      await items
        .nth(i)
        .getByRole("checkbox", { name: /^Selecionar/ })
        .check();
    await page.getByRole("button", { name: "Adicionar selecionados à cesta" }).click();
    await expectStatus(page, "Registros selecionados adicionados à cesta.");
    await expect(basketLink(page, 3)).toBeVisible();

    // The basket page lists them in the order added, with links to the records.
    await basketLink(page, 3).click();
    await expect(page).toHaveURL(/\/cesta$/);
    await expect(page.getByRole("heading", { level: 1, name: "Cesta de registros" })).toBeVisible();
    await expect(page).toHaveTitle(/^Cesta de registros \| /);
    await a11y.check();
    const listed = page.locator(".basket__item h3 a");
    await expect(listed).toHaveText([first.title, second.title, third.title]);
    await expect(listed.first()).toHaveAttribute("href", `/acervo/${first.id}`);
    await expect(page.locator("#basket-count")).toHaveText("Registros na cesta: 3 (no máximo 200).");

    // Remove one.
    await page.getByRole("button", { name: `Remover da cesta: ${second.title}` }).click();
    await expectStatus(page, "Registro removido da cesta.");
    await expect(listed).toHaveText([first.title, third.title]);
    await expect(basketLink(page, 2)).toBeVisible();

    // Clear.
    await page.getByRole("button", { name: "Esvaziar a cesta" }).click();
    await expectStatus(page, "A cesta foi esvaziada.");
    await expect(page.getByText("Sua cesta está vazia.")).toBeVisible();
    await expect(basketLink(page, 0)).toBeVisible();
    await a11y.check();
  });

  test("adds and removes on the record page", async ({ page, a11y }) => {
    const items = await searchResults(page, a11y);
    const record = await shown(items.nth(0));
    await a11y.visit(`/acervo/${record.id}`);
    await page.getByRole("button", { name: "Adicionar à cesta" }).click();
    await expect(page).toHaveURL(new RegExp(`/acervo/${record.id}$`));
    await expectStatus(page, "Registro adicionado à cesta.");
    await expect(page.getByText("Este registro está na sua cesta.")).toBeVisible();
    await expect(basketLink(page, 1)).toBeVisible();
    await a11y.check();

    // The results page knows it is in the basket.
    await a11y.visit("/?q=history&for=LIVRE");
    await expect(page.getByRole("button", { name: `Remover da cesta: ${record.title}` })).toBeVisible();

    await a11y.visit(`/acervo/${record.id}`);
    await page.getByRole("button", { name: "Remover da cesta" }).click();
    await expectStatus(page, "Registro removido da cesta.");
    await expect(page.getByRole("button", { name: "Adicionar à cesta" })).toBeVisible();
    await expect(basketLink(page, 0)).toBeVisible();
    await a11y.check();
  });

  test("exports the basket: files downloaded and read, and the printable ABNT list", async ({
    page,
    a11y,
    baseURL,
  }) => {
    const records = await fillBasket(page, a11y, 3);
    await a11y.visit("/cesta");
    await expect(page.getByRole("heading", { level: 2, name: "Exportar a cesta" })).toBeVisible();

    const ris = await download(page, "Baixar em RIS (Zotero, Mendeley, EndNote)");
    expect(ris.file.suggestedFilename()).toBe("cesta.ris");
    const risText = ris.bytes.toString("utf8");
    expect(risText.match(/^TY {2}- /gm)).toHaveLength(3);
    expect(risText.match(/^ER {2}-/gm)).toHaveLength(3);
    for (const r of records) expect(risText).toContain(`L2  - ${baseURL}/acervo/${r.id}`);

    const bib = await download(page, "Baixar em BibTeX");
    expect(bib.file.suggestedFilename()).toBe("cesta.bib");
    expect(bib.bytes.toString("utf8").match(/^@\w+\{[^,]+,$/gm)).toHaveLength(3);

    const marc = await download(page, "Baixar em MARC 21 (ISO 2709)");
    expect(marc.file.suggestedFilename()).toBe("cesta.mrc");
    // Each ISO 2709 record starts with its length (leader/00-04) and ends with 0x1D.
    let at = 0;
    const leaders: string[] = [];
    while (at < marc.bytes.length) {
      const length = Number(marc.bytes.subarray(at, at + 5).toString("ascii"));
      expect(marc.bytes[at + length - 1]).toBe(0x1d);
      leaders.push(decodeIso2709(new Uint8Array(marc.bytes.subarray(at, at + length))).leader);
      at += length;
    }
    expect(leaders).toHaveLength(3);

    const xml = await download(page, "Baixar em MARCXML");
    expect(xml.file.suggestedFilename()).toBe("cesta.xml");
    let read = 0;
    for await (const r of readMarcXml(
      (async function* () {
        yield new Uint8Array(xml.bytes);
      })(),
    ))
      if (r.ok) read++;
    expect(read).toBe(3);

    const abnt = await download(page, "Baixar as referências ABNT (texto)");
    expect(abnt.file.suggestedFilename()).toBe("cesta-referencias.txt");
    const references = abnt.bytes.toString("utf8").trim().split("\n\n");
    expect(references).toHaveLength(3);

    // Content types, as a reference manager sees them.
    const types: Record<string, string> = {
      ris: "application/x-research-info-systems; charset=utf-8",
      bibtex: "application/x-bibtex; charset=utf-8",
      marc: "application/marc",
      marcxml: "application/marcxml+xml; charset=utf-8",
      abnt: "text/plain; charset=utf-8",
    };
    for (const [format, type] of Object.entries(types)) {
      const response = await page.request.get(`/cesta/exportar?formato=${format}`);
      expect(response.status()).toBe(200);
      expect(response.headers()["content-type"]).toBe(type);
      expect(response.headers()["content-disposition"]).toMatch(/^attachment; filename="cesta/);
    }
    expect((await page.request.get("/cesta/exportar?formato=pdf")).status()).toBe(400);

    // The printable list: the same references, alphabetically, each with its permanent address.
    await page.getByRole("link", { name: "Lista de referências para impressão (ABNT)" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Referências da cesta (ABNT NBR 6023)" })).toBeVisible();
    await a11y.check();
    const printed = page.locator(".basket-print__list > li");
    await expect(printed).toHaveCount(3);
    const texts = (await printed.allTextContents()).map((t) => t.replace(/\s*https?:\/\/\S+$/, "").trim());
    expect(texts).toEqual(references);
    for (const r of records) await expect(page.getByRole("link", { name: `${baseURL}/acervo/${r.id}` })).toBeVisible();
    await expect(printed.first().locator("strong")).not.toHaveCount(0);

    // The same list in a CSL style chosen in a GET form, kept in the address.
    await page.getByLabel("Estilo", { exact: true }).selectOption("mla");
    await page.getByRole("button", { name: "Mostrar" }).click();
    await expect(page).toHaveURL(/\/cesta\/imprimir\?estilo=mla$/);
    await expect(page.getByRole("heading", { level: 1, name: "Referências da cesta (MLA 9)" })).toBeVisible();
    await expect(page.getByLabel("Estilo", { exact: true })).toHaveValue("mla");
    await expect(printed).toHaveCount(3);
    const mla = await Promise.all(
      records.map(async (r) => {
        const res = await page.request.get(`/api/acervo/${r.id}/referencia-csl?estilo=mla`);
        return ((await res.json()) as { referencia: string }).referencia;
      }),
    );
    // Each item's reference without its permanent address (an MLA reference may end in a URL of its own).
    const mlaTexts = await printed.evaluateAll((items) =>
      items.map((li) =>
        (li.textContent ?? "").slice(0, -(li.querySelector(".permalink")?.textContent ?? "").length).trim(),
      ),
    );
    expect(mlaTexts.sort()).toEqual(mla.sort());
    await a11y.check();
  });
});
