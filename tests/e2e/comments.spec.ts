/**
 * Comments (decision 029), with and without JS, as the demo patron "comenta" (1101, invented for
 * these flows; no other spec uses it). Each test starts from none of that patron's comments and
 * puts back the institution parameter it changes.
 */
import type { APIRequestContext, Page } from "@playwright/test";

import { apiToken, setInstitutionParam } from "./circulation-helpers.ts";
import { expect, test, type A11y } from "./fixtures.ts";
import { recordByKey, type RecordKey } from "./record-finders.ts";

const PATRON = "comenta";
const STAFF = { "x-staff-key": "demo-balcao-chave-2026" };
/** "Fundamentos em gestão de projetos" (Vargas): no demo comments on it. */
const PROJECTS: RecordKey = { key: "002913914|", search: "q=fundamentos+gestao+projetos&for=TITULO" };

const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Deletes every comment of the test's patron (self-cleaning, whatever an earlier run left). */
async function deleteOwnComments(request: APIRequestContext): Promise<void> {
  const headers = bearer(await apiToken(request, PATRON));
  const records = (await (await request.get("/api/comentarios/usuario/acervos", { headers })).json()) as {
    cod_acervo: number;
  }[];
  for (const { cod_acervo } of records) {
    const comments = (await (
      await request.get(`/api/comentarios/usuario/acervo/${cod_acervo}`, { headers })
    ).json()) as {
      cod_comentario: number;
    }[];
    for (const c of comments) await request.delete(`/api/comentarios/usuario/${c.cod_comentario}`, { headers });
  }
}

async function logIn(page: Page, a11y: A11y): Promise<void> {
  await expect(page.getByLabel("Usuário")).toBeVisible();
  await a11y.check();
  await page.getByLabel("Usuário").fill(PATRON);
  await page.getByLabel("Senha").fill(PATRON);
  await page.getByRole("button", { name: "Entrar" }).click();
}

