/**
 * The MARC tab's two views (?liberacao=1, docs/decisions/015) and the record's headings that lead
 * to their authority page or, without one, to a search.
 */
import { expect, test } from "./fixtures.ts";
import { apiJson, recordByKey, RESTRICTED_THESIS, type RecordKey } from "./record-finders.ts";

/** A book with local fields (9XX) that the public MARC view leaves out. */
const DATA_ANALYTICS: RecordKey = { key: "002921939|", search: "q=data+analytics&for=TITULO" };
/**
 * A book with one heading in the authority file (Shakespeare, William, 1564-1616) and others
 * not in it: "Shakespeare and his day", De Rothschild, 1906.
 */
const SHAKESPEARE_AND_HIS_DAY: RecordKey = { key: "000006904|", search: "q=shakespeare+and+his+day&for=TITULO" };

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
    const id = await recordByKey(request, DATA_ANALYTICS);
    const full = await apiJson<Marc>(request, `/api/acervo/${id}/marc?liberacao=1`);
    const localTags = [...new Set(full.campos.map((f) => f.tag).filter((tag) => tag.startsWith("9")))];
    expect(localTags.length).toBeGreaterThan(0);
    expect(localTags).toEqual(["945"]);
    expect(full.campos_locais).toBe(1);

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
    const restricted = await recordByKey(request, RESTRICTED_THESIS);
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
    // A record with one heading in the authority file and another one not in it.
    const id = await recordByKey(request, SHAKESPEARE_AND_HIS_DAY);
    const data = await apiJson<RecordData>(request, `/api/acervo/${id}`);
    expect(data.autoridades.length).toBeGreaterThan(0);
    expect(headingsWithout(data).length).toBeGreaterThan(0);
    const withAuthority = data.autoridades[0];
    const without = headingsWithout(data)[0];
    expect(withAuthority).toMatchObject({ rotulo: "subjects", valor: "Shakespeare, William, 1564-1616" });
    expect(without).toEqual({ rotulo: "main_author", valor: "De Rothschild, J. A. (James Armand), 1878-1957" });
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
