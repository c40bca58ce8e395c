/**
 * Public statistics (issue 14 item 3; decision 039), with and without JS, axe once per page
 * state. Every figure of every call is checked in tests/api/statistics.test.ts; here one walk:
 * the statistics home (item 1106's total as the service counts it), a report reached from it,
 * its filters submitted (library, year, month), the chart and the table it describes, the CSV of
 * the same table, a malformed filter (the form pattern's error summary), an unknown report.
 */
import { readFileSync } from "node:fs";

import { expect, test } from "./fixtures.ts";

interface Turnstile {
  linhas: { periodo: number; entradas: number; saidas: number }[];
  total_entradas: number;
  total_saidas: number;
}

test.describe("public statistics", () => {
  test("home, a report filtered, its chart, table and CSV, a bad filter, an unknown report", async ({
    page,
    a11y,
    request,
  }) => {
    const groups = (await (await request.get("/api/statistics")).json()) as {
      itens: { cod_atividade: number; total_active_users: number | null }[];
    }[];
    const active = groups.flatMap((g) => g.itens).find((i) => i.cod_atividade === 1106)?.total_active_users;
    expect(active).toBeGreaterThan(100);

    await a11y.visit("/estatistica");
    await expect(page.getByRole("heading", { level: 1, name: "Estatísticas" })).toBeVisible();
    await expect(page.getByRole("listitem").filter({ hasText: "Usuários ativos:" })).toHaveText(
      `Usuários ativos: ${active}`,
    );
    await expect(page.getByRole("link", { name: "Usuários ativos", exact: true })).toHaveCount(0);
    await expect(page.getByRole("link")).toContainText([
      "Dias de funcionamento",
      "Frequência (catracas)",
      "Usuários ativos por biblioteca",
    ]);

    await page.getByRole("link", { name: "Frequência (catracas)" }).click();
    await expect(page).toHaveURL(/\/estatistica\/estat_bib_catracas$/);
    await expect(page.getByRole("heading", { level: 1, name: "Frequência (catracas)" })).toBeVisible();
    await a11y.check();

    // The demo's turnstiles counted every open day since 1 January of last year.
    const year = new Date().getFullYear() - 1;
    const expected = (await (
      await request.get(`/api/statistics/turnstile-statistics?library=1&year=${year}&month=3`)
    ).json()) as Turnstile;
    await page.getByLabel("Biblioteca", { exact: true }).selectOption({ label: "Biblioteca Central" });
    await page.getByLabel("Ano", { exact: true }).selectOption(String(year));
    await page.getByLabel("Mês", { exact: true }).selectOption({ label: "Março" });
    await page.getByRole("button", { name: "Gerar relatório" }).click();
    await expect(page).toHaveURL(new RegExp(`\\?biblioteca=1&ano=${year}&mes=3$`));
    const caption = `Entradas e saídas em Março ${year} – Biblioteca Central`;
    await expect(page.getByRole("img", { name: `Gráfico: ${caption}` })).toBeVisible();
    const table = page.getByRole("table", { name: caption });
    await expect(table.getByRole("row")).toHaveCount(expected.linhas.length + 2);
    const first = expected.linhas[0];
    await expect(table.getByRole("row").nth(1)).toHaveText(`${first.periodo}${first.entradas}${first.saidas}`);
    await expect(table.getByRole("row").last()).toHaveText(`Total${expected.total_entradas}${expected.total_saidas}`);
    await a11y.check();

    const [download] = await Promise.all([
      page.waitForEvent("download"),
      page.getByRole("link", { name: "Baixar a tabela em CSV" }).click(),
    ]);
    expect(download.suggestedFilename()).toBe("estat_bib_catracas.csv");
    const csv = readFileSync((await download.path())!, "utf8");
    expect(csv).toBe(
      "\uFEFFDia;Entradas;Saídas\r\n" +
        expected.linhas.map((l) => `${l.periodo};${l.entradas};${l.saidas}\r\n`).join("") +
        `Total;${expected.total_entradas};${expected.total_saidas}\r\n`,
    );

    // A malformed year (a hand-edited address): the form pattern's summary, 400, "Erro: ".
    const bad = await page.goto("/estatistica/estat_bib_catracas?biblioteca=1&ano=20&mes=3");
    expect(bad?.status()).toBe(400);
    await expect(page).toHaveTitle(/^Erro: /);
    await expect(
      page.locator(".error-summary").getByRole("link", { name: "Escolha um ano válido (quatro dígitos)." }),
    ).toBeVisible();
    await expect(page.getByRole("table")).toHaveCount(0);
    await a11y.check();

    const unknown = await request.get("/estatistica/estat_nao_existe");
    expect(unknown.status()).toBe(404);
    expect(await unknown.text()).toContain("Página não encontrada!");
  });
});
