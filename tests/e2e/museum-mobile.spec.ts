/**
 * The museum catalogue and the catalogue home's mobile views (decision 040) on the demo. Runs with
 * and without JS with the same assertions; each mobile view at 360 px.
 */
import { expect, test } from "./fixtures.ts";

test("museum catalogue: the objects' grid and an object's page", async ({ page, a11y }) => {
  await a11y.visit("/catalogos/museus");
  await expect(page.getByRole("heading", { level: 1, name: "Catálogo do museu" })).toBeVisible();
  // The museum has no search form of its own: the header's is there.
  await expect(page.getByRole("search", { name: "Pesquisa rápida" })).toBeVisible();
  const objects = page.getByRole("region", { name: "Objetos do acervo" });
  await expect(objects.getByText("Itens: 19 · página 1 de 3")).toBeVisible();
  await expect(objects.getByRole("listitem").first()).toContainText("1-bit symphony");
  await expect(page.getByRole("region", { name: "Informações" }).locator("summary")).toHaveText([
    "Sobre o museu",
    "Visitação",
  ]);
  await objects.getByRole("link", { name: "Orihon" }).click();
  await expect(page).toHaveURL(/\/catalogos\/museus\/acervo\/\d+$/);
  await expect(page.getByRole("heading", { level: 2, name: "Dados do acervo – Objeto tridimensional" })).toBeVisible();
  await expect(page.getByText("1 object : plastic ; 13 x 20 x 20 cm + 1 USB flash drive.")).toBeVisible();
  await a11y.check();
});

test("mobile views at 360 px, switched by the 'Ver mais' menu", async ({ page, a11y }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  await a11y.visit("/?mobileView=search");
  await expect(page.getByRole("link", { name: "Autoatendimento" })).toBeHidden();
  const views: [string, string, RegExp][] = [
    ["Entrar", "Entrar", /\/login\?mobileView=login/],
    ["Serviços", "Meu Pergamum", /\/meupergamum$/],
    ["Perguntas frequentes", "Dúvidas frequentes", /\/pesquisa_acessibilidade\/duvidas-frequentes$/],
    ["Sugestões e links", "Catálogo do museu", /\/catalogos\/museus$/],
    ["Destaques e notícias", "Horário estendido na semana de provas (demonstração)", /^$/],
  ];
  for (const [view, content, target] of views) {
    const menu = page.getByRole("navigation", { name: "Visões do catálogo" });
    await menu.getByText("Ver mais").click();
    await menu.getByRole("link", { name: view }).click();
    await expect(page.getByRole("heading", { level: 1, name: view })).toBeVisible();
    const region = page.getByRole("region", { name: view });
    if (target.source === "^$") await expect(region.getByRole("heading", { name: content })).toBeVisible();
    else await expect(region.getByRole("link", { name: content })).toHaveAttribute("href", target);
    // The links the institution enables (57, 87) join the view (decision 065).
    if (view === "Sugestões e links") {
      await expect(region.getByRole("link", { name: "Artigos compartilhados" })).toHaveAttribute(
        "href",
        "https://artigos.example.org/compartilhados",
      );
      await expect(region.getByRole("link", { name: "Catálogo da rede" })).toHaveAttribute(
        "href",
        "https://rede.example.org/catalogo",
      );
    }
    // The search page is out of the way on a phone.
    await expect(page.getByRole("button", { name: "Pesquisar" })).toBeHidden();
    await a11y.check();
  }
  const menu = page.getByRole("navigation", { name: "Visões do catálogo" });
  await menu.getByText("Ver mais").click();
  await menu.getByRole("link", { name: "Pesquisa" }).click();
  await expect(page.getByRole("button", { name: "Pesquisar" })).toBeVisible();
});

test("a wide window: no mobile menu, and the self-service button", async ({ page, a11y, javaScriptEnabled }) => {
  await a11y.visit("/?mobileView=search");
  await expect(page.getByRole("navigation", { name: "Visões do catálogo" })).toBeHidden();
  await expect(page.getByRole("button", { name: "Pesquisar" })).toBeVisible();
  // With JS the parameter leaves the address and the tab links built from it (document 2 §2);
  // without JS the server cannot know the window's width, and CSS alone shows the search page.
  const kept = javaScriptEnabled ? "" : "?mobileView=search";
  await expect(page).toHaveURL(new RegExp(`/${kept.replace("?", "\\?")}$`));
  await expect(
    page.getByRole("navigation", { name: "Modos de pesquisa" }).getByRole("link", { name: "E-books" }),
  ).toHaveAttribute("href", `/e_books${kept}`);
  await a11y.check();
  await expect(page.getByRole("link", { name: /Autoatendimento/ })).toHaveAttribute(
    "href",
    "https://autoatendimento.example.org/login?empresa=525&biblioteca=1&idioma=pt_BR&permissao_teclado_numerico=false&tipoAutenticacao=SENHA",
  );
});
