/**
 * Loan requests (document 2 §3, §5, §7; /acervo/:id/solicitacao-emprestimo and …-delivery), with
 * and without JS: login required, validation (summary, inline messages, "Erro: " title, values
 * kept), a request sent and its duplicate refused, the limit, and home delivery from a unit that
 * does not deliver. Records are picked from the service; every test cancels the requests it made.
 */
import {
  apiToken,
  cancelLoanRequestsAfter,
  lastLoanRequestId,
  loginTo,
  LOANABLE_AT_CENTRAL,
  ON_THE_SHELF,
  requestLoanByApi,
} from "./circulation-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { recordByKey } from "./record-finders.ts";

test.describe("loan request", () => {
  test("a visitor is sent to log in and comes back to the form", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, LOANABLE_AT_CENTRAL[0]);
    const path = `/acervo/${id}/solicitacao-emprestimo`;
    await page.goto(path);
    await expect(page).toHaveURL(/\/login\?redirect=/);
    await a11y.check();
    await page.getByLabel("Usuário").fill("demo");
    await page.getByLabel("Senha").fill("demo");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole("heading", { level: 2, name: "Solicitação de empréstimo" })).toBeVisible();
    // The library's warning message and the origin unit shown as text (one unit).
    await expect(page.getByText("Retire o material no balcão de empréstimo da Biblioteca Central")).toBeVisible();
    await expect(page.getByText("Unidade de origem", { exact: true })).toBeVisible();
    await a11y.check();
  });

  test("validation: error summary, inline messages, values kept", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, LOANABLE_AT_CENTRAL[0]);
    const path = `/acervo/${id}/solicitacao-emprestimo`;
    await loginTo(page, a11y, path);
    await a11y.check();
    await page.getByLabel("Telefone").fill("abc");
    await page.getByLabel("E-mail").fill("demo@example.org; sem-arroba");
    await page.getByLabel("Início da retirada").fill("2030-01-10T10:00");
    await page.getByLabel("Fim da retirada").fill("2030-01-09T10:00");
    await page.getByRole("button", { name: "Enviar solicitação" }).click();

    const summary = page.locator(".error-summary");
    await expect(summary).toContainText("Há um problema");
    await expect(
      summary.getByRole("link", { name: "Selecione o local de retirada ou a unidade de recebimento." }),
    ).toBeVisible();
    await expect(summary.getByRole("link", { name: "Informe o telefone." })).toBeVisible();
    await expect(
      summary.getByRole("link", { name: "Informe e-mails válidos, separados por ponto e vírgula (;)." }),
    ).toBeVisible();
    await expect(
      summary.getByRole("link", { name: "O fim da retirada não pode ser anterior ao início." }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Erro: /);
    await expect(page.getByLabel("Telefone")).toHaveAccessibleDescription(/Erro: Informe o telefone\./);
    await expect(page.getByLabel("E-mail")).toHaveValue("demo@example.org; sem-arroba");
    await expect(page.getByLabel("Início da retirada")).toHaveValue("2030-01-10T10:00");
    await a11y.check();
  });

  test("a request is sent with a confirmation; the same request again is a duplicate", async ({
    page,
    a11y,
    request,
  }) => {
    const id = await recordByKey(request, LOANABLE_AT_CENTRAL[0]);
    const path = `/acervo/${id}/solicitacao-emprestimo`;
    const before = await lastLoanRequestId(request, "demo");
    try {
      await loginTo(page, a11y, path);
      await a11y.check();
      const fill = async () => {
        await page
          .getByLabel("Local de retirada ou unidade de recebimento")
          .selectOption({ label: "Secretaria do Curso de Direito" });
        // The phone keeps only digits, hyphen, parentheses and spaces (here on the server).
        await page.getByLabel("Telefone").fill("(41) 3333-4444");
        await page.getByLabel("E-mail").fill("demo@example.org;outra@example.org");
        await page.getByRole("button", { name: "Enviar solicitação" }).click();
      };
      await fill();
      await expect(page.getByRole("status")).toContainText(/Solicitação de empréstimo nº \d+ registrada/);
      await expect(page).toHaveURL(new RegExp(`${path}\\?enviada=\\d+$`));
      await a11y.check();

      await fill();
      await expect(page.locator(".error-summary")).toContainText("já existe uma solicitação igual");
      // The confirmation of the first request is not shown again with the refusal.
      await expect(page.getByRole("status")).toHaveCount(0);
      await expect(page).toHaveTitle(/^Erro: /);
      await expect(page.getByLabel("Telefone")).toHaveValue("(41) 3333-4444");
      await a11y.check();
    } finally {
      await cancelLoanRequestsAfter(request, "demo", before);
    }
  });

  test("over the limit of open requests: a clear refusal", async ({ page, a11y, request }) => {
    const before = await lastLoanRequestId(request, "demo");
    const token = await apiToken(request, "demo");
    try {
      // The demo patron has one waiting request; two more reach the limit of 3.
      const first = await recordByKey(request, LOANABLE_AT_CENTRAL[0]);
      await requestLoanByApi(request, token, first, 1);
      const second = await recordByKey(request, LOANABLE_AT_CENTRAL[1]);
      await requestLoanByApi(request, token, second, 1);
      const id = await recordByKey(request, LOANABLE_AT_CENTRAL[2]);
      await loginTo(page, a11y, `/acervo/${id}/solicitacao-emprestimo`);
      await a11y.check();
      await page
        .getByLabel("Local de retirada ou unidade de recebimento")
        .selectOption({ label: "Biblioteca Central" });
      await page.getByLabel("Telefone").fill("41 3333 4444");
      await page.getByRole("button", { name: "Enviar solicitação" }).click();
      await expect(page.locator(".error-summary")).toContainText("limite de solicitações de empréstimo excedido (3)");
      await a11y.check();
    } finally {
      await cancelLoanRequestsAfter(request, "demo", before);
    }
  });

  test("home delivery: the address is required; a unit that does not deliver today says so", async ({
    page,
    a11y,
    request,
  }) => {
    // Biblioteca de Ciências Humanas (2) delivers on no weekday.
    const id = await recordByKey(request, ON_THE_SHELF);
    const path = `/acervo/${id}/solicitacao-emprestimo-delivery`;
    const before = await lastLoanRequestId(request, "demo");
    try {
      await loginTo(page, a11y, path);
      await expect(page.getByRole("heading", { level: 2, name: "Entrega em domicílio" })).toBeVisible();
      await expect(page.getByRole("link", { name: "Entrega em domicílio" })).toHaveAttribute("aria-current", "page");
      await a11y.check();
      await page.getByLabel("Telefone").fill("(41) 3333-4444");
      await page.getByRole("button", { name: "Enviar solicitação" }).click();
      await expect(
        page.locator(".error-summary").getByRole("link", { name: "Informe o endereço para entrega em domicílio." }),
      ).toBeVisible();
      await expect(page.getByLabel("Endereço de entrega")).toHaveAccessibleDescription(/Informe o endereço/);
      await a11y.check();

      await page.getByLabel("Endereço de entrega").fill("Rua das Flores, 100 – Curitiba");
      await page.getByRole("button", { name: "Enviar solicitação" }).click();
      await expect(page.locator(".error-summary")).toContainText("O serviço de entrega não está configurado para hoje");
      await expect(page.getByLabel("Endereço de entrega")).toHaveValue("Rua das Flores, 100 – Curitiba");
      await a11y.check();
    } finally {
      await cancelLoanRequestsAfter(request, "demo", before);
    }
  });
});
