/**
 * The MARC tab's two views (?liberacao=1, docs/decisions/015) and the record's headings that lead
 * to their authority page or, without one, to a search.
 */
import { expect, test } from "./fixtures.ts";
import { apiJson, findRecord } from "./record-finders.ts";

interface Marc {
  campos: { tag: string }[];
  campos_locais: number;
}

interface RecordData {
  campos: { rotulo: string; valores: string[] }[];
  autoridades: { rotulo: string; valor: string; cod_autoridade: number }[];
}

test.describe("MARC views", () => {
  test("the public view leaves the local fields out; a plain link switches to the complete one and back", async ({
    page,
    a11y,
    request,
  }) => {
    const id = await findRecord(request, "q=&T=1", async (candidate) => {
      const marc = await apiJson<Marc>(request, `/api/acervo/${candidate}/marc`);
      return marc.campos_locais > 0;
    });
    const full = await apiJson<Marc>(request, `/api/acervo/${id}/marc?liberacao=1`);
    const localTags = [...new Set(full.campos.map((f) => f.tag).filter((tag) => tag.startsWith("9")))];
    expect(localTags.length).toBeGreaterThan(0);

    await a11y.visit(`/acervo/${id}/marc`);
    const views = page.getByRole("navigation", { name: "Visões do registro MARC" });
    await expect(views.getByRole("link", { name: "Registro para o público" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByText(`Campos locais neste registro: ${full.campos_locais}.`)).toBeVisible();
    const publicTable = page.getByRole("table", { name: "Campos MARC 21 do registro" });
    await expect(publicTable.getByRole("rowheader", { name: "245" })).toBeVisible();
    for (const tag of localTags) await expect(publicTable.getByRole("rowheader", { name: tag })).toHaveCount(0);

    await views.getByRole("link", { name: "Registro completo (liberação)" }).click();
    await expect(page).toHaveURL(new RegExp(`/acervo/${id}/marc\\?liberacao=1$`));
    await expect(views.getByRole("link", { name: "Registro completo (liberação)" })).toHaveAttribute(
      "aria-current",
      "page",
    );
    const complete = page.getByRole("table", { name: "Campos MARC 21 do registro completo" });
    for (const tag of localTags) await expect(complete.getByRole("rowheader", { name: tag }).first()).toBeVisible();
    await expect(page.getByText(/^Registro completo: com os campos locais/)).toBeVisible();
    await a11y.check();

    await views.getByRole("link", { name: "Registro para o público" }).click();
    await expect(page).toHaveURL(new RegExp(`/acervo/${id}/marc$`));
    await expect(page.getByRole("table", { name: "Campos MARC 21 do registro" })).toBeVisible();

    // Any other value is the public view, not an error.
    const other = await a11y.visit(`/acervo/${id}/marc?liberacao=sim`);
    expect(other?.status()).toBe(200);
    await expect(page.getByRole("table", { name: "Campos MARC 21 do registro" })).toBeVisible();
  });

  test("the complete view never shows the address of a restricted link", async ({ page, a11y, request }) => {
    const restricted = await findRecord(
      request,
      "q=&T=2&I=por",
      async (candidate) =>
        (await apiJson<{ restrito: boolean }>(request, `/api/acervo/${candidate}/restrito`)).restrito,
    );
    await a11y.visit(`/acervo/${restricted}/marc?liberacao=1`);
    const table = page.getByRole("table", { name: "Campos MARC 21 do registro completo" });
    await expect(table.getByRole("row").filter({ hasText: "Acesso restrito" })).toBeVisible();
    await expect(table).not.toContainText("/vinculos/");
  });
});

test.describe("headings of a record", () => {
  test("an author with an authority record leads to its page; the others to a search", async ({
    page,
    a11y,
    request,
  }) => {
    const headingsWithout = (data: RecordData) =>
      data.campos
        .filter((f) => ["main_author", "other_authors", "subjects"].includes(f.rotulo))
        .flatMap((f) => f.valores.map((valor) => ({ rotulo: f.rotulo, valor })))
        .filter((h) => !data.autoridades.some((a) => a.rotulo === h.rotulo && a.valor === h.valor));
    let data: RecordData | undefined;
    // A record with one heading in the authority file and another one not in it.
    const id = await findRecord(request, "q=shakespeare", async (candidate) => {
      data = await apiJson<RecordData>(request, `/api/acervo/${candidate}`);
      return data.autoridades.length > 0 && headingsWithout(data).length > 0;
    });
    const withAuthority = data!.autoridades[0];
    const without = headingsWithout(data!)[0];
    await a11y.visit(`/acervo/${id}`);
    const fields = page.locator(".record-fields");
    const link = fields.getByRole("link", { name: withAuthority.valor, exact: true }).first();
    await expect(link).toHaveAttribute("href", `/autoridade/${withAuthority.cod_autoridade}`);

    const search = new URL(
      (await fields.getByRole("link", { name: without.valor, exact: true }).first().getAttribute("href"))!,
      "http://opac",
    );
    expect(search.pathname).toBe("/");
    expect(search.searchParams.get("q")).toBe(without.valor);
    expect([...search.searchParams.values()]).toContain(without.rotulo === "subjects" ? "ASSUNTO" : "AUTOR");

    await link.click();
    await expect(page).toHaveURL(new RegExp(`/autoridade/${withAuthority.cod_autoridade}$`));
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    const records = page.getByRole("region", { name: /^Registros com este cabeçalho/ });
    await expect(records.locator(`a[href="/acervo/${id}"]`).first()).toBeVisible();
    await a11y.check();
  });
});
