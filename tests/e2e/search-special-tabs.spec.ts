/**
 * The special search tabs added after the first ones (docs/search.md): new acquisitions,
 * authorities and normative acts. Runs with and without JS with the same assertions.
 */
import { setInstitutionParam } from "./circulation-helpers.ts";
import { expect, resultCount, test } from "./fixtures.ts";
import { searchTabLink } from "./search-tab-helpers.ts";

interface Found {
  totalRegistros: number;
  registros: { titulo: string }[];
}

test.describe("new acquisitions tab", () => {
  test("choosing the tab lists the newest records, and links the feed", async ({ page, a11y, request }) => {
    await a11y.visit("/");
    await (await searchTabLink(page, "Novas aquisições")).click();
    await expect(page).toHaveURL(/\/novas_aquisicoes\?q=&for=TODOS$/);
    await expect(page.getByRole("heading", { level: 1, name: "Novas aquisições" })).toBeVisible();
    await expect(page.getByLabel("Pesquisar por").locator("option:checked")).toHaveText("Todos (os mais recentes)");
    await expect(page.getByText("Os registros mais recentemente incluídos no acervo vêm primeiro.")).toBeVisible();

    const api = (await (await request.get("/api/consulta?guia=novas_aquisicoes&for=TODOS&q=")).json()) as Found;
    await expect.poll(() => resultCount(page)).toBe(api.totalRegistros);
    expect(api.totalRegistros).toBeGreaterThan(0);
    await expect(page.locator(".result-list > li").first().getByRole("link").first()).toHaveText(
      api.registros[0].titulo,
    );
    // Feed readers discover the new-acquisitions feed (linked once, by the layout).
    await expect(
      page.locator('head link[rel="alternate"][type="application/atom+xml"][href="/feed/novas-aquisicoes"]'),
    ).toHaveCount(1);
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
    await expect(
      page.getByRole("alert").getByRole("link", { name: "Você precisa digitar um termo para continuar!" }),
    ).toBeVisible();
    await a11y.check();

    await page.getByLabel("Termo de pesquisa").fill("history");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(/\/novas_aquisicoes\?q=history&for=TITULO/);
    const api = (await (await request.get("/api/consulta?guia=novas_aquisicoes&for=TITULO&q=history")).json()) as Found;
    await expect.poll(() => resultCount(page)).toBe(api.totalRegistros);
    expect(api.totalRegistros).toBeGreaterThan(0);
    await expect(page.locator(".result-list > li").first().getByRole("link").first()).toHaveText(
      api.registros[0].titulo,
    );
    await a11y.check();
  });
});

