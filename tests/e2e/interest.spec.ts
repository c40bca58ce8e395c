/**
 * The interest profile and the bibliographic bulletin (decision 031), with and without JS. The
 * profile flow runs as the demo patron "perfil" (invented for it: no other spec logs in as it) and
 * empties the profile again at the end. The digest and the feed are in the API test
 * (tests/api/interest-profile.test.ts), which reads the mail from a local SMTP server.
 */
import type { APIRequestContext } from "@playwright/test";

import type { InterestProfile } from "../../api/patron/interest/contract.ts";
import { apiToken, loginTo } from "./circulation-helpers.ts";
import { expect, test } from "./fixtures.ts";

const PATRON = "perfil";
const PART = { A: "area-autor-assunto", S: "area-autor-assunto", P: "periodicos", T: "tipo-obra" } as const;

async function emptyProfile(request: APIRequestContext): Promise<void> {
  const headers = { authorization: `Bearer ${await apiToken(request, PATRON)}` };
  const profile = (await (await request.get("/api/perfil-interesse", { headers })).json()) as InterestProfile;
  for (const entry of profile.entradas) {
    const response = await request.delete(`/api/perfil-interesse/${PART[entry.tipoDSI]}?codigo=${entry.codigo}`, {
      headers,
    });
    expect(response.ok()).toBe(true);
  }
}

/** A day `days` from today, as the date input takes it and as the page shows it. */
function dayFromToday(days: number): { iso: string; shown: string } {
  const date = new Date(Date.now() + days * 86_400_000);
  const iso = new Intl.DateTimeFormat("en-CA", { timeZone: "America/Sao_Paulo" }).format(date);
  return { iso, shown: `${iso.slice(8, 10)}/${iso.slice(5, 7)}/${iso.slice(0, 4)}` };
}

test.describe("interest profile", () => {
  test("a subject found by search is added, dated and kept, another removed; the matching titles follow", async ({
    page,
    a11y,
    request,
  }) => {
    await emptyProfile(request);
    try {
      await loginTo(page, a11y, "/meupergamum/perfil-interesse", PATRON);
      await expect(page.getByRole("heading", { level: 1, name: "Perfil de interesse" })).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Minha conta" });
      await expect(nav.getByRole("link", { name: "Perfil de interesse" })).toHaveAttribute("aria-current", "page");
      await expect(page.getByText("Ainda não há autor ou assunto no seu perfil.")).toBeVisible();
      await expect(page.getByText("Nenhum título do catálogo corresponde ao seu perfil agora.")).toBeVisible();
      await a11y.check();

      const headings = page.getByRole("region", { name: "Autores e assuntos" });
      const search = async (term: string) => {
        await headings.getByLabel("Nome ou assunto").fill(term);
        await headings.getByRole("button", { name: "Pesquisar no catálogo" }).click();
        await expect(
          headings.getByRole("heading", { name: new RegExp(`Cabeçalhos encontrados para “${term}”`) }),
        ).toBeVisible();
      };
      await search("anatom");
      await expect(headings.getByText("(9 títulos no catálogo)")).toBeVisible();
      await a11y.check();
      await headings.getByRole("button", { name: "Incluir Anatomy no perfil" }).click();
      await expect(page.getByRole("status")).toHaveText("Incluído no seu perfil de interesse.");
      await expect(page).toHaveURL(/termo=anatom#autores-assuntos$/);
      await search("cuba");
      await a11y.check();
      await headings.getByRole("button", { name: "Incluir Cuba no perfil" }).click();
      await expect(page.getByRole("status")).toHaveText("Incluído no seu perfil de interesse.");
      await expect(page.getByText("Títulos do catálogo que correspondem ao seu perfil agora: 17")).toBeVisible();

      // A past validity date is refused beside the entry's date; a later one is kept.
      const validity = headings.getByLabel("Válido até, para Anatomy (assunto)");
      await validity.fill(dayFromToday(-3).iso);
      await validity.locator("xpath=ancestor::form").getByRole("button", { name: "Salvar data" }).click();
      const summary = page.locator(".error-summary");
      await expect(summary.getByRole("link")).toHaveText("A data de validade não pode ser anterior a hoje.");
      await expect(summary).toBeFocused();
      await expect(page).toHaveTitle(/^Erro: /);
      await expect(headings.getByLabel("Válido até, para Anatomy (assunto)")).toHaveValue(dayFromToday(-3).iso);
      await a11y.check();
      const later = dayFromToday(30);
      await headings.getByLabel("Válido até, para Anatomy (assunto)").fill(later.iso);
      await headings
        .getByLabel("Válido até, para Anatomy (assunto)")
        .locator("xpath=ancestor::form")
        .getByRole("button", { name: "Salvar data" })
        .click();
      await expect(page.getByRole("status")).toHaveText("A data de validade foi salva.");
      await expect(headings.getByText(`(até ${later.shown})`)).toBeVisible();

      await headings.getByRole("button", { name: "Remover Cuba (assunto) do perfil" }).click();
      await expect(page.getByRole("status")).toHaveText("Removido do seu perfil de interesse.");
      await expect(headings.getByText("Cuba (assunto)")).toHaveCount(0);
      const titles = page.getByRole("region", { name: "Títulos que correspondem ao seu perfil" });
      await expect(titles.getByText("Títulos do catálogo que correspondem ao seu perfil agora: 9")).toBeVisible();
      await expect(titles.getByRole("listitem")).toHaveCount(9);
      await expect(titles.getByRole("link").first()).toHaveAttribute("href", /^\/acervo\/\d+$/);
      await a11y.check();
    } finally {
      await emptyProfile(request);
    }
  });

  test("the bulletin, from the list of bulletins down to a chapter's second page", async ({ page, a11y }) => {
    await a11y.visit("/alerta-bibliografico");
    await expect(page.getByRole("heading", { level: 1, name: "Alerta bibliográfico" })).toBeVisible();
    const bulletin = page.getByRole("link", { name: /^Novas aquisições – / });
    await expect(bulletin).toHaveCount(1);
    await bulletin.click();
    await expect(page.getByRole("heading", { level: 1, name: /^Novas aquisições – / })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Ciências da Saúde (39 títulos)" })).toBeVisible();
    await a11y.check();
    await page.getByRole("link", { name: "R – Medicina (LC)" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "R – Medicina (LC)" })).toBeVisible();
    await expect(page.getByText("Ciências da Saúde · 21 títulos")).toBeVisible();
    await expect(page.locator(".interest-titles > li")).toHaveCount(20);
    await a11y.check();
    await page.getByRole("navigation", { name: "Páginas do capítulo" }).getByRole("link", { name: "Página 2" }).click();
    await expect(page.locator(".interest-titles > li")).toHaveCount(1);
    await expect(page.locator(".interest-titles a")).toHaveAttribute("href", /^\/acervo\/\d+$/);
    await a11y.check();
  });
});
