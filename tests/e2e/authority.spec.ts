/** Authority pages: heading, fields, identifier logos (50 px), links, records under the heading, MARC. */
import type { APIRequestContext } from "@playwright/test";

import { expect, test } from "./fixtures.ts";

interface Details {
  cod_autoridade: number;
  cabecalho: string;
  identificadores: { fonte: string; codigo: string; url: string | null; logo: boolean }[];
  links: { url: string; descricao: string }[];
  total_acervos: number;
}

/** The first authority (ids from 1) for which `accept` holds, read through the service. */
async function findAuthority(request: APIRequestContext, accept: (d: Details) => boolean): Promise<Details> {
  for (let id = 1; id <= 200; id++) {
    const response = await request.get(`/api/autoridade/${id}`);
    if (!response.ok()) continue;
    const details = (await response.json()) as Details;
    if (accept(details)) return details;
  }
  throw new Error("no such authority");
}

test.describe("authority pages", () => {
  test("a person with identifiers: logos 50 px high, links, the records under the heading", async ({
    page,
    a11y,
    request,
  }) => {
    const details = await findAuthority(
      request,
      (d) => d.identificadores.some((i) => i.logo && i.url) && d.links.length > 0 && d.total_acervos > 0,
    );
    const id = details.cod_autoridade;
    await a11y.visit(`/autoridade/${id}`);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(details.cabecalho);
    await expect(page).toHaveTitle(
      new RegExp(`^${details.cabecalho.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")} – Dados da autoridade`),
    );

    const logos = page.locator(".identifier-logos");
    for (const identifier of details.identificadores.filter((i) => i.logo && i.url)) {
      const link = logos.getByRole("link", { name: new RegExp(`: ${identifier.codigo}$`) });
      await expect(link).toHaveAttribute("href", identifier.url!);
      const img = link.getByRole("img");
      await expect(img).toHaveAttribute("src", `/logos/${identifier.fonte}.svg`);
      expect((await img.boundingBox())?.height).toBe(50);
    }
    const links = page.getByRole("region", { name: "Links" });
    for (const link of details.links) {
      await expect(links.getByRole("link", { name: link.descricao || link.url })).toHaveAttribute("href", link.url);
    }
    const records = page.getByRole("region", { name: /^Registros com este cabeçalho/ });
    await expect(records.getByRole("heading", { level: 3 })).toHaveText(
      `Registros com este cabeçalho (${details.total_acervos})`,
    );
    const first = records.getByRole("heading", { level: 4 }).getByRole("link").first();
    await expect(first).toHaveAttribute("href", /^\/acervo\/\d+$/);
    // Decision 037: the records come before the field lists, which can be long.
    const recordsBeforeFields = await page.evaluate(() => {
      const heading = document.getElementById("heading-records");
      const fields = document.querySelector(".record-fields");
      return Boolean(heading && fields && heading.compareDocumentPosition(fields) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(recordsBeforeFields).toBe(true);

    await page.getByRole("navigation", { name: "Visões da autoridade" }).getByRole("link", { name: "MARC" }).click();
    await expect(page).toHaveURL(new RegExp(`/autoridade/${id}/marc$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(details.cabecalho);
    const marc = page.getByRole("table", { name: "Campos MARC 21 da autoridade" });
    await expect(marc.getByRole("rowheader", { name: "024" }).first()).toBeVisible();
    await a11y.check();
  });

  test("an unknown authority is not found, in both views", async ({ page, a11y }) => {
    const response = await a11y.visit("/autoridade/987654");
    expect(response?.status()).toBe(404);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Página não encontrada!");
    const marc = await a11y.visit("/autoridade/987654/marc");
    expect(marc?.status()).toBe(404);
  });
});
