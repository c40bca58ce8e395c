/**
 * The login embedded in the reservation tab and permission 107 (document 2 §4 "Modal or embedded
 * login", §6): a patron whose category lacks 107 (demo `intercambio`) logged in only to be
 * identified, and is logged out again once the reservation finished, failed or the waiting-list
 * confirmation was cancelled; a patron with 107 (demo `demo`) stays logged in. Every test cancels
 * the reservations it made.
 */
import type { Page } from "@playwright/test";

import {
  apiToken,
  cancelReservationsOf,
  MULTI_VOLUME,
  RESERVABLE,
  RESERVABLE_LIBRARY,
  reserveByApi,
} from "./circulation-helpers.ts";
import { expect, test, type A11y } from "./fixtures.ts";
import { recordByKey } from "./record-finders.ts";

const loginRegion = (page: Page) => page.getByRole("region", { name: "Entre para reservar" });
const logoutButton = (page: Page) => page.getByRole("button", { name: "Sair" });

async function embeddedLogin(page: Page, a11y: A11y, username: string): Promise<void> {
  await loginRegion(page).getByLabel("Usuário").fill(username);
  await loginRegion(page).getByLabel("Senha").fill(username);
  await loginRegion(page).getByRole("button", { name: "Entrar" }).click();
  await expect(page.getByRole("button", { name: "Confirmar reserva" })).toBeVisible();
  await expect(loginRegion(page)).toHaveCount(0);
  await expect(logoutButton(page)).toBeVisible();
  await a11y.check();
}

/** Logged out: the tab offers the embedded login again and the header the login link. */
async function expectLoggedOut(page: Page): Promise<void> {
  await expect(loginRegion(page)).toBeVisible();
  await expect(page.getByRole("button", { name: "Confirmar reserva" })).toHaveCount(0);
  await expect(logoutButton(page)).toHaveCount(0);
  await expect(
    page.getByRole("navigation", { name: "Menu principal" }).getByRole("link", { name: "Entrar" }),
  ).toBeVisible();
}

test.describe("embedded login and permission 107", () => {
  test("without 107, the login made for a reservation ends when the reservation is made; the choices survive the login", async ({
    page,
    a11y,
    request,
  }) => {
    const id = await recordByKey(request, MULTI_VOLUME);
    const path = `/acervo/${id}/reserva`;
    try {
      await a11y.visit(path);
      for (const [field, option, said] of [
        ["Volume", "2", "Volume: 2. Próxima escolha: Tomo."],
        ["Tomo", "1", "Tomo: 1. Próxima escolha: Parte."],
        ["Parte", "2", "Parte: 2. Todas as opções foram escolhidas."],
      ]) {
        await page.getByRole("combobox", { name: field, exact: true }).selectOption({ label: option });
        await page.getByRole("button", { name: `Escolher ${field}` }).click();
        await expect(page.locator("#reserva-announce")).toHaveText(said);
        await a11y.check();
      }
      // Every choice made: a visitor's next step is the login.
      await expect(loginRegion(page).getByLabel("Usuário")).toBeFocused();

      await embeddedLogin(page, a11y, "intercambio");
      await expect(page).toHaveURL(/[?&]volume=2&tomo=1&parte=2(&|$)/);
      await page.getByRole("button", { name: "Confirmar reserva" }).click();
      await expect(page.getByRole("status")).toContainText("Reserva efetuada com sucesso. Sua posição na fila: 1.");
      await expectLoggedOut(page);
      await a11y.check();
    } finally {
      await cancelReservationsOf(request, "intercambio", id);
    }
  });

  test("without 107, the login ends when the reservation is refused", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, MULTI_VOLUME);
    try {
      await a11y.visit(`/acervo/${id}/reserva?biblioteca=1&volume=2&tomo=2`);
      await embeddedLogin(page, a11y, "intercambio");
      await page.getByRole("button", { name: "Confirmar reserva" }).click();
      const summary = page.locator(".error-summary");
      await expect(summary).toContainText("Reserva cancelada, nenhum exemplar em situação que permita reserva.");
      await expect(summary).toBeFocused();
      await expect(page).toHaveTitle(/^Erro: /);
      await expectLoggedOut(page);
      await a11y.check();

      // The refusal is shown once, not again on the next visit.
      await a11y.visit(`/acervo/${id}/reserva`);
      await expect(page.locator(".error-summary")).toHaveCount(0);
      await expect(page).not.toHaveTitle(/^Erro: /);
    } finally {
      await cancelReservationsOf(request, "intercambio", id);
    }
  });

  test("without 107, the login ends when the waiting list is declined", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, RESERVABLE);
    const library = RESERVABLE_LIBRARY;
    const professor = await apiToken(request, "professor");
    try {
      await reserveByApi(request, professor, id, library);
      await a11y.visit(`/acervo/${id}/reserva`);
      await embeddedLogin(page, a11y, "intercambio");
      await page.getByRole("button", { name: "Confirmar reserva" }).click();
      const queue = page.getByRole("region", { name: "Material indisponível" });
      await expect(queue).toContainText("posição 2");
      // Waiting for the answer, the patron is still logged in.
      await expect(logoutButton(page)).toBeVisible();
      await a11y.check();
      await queue.getByRole("button", { name: "Não, cancelar" }).click();
      await expect(page.getByRole("status")).toContainText("Reserva cancelada");
      await expectLoggedOut(page);
      await a11y.check();
    } finally {
      await cancelReservationsOf(request, "intercambio", id);
      await cancelReservationsOf(request, "professor", id);
    }
  });

  test("with 107, the login made in the tab stays after the reservation", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, RESERVABLE);
    try {
      await a11y.visit(`/acervo/${id}/reserva`);
      await embeddedLogin(page, a11y, "demo");
      await page.getByRole("button", { name: "Confirmar reserva" }).click();
      await expect(page.getByRole("status")).toContainText("Reserva efetuada com sucesso. Sua posição na fila: 1.");
      await expect(loginRegion(page)).toHaveCount(0);
      await expect(logoutButton(page)).toBeVisible();
      await expect(page.getByRole("button", { name: "Confirmar reserva" })).toBeVisible();
      await a11y.check();
    } finally {
      await cancelReservationsOf(request, "demo", id);
    }
  });
});