test.describe("authorities tab", () => {
  test("finds headings by type and opens an authority", async ({ page, a11y }) => {
    await a11y.visit("/");
    await (await searchTabLink(page, "Autoridades")).click();
    await expect(page).toHaveURL(/\/autoridades$/);
    await expect(page.getByRole("heading", { level: 1, name: "Autoridades" })).toBeVisible();
    await expect(page.getByLabel("Pesquisar por").locator("option:checked")).toHaveText("Todas as autoridades");
    await expect(page.getByLabel("Pesquisar por").locator("option")).toHaveText([
      "Todas as autoridades",
      "Pessoa",
      "Instituição",
      "Evento",
      "Título uniforme",
      "Assunto",
      "Assunto geográfico",
      "Gênero/forma",
      "Termo cronológico",
      "Subdivisão geral",
      "Subdivisão geográfica",
      "Subdivisão cronológica",
      "Subdivisão de forma",
    ]);
    await a11y.check();

    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveTitle(/^Erro: /);
    await expect(
      page.getByRole("alert").getByRole("link", { name: "Você precisa digitar um termo para continuar!" }),
    ).toBeVisible();
    await a11y.check();

    await page.getByLabel("Termo de pesquisa").fill("goethe");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(/\/autoridades\?q=goethe&for=AUTORIDADE_TODOS/);
    await expect.poll(() => resultCount(page)).toBe(2);
    const results = page.locator(".authority-results > li");
    await expect(results).toHaveText([
      "Goethe, Johann Wolfgang von, 1749-1832 (Pessoa)",
      "Goethe, Johann Wolfgang von, 1749-1832. Die Leiden des jungen Werthers (Título uniforme)",
    ]);
    await a11y.check();

    await page.getByLabel("Pesquisar por").selectOption({ label: "Título uniforme" });
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(/\/autoridades\?q=goethe&for=titulo_uniforme/);
    await expect.poll(() => resultCount(page)).toBe(1);
    await a11y.check();

    await page
      .getByRole("link", { name: "Goethe, Johann Wolfgang von, 1749-1832. Die Leiden des jungen Werthers" })
      .click();
    await expect(page).toHaveURL(/\/autoridade\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Die Leiden des jungen Werthers");
    await a11y.check();
  });

  test("a type without a match says so", async ({ page, a11y }) => {
    await a11y.visit("/autoridades?q=goethe&for=assunto");
    await expect.poll(() => resultCount(page)).toBe(0);
    await expect(
      page.getByText("Nenhuma autoridade encontrada. Verifique a grafia ou escolha outro tipo."),
    ).toBeVisible();
    await a11y.check();
  });
});

test.describe("normative acts tab", () => {
  test("opens with its listing when the institution lets it, without the filters it does not permit; cod_tipo_obra applies a work type", async ({
    page,
    a11y,
    request,
  }) => {
    await setInstitutionParam(request, "pesquisa_automatica_legislacao", "S");
    await setInstitutionParam(request, "filtros_atos_jurisprudencia", "N");
    try {
      await a11y.visit("/atos_normativos");
      await expect(page.getByRole("heading", { level: 2, name: "Resultados da pesquisa" })).toBeVisible();
      expect(await resultCount(page)).toBeGreaterThan(1);
      // The form is the tab's empty one: no term, no option preselected.
      await expect(page.getByLabel("Termo 1")).toHaveValue("");
      await expect(page.getByLabel("Pesquisar por")).toHaveValue("");
      const filters = page.getByRole("region", { name: "Refinar resultados" });
      await expect(filters.getByRole("group", { name: "Idioma" })).toBeVisible();
      await expect(filters.getByRole("group", { name: "Tipo de obra" })).toHaveCount(0);
      await expect(filters.getByRole("group", { name: "Ano de publicação" })).toHaveCount(0);
      await a11y.check();

      // The address's work type is applied to the listing, and can be removed like any filter.
      await a11y.visit("/atos_normativos?cod_tipo_obra=14");
      await expect(page.getByRole("link", { name: "Remover filtro Tipo de obra: Legislação" })).toBeVisible();
      expect(await resultCount(page)).toBeGreaterThan(1);
    } finally {
      await setInstitutionParam(request, "pesquisa_automatica_legislacao", "");
      await setInstitutionParam(request, "filtros_atos_jurisprudencia", "");
    }
  });

  test("searches legislation in rows with no option preselected, and compares years", async ({ page, a11y }) => {
    await a11y.visit("/atos_normativos");
    await expect(page.getByRole("heading", { level: 1, name: "Atos normativos" })).toBeVisible();
    await expect(page.getByLabel("Pesquisar por")).toHaveValue("");
    await a11y.check();

    // Neither option nor term: both are asked for.
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveTitle(/^Erro: /);
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("link", { name: "Campo de busca obrigatório." })).toBeVisible();
    await expect(summary.getByRole("link", { name: "É necessario informar a opção de pesquisa." })).toBeVisible();
    await a11y.check();

    // A year comparison without its initial year; then an "entre" whose final year is before it.
    await page.getByLabel("Termo 1").fill("statutes");
    await page.getByLabel("Pesquisar por").selectOption("TITULO");
    await page.getByLabel("Comparação").selectOption({ label: "> Posterior a" });
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(summary.getByRole("link", { name: "É necessário informar o campo: Ano inicial" })).toBeVisible();
    await a11y.check();
    await page.getByLabel("Comparação").selectOption({ label: "Entre" });
    await page.getByLabel("Ano inicial").fill("1950");
    await page.getByLabel("Ano final").fill("1900");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(
      summary.getByRole("link", { name: "O campo Ano final não pode ser menor que Ano inicial" }),
    ).toBeVisible();
    await expect(page.getByLabel("Ano final")).toHaveAccessibleDescription(
      /O campo Ano final não pode ser menor que Ano inicial/,
    );
    await a11y.check();

    await page.getByLabel("Ano inicial").fill("1900");
    await page.getByLabel("Ano final").fill("1950");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(
      /\/atos_normativos\?q=statutes&for=TITULO&comparacao=entre&data_inicial=1900&data_final=1950/,
    );
    await expect.poll(() => resultCount(page)).toBe(1);
    await expect(
      page.getByRole("link", { name: "Purdon's Pennsylvania statutes, annotated : permanent ed" }),
    ).toBeVisible();
    await a11y.check();

    await page.getByLabel("Ano final").fill("1920");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(/data_final=1920/);
    await expect(page.locator("#results-count")).toHaveText("Registros encontrados: 0");
    await a11y.check();
  });
});
