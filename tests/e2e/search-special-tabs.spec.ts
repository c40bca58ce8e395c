/**
 * The special search tabs added after the first ones (docs/search.md): new acquisitions. Runs with
 * and without JS with the same assertions.
 */
import { expect, resultCount, test } from "./fixtures.ts";

interface Found {
  totalRegistros: number;
  registros: { titulo: string }[];
}

test.describe("new acquisitions tab", () => {
  test("choosing the tab lists the newest records, and links the feed", async ({ page, a11y, request }) => {
    await a11y.visit("/");
    await page.getByRole("navigation", { name: "Modos de pesquisa" }).getByRole("link", { name: "Novas aquisições" }).click();
    await expect(page).toHaveURL(/\/novas_aquisicoes\?q=&for=TODOS$/);
    await expect(page.getByRole("heading", { level: 1, name: "Novas aquisições" })).toBeVisible();
    await expect(page.getByLabel("Pesquisar por").locator("option:checked")).toHaveText("Todos (os mais recentes)");
    await expect(page.getByText("Os registros mais recentemente incluídos no acervo vêm primeiro.")).toBeVisible();

    const api = (await (await request.get("/api/consulta?guia=novas_aquisicoes&for=TODOS&q=")).json()) as Found;
    expect(await resultCount(page)).toBe(api.totalRegistros);
    expect(api.totalRegistros).toBeGreaterThan(0);
    await expect(page.locator(".result-list > li").first().getByRole("link").first()).toHaveText(api.registros[0].titulo);
    // Feed readers discover the new-acquisitions feed (linked once, by the layout).
    await expect(page.locator('head link[rel="alternate"][type="application/atom+xml"][href="/feed/novas-aquisicoes"]')).toHaveCount(1);
    const feed = await request.get("/feed/novas-aquisicoes");
    expect(feed.status()).toBe(200);
    await a11y.check();
  });

  test("searches the new acquisitions by title; a blank term is an error", async ({ page, a11y, request }) => {
    await a11y.visit("/novas_aquisicoes");
    await expect(page.getByLabel("Pesquisar por")).toHaveValue("TITULO");
    await expect(page.getByLabel("Pesquisar por").locator("option")).toHaveText([
      "Título",
      "Assunto",
      "Autor",
      "Todos (os mais recentes)",
    ]);

    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveTitle(/^Erro: /);
    await expect(page.getByRole("alert").getByRole("link", { name: "Você precisa digitar um termo para continuar!" })).toBeVisible();
    await a11y.check();

    await page.getByLabel("Termo de pesquisa").fill("history");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(/\/novas_aquisicoes\?q=history&for=TITULO/);
    const api = (await (await request.get("/api/consulta?guia=novas_aquisicoes&for=TITULO&q=history")).json()) as Found;
    expect(await resultCount(page)).toBe(api.totalRegistros);
    expect(api.totalRegistros).toBeGreaterThan(0);
    await expect(page.locator(".result-list > li").first().getByRole("link").first()).toHaveText(api.registros[0].titulo);
    await a11y.check();
  });
});
