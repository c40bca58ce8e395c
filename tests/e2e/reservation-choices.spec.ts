/**
 * The reservation form's choice sequence (document 1 "Reservation screen", §4 "Reservation"), on
 * the demo's multi-volume record: each choice shows the next one and puts focus on it, says what
 * was chosen in a live region, and changing an earlier choice discards the later ones; confirming
 * with a choice open asks to 'select all options'; a combination whose copies cannot come back
 * is refused. With JS the form updates in place (the document is never reloaded); without JS each
 * choice is a GET that renders the next. Every test cancels the reservations it made.
 */
import type { Page } from "@playwright/test";

import { cancelReservationsOf, loginTo, MULTI_VOLUME } from "./circulation-helpers.ts";
import { expect, test, type A11y } from "./fixtures.ts";
import { recordByKey } from "./record-finders.ts";

const choice = (page: Page, name: string) => page.getByRole("combobox", { name, exact: true });
const announcement = (page: Page) => page.locator("#reserva-announce");

/** Picks an option, presses that field's "choose" button and waits for what the live region says. */
async function choose(page: Page, a11y: A11y, field: string, option: string, said: string): Promise<void> {
  await choice(page, field).selectOption({ label: option });
  await page.getByRole("button", { name: `Escolher ${field}` }).click();
  await expect(announcement(page)).toHaveText(said);
  await a11y.check();
}

test.describe("reservation choices", () => {
  test("step by step: each choice shows the next and focuses it; an earlier change discards the later ones", async ({
    page,
    a11y,
    request,
    javaScriptEnabled,
  }) => {
    const id = await recordByKey(request, MULTI_VOLUME);
    const path = `/acervo/${id}/reserva`;
    try {
      await loginTo(page, a11y, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await a11y.check();
      // A full page load would lose this mark; an update in place keeps it.
      if (javaScriptEnabled) await page.evaluate(() => Object.assign(window, { reservationPageMark: true }));

      // Library: the first one preselected, without placeholder; volume asked next; the rest not yet.
      await expect(choice(page, "Biblioteca").locator("option:checked")).toHaveText("Biblioteca Central");
      await expect(choice(page, "Volume")).toHaveValue("");
      await expect(choice(page, "Volume").locator("option")).toHaveText(["Selecione uma opção...", "1", "2"]);
      for (const later of ["Tomo", "Parte", "Material", "Localização"])
        await expect(choice(page, later)).toHaveCount(0);

      await choose(page, a11y, "Volume", "2", "Volume: 2. Próxima escolha: Tomo.");
      await expect(choice(page, "Tomo")).toBeFocused();
      await expect(choice(page, "Tomo").locator("option")).toHaveText(["Selecione uma opção...", "1", "2"]);
      await expect(page).toHaveURL(/[?&]volume=2(&|$)/);

      await choose(page, a11y, "Tomo", "1", "Tomo: 1. Próxima escolha: Parte.");
      await expect(choice(page, "Parte")).toBeFocused();

      // One material (hidden) and one location (shown as text): the selection is complete.
      await choose(page, a11y, "Parte", "2", "Parte: 2. Todas as opções foram escolhidas.");
      await expect(page.getByRole("button", { name: "Confirmar reserva" })).toBeFocused();
      await expect(choice(page, "Material")).toHaveCount(0);
      await expect(page.getByText("Acervo geral", { exact: true })).toBeVisible();

      // Back to volume 1: tomo and parte go, material (two of them) is asked.
      await choose(page, a11y, "Volume", "1", "Volume: 1. Próxima escolha: Material.");
      await expect(choice(page, "Tomo")).toHaveCount(0);
      await expect(choice(page, "Parte")).toHaveCount(0);
      await expect(choice(page, "Material")).toBeFocused();
      await expect(choice(page, "Material")).toHaveValue("");
      await expect(choice(page, "Material").locator("option")).toHaveText([
        "Selecione uma opção...",
        "Material principal",
        "CD-ROM",
      ]);

      await choose(
        page,
        a11y,
        "Material",
        "Material principal",
        "Material: Material principal. Próxima escolha: Localização.",
      );
      await expect(choice(page, "Localização")).toBeFocused();
      await expect(choice(page, "Localização").locator("option")).toHaveText([
        "Selecione uma opção...",
        "Todas",
        "Acervo geral",
        "Referência",
      ]);
      await choose(
        page,
        a11y,
        "Localização",
        "Referência",
        "Localização: Referência. Todas as opções foram escolhidas.",
      );
      await expect(page.getByRole("button", { name: "Confirmar reserva" })).toBeFocused();
      if (javaScriptEnabled) expect(await page.evaluate(() => "reservationPageMark" in window)).toBe(true);

      await expect(page.locator("#reservation-count")).toHaveText("Reservas deste título nesta biblioteca: 0");
      await page.getByRole("button", { name: "Confirmar reserva" }).click();
      await expect(page.getByRole("status")).toContainText("Reserva efetuada com sucesso. Sua posição na fila: 1.");
      await expect(page.locator("#reservation-count")).toHaveText("Reservas deste título nesta biblioteca: 1");
      // The choices are cleared but the library.
      await expect(choice(page, "Volume")).toHaveValue("");
      await expect(choice(page, "Material")).toHaveCount(0);
      await a11y.check();
    } finally {
      await cancelReservationsOf(request, "demo", id);
    }
  });

  test("confirming with a choice open asks to select all options", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, MULTI_VOLUME);
    const path = `/acervo/${id}/reserva`;
    try {
      await loginTo(page, a11y, path);
      await a11y.check();
      await choose(page, a11y, "Volume", "2", "Volume: 2. Próxima escolha: Tomo.");
      await page.getByRole("button", { name: "Confirmar reserva" }).click();
      const summary = page.locator(".error-summary");
      await expect(summary).toBeFocused();
      await expect(summary.getByRole("link", { name: "Selecione todas as opções para a reserva." })).toHaveAttribute(
        "href",
        "#reserva-tomo",
      );
      await expect(choice(page, "Tomo")).toHaveAccessibleDescription("Erro: Selecione todas as opções para a reserva.");
      await expect(page).toHaveTitle(/^Erro: /);
      // What was chosen is kept.
      await expect(choice(page, "Volume").locator("option:checked")).toHaveText("2");
      await a11y.check();
    } finally {
      await cancelReservationsOf(request, "demo", id);
    }
  });

  test("a combination whose only copy cannot come back is refused", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, MULTI_VOLUME);
    try {
      await loginTo(page, a11y, `/acervo/${id}/reserva`);
      await a11y.check();
      await choose(page, a11y, "Volume", "2", "Volume: 2. Próxima escolha: Tomo.");
      await choose(page, a11y, "Tomo", "2", "Tomo: 2. Todas as opções foram escolhidas.");
      await expect(page.getByRole("button", { name: "Confirmar reserva" })).toBeFocused();
      await page.getByRole("button", { name: "Confirmar reserva" }).click();
      await expect(page.locator(".error-summary")).toContainText(
        "Reserva cancelada, nenhum exemplar em situação que permita reserva.",
      );
      await expect(page).toHaveTitle(/^Erro: /);
      // demo holds permission 107: still logged in, the choices kept.
      await expect(page.getByRole("button", { name: "Confirmar reserva" })).toBeVisible();
      await expect(choice(page, "Tomo").locator("option:checked")).toHaveText("2");
      await a11y.check();
    } finally {
      await cancelReservationsOf(request, "demo", id);
    }
  });
});
