/**
 * The case-law, accessibility and kids-catalogue tabs (docs/search.md, decision 020) on the real
 * demo records. Runs with and without JS with the same assertions.
 */
import { expect, resultCount, test } from "./fixtures.ts";
import { searchTabLink } from "./search-tab-helpers.ts";

interface Found {
  totalRegistros: number;
  registros: { titulo: string; ano_publicacao: number | null; possui_acessibilidade: string }[];
}

const GENERAL_DIGEST = /^General digest of the decisions of the principal courts/;
const COMMON_PLEAS = /^Cases decided in the courts of comon pleas/;

test.describe("case law tab", () => {
  test("searches the law reports in rows with no option preselected, and compares years", async ({
    page,
    a11y,
    request,
  }) => {
    await a11y.visit("/");
    await (await searchTabLink(page, "Jurisprudência")).click();
    await expect(page).toHaveURL(/\/jurisprudencia$/);
    await expect(page.getByRole("heading", { level: 1, name: "Jurisprudência" })).toBeVisible();
    await expect(page.getByLabel("Pesquisar por")).toHaveValue("");
    await expect(page.getByRole("group", { name: "Ano da decisão" })).toBeVisible();
    await a11y.check();

    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveTitle(/^Erro: /);
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("link", { name: "Campo de busca obrigatório." })).toBeVisible();
    await expect(summary.getByRole("link", { name: "É necessario informar a opção de pesquisa." })).toBeVisible();
    await a11y.check();

    await page.getByLabel("Termo 1").fill("courts");
    await page.getByLabel("Pesquisar por").selectOption("TITULO");
    await page.getByLabel("Comparação").selectOption({ label: "= Igual a" });
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(summary.getByRole("link", { name: "É necessário informar o campo: Ano inicial" })).toBeVisible();
    await a11y.check();

    // Without a comparison: both law reports of the demo catalogue.
    await page.getByLabel("Comparação").selectOption({ label: "Nenhuma" });
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(/\/jurisprudencia\?q=courts&for=TITULO/);
    await expect.poll(() => resultCount(page)).toBe(2);
    await expect(page.getByRole("link", { name: GENERAL_DIGEST })).toBeVisible();
    await expect(page.getByRole("link", { name: COMMON_PLEAS })).toBeVisible();
    await expect(page.locator(".result-list")).toContainText("Jurisprudência");
    await a11y.check();

    const api = (await (await request.get("/api/consulta?guia=jurisprudencia&q=courts&for=TITULO")).json()) as Found;
    const years = api.registros.map((r) => r.ano_publicacao!).sort((a, b) => a - b);
    const newest = api.registros.find((r) => r.ano_publicacao === years[1])!.titulo;
    await page.getByLabel("Comparação").selectOption({ label: "> Posterior a" });
    await page.getByLabel("Ano inicial").fill(String(years[0]));
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(new RegExp(`comparacao=maior&data_inicial=${years[0]}`));
    await expect.poll(() => resultCount(page)).toBe(1);
    await expect(page.getByRole("link", { name: newest })).toBeVisible();
    await a11y.check();

    await page.getByLabel("Comparação").selectOption({ label: "Entre" });
    await page.getByLabel("Ano final").fill(String(years[0] - 1));
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(
      summary.getByRole("link", { name: "O campo Ano final não pode ser menor que Ano inicial" }),
    ).toBeVisible();
    await a11y.check();
    await page.getByLabel("Ano final").fill(String(years[1]));
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect.poll(() => resultCount(page)).toBe(2);
    await a11y.check();
  });
});

test.describe("accessibility tab", () => {
  test("searches by title, marks the accessible titles and keeps only them on request", async ({
    page,
    a11y,
    request,
  }) => {
    await a11y.visit("/");
    await (await searchTabLink(page, "Acessibilidade")).click();
    await expect(page).toHaveURL(/\/acessibilidade$/);
    await expect(page.getByRole("heading", { level: 1, name: "Acessibilidade" })).toBeVisible();
    await expect(page.getByLabel("Pesquisar por")).toHaveValue("TITULO");
    await expect(page.getByLabel("Todos os títulos")).toBeChecked();
    await a11y.check();

    await page.getByLabel("Termo de pesquisa").fill("civil");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(/\/acessibilidade\?q=civil&for=TITULO&accessibleTitleSearch=TT/);
    const all = (await (await request.get("/api/consulta?guia=acessibilidade&q=civil&for=TITULO")).json()) as Found;
    await expect.poll(() => resultCount(page)).toBe(all.totalRegistros);
    // "Civil disobedience" is a spoken-word recording: it has an accessible version; the others do not.
    const recording = page
      .locator(".result-list > li")
      .filter({ has: page.getByRole("link", { name: "Civil disobedience", exact: true }) });
    await expect(recording.getByRole("definition").filter({ hasText: "Versão acessível" })).toBeVisible();
    const marked = all.registros.filter((r) => r.possui_acessibilidade === "S").length;
    expect(marked).toBeLessThan(all.registros.length);
    await expect(
      page.locator(".result-list").getByRole("definition").filter({ hasText: "Versão acessível" }),
    ).toHaveCount(marked);
    await a11y.check();

    await page.getByLabel("Somente títulos com versão acessível").check();
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(/accessibleTitleSearch=TA/);
    await expect(page.getByLabel("Somente títulos com versão acessível")).toBeChecked();
    const only = (await (
      await request.get("/api/consulta?guia=acessibilidade&q=civil&for=TITULO&accessibleTitleSearch=TA")
    ).json()) as Found;
    expect(only.totalRegistros).toBeGreaterThan(0);
    await expect.poll(() => resultCount(page)).toBe(only.totalRegistros);
    await expect(page.locator(".result-list > li")).toHaveCount(only.registros.length);
    await expect(
      page.locator(".result-list").getByRole("definition").filter({ hasText: "Versão acessível" }),
    ).toHaveCount(only.registros.length);
    await a11y.check();
  });
});

