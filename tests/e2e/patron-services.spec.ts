/**
 * The patron area's services (decision 034), with and without JS, axe on
 * each new page state. Rule-by-rule coverage is in tests/api/patron-services.test.ts; here, two
 * walks through the pages:
 * - the invented patrons `servicos` (project js) and `servicos2` (nojs), each seeded with one read
 *   and two unread alerts: the count in the menu, mark one read (the count drops), remove it; then
 *   keep a record in the permanent basket from its page, see it there, remove it. Counts are read
 *   from the service first, so a rerun on the same server (a retry) still holds.
 * - `professor`: the teaching plans (the menu line only teachers see) with a bibliography's
 *   copies per library, the reservation history's date rule, the statistics chart and table, the
 *   loan history's fine filter.
 */
import type { Page } from "@playwright/test";

import { chartLabelPxOnPhone } from "./chart-labels.ts";
import { apiToken, loginTo, ON_THE_SHELF } from "./circulation-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { recordByKey } from "./record-finders.ts";

const menu = (page: Page) => page.getByRole("navigation", { name: "Minha conta" });
const alertsLink = (unread: number) => (unread ? `Alertas (não lidos: ${unread})` : "Alertas");

test.describe("patron services", () => {
  test("alerts: the count, read and remove; the permanent basket: keep from a record, remove", async ({
    page,
    a11y,
    request,
  }, testInfo) => {
    const login = testInfo.project.name === "nojs" ? "servicos2" : "servicos";
    const headers = { authorization: `Bearer ${await apiToken(request, login)}` };
    const unread = async () =>
      ((await (await request.get("/api/solicitacoes/alertas/nao-lidos", { headers })).json()) as { nao_lidos: number })
        .nao_lidos;
    const before = await unread();
    expect(before).toBeGreaterThan(0);

    await loginTo(page, a11y, "/meupergamum/alertas", login);
    await expect(page.getByRole("heading", { level: 1, name: "Alertas" })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: alertsLink(before), exact: true })).toBeVisible();
    await expect(menu(page).getByRole("heading", { name: "Circulação" })).toBeVisible();
    // Teaching plans are for teachers only.
    await expect(menu(page).getByRole("link", { name: "Planos de ensino" })).toHaveCount(0);
    await a11y.check();

    const unreadRow = page.getByRole("row").filter({ hasText: "Novo" }).first();
    const sentence = ((await unreadRow.getByRole("rowheader").textContent()) ?? "").trim();
    expect(sentence).not.toMatch(/loan_|reservation_|alerts\./);
    await unreadRow.getByRole("button", { name: /^Marcar como lido/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Alerta marcado como lido." })).toBeVisible();
    await expect(menu(page).getByRole("link", { name: alertsLink(before - 1), exact: true })).toBeVisible();
    expect(await unread()).toBe(before - 1);
    const row = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: sentence, exact: true }) });
    await expect(row.getByRole("cell", { name: "Lido", exact: true })).toBeVisible();
    await row.getByRole("button", { name: /^Remover/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Alerta removido." })).toBeVisible();
    await expect(page.getByRole("rowheader", { name: sentence, exact: true })).toHaveCount(0);
    await a11y.check();

    // The permanent basket: kept from the record page, listed, removed.
    const id = await recordByKey(request, ON_THE_SHELF);
    await a11y.visit(`/acervo/${id}`);
    // An English title on a Portuguese page says its language (decision 038).
    await expect(page.getByRole("heading", { level: 1 })).toHaveAttribute("lang", "en");
    await page.getByRole("button", { name: "Guardar na cesta permanente" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Títulos guardados na cesta permanente: 1." }),
    ).toBeVisible();
    await a11y.check();
    await a11y.visit("/meupergamum/cesta-permanente");
    const kept = page.getByRole("row").filter({ has: page.locator(`a[href="/acervo/${id}"]`) });
    await expect(kept.getByRole("cell", { name: "Na coleção" })).toBeVisible();
    await a11y.check();
    // Exported as the session basket is (the page's cookies carry the session).
    const file = await page.request.get("/meupergamum/cesta-permanente/exportar?formato=ris");
    expect(file.headers()["content-type"]).toContain("application/x-research-info-systems");
    expect(await file.text()).toMatch(/^TY {2}- /m);
    await kept.getByRole("button", { name: /^Remover/ }).click();
    await expect(page.getByRole("status").filter({ hasText: "Título removido da cesta permanente." })).toBeVisible();
    await expect(page.locator(`table a[href="/acervo/${id}"]`)).toHaveCount(0);
  });

  test("a teacher's plans, the reservation history, the statistics and the fine filter", async ({
    page,
    a11y,
    request,
  }) => {
    const headers = { authorization: `Bearer ${await apiToken(request, "professor")}` };
    const plans = (await (await request.get("/api/plano-ensino/disciplinas-bibliotecas", { headers })).json()) as {
      planos: { cod_plano: number; nome_disciplina: string }[];
    };
    expect(plans.planos.map((p) => p.nome_disciplina).sort()).toEqual([
      "História dos Estados Unidos",
      "Teoria da Literatura",
    ]);
    const plan = plans.planos[0];
    const bibliography = (await (
      await request.get(`/api/plano-ensino/bibliografia?plano=${plan.cod_plano}`, { headers })
    ).json()) as { bibliografia: { cod_acervo: number; total_exemplares: number }[] };
    expect(bibliography.bibliografia.length).toBeGreaterThan(0);

    await loginTo(page, a11y, `/meupergamum/planos-ensino?plano=${plan.cod_plano}`, "professor");
    await expect(menu(page).getByRole("link", { name: "Planos de ensino" })).toHaveAttribute("aria-current", "page");
    for (const p of plans.planos) await expect(page.getByRole("rowheader", { name: p.nome_disciplina })).toBeVisible();
    await expect(
      page.getByRole("heading", { level: 2, name: new RegExp(`^Bibliografia de ${plan.nome_disciplina}`) }),
    ).toBeVisible();
    const copies = page.getByRole("table", { name: /^Títulos e exemplares por biblioteca/ });
    for (const entry of bibliography.bibliografia) {
      await expect(
        copies
          .getByRole("row")
          .filter({ has: page.locator(`a[href="/acervo/${entry.cod_acervo}"]`) })
          .getByRole("cell")
          .last(),
      ).toHaveText(String(entry.total_exemplares));
    }
    await a11y.check();

    // The reservation history's GET form refuses a range backwards.
    await a11y.visit("/meupergamum/historico-reservas");
    await expect(page.getByRole("heading", { level: 1, name: "Histórico de reservas" })).toBeVisible();
    await page.getByLabel("Data inicial").fill("2026-12-31");
    await page.getByLabel("Data final").fill("2026-01-01");
    await page.getByRole("button", { name: "Consultar" }).click();
    await expect(
      page.locator(".error-summary").getByRole("link", { name: "A data inicial não pode ser posterior à data final." }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Erro: /);
    await a11y.check();

    const stats = (await (await request.get("/api/emprestimo/estatisticas", { headers })).json()) as {
      total: number;
      por_biblioteca: { desc_biblioteca: string; total: number }[];
    };
    await a11y.visit("/meupergamum/estatisticas");
    await expect(page.getByRole("img", { name: /^Empréstimos por mês/ })).toBeVisible();
    // The public reports' chart: on a phone its labels keep the reader's text size (13 px at 100 %).
    expect(await chartLabelPxOnPhone(page)).toBeGreaterThanOrEqual(12);
    await expect(page.getByRole("status")).toContainText(`${stats.total} empréstimos`);
    const byLibrary = page.getByRole("table", { name: "Empréstimos por biblioteca" });
    for (const library of stats.por_biblioteca)
      await expect(byLibrary.getByRole("row", { name: library.desc_biblioteca })).toContainText(String(library.total));
    await a11y.check();

    // The loan history's fine filter: the professor's loans cost no fine.
    await a11y.visit("/meupergamum/historico?dataIni=2026-01-01&dataFim=2026-12-31&multa=S");
    await expect(page.getByLabel("Somente empréstimos com multa")).toBeChecked();
    await expect(page.getByText("Nenhum empréstimo no período.")).toBeVisible();
    await a11y.check();
  });
});
