/** Library pages: data, images, back link, the no-data message; reached from a record's copies. */
import { expect, test } from "./fixtures.ts";
import { apiJson, recordByKey } from "./record-finders.ts";

interface Library {
  cod_biblioteca: number;
  desc_biblioteca: string;
  endereco: string | null;
  email: string | null;
  imagens: { ordem: number; url: string; descricao: string }[];
}

test.describe("library page", () => {
  test("from a record's copies to its library and back", async ({ page, a11y, request }) => {
    // "The Dust Bowl : an interactive history adventure": copies at the Biblioteca Central and the Ciências Humanas.
    const id = await recordByKey(request, { key: "15408335|", search: "q=dust+bowl&for=TITULO" });
    const copies = await apiJson<{ bibliotecas: { cod_biblioteca: number; desc_biblioteca: string }[] }>(
      request,
      `/api/acervo/${id}/exemplares`,
    );
    const first = copies.bibliotecas[0];
    expect(copies.bibliotecas.map((b) => b.desc_biblioteca)).toEqual([
      "Biblioteca Central",
      "Biblioteca de Ciências Humanas",
    ]);
    const library = await apiJson<Library>(request, `/api/biblioteca/${first.cod_biblioteca}`);
    await a11y.visit(`/acervo/${id}/exemplares`);
    await page.getByRole("link", { name: `Sobre a biblioteca ${first.desc_biblioteca}` }).click();

    await expect(page).toHaveURL(new RegExp(`/biblioteca/${first.cod_biblioteca}\\?voltar=`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(library.desc_biblioteca);
    if (library.endereco)
      await expect(page.getByRole("definition").filter({ hasText: library.endereco })).toBeVisible();
    if (library.email)
      await expect(page.getByRole("link", { name: library.email })).toHaveAttribute("href", `mailto:${library.email}`);
    const images = page.getByRole("region", { name: "Imagens" });
    const sorted = [...library.imagens].sort((a, b) => a.ordem - b.ordem);
    await expect(images.getByRole("img", { name: sorted[0].descricao })).toBeVisible();
    await a11y.check();

    await page.getByRole("link", { name: "Voltar" }).click();
    await expect(page).toHaveURL(new RegExp(`/acervo/${id}/exemplares$`));
    await a11y.check();
  });

  test("a library without data shows the no-data message", async ({ page, a11y }) => {
    const response = await a11y.visit("/biblioteca/98765");
    expect(response?.status()).toBe(404);
    await expect(page.getByText("Não há dados desta biblioteca para exibir.")).toBeVisible();
    await expect(page.getByRole("link", { name: "Voltar" })).toHaveAttribute("href", "/");
  });
});