test.describe("kids catalogue", () => {
  test("lists the children's books by category and library, searches them and opens one", async ({
    page,
    a11y,
    request,
  }) => {
    await a11y.visit("/");
    await (await searchTabLink(page, "Catálogo infantil")).click();
    await expect(page).toHaveURL(/\/catalogos\/kids$/);
    await expect(page.getByRole("heading", { level: 1, name: "Catálogo infantil" })).toBeVisible();
    const all = (await (await request.get("/api/consulta?guia=catalogos/kids&q=&for=TODOS")).json()) as Found;
    expect(all.totalRegistros).toBeGreaterThan(100);
    await expect.poll(() => resultCount(page)).toBe(all.totalRegistros);
    await expect(page.locator(".kids-results__item")).toHaveCount(20);
    await a11y.check();

    await page.getByRole("navigation", { name: "Páginas dos livros" }).getByRole("link", { name: "Próxima" }).click();
    await expect(page).toHaveURL(/\/catalogos\/kids\?page=2$/);
    await expect(page.locator(".kids-results__item")).toHaveCount(20);
    await a11y.check();

    await page
      .getByRole("navigation", { name: "Categorias" })
      .getByRole("link", { name: "Primeiros anos (6 a 8 anos)" })
      .click();
    await expect(page).toHaveURL(/\/catalogos\/kids\/\*\/b$/);
    await expect.poll(() => resultCount(page)).toBe(2);
    await expect(page.getByLabel("Categoria", { exact: true })).toHaveValue("b");
    await a11y.check();

    await page.getByRole("link", { name: "Lucretia Mott : a photo-illustrated biography" }).click();
    // The children's record page (decision 040).
    await expect(page).toHaveURL(/\/catalogos\/kids\/acervo\/\d+$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Lucretia Mott");
    await a11y.check();

    await a11y.visit("/catalogos/kids");
    await page.getByLabel("Termo de pesquisa").fill("jim crow");
    await page.getByLabel("Biblioteca", { exact: true }).selectOption({ index: 1 });
    const library = await page.getByLabel("Biblioteca", { exact: true }).inputValue();
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(new RegExp(`/catalogos/kids/${library}\\?q=jim\\+crow&for=LIVRE$`));
    const inLibrary = (await (
      await request.get(`/api/consulta?guia=catalogos/kids&q=jim crow&for=LIVRE&id_biblioteca=${library}`)
    ).json()) as Found;
    await expect.poll(() => resultCount(page)).toBe(inLibrary.totalRegistros);
    await expect(page.getByLabel("Biblioteca", { exact: true })).toHaveValue(library);
    await a11y.check();

    await page.getByLabel("Biblioteca", { exact: true }).selectOption("*");
    await page.getByRole("button", { name: "Pesquisar" }).click();
    await expect(page).toHaveURL(/\/catalogos\/kids\?q=jim\+crow&for=LIVRE$/);
    await expect(page.getByRole("link", { name: 'Little "Jim Crow", and other stories of children' })).toBeVisible();
    await a11y.check();
  });

  test("the mobile selector opens the kids catalogue, keeping mobileView", async ({ page, a11y }) => {
    await page.setViewportSize({ width: 375, height: 800 });
    await a11y.visit("/?mobileView=search");
    await page.getByLabel("Modo de pesquisa").selectOption({ label: "Catálogo infantil" });
    await page.getByRole("button", { name: "Ir", exact: true }).click();
    await expect(page).toHaveURL(/\/catalogos\/kids\?mobileView=search$/);
    await expect(page.getByRole("heading", { level: 1, name: "Catálogo infantil" })).toBeVisible();
    await expect(page.getByLabel("Modo de pesquisa")).toHaveValue("catalogos/kids");
    await a11y.check();
  });

  test("an unknown library or category is a message; another prefix goes home", async ({ page, a11y }) => {
    const library = await a11y.visit("/catalogos/kids/999");
    expect(library?.status()).toBe(404);
    await expect(page).toHaveTitle(/^Erro: /);
    await expect(page.getByRole("alert").getByRole("link", { name: "Biblioteca inválida." })).toBeVisible();
    await expect(page.getByLabel("Biblioteca", { exact: true })).toHaveAccessibleDescription(/Biblioteca inválida\./);

    const category = await a11y.visit("/catalogos/kids/*/x");
    expect(category?.status()).toBe(404);
    await expect(page.getByRole("alert").getByRole("link", { name: "Categoria inválida." })).toBeVisible();
    await expect(page.getByLabel("Categoria", { exact: true })).toHaveAccessibleDescription(/Categoria inválida\./);

    await a11y.visit("/catalogos/outro");
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole("heading", { level: 1, name: "Pesquisa geral" })).toBeVisible();
  });
});
