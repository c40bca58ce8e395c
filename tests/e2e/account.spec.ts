/**
 * The patron's account pages (/meupergamum/…), with and without JS: loans and renewal (refusals
 * with their reasons; the demo's renewable loan is never renewed, so the data stays as seeded),
 * reservations and their cancellation, loan requests and their cancellation, debts and
 * suspensions, the loan history's date filter. Tests cancel what they create.
 */
import {
  apiToken,
  cancelLoanRequestsAfter,
  cancelReservationsOf,
  lastLoanRequestId,
  LOANABLE_AT_CENTRAL,
  loginTo,
  requestLoanByApi,
  RESERVABLE,
  RESERVABLE_LIBRARY,
  RESERVABLE_TITLE,
  reserveByApi,
} from "./circulation-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { recordByKey } from "./record-finders.ts";

/** Titles of the seeded demo circulation (api/operations/demo/circulation.ts), all catalogued in English. */
const OVERDUE_LOAN_TITLE = "Comparative statistical tables and charts of the commerce of the world";
const READY_RESERVATION_TITLE = "A century of science and other essays";
const RETURNED_LOAN_TITLE = "The martyrs' idyl, and shorter poems";

test.describe("patron account", () => {
  test("loans: renew needs a selection; refusals come with their reason", async ({ page, a11y }) => {
    await loginTo(page, a11y, "/meupergamum/emprestimos");
    await expect(page.getByRole("heading", { level: 1, name: "Empréstimos" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Minha conta" }).getByRole("link", { name: "Empréstimos" }),
    ).toHaveAttribute("aria-current", "page");
    await a11y.check();
    // A title in another language than the page's says so (decision 038), on the title alone: the
    // row header also holds the Portuguese mark "Em atraso:".
    const overdue = page.getByRole("rowheader").filter({ hasText: "Em atraso:" });
    await expect(overdue.getByText(OVERDUE_LOAN_TITLE, { exact: true })).toHaveAttribute("lang", "en");
    await expect(overdue).not.toHaveAttribute("lang");

    await page.getByRole("button", { name: "Renovar selecionados" }).click();
    await expect(
      page.locator(".error-summary").getByRole("link", { name: "Selecione um item para renovar." }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Erro: /);
    await a11y.check();

    // The overdue loan: refused, with the reason (the renewable one is left alone).
    const late = page.getByRole("row").filter({ hasText: "Em atraso há" });
    await late.getByRole("checkbox").check();
    await page.getByRole("button", { name: "Renovar selecionados" }).click();
    await expect(page.getByRole("status")).toContainText("Renovação não permitida: o empréstimo está em atraso.");
    await expect(page).not.toHaveTitle(/^Erro: /);
    await a11y.check();
  });

  test("reservations: cancel needs a selection, then cancels", async ({ page, a11y, request, javaScriptEnabled }) => {
    const id = await recordByKey(request, RESERVABLE);
    const library = RESERVABLE_LIBRARY;
    try {
      await reserveByApi(request, await apiToken(request, "demo"), id, library);
      await loginTo(page, a11y, "/meupergamum/reservas");
      await expect(page.getByRole("heading", { level: 1, name: "Reservas" })).toBeVisible();
      await a11y.check();
      await page.getByRole("button", { name: "Cancelar reservas selecionadas" }).click();
      await expect(
        page.locator(".error-summary").getByRole("link", { name: "Selecione uma reserva para cancelar." }),
      ).toBeVisible();
      await expect(page).toHaveTitle(/^Erro: /);
      await a11y.check();

      const row = page.getByRole("row").filter({ has: page.locator(`a[href="/acervo/${id}"]`) });
      await expect(row).toContainText("Em fila");
      await expect(row).toContainText(RESERVABLE_TITLE);
      // The seeded ready reservation's title is in English, this one's in Portuguese, the page's (decision 038).
      await expect(page.getByRole("link", { name: READY_RESERVATION_TITLE, exact: true })).toHaveAttribute(
        "lang",
        "en",
      );
      await expect(row.getByRole("link", { name: RESERVABLE_TITLE })).not.toHaveAttribute("lang");
      await row.getByRole("checkbox").check();
      const cancel = page.getByRole("button", { name: "Cancelar reservas selecionadas" });
      await cancel.click();
      // Asked first (decision 037); nothing is cancelled until the patron says yes. Without JS
      // a page asks; with JS a dialog, which Escape closes, giving the focus back to the button.
      await expect(page.getByRole("heading", { name: "Cancelar esta reserva?" })).toBeVisible();
      if (javaScriptEnabled) {
        const dialog = page.getByRole("dialog", { name: "Cancelar esta reserva?" });
        await expect(dialog).toContainText(RESERVABLE_TITLE);
        await expect(dialog.getByRole("heading")).toBeFocused();
        await a11y.check();
        await page.keyboard.press("Escape");
        await expect(dialog).toHaveCount(0);
        await expect(cancel).toBeFocused();
        await page.keyboard.press("Enter");
        await expect(dialog.getByRole("heading")).toBeFocused();
      }
      await page.getByRole("button", { name: "Sim, cancelar a reserva" }).click();
      await expect(page.getByRole("status")).toContainText(`Reserva cancelada: ${RESERVABLE_TITLE}.`);
      // The title an element of its own, a Portuguese one without `lang` (decision 038).
      await expect(page.getByRole("status").getByText(RESERVABLE_TITLE, { exact: true })).not.toHaveAttribute("lang");
      await expect(page.locator(`a[href="/acervo/${id}"]`)).toHaveCount(0);
      await a11y.check();
    } finally {
      await cancelReservationsOf(request, "demo", id);
    }
  });

  test("loan requests: listed, a waiting one cancelled", async ({ page, a11y, request }) => {
    const before = await lastLoanRequestId(request, "demo");
    try {
      const id = await recordByKey(request, LOANABLE_AT_CENTRAL[0]);
      const number = await requestLoanByApi(request, await apiToken(request, "demo"), id, 1);
      await loginTo(page, a11y, "/meupergamum/solicitacoes");
      await expect(page.getByRole("heading", { level: 1, name: "Solicitações de empréstimo" })).toBeVisible();
      await a11y.check();
      const cancel = page.getByRole("button", { name: new RegExp(`^Cancelar a solicitação nº ${number} `) });
      await expect(cancel).toBeVisible();
      await cancel.click();
      await expect(page.getByRole("status")).toContainText("Solicitação cancelada:");
      await expect(page.getByRole("button", { name: new RegExp(`^Cancelar a solicitação nº ${number} `) })).toHaveCount(
        0,
      );
      await a11y.check();
    } finally {
      await cancelLoanRequestsAfter(request, "demo", before);
    }
  });

  test("debts in reais with a comma, and the suspension", async ({ page, a11y }) => {
    await loginTo(page, a11y, "/meupergamum/debitos", "norte");
    await expect(page.getByRole("heading", { level: 1, name: "Débitos e suspensões" })).toBeVisible();
    await expect(page.locator("#debts-total")).toHaveText("R$ 3,50");
    // The total payable with PIX: the demo institution's key, the amount, and the code's CRC field.
    const pix = page.getByRole("region", { name: "Pagar o total de R$ 3,50 com PIX" });
    await expect(pix.getByRole("img", { name: "QR code PIX para pagar R$ 3,50" })).toBeVisible();
    await expect(pix.getByRole("textbox", { name: "Código PIX (copia e cola)" })).toHaveValue(
      /^00020126440014br\.gov\.bcb\.pix0122pix@biblioteca\.example52040000530398654043\.505802BR5921Univ\. de Demonstracao6008Brasilia62\d{2}05\d{2}\d{8}P\d+6304[0-9A-F]{4}$/,
    );
    await expect(page.getByRole("region", { name: "Suspensões" })).toContainText("Em vigor");
    // norte has no CPF on record: no GRU slip is offered, and the page says whom to see.
    await expect(page.locator("#gru-unavailable")).toHaveText(
      "Para gerar a GRU é preciso ter o CPF cadastrado. Procure a biblioteca para registrá-lo.",
    );
    await expect(page.getByRole("link", { name: /^Gerar GRU/ })).toHaveCount(0);
    await a11y.check();
  });

  test("loan history: both dates required, the initial not after the final", async ({ page, a11y }) => {
    await loginTo(page, a11y, "/meupergamum/historico");
    await a11y.check();
    await page.getByLabel("Data inicial").fill("");
    await page.getByLabel("Data final").fill("");
    await page.getByRole("button", { name: "Consultar" }).click();
    const summary = page.locator(".error-summary");
    await expect(summary.getByRole("link", { name: "Informe a data inicial." })).toBeVisible();
    await expect(summary.getByRole("link", { name: "Informe a data final." })).toBeVisible();
    await expect(page).toHaveTitle(/^Erro: /);
    await a11y.check();

    await page.getByLabel("Data inicial").fill("2026-02-10");
    await page.getByLabel("Data final").fill("2026-02-01");
    await page.getByRole("button", { name: "Consultar" }).click();
    await expect(
      summary.getByRole("link", { name: "A data inicial não pode ser posterior à data final." }),
    ).toBeVisible();
    await expect(page.getByLabel("Data inicial")).toHaveAccessibleDescription(/A data inicial não pode ser posterior/);
    await a11y.check();

    await page.getByLabel("Data inicial").fill("2000-01-01");
    await page.getByLabel("Data final").fill("2100-12-31");
    await page.getByRole("button", { name: "Consultar" }).click();
    await expect(page.locator("#history-caption")).toContainText("Empréstimos no período:");
    await expect(page.getByRole("rowheader", { name: RETURNED_LOAN_TITLE, exact: true })).toHaveAttribute("lang", "en");
    await expect(page).not.toHaveTitle(/^Erro: /);
    await a11y.check();
  });
});
