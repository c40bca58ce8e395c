/**
 * Research requests (decision 033), with and without JS, as the invented patron
 * "pedidos" (no demo requests; no other spec uses it). Each run's requests carry a stamp of their
 * own, so a second project on the same server meets the first one's rows without minding them.
 * The rule-by-rule checks are API tests (tests/api/research-requests.test.ts).
 */
import type { Download, Page } from "@playwright/test";

import { apiToken, loginTo, ON_THE_SHELF } from "./circulation-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { recordByKey } from "./record-finders.ts";

const PATRON = "pedidos";
const STAFF_KEY = "demo-balcao-chave-2026";
const BASE = "/meupergamum/pedidos-pesquisa";

const stamp = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** A minimal one-page PDF, enough for the service's check of the bytes. */
const PDF = Buffer.from("%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n");

function row(page: Page, title: string) {
  return page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: title }) });
}

test.describe("research requests", () => {
  test("a switching request from a record: refused for its pages, then made, listed and cancelled", async ({
    page,
    a11y,
    request,
  }) => {
    const title = `Artigo de teste ${stamp()}`;
    const recordId = await recordByKey(request, ON_THE_SHELF);
    const record = (await (await request.get(`/api/acervo/${recordId}`)).json()) as { titulo: string };
    await loginTo(page, a11y, BASE, PATRON);
    await expect(page.getByRole("heading", { level: 1, name: "Pedidos de pesquisa" })).toBeVisible();
    const nav = page.getByRole("navigation", { name: "Minha conta" });
    await expect(nav.getByRole("link", { name: "Pedidos de pesquisa" })).toHaveAttribute("aria-current", "page");
    await expect(page.getByRole("link", { name: "Comutação bibliográfica" })).toHaveAttribute(
      "href",
      `${BASE}/comutacao-bibliografica`,
    );
    await a11y.check();

    await a11y.visit(`/acervo/${recordId}`);
    await page.getByRole("link", { name: "Pedir cópia (comutação bibliográfica)" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Comutação bibliográfica" })).toBeVisible();
    await expect(page.getByText("Pedido a partir do registro:")).toContainText(record.titulo);
    await a11y.check();

    await page.getByLabel("Tipo de documento (obrigatório)").selectOption({ label: "Artigo de periódico" });
    await page.getByLabel("Título (obrigatório)").fill(title);
    await page.getByLabel("Título do periódico").fill("Revista de Testes");
    await page.getByLabel("Ano", { exact: true }).fill("2024");
    await page.getByLabel("Página inicial").fill("20");
    await page.getByLabel("Página final").fill("10");
    await page.getByRole("button", { name: "Solicitar cópia" }).click();
    const summary = page.locator(".error-summary");
    await expect(summary.getByRole("link")).toHaveText(["A página inicial não pode ser posterior à página final."]);
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Erro: /);
    await expect(page.locator("#request-pagina-final-error")).toHaveText(/A página inicial não pode ser posterior/);
    await expect(page.getByLabel("Título (obrigatório)")).toHaveValue(title);
    await expect(page.getByLabel("Página inicial")).toHaveValue("20");
    await a11y.check();

    await page.getByLabel("Página final").fill("31");
    await page.getByRole("button", { name: "Solicitar cópia" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Pedido enviado." })).toBeVisible();
    await expect(page).not.toHaveTitle(/^Erro: /);
    const made = row(page, title);
    await expect(made.getByRole("rowheader").getByRole("link")).toHaveAttribute("href", `/acervo/${recordId}`);
    await expect(made.getByRole("cell").nth(2)).toHaveText("Aguardando atendimento");
    await expect(made.getByRole("cell").nth(3)).toHaveText("–");
    await a11y.check();

    await made.getByRole("button", { name: new RegExp(`^Cancelar o pedido \\d+: ${title}$`) }).click();
    await expect(page.getByRole("status").filter({ hasText: "Pedido cancelado." })).toBeVisible();
    await expect(row(page, title).getByRole("cell").nth(2)).toHaveText(/^Cancelada \(em \d{2}\/\d{2}\/\d{4}\)$/);
    await expect(row(page, title).getByRole("button")).toHaveCount(0);
    await a11y.check();
  });

  test("the desk moves requests and the patron sees it; a catalogue sheet uploaded and its card downloaded", async ({
    page,
    a11y,
    request,
  }) => {
    const run = stamp();
    const survey = `Levantamento ${run}`;
    const token = await apiToken(request, PATRON);
    const made = await request.post("/api/solicitacoes/levantamento-bibliografico", {
      headers: { authorization: `Bearer ${token}` },
      data: { assunto: survey },
    });
    expect(made.status()).toBe(201);
    const { codigo } = (await made.json()) as { codigo: number };
    const moved = await request.put(`/api/balcao/solicitacoes/levantamento-bibliografico/${codigo}`, {
      headers: { "x-staff-key": STAFF_KEY },
      data: { status: "in_progress", resposta: `Em pesquisa nas bases ${run}.` },
    });
    expect(moved.status()).toBe(200);

    await loginTo(page, a11y, `${BASE}/levantamento-bibliografico`, PATRON);
    await expect(row(page, survey).getByRole("cell").nth(2)).toHaveText(/^Em atendimento \(em /);
    await expect(row(page, survey).getByRole("cell").nth(3)).toHaveText(`Em pesquisa nas bases ${run}.`);
    await expect(row(page, survey).getByRole("button")).toHaveCount(0);
    await a11y.check();

    // The period needs both dates.
    await page.getByLabel("Pedidos desde").fill("2026-01-01");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(page.locator(".error-summary").getByRole("link")).toHaveText(["Informe a data inicial e a final."]);
    await expect(page).toHaveTitle(/^Erro: /);
    await a11y.check();
    await page.getByLabel("Situação", { exact: true }).selectOption({ label: "Em atendimento" });
    await page.getByLabel("Até").fill("2999-12-31");
    await page.getByRole("button", { name: "Filtrar" }).click();
    await expect(row(page, survey)).toHaveCount(1);
    await expect(page.getByRole("cell", { name: "Aguardando atendimento", exact: true })).toHaveCount(0);
    await a11y.check();

    // The catalogue sheet: the thesis PDF uploaded with the form.
    const thesis = `Tese ${run}`;
    await page.goto(`${BASE}/ficha-catalografica`);
    await expect(page.getByRole("heading", { level: 1, name: "Ficha catalográfica" })).toBeVisible();
    await page.getByLabel("Autor (obrigatório)").fill("Pedido, Paulo");
    await page.getByLabel("Título (obrigatório)").fill(thesis);
    await page.getByLabel("Ano (obrigatório)").fill("2026");
    await page.getByLabel("Número de folhas (obrigatório)").fill("64");
    await page.getByLabel("Tipo de trabalho (obrigatório)").selectOption("tcc");
    await page.getByLabel("Curso ou programa (obrigatório)").fill("Biblioteconomia");
    await page.getByLabel("Instituição (obrigatório)").fill("Universidade de Demonstração");
    await page.getByLabel("Cidade (obrigatório)").fill("Florianópolis");
    await page.getByLabel("Orientador (obrigatório)").fill("Marta Ribeiro");
    await page.getByLabel("Palavras-chave (obrigatório)").fill("Catálogos; Usuários");
    await page.getByLabel("Arquivo do trabalho (PDF) (obrigatório)").setInputFiles({
      name: "tese.pdf",
      mimeType: "application/pdf",
      buffer: PDF,
    });
    await a11y.check();
    await page.getByRole("button", { name: "Enviar pedido de ficha" }).click();
    await expect(page.getByRole("status").filter({ hasText: "Pedido enviado." })).toBeVisible();
    await expect(row(page, thesis).getByRole("cell").nth(2)).toHaveText("Aguardando atendimento");

    const [sheet] = (await (
      await request.get("/api/solicitacoes/ficha-catalografica", { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { codigo: number; titulo: string }[];
    expect(sheet.titulo).toBe(thesis);
    const finished = await request.put(`/api/balcao/solicitacoes/ficha-catalografica/${sheet.codigo}`, {
      headers: { "x-staff-key": STAFF_KEY },
      data: { status: "finished", resposta: "Pronta.", ficha: { classificacao: "CDU 025.4", cutter: "P372t" } },
    });
    expect(finished.status()).toBe(200);
    await page.reload();
    await expect(row(page, thesis).getByRole("cell").nth(2)).toHaveText(/^Atendida \(em /);
    await a11y.check();
    const [file]: [Download, unknown] = await Promise.all([
      page.waitForEvent("download"),
      row(page, thesis)
        .getByRole("link", { name: `Baixar a ficha catalográfica de ${thesis} (PDF)` })
        .click(),
    ]);
    expect(file.suggestedFilename()).toBe(`ficha-catalografica-${sheet.codigo}.pdf`);
    const bytes = await file.createReadStream().then(
      (stream) =>
        new Promise<Buffer>((resolve, reject) => {
          const chunks: Buffer[] = [];
          stream.on("data", (c: Buffer) => chunks.push(c));
          stream.on("end", () => resolve(Buffer.concat(chunks)));
          stream.on("error", reject);
        }),
    );
    expect(bytes.subarray(0, 5).toString("latin1")).toBe("%PDF-");
  });

  test("interlibrary loan, bibliographic survey and specialised research: each made and cancelled", async ({
    page,
    a11y,
  }) => {
    const run = stamp();
    const kinds = [
      {
        type: "emprestimo-inter-bibliotecas",
        heading: "Empréstimo entre bibliotecas",
        title: `Empréstimo ${run}`,
        fields: { "Título (obrigatório)": `Empréstimo ${run}` },
        submit: "Solicitar empréstimo",
      },
      {
        type: "levantamento-bibliografico",
        heading: "Levantamento bibliográfico",
        title: `Levantamento ${run}`,
        fields: { "Assunto (obrigatório)": `Levantamento ${run}` },
        submit: "Solicitar levantamento",
      },
      {
        type: "pesquisa-especializada",
        heading: "Pesquisa especializada",
        title: `Tema ${run}`,
        fields: { "Tema (obrigatório)": `Tema ${run}`, "Objetivo (obrigatório)": "Revisar a literatura." },
        submit: "Solicitar pesquisa",
      },
    ];
    await loginTo(page, a11y, BASE, PATRON);
    await a11y.check();
    for (const kind of kinds) {
      await a11y.visit(`${BASE}/${kind.type}`);
      await expect(page.getByRole("heading", { level: 1, name: kind.heading })).toBeVisible();
      for (const [label, value] of Object.entries(kind.fields)) await page.getByLabel(label).fill(value);
      await page.getByRole("button", { name: kind.submit }).click();
      await expect(page.getByRole("status").filter({ hasText: "Pedido enviado." })).toBeVisible();
      await expect(row(page, kind.title).getByRole("cell").nth(2)).toHaveText("Aguardando atendimento");
      await a11y.check();
      await row(page, kind.title)
        .getByRole("button", { name: new RegExp(`^Cancelar o pedido \\d+: ${kind.title}$`) })
        .click();
      await expect(page.getByRole("status").filter({ hasText: "Pedido cancelado." })).toBeVisible();
      await expect(row(page, kind.title).getByRole("cell").nth(2)).toHaveText(/^Cancelada \(em \d{2}\/\d{2}\/\d{4}\)$/);
    }
  });
});
