/**
 * Public statistics (decision 039), with and without JS, axe once per page
 * state. Every figure of every call is checked in tests/api/statistics.test.ts; here one walk:
 * the statistics home (item 1106's total as the service counts it), a report reached from it,
 * its filters submitted (library, year, month), the chart and the table it describes, the CSV of
 * the same table, a malformed filter (the form pattern's error summary), an unknown report.
 * Then each of the eleven reports with a filter (two have none), its chart and its CSV, over HTTP:
 * the page is the template axe checked above, so a page shown per report would only repeat it.
 */
import { readFileSync } from "node:fs";

import { chartLabelPxOnPhone } from "./chart-labels.ts";
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
    // One region of the caption's name (the table's), and on a phone the chart's labels at the
    // reader's text size (13 px at 100 %), scrolled sideways rather than shrunk.
    await expect(page.getByRole("region", { name: caption, exact: true })).toHaveCount(1);
    expect(await chartLabelPxOnPhone(page)).toBeGreaterThanOrEqual(12);
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

  test("each of the eleven reports: a filter, its chart with its text alternative, its table and CSV", async ({
    request,
  }) => {
    const year = new Date().getFullYear() - 1;
    // A filter each (chosen so that the demo year gives rows); the two user reports have none.
    const reports: [string, string][] = [
      ["estat_bib_funcionamento", `ano=${year}`],
      ["estat_bib_catracas", `biblioteca=1&ano=${year}&mes=3`],
      ["estat_usu_inst_bib", ""],
      ["estat_usu_inst_categ_usu", ""],
      ["estat_usu_inst_uo", "ordem=total"],
      ["estat_circ_mat_inst", `ano=${year}&opcao=D`],
      ["estat_circ_mat_bib", `biblioteca=1&ano=${year}&opcao=D`],
      ["estat_acervo_geral", "bibliotecas=1&bibliotecas=2&tipos=1"],
      ["estat_mec_q83", "biblioteca=1"],
      ["estat_mec_q83_a", "biblioteca=1"],
      ["estat_mec_q83_b", "biblioteca=1"],
    ];
    // The charts of the months' totals say so in their titles; the others are named after their table.
    const monthTotals: Record<string, string> = {
      estat_bib_funcionamento: `Dias de funcionamento em ${year}, por mês, somando as bibliotecas`,
      estat_circ_mat_inst: `Devoluções em ${year}, por mês – toda a instituição`,
      estat_circ_mat_bib: `Devoluções em ${year}, por mês – Biblioteca Central`,
    };
    const text = (html: string) =>
      html
        .replace(/<[^>]+>/g, "")
        .replace(/&amp;/g, "&")
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'")
        .replace(/&lt;/g, "<")
        .replace(/&gt;/g, ">")
        .trim();
    for (const [report, query] of reports) {
      const page = await request.get(`/estatistica/${report}?${query}`);
      expect(page.status(), report).toBe(200);
      const html = await page.text();
      // The filter is the form's value again: the query was read as the report's filters.
      for (const [name, value] of new URLSearchParams(query)) {
        const control = new RegExp(
          `<option value="${value}" selected=""|<input(?=[^>]*name="${name}")(?=[^>]*value="${value}")(?=[^>]*checked="")`,
        );
        expect(html, `${report}: ${name}=${value} shown as chosen`).toMatch(control);
      }
      const caption = text(html.match(/<caption id="estatistica-tabela-legenda">([\s\S]*?)<\/caption>/)?.[1] ?? "");
      expect(caption, report).not.toBe("");
      // The chart, drawn on the server, named after what it draws, with its description.
      expect(html, report).toMatch(
        /<svg class="statistics-chart" role="img" aria-labelledby="estatistica-grafico-titulo estatistica-grafico-desc"/,
      );
      expect(text(html.match(/<title id="estatistica-grafico-titulo">([\s\S]*?)<\/title>/)?.[1] ?? ""), report).toBe(
        `Gráfico: ${monthTotals[report] ?? caption}`,
      );
      expect(html, report).toMatch(/<desc id="estatistica-grafico-desc">[^<]+<\/desc>/);
      const table = html.slice(html.indexOf('<table class="table statistics-table">'), html.indexOf("</table>"));
      const rows = table.match(/<tr>/g)?.length ?? 0;
      expect(rows, report).toBeGreaterThan(1);
      const columns = [...table.matchAll(/<th scope="col"[^>]*>([\s\S]*?)<\/th>/g)].map((m) => text(m[1]!));

      // The CSV of the same query: a download, UTF-8 with BOM, ";" separated, one line per row.
      const csv = await request.get(`/estatistica/${report}/csv?${query}`);
      expect(csv.status(), report).toBe(200);
      expect(csv.headers()["content-type"], report).toBe("text/csv; charset=utf-8");
      expect(csv.headers()["content-disposition"], report).toBe(`attachment; filename="${report}.csv"`);
      const lines = (await csv.text()).split("\r\n");
      expect(lines[0], report).toBe(`\uFEFF${columns.join(";")}`);
      expect(lines.length - 1, report).toBe(rows);
      expect(lines.at(-1), report).toBe("");
    }
  });
});
