/**
 * The reservation tab (document 1 "Reservation screen", §4, §5), with and without JS: direct
 * reservation, the waiting list confirmed and cancelled, a refusal of the service, the visitor's
 * embedded login. Records are picked from the service at test time; every test cancels the
 * reservations it made. The restricted library list switches the institution parameter
 * restringe_ui_res_se_usu_logado to '1' through the staff call and back to '0' afterwards.
 */
import {
  apiToken,
  cancelReservationsOf,
  AT_NORTE_AND_CENTRE,
  loginTo,
  ON_THE_SHELF,
  reservationLibraries,
  RESERVABLE,
  RESERVABLE_LIBRARY,
  reserveByApi,
  setInstitutionParam,
} from "./circulation-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { recordByKey } from "./record-finders.ts";

test.describe("reservation", () => {
  test("a patron reserves directly; the library's count goes up", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, RESERVABLE);
    const path = `/acervo/${id}/reserva`;
    try {
      await loginTo(page, a11y, path);
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await a11y.check();
      await expect(page.getByRole("heading", { level: 2, name: "Reserva" })).toBeVisible();
      await expect(page.locator(".reference")).not.toBeEmpty();
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Curvas da face harmonização orofacial");
      await expect(page.locator(".reference")).toHaveText(
        "AMADO, Flávio Monteiro; FREIRE, José Nilo de Oliveira; NATALÍCIO, Gabriela Letícia. Curvas da face: harmonização orofacial. São Paulo: Quintessence, 2019. 493 p.",
      );
      await expect(page.getByText("Biblioteca", { exact: true })).toBeVisible();
      await expect(page.locator("#reservation-count")).toHaveText("Reservas deste título nesta biblioteca: 0");
      await page.getByRole("button", { name: "Confirmar reserva" }).click();
      await expect(page.getByRole("status")).toContainText("Reserva efetuada com sucesso. Sua posição na fila: 1.");
      await expect(page.locator("#reservation-count")).toHaveText("Reservas deste título nesta biblioteca: 1");
      await a11y.check();

      // Reserving again is refused by the service, shown as an error summary.
      await page.getByRole("button", { name: "Confirmar reserva" }).click();
      await expect(page.locator(".error-summary")).toContainText("Há um problema");
      await expect(page).toHaveTitle(/^Erro: /);
      await a11y.check();
    } finally {
      await cancelReservationsOf(request, "demo", id);
    }
  });

  test("the waiting list: cancel clears the choices, confirm joins the queue", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, RESERVABLE);
    const library = RESERVABLE_LIBRARY;
    const path = `/acervo/${id}/reserva`;
    const professor = await apiToken(request, "professor");
    try {
      await reserveByApi(request, professor, id, library);
      await loginTo(page, a11y, path);
      await a11y.check();
      await expect(page.locator("#reservation-count")).toHaveText("Reservas deste título nesta biblioteca: 1");

      await page.getByRole("button", { name: "Confirmar reserva" }).click();
      const queue = page.getByRole("region", { name: "Material indisponível" });
      await expect(queue).toContainText("posição 2");
      await a11y.check();
      await queue.getByRole("button", { name: "Não, cancelar" }).click();
      await expect(page.getByRole("status")).toContainText("Reserva cancelada");
      await expect(page).toHaveURL(new RegExp(`${path}\\?biblioteca=${library}&fila=cancelada$`));
      await a11y.check();

      await page.getByRole("button", { name: "Confirmar reserva" }).click();
      await page
        .getByRole("region", { name: "Material indisponível" })
        .getByRole("button", { name: "Sim, entrar na fila" })
        .click();
      await expect(page.getByRole("status")).toContainText("Sua posição na fila: 2.");
      await expect(page.locator("#reservation-count")).toHaveText("Reservas deste título nesta biblioteca: 2");
      await a11y.check();
    } finally {
      await cancelReservationsOf(request, "demo", id);
      await cancelReservationsOf(request, "professor", id);
    }
  });

  test("copies on the shelf: the service's refusal in the patron's language", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, ON_THE_SHELF);
    try {
      await loginTo(page, a11y, `/acervo/${id}/reserva`);
      await a11y.check();
      await page.getByRole("button", { name: "Confirmar reserva" }).click();
      await expect(page.locator(".error-summary")).toContainText("exemplares disponíveis");
      await expect(page).toHaveTitle(/^Erro: /);
      await a11y.check();
    } finally {
      await cancelReservationsOf(request, "demo", id);
    }
  });

  test("a visitor gets the embedded login in the tab", async ({ page, a11y, request }) => {
    const id = await recordByKey(request, RESERVABLE);
    await a11y.visit(`/acervo/${id}/reserva`);
    const login = page.getByRole("region", { name: "Entre para reservar" });
    await expect(login).toBeVisible();
    await expect(page.getByRole("button", { name: "Confirmar reserva" })).toHaveCount(0);

    await login.getByRole("button", { name: "Entrar" }).click();
    await expect(page.locator(".error-summary").getByRole("link", { name: "Informe o usuário." })).toBeVisible();
    await expect(page.getByLabel("Senha")).toHaveAccessibleDescription("Erro: Informe a senha.");
    await a11y.check();

    await page.getByRole("region", { name: "Entre para reservar" }).getByLabel("Usuário").fill("demo");
    await page.getByRole("region", { name: "Entre para reservar" }).getByLabel("Senha").fill("demo");
    await page.getByRole("region", { name: "Entre para reservar" }).getByRole("button", { name: "Entrar" }).click();
    await expect(page).toHaveURL(new RegExp(`/acervo/${id}/reserva\\?`));
    await expect(page.getByRole("button", { name: "Confirmar reserva" })).toBeVisible();
    // Demo categories hold permission 107: the login stays.
    await expect(page.getByRole("region", { name: "Entre para reservar" })).toHaveCount(0);
    await a11y.check();
  });

  test.describe("restricted library list", () => {
    const RESTRICT = "restringe_ui_res_se_usu_logado";
    test.afterEach(async ({ request }) => {
      await setInstitutionParam(request, RESTRICT, "0");
    });

    test("with '1' a patron sees only their libraries; none of theirs: 'you have no unit'", async ({
      page,
      a11y,
      request,
    }) => {
      // demo belongs to libraries 1 and 2, norte to 3.
      const mixed = await recordByKey(request, AT_NORTE_AND_CENTRE);
      const notNorte = await recordByKey(request, ON_THE_SHELF);
      expect(await reservationLibraries(request, mixed)).toEqual([2, 3]);
      expect(await reservationLibraries(request, notNorte)).toEqual([2]);
      await setInstitutionParam(request, RESTRICT, "1");

      await loginTo(page, a11y, `/acervo/${mixed}/reserva`);
      await expect(page.locator("#reservation-count")).toBeVisible();
      await expect(page.getByText("Biblioteca do Campus Norte")).toHaveCount(0);
      await a11y.check();

      await page.goto("/sair");
      await a11y.check();
      await loginTo(page, a11y, `/acervo/${notNorte}/reserva`, "norte");
      await expect(page.getByText("Você não possui unidade de informação para reservar este título.")).toBeVisible();
      await expect(page.getByRole("button", { name: "Confirmar reserva" })).toHaveCount(0);
      await a11y.check();

      // Back to '0': the same patron sees the record's libraries again.
      await setInstitutionParam(request, RESTRICT, "0");
      await a11y.visit(`/acervo/${notNorte}/reserva`);
      await expect(page.getByText("Você não possui unidade de informação")).toHaveCount(0);
      await expect(page.locator("#reservation-count")).toBeVisible();
    });
  });
});
