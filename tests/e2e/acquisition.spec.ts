/**
 * Acquisition suggestions (decision 030), with and without JS, as the
 * demo patron "sugestoes" (invented for this spec; api/operations/demo/acquisition.ts gives it one suggestion
 * in pre-suggestion, two in quotation and one cancelled). The test sends one suggestion and cancels
 * it through the desk afterwards, so the next run (the other project) finds the same rows.
 * Rule-by-rule coverage is in tests/api/acquisition.test.ts and the form's unit tests.
 */
import type { APIRequestContext } from "@playwright/test";

import type { SuggestionOut } from "../../api/community/acquisition/contract.ts";
import { apiToken, loginTo } from "./circulation-helpers.ts";
import { expect, test } from "./fixtures.ts";

const PATRON = "sugestoes";
const TITLE = "Catalogação descritiva na prática";
/** The demo desk's key (api/operations/demo/circulation.ts DEMO_STAFF; demo data only). */
const DESK_KEY = "demo-balcao-chave-2026";

async function cancelSent(request: APIRequestContext): Promise<void> {
  const token = await apiToken(request, PATRON);
  const response = await request.get("/api/aquisicao/sugestoes?situacao=pre_suggestion", {
    headers: { authorization: `Bearer ${token}` },
  });
  for (const s of ((await response.json()) as SuggestionOut[]).filter((x) => x.titulo === TITLE)) {
    const moved = await request.put(`/api/balcao/sugestoes/${s.cod_sugestao}`, {
      headers: { "x-staff-key": DESK_KEY },
      data: { situacao: "cancelled", resposta: "Teste automatizado." },
    });
    expect(moved.status(), await moved.text()).toBe(200);
  }
}

test.describe("acquisition suggestions", () => {
  test("a patron sends a suggestion past every message, then filters their list by situation", async ({
    page,
    a11y,
    request,
    javaScriptEnabled,
  }) => {
    try {
      await loginTo(page, a11y, "/meupergamum/sugestoes", PATRON);
      const nav = page.getByRole("navigation", { name: "Minha conta" });
      await expect(nav.getByRole("link", { name: "Sugestões de aquisição" })).toHaveAttribute("aria-current", "page");
      await page.getByRole("link", { name: "Sugerir uma aquisição" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Sugerir aquisição" })).toBeVisible();
      await a11y.check();

      // Empty: each required field named, in the summary and inline.
      await page.getByRole("button", { name: "Enviar sugestão" }).click();
      const summary = page.locator(".error-summary");
      await expect(summary.getByRole("link")).toHaveText([
        "Campo obrigatório não preenchido: Biblioteca.",
        "Campo obrigatório não preenchido: Título.",
        "Campo obrigatório não preenchido: Editora.",
      ]);
      await expect(summary).toBeFocused();
      await expect(page).toHaveTitle(/^Erro: /);
      await expect(page.locator("#sugestao-biblioteca-error")).toHaveText(
        /Campo obrigatório não preenchido: Biblioteca/,
      );
      await expect(page.locator("#sugestao-titulo-error")).toHaveText(/Campo obrigatório não preenchido: Título/);
      await expect(page.locator("#sugestao-editor-error")).toHaveText(/Campo obrigatório não preenchido: Editora/);
      await a11y.check();

      // A wrong check digit is named; what was typed stays.
      await page.getByLabel("Título *").fill(TITLE);
      await page.getByLabel("Editora *").fill("Editora Exemplo");
      await page.getByLabel("ISBN/ISSN").fill("978-0-19-852663-7");
      await page.getByRole("button", { name: "Enviar sugestão" }).click();
      await expect(summary.getByRole("link")).toHaveText([
        "Campo obrigatório não preenchido: Biblioteca.",
        "ISBN/ISSN: o ISBN informado não é válido (confira os dígitos).",
      ]);
      await expect(page.getByLabel("Título *")).toHaveValue(TITLE);

      // Campus, then its libraries: at once with JS, through the button without.
      await page.getByLabel("Campus").selectOption({ label: "Campus Norte" });
      if (!javaScriptEnabled) await page.getByRole("button", { name: "Mostrar as bibliotecas do campus" }).click();
      const library = page.getByLabel("Biblioteca *");
      await expect(library.locator("option")).toHaveText(["Selecione a biblioteca", "Biblioteca do Campus Norte"]);
      await expect(page.getByLabel("Título *")).toHaveValue(TITLE);
      await expect(page.getByLabel("ISBN/ISSN")).toHaveValue("978-0-19-852663-7");
      await library.selectOption({ label: "Biblioteca do Campus Norte" });
      await page.getByLabel("ISBN/ISSN").fill("978-0-19-852663-6");
      await page.getByRole("button", { name: "Enviar sugestão" }).click();

      await expect(page).toHaveURL(/\/meupergamum\/sugestoes$/);
      await expect(page.getByRole("status")).toHaveText("Sugestão de aquisição enviada com sucesso.");
      await expect(page).not.toHaveTitle(/^Erro: /);
      await a11y.check();

      // Filtered by situation: exactly the demo's pre-suggestion and the one just sent.
      await page.getByLabel("Situação").selectOption({ label: "Pré-sugestão" });
      await page.getByRole("button", { name: "Filtrar" }).click();
      await expect(page).toHaveURL(/situacao=pre_suggestion/);
      const table = page.getByRole("table", { name: /Suas sugestões de aquisição/ });
      await expect(table.locator("tbody tr")).toHaveCount(2);
      await expect(table.locator("tbody th")).toHaveText([
        `${TITLE} — Editora Exemplo`,
        "Leitura e bibliotecas escolares — Editora Demonstração",
      ]);
      await expect(table.locator("tbody tr").first().locator("td")).toHaveText([
        "Biblioteca do Campus Norte",
        /^\d{2}\/\d{2}\/\d{4}$/,
        "Pré-sugestão",
        /^\d{2}\/\d{2}\/\d{4}$/,
        "–",
      ]);
      // The statistics count every situation of the patron's (no dates given): the demo's two in quotation.
      const stats = page.getByRole("table", { name: "Suas sugestões por situação" });
      await expect(stats.getByRole("row", { name: /Em cotação/ })).toHaveText(/Em cotação\s*2/);
      await a11y.check();
    } finally {
      await cancelSent(request);
    }
  });
});
