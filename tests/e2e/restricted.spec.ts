/**
 * Links of a record and the restricted-access flows of document 1 §2: /acervo/{id}/restrito for
 * a visitor and for a patron, /acesso-restrito/{id} with its PDF, the 'Não existe(m)…' message,
 * the failure message, and the counting path of public links.
 */
import { loginTo } from "./circulation-helpers.ts";
import { expect, test } from "./fixtures.ts";
import {
  apiJson,
  login,
  recordByKey,
  RESTRICTED_THESIS,
  RESTRICTED_THESIS_TITLE,
  type RecordKey,
} from "./record-finders.ts";

/**
 * A book in Portuguese with a public link (856 to its DOI) and no restricted one: "Ações de
 * prevenção, promoção e proteção à saúde no ambiente escolar…", Santos, 2019.
 */
const SCHOOL_HEALTH: RecordKey = { key: "002921616|", search: "q=ambiente+escolar&for=TITULO" };
/** The demo's book in Portuguese with the accessibility (AC) link (api/operations/demo/seed.ts DEMO_LINKS). */
const INTERNATIONAL_RELATIONS: RecordKey = {
  key: "000003374|",
  search: "q=analise+relacoes+internacionais&for=TITULO",
};

interface Link {
  seq_paragrafo: number;
  tipo_link: string;
  descricao: string;
  url_link: string;
}

test.describe("restricted links", () => {
  test("a patron whose category may not see restricted material is told so, in place of the links", async ({
    page,
    a11y,
    request,
  }) => {
    const id = await recordByKey(request, RESTRICTED_THESIS);
    // norte is a community member; the demo opens restricted material to students and staff (decision 065).
    await loginTo(page, a11y, `/acesso-restrito/${id}`, "norte");
    await expect(page.locator("#restricted-forbidden")).toHaveText(
      "Você não tem permissão para visualizar este acervo. Em caso de dúvida, procure a biblioteca.",
    );
    await expect(page.getByRole("button", { name: /^Acessar/ })).toHaveCount(0);
    await a11y.check();
  });

  test("a visitor follows a restricted link: login, then the file in the viewer or as a link", async ({
    page,
    a11y,
    request,
  }) => {
    const id = await recordByKey(request, RESTRICTED_THESIS);
    await a11y.visit(`/acervo/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(RESTRICTED_THESIS_TITLE);
    const block = page.getByRole("region", { name: "Links" });
    const link = block.getByRole("link", { name: "Acesso restrito" });
    await expect(link).toHaveAttribute("href", `/acervo/${id}/restrito`);
    await expect(block).toContainText("acesso restrito, requer login");
    await link.click();

    await expect(page).toHaveURL(
      new RegExp(`/login\\?redirect=%2Facesso-restrito%2F${id}&origin=restricted_access&destination=C$`),
    );
    await a11y.check();
    await login(page);

    await expect(page).toHaveURL(new RegExp(`/acesso-restrito/${id}$`));
    await expect(page.getByRole("heading", { level: 1, name: "Acesso restrito" })).toBeVisible();
    await expect(page).toHaveTitle(/^Acesso restrito – /);
    await a11y.check();

    await page.getByRole("button", { name: "Acessar Acesso restrito" }).click();
    const viewer = page.getByRole("region", { name: "Acesso restrito", exact: true });
    await expect(viewer.getByRole("heading", { level: 2, name: "Acesso restrito" })).toBeVisible();
    const file = viewer.getByRole("link", { name: /Abrir o PDF “Acesso restrito”/ });
    await expect(file).toHaveAttribute("href", new RegExp(`^/api/vinculos/arquivo/${id}/1\\?t=`));
    await a11y.check();

    // The signed address works without the session (an <iframe> or a new window loads it).
    const href = (await file.getAttribute("href"))!;
    const pdf = await request.get(href);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()["content-type"]).toContain("application/pdf");
    // Without the signature the file is refused.
    expect((await request.get(href.split("?")[0])).status()).toBe(401);

    // A patron who is already logged in goes straight to the list.
    await a11y.visit(`/acervo/${id}/restrito`);
    await expect(page).toHaveURL(new RegExp(`/acesso-restrito/${id}$`));
  });

  test("a record without restricted links: back to the record, and the 'none' message", async ({
    page,
    a11y,
    request,
  }) => {
    const id = await recordByKey(request, SCHOOL_HEALTH);
    expect(await apiJson<{ restrito: boolean }>(request, `/api/acervo/${id}/restrito`)).toEqual({ restrito: false });
    await a11y.visit(`/acervo/${id}/restrito`);
    await expect(page).toHaveURL(new RegExp(`/acervo/${id}$`));

    // An unknown record: the spec's "on error to /".
    await a11y.visit("/acervo/987654321/restrito");
    await expect(page).toHaveURL(/\/$/);

    await a11y.visit(`/acesso-restrito/${id}`);
    await expect(page).toHaveURL(new RegExp(`/login\\?redirect=%2Facesso-restrito%2F${id}$`));
    await login(page);
    await expect(page).toHaveURL(new RegExp(`/acesso-restrito/${id}$`));
    await expect(page.getByText("Não existe(m) arquivos de acessos restritos para este acervo.")).toBeVisible();
    await a11y.check();
  });

  test("public links go through the counting path; a link that fails shows the spec's message", async ({
    page,
    a11y,
    request,
  }) => {
    const id = await recordByKey(request, SCHOOL_HEALTH);
    const links = await apiJson<Link[]>(request, `/api/acervo/${id}/links`);
    const first = links.find((l) => l.tipo_link === "P")!;
    expect(first.url_link).toBe("http://dx.doi.org/10.11606/9788588848313");
    await a11y.visit(`/acervo/${id}`);
    const link = page.getByRole("region", { name: "Links" }).getByRole("link", { name: first.descricao }).first();
    const href = (await link.getAttribute("href"))!;
    expect(href).toMatch(new RegExp(`^/vinculos/publico/${id}/seq/${first.seq_paragrafo}/[a-z0-9-]+$`));
    // Followed without the browser (the address is on the internet): the OPAC counts and redirects.
    const followed = await request.get(href, { maxRedirects: 0 });
    expect(followed.status()).toBe(302);
    expect(followed.headers()["location"]).toBe(first.url_link);

    const failed = await a11y.visit(`/vinculos/publico/${id}/seq/999/nao-existe`);
    expect(failed?.status()).toBe(404);
    await expect(page.getByRole("alert")).toHaveText("Houve um erro durante a tentativa de acesso ao vinculo.");
    await expect(page).toHaveTitle(/^Erro: /);
  });

  test("an accessibility (AC) link asks a visitor to log in first", async ({ request }) => {
    const id = await recordByKey(request, INTERNATIONAL_RELATIONS);
    const link = (await apiJson<Link[]>(request, `/api/acervo/${id}/links`)).find((l) => l.tipo_link === "AC")!;
    expect(link.url_link).toBe("");
    const path = `/vinculos/publico/${id}/seq/${link.seq_paragrafo}/versao-acessivel`;
    const response = await request.get(path, { maxRedirects: 0 });
    expect(response.status()).toBe(302);
    expect(response.headers()["location"]).toBe(`/login?redirect=${encodeURIComponent(path)}`);
  });
});
