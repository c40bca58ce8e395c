/**
 * Prefilters (document 1 §3-§5): id_biblioteca, tipo_obra and cr in the address of any page are
 * saved and removed from the address; searches are then restricted, and the "did not find what
 * you were looking for?" notice lists them, each removable, with a restore button. Runs with and
 * without JavaScript, with the same assertions.
 */
import type { APIRequestContext, Page } from "@playwright/test";

import { expect, resultCount, test, type A11y } from "./fixtures.ts";

async function apiTotal(request: APIRequestContext, query: string): Promise<number> {
  const res = await request.get(`/api/consulta?${query}`);
  expect(res.ok()).toBe(true);
  return ((await res.json()) as { totalRegistros: number }).totalRegistros;
}

async function libraryName(request: APIRequestContext, id: number): Promise<string> {
  const res = await request.get("/api/unidade-informacao");
  const libraries = (await res.json()) as { cod_biblioteca: number; desc_biblioteca: string }[];
  return libraries.find((l) => l.cod_biblioteca === id)!.desc_biblioteca;
}

async function search(page: Page, a11y: A11y, term: string) {
  await page.getByLabel("Termo de pesquisa").fill(term);
  await page.getByRole("button", { name: "Pesquisar" }).click();
  await expect(page.getByRole("heading", { level: 2, name: "Resultados da pesquisa" })).toBeVisible();
  await a11y.check();
}

const notice = (page: Page) => page.getByRole("region", { name: "Não encontrou o que procurava?" });

test.describe("prefilters", () => {
  test("a link's prefilters leave the address and restrict the searches", async ({ page, a11y, request }) => {
    const restricted = await apiTotal(request, "q=history&B=2&T=1");
    expect(restricted).toBeLessThan(await apiTotal(request, "q=history"));
    const library = await libraryName(request, 2);

    // Pergamum's form: lists with a trailing comma. This catalogue has no collections.
    await a11y.visit("/?id_biblioteca=2,&tipo_obra=1,&id_colecao=4,");
    await expect(page).toHaveURL(/\/$/);
    await search(page, a11y, "history");
    await expect(page).toHaveURL(/\/\?q=history&for=LIVRE$/);
    await expect.poll(() => resultCount(page)).toBe(restricted);
    await expect(notice(page)).toContainText("Esta pesquisa está restrita pelos pré-filtros abaixo");
    await expect(notice(page).getByRole("listitem")).toHaveText([
      `Biblioteca: ${library} ×Remover pré-filtro: Biblioteca: ${library}`,
      "Tipo de obra: Livro ×Remover pré-filtro: Tipo de obra: Livro",
    ]);
  });

  test("each prefilter can be removed, and restore clears them all", async ({ page, a11y, request }) => {
    const all = await apiTotal(request, "q=history");
    const onlyBooks = await apiTotal(request, "q=history&T=1");
    expect(onlyBooks).toBeLessThan(all);
    const library = await libraryName(request, 2);
    await a11y.visit("/?id_biblioteca=2&tipo_obra=1");
    await a11y.visit("/?q=history&for=LIVRE");
    await notice(page)
      .getByRole("button", { name: `Remover pré-filtro: Biblioteca: ${library}` })
      .click();
    await expect(notice(page).getByRole("listitem")).toHaveCount(1);
    await expect(page).toHaveURL(/\/\?q=history&for=LIVRE$/);
    await expect.poll(() => resultCount(page)).toBe(onlyBooks);
    await a11y.check();

    await notice(page).getByRole("button", { name: "Restaurar a pesquisa em todo o acervo" }).click();
    await expect(notice(page)).toHaveCount(0);
    await expect.poll(() => resultCount(page)).toBe(all);
    await a11y.check();
  });

  test("the reader's own filter of a prefiltered letter stays inside the prefilter", async ({
    page,
    a11y,
    request,
  }) => {
    await a11y.visit("/?tipo_obra=1,");
    await a11y.visit("/?q=history&for=LIVRE&T=1");
    await expect.poll(() => resultCount(page)).toBe(await apiTotal(request, "q=history&T=1"));
    await a11y.visit("/?q=history&for=LIVRE&T=2");
    await expect.poll(() => resultCount(page)).toBe(0);
  });

  test("cr keeps only works with online access, shown in the notice", async ({ page, a11y }) => {
    await a11y.visit("/?cr=1");
    await expect(page).toHaveURL(/\/$/);
    await search(page, a11y, "history");
    await expect(notice(page).getByRole("listitem")).toHaveText([
      "Somente obras com acesso on-line ×Remover pré-filtro: Somente obras com acesso on-line",
    ]);
    await notice(page).getByRole("button", { name: "Remover pré-filtro: Somente obras com acesso on-line" }).click();
    await expect(notice(page)).toHaveCount(0);
    await a11y.check();
  });

  test("a search submission keeps its own fields: only an address without a search sets prefilters", async ({
    page,
    a11y,
  }) => {
    await a11y.visit("/?q=history&for=LIVRE&tipo_obra=1");
    await expect(page).toHaveURL(/tipo_obra=1/);
    await expect(notice(page)).toHaveCount(0);
  });
});
