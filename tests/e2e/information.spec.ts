/**
 * The FAQ and information pages (decision 038) on the demo, with and without JS:
 * the footer's FAQ (a dialog with JS, the page without: the same questions either way), the
 * general information, a service point reached from the list, the events and the support
 * message, and the release the footer names. axe once per page state. The content's rules (sanitising, order, dates) are in
 * tests/api/information.test.ts.
 */
import { readFileSync } from "node:fs";

import { expect, test } from "./fixtures.ts";

const { version } = JSON.parse(readFileSync("package.json", "utf8")) as { version: string };

test("the footer's FAQ, the general information, a service point, the events and support", async ({ page, a11y }) => {
  await a11y.visit("/");
  // The footer names the release the server runs, as /version does.
  await expect(page.getByRole("contentinfo").getByText(`Versão ${version}`, { exact: true })).toBeVisible();
  // The product's logo (88) and the shared-articles and network catalogue links (57, 87), enabled
  // by the demo institution (decision 065).
  const footer = page.getByRole("contentinfo");
  await expect(
    footer.getByRole("img", { name: "Acervo OPAC, catálogo de biblioteca em software livre" }),
  ).toBeVisible();
  await expect(footer.getByRole("link", { name: "Artigos compartilhados" })).toHaveAttribute(
    "href",
    "https://artigos.example.org/compartilhados",
  );
  await expect(footer.getByRole("link", { name: "Catálogo da rede" })).toHaveAttribute(
    "href",
    "https://rede.example.org/catalogo",
  );
  await page.getByRole("contentinfo").getByRole("link", { name: "Perguntas frequentes" }).click();
  await expect(page.getByRole("heading", { name: "Perguntas frequentes" })).toBeVisible();
  await expect(page.getByText("Como faço para renovar um empréstimo?")).toBeVisible();
  // The catalogue's FAQ only: the kids' and the accessible search's questions are theirs.
  await expect(page.getByText("Crianças podem emprestar livros?")).toHaveCount(0);
  await a11y.check();

  await a11y.visit("/informacoes");
  await expect(page.getByRole("heading", { name: "Sobre as bibliotecas" })).toBeVisible();

  await a11y.visit("/atendimento");
  await page.getByRole("link", { name: "Balcão de atendimento da Biblioteca Central" }).click();
  await expect(page).toHaveURL(/\/atendimento\/\d+$/);
  await expect(page.getByText("Segunda a sexta, das 8h às 22h; sábados, das 8h às 12h.")).toBeVisible();
  await a11y.check();

  await a11y.visit("/eventos");
  await expect(page.getByRole("heading", { name: "Semana do Livro e da Biblioteca (demonstração)" })).toBeVisible();
  // An address without a scheme gets http://.
  await expect(page.getByRole("link", { name: /^Página do evento Semana do Livro/ })).toHaveAttribute(
    "href",
    "http://biblioteca.example/semana-do-livro",
  );
  // Over already: not listed.
  await expect(page.getByText("Inventário do acervo (já realizado) (demonstração)")).toHaveCount(0);

  await a11y.visit("/suporte");
  await expect(page.getByText(/^Problemas com o catálogo\?/)).toBeVisible();
  await expect(page.getByRole("link", { name: "suporte@biblioteca.example" })).toHaveAttribute(
    "href",
    "mailto:suporte@biblioteca.example",
  );

  // Decision 037: on an English page the library's Portuguese texts say their language.
  await a11y.visit("/faq?lng=en");
  await expect(page.getByRole("heading", { name: "Como faço para renovar um empréstimo?" })).toHaveAttribute(
    "lang",
    "pt-BR",
  );
  await expect(page.locator(".info-html").first()).toHaveAttribute("lang", "pt-BR");
  await expect(page.getByRole("heading", { level: 1 })).not.toHaveAttribute("lang");
  await a11y.check();
});
