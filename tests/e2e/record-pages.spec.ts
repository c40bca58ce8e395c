/**
 * The full record page: tabs from the service's permissions, the reference in ABNT and APA, the
 * exports, the print view, the permalink, the JSON-LD, covers; and the tabs added for serials,
 * summaries, loan statistics and closed stacks.
 */
import { expect, test } from "./fixtures.ts";
import { activities, apiJson, recordWithTab, recordWithoutTab } from "./record-finders.ts";

test.describe("record page tabs", () => {
  test("a serial shows the tabs the service permits, in its order, with the loan tabs linked", async ({
    page,
    a11y,
    request,
  }) => {
    const id = await recordWithTab(request, "colecao-kardex", "q=&T=3");
    const expected = (await activities(request, id)).filter((a) => a.slug !== "capas");
    await a11y.visit(`/acervo/${id}`);
    const nav = page.getByRole("navigation", { name: "Seções do registro" });
    const links = nav.getByRole("link");
    await expect(links).toHaveCount(expected.length);
    for (const [index, activity] of expected.entries()) {
      await expect(links.nth(index)).toHaveAttribute(
        "href",
        activity.slug ? `/acervo/${id}/${activity.slug}` : `/acervo/${id}`
      );
    }
    await expect(nav.getByRole("link", { name: "Dados do acervo" })).toHaveAttribute("aria-current", "page");
    await expect(nav.getByRole("link", { name: "Coleção (kardex)" })).toBeVisible();
    await expect(nav.getByRole("link", { name: "Reserva", exact: true })).toHaveAttribute(
      "href",
      `/acervo/${id}/reserva`
    );
    await expect(nav.getByRole("link", { name: "Solicitação de empréstimo", exact: true })).toHaveAttribute(
      "href",
      `/acervo/${id}/solicitacao-emprestimo`
    );
    await expect(nav.getByRole("link", { name: "Solicitação de empréstimo com entrega" })).toHaveAttribute(
      "href",
      `/acervo/${id}/solicitacao-emprestimo-delivery`
    );
    // "Capas" is the cover on this tab, not a tab of its own.
    await expect(nav.getByRole("link", { name: "Capas" })).toHaveCount(0);
    const cover = page.locator(".record-data img.cover");
    await expect(cover).toHaveAttribute("alt", "");
    await expect(cover).toHaveAttribute("src", `/api/acervo/${id}/capa`);
    expect((await cover.boundingBox())?.width).toBe(150);
  });

  test("a tab the record does not have is not found", async ({ page, a11y, request }) => {
    const id = await recordWithoutTab(request, "colecao-kardex");
    const response = await a11y.visit(`/acervo/${id}/colecao-kardex`);
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada!");
  });
});

test.describe("references, exports, print, permalink, JSON-LD", () => {
  test("ABNT by default, APA on choice, four exports, a print view", async ({ page, a11y, request }) => {
    const id = await recordWithTab(request, "referencia", "q=history&for=LIVRE&T=1");
    const record = await apiJson<{ titulo: string }>(request, `/api/acervo/${id}`);
    await a11y.visit(`/acervo/${id}/referencia`);
    await expect(page.getByRole("heading", { level: 2, name: "Referência (ABNT NBR 6023)" })).toBeVisible();
    await expect(page.locator(".reference strong")).not.toHaveCount(0);
    const styles = page.getByRole("navigation", { name: "Estilo da referência" });
    await expect(styles.getByRole("link", { name: "ABNT" })).toHaveAttribute("aria-current", "page");

    // The permalink, on every tab.
    const permalink = page.locator(".record__permalink a");
    await expect(permalink).toHaveAttribute("href", new RegExp(`^https?://[^/]+/acervo/${id}$`));

    // JSON-LD: schema.org data of this record, parseable.
    const jsonLd = JSON.parse((await page.locator('script[type="application/ld+json"]').textContent()) ?? "null");
    expect(jsonLd["@context"]).toBe("https://schema.org");
    const served = await apiJson<{ name: string; "@type": string }>(
      request,
      `/api/acervo/${id}/exportar?formato=jsonld`
    );
    expect(jsonLd.name).toBe(served.name);
    expect(jsonLd["@type"]).toBe(served["@type"]);
    expect(jsonLd.url).toMatch(new RegExp(`/acervo/${id}$`));

    const exports = page.getByRole("list", { name: "Exportar registro" });
    for (const [name, format] of [
      ["RIS (gerenciadores de referências)", "ris"],
      ["BibTeX", "bibtex"],
      ["MARC 21 (ISO 2709)", "marc"],
      ["MARCXML", "marcxml"],
    ]) {
      await expect(exports.getByRole("link", { name })).toHaveAttribute(
        "href",
        `/api/acervo/${id}/exportar?formato=${format}`
      );
    }
    const ris = await request.get(`/api/acervo/${id}/exportar?formato=ris`);
    expect(await ris.text()).toMatch(/^TY {2}- /);

    await styles.getByRole("link", { name: "APA" }).click();
    await expect(page).toHaveURL(new RegExp(`/acervo/${id}/referencia\\?estilo=apa$`));
    await expect(page.getByRole("heading", { level: 2, name: "Referência (APA, 7ª edição)" })).toBeVisible();
    await expect(page.locator(".reference em")).not.toHaveCount(0);
    await expect(styles.getByRole("link", { name: "APA" })).toHaveAttribute("aria-current", "page");
    await a11y.check();

    await page.getByRole("link", { name: "Versão para impressão" }).click();
    await expect(page).toHaveURL(new RegExp(`/acervo/${id}\\?imprimir=1$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(record.titulo);
    await expect(page.getByRole("heading", { level: 2, name: "Referência" })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Seções do registro" })).toHaveCount(0);
    await expect(page).toHaveTitle(/Versão para impressão/);
    await a11y.check();
  });

  test("results show each cover 150 px wide, decorative", async ({ page, a11y }) => {
    await a11y.visit("/?q=history&for=LIVRE");
    const covers = page.locator(".result-list img.result__cover");
    await expect(covers.first()).toHaveAttribute("alt", "");
    await expect(covers.first()).toHaveAttribute("src", /^\/api\/acervo\/\d+\/capa$/);
    expect((await covers.first().boundingBox())?.width).toBe(150);
  });
});