test.describe("comments", () => {
  test("a patron comments on a record: awaiting approval, the limit inline, shown once staff approve, then deleted", async ({
    page,
    a11y,
    request,
  }, testInfo) => {
    const id = await recordByKey(request, PROJECTS);
    const marker = `${testInfo.project.name}-${Date.now()}`;
    const text = `Muito bom para o curso (${marker}).\n<b>negrito</b> <script>alert(1)</script> https://exemplo.org`;
    await deleteOwnComments(request);
    await setInstitutionParam(request, "comentario_limite_pendentes", "1");
    try {
      await a11y.visit(`/acervo/${id}`);
      const section = page.getByRole("region", { name: "Comentários" });
      await expect(section).toContainText("Ainda não há comentários sobre esta obra.");
      await a11y.check();
      await section.getByRole("link", { name: "Realize login para enviar comentário" }).click();
      await logIn(page, a11y);
      await page.waitForURL((url) => url.pathname === `/acervo/${id}`);

      // Empty: the browser (JS) or the server (no JS) says so, in the summary and at the field.
      await section.getByRole("button", { name: "Enviar comentário" }).click();
      await expect(page.locator(".error-summary").getByRole("link")).toHaveText([
        "Escreva o comentário: ao menos 1 caractere.",
      ]);
      await expect(page).toHaveTitle(/^Erro: /);
      await a11y.check();

      await section.getByLabel("Seu comentário").fill(text);
      await section.getByLabel("Só o primeiro nome (Clara)").check();
      await section.getByRole("button", { name: "Enviar comentário" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Seu comentário foi enviado e aguarda aprovação da biblioteca. Acompanhe em Meu Pergamum, Comentários.",
      );
      await expect(section).toContainText("Ainda não há comentários sobre esta obra.");
      await expect(section).toContainText("Comentários seus aguardando aprovação: 1 (limite: 1).");
      await a11y.check();

      // The limit (1 here): the service's 422, inline at the text, what was typed kept.
      await section.getByLabel("Seu comentário").fill("Mais um comentário.");
      await section.getByRole("button", { name: "Enviar comentário" }).click();
      const limit =
        "Limite de comentários excedido: você já tem 1 comentários aguardando aprovação. Aguarde a análise da biblioteca para enviar outro.";
      await expect(page.locator("#comment-content-error")).toContainText(limit);
      await expect(page.locator(".error-summary").getByRole("link")).toHaveText([limit]);
      await expect(section.getByLabel("Seu comentário")).toHaveValue("Mais um comentário.");
      await a11y.check();

      // Staff approve it (the desk call); then, and only then, the record page shows it, as text.
      const queue = (await (await request.get("/api/balcao/comentarios", { headers: STAFF })).json()) as {
        cod_comentario: number;
        texto: string;
      }[];
      const mine = queue.find((c) => c.texto.includes(marker));
      expect(mine?.texto).toBe(text);
      const approved = await request.put(`/api/balcao/comentarios/${mine!.cod_comentario}`, {
        headers: STAFF,
        data: { situacao: "aprovado" },
      });
      expect(approved.status()).toBe(200);
      await a11y.visit(`/acervo/${id}`);
      const shown = section.locator("li.comment");
      await expect(shown).toHaveCount(1);
      await expect(shown.locator(".comment__author")).toHaveText("Clara");
      await expect(shown.locator(".comment__text p")).toHaveText([
        `Muito bom para o curso (${marker}).<b>negrito</b> <script>alert(1)</script> https://exemplo.org`,
      ]);
      await expect(shown.locator("b, script, a")).toHaveCount(0);
      await a11y.check();

      // The patron's own list: the situation, then delete after the confirmation step.
      await a11y.visit("/meupergamum/comentarios");
      await expect(page.getByRole("heading", { level: 1, name: "Meus comentários" })).toBeVisible();
      await expect(
        page.getByRole("navigation", { name: "Minha conta" }).getByRole("link", { name: "Comentários" }),
      ).toHaveAttribute("aria-current", "page");
      const row = page.getByRole("row").filter({ hasText: marker });
      await expect(row.getByRole("cell").nth(2)).toHaveText("Aprovado");
      await a11y.check();
      await row.getByRole("link", { name: /^Excluir/ }).click();
      const confirm = page.getByRole("region", { name: "Excluir este comentário?" });
      await expect(confirm).toContainText(marker);
      await a11y.check();
      await confirm.getByRole("button", { name: "Sim, excluir o comentário" }).click();
      await expect(page.getByRole("status")).toHaveText("Comentário excluído.");
      await expect(page.getByText("Você ainda não comentou nenhuma obra.")).toBeVisible();
      await a11y.check();
    } finally {
      await setInstitutionParam(request, "comentario_limite_pendentes", "");
      await deleteOwnComments(request);
    }
  });

  test("the general comment: from the footer, login, campus then library (kept text), sent to that library", async ({
    page,
    a11y,
    request,
    javaScriptEnabled,
  }, testInfo) => {
    const marker = `${testInfo.project.name}-${Date.now()}`;
    await a11y.visit("/");
    await page.getByRole("contentinfo").getByRole("link", { name: "Enviar comentário à biblioteca" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Comentário à biblioteca" })).toBeVisible();
    await expect(
      page.getByText("Para enviar um comentário à biblioteca é preciso entrar com seu usuário."),
    ).toBeVisible();
    await a11y.check();
    await page.getByRole("link", { name: "Entrar para enviar comentário" }).click();
    await logIn(page, a11y);
    await page.waitForURL((url) => url.pathname === "/comentario");

    const campus = page.getByLabel("Campus");
    const library = page.getByLabel("Biblioteca");
    await expect(campus).toHaveValue("1");
    await expect(library.locator("option")).toHaveText(["Biblioteca Central", "Biblioteca de Ciências Humanas"]);
    await expect(library).toHaveValue("1");
    await a11y.check();

    const text = `Obrigado pelo espaço de leitura (${marker}).`;
    await page.getByLabel("Comentário", { exact: true }).fill(text);
    await campus.focus();
    await campus.selectOption({ label: "Campus Norte" });
    if (!javaScriptEnabled) await page.getByRole("button", { name: "Mostrar as bibliotecas deste campus" }).click();
    await expect(library.locator("option")).toHaveText(["Biblioteca do Campus Norte"]);
    // With JS the list changes in place: the focus stays on the campus select.
    if (javaScriptEnabled) await expect(campus).toBeFocused();
    await expect(library).toHaveValue("3");
    await expect(campus).toHaveValue("2");
    await expect(page.getByLabel("Comentário", { exact: true })).toHaveValue(text);
    await a11y.check();

    await page.getByRole("button", { name: "Enviar", exact: true }).click();
    await expect(page.getByRole("status")).toHaveText("Seu comentário foi enviado à biblioteca. Obrigado!");
    await expect(page.getByLabel("Comentário", { exact: true })).toHaveValue("");
    const sent = (await (
      await request.get("/api/balcao/comentarios-gerais?situacao=novo", { headers: STAFF })
    ).json()) as {
      cod_comentario: number;
      cod_biblioteca: number;
      login: string;
      texto: string;
    }[];
    const mine = sent.find((c) => c.texto === text);
    expect([mine?.cod_biblioteca, mine?.login]).toEqual([3, PATRON]);
    // Read by the library: it leaves the new ones (nothing else lists them).
    await request.put(`/api/balcao/comentarios-gerais/${mine!.cod_comentario}`, {
      headers: STAFF,
      data: { situacao: "lido" },
    });
  });
});
