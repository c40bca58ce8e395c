/**
 * The clearance declaration and the loan token in the browser (decision
 * 032), with JS on and off. The rules (every refusal, each part of the QR address altered,
 * another patron's data, the GRU slip) are covered by tests/api/clearance.test.ts; here, the
 * walk a patron takes:
 * - `demo` (open loans, reservations and a request) is told what is pending;
 * - `nadaconsta` (invented, nothing pending) confirms, issues, downloads the PDF; its QR code is
 *   decoded and followed to the validation page (genuine); a forged address says invalid. The
 *   test re-admits her at the end through the desk call, so the next project finds her ready.
 * - `token` (invented) sees her loan token and makes a new one; the desk call checks both.
 */
import { readFileSync } from "node:fs";

import { expect, test } from "./fixtures.ts";
import { loginTo } from "./circulation-helpers.ts";
import { pdfQrCodes, pdfText } from "../support/pdf-read.ts";

/** The demo desk's key (api/operations/demo/circulation.ts DEMO_STAFF). */
const STAFF = { "x-staff-key": "demo-balcao-chave-2026" };
const READY_PATRON = 1131;

test.describe("clearance declaration and loan token", () => {
  test("pending items, then the declaration issued, downloaded and its QR code followed", async ({
    page,
    a11y,
    request,
    baseURL,
  }) => {
    await loginTo(page, a11y, "/meupergamum/nada-consta", "demo");
    await expect(
      page.getByRole("heading", { level: 2, name: "Ainda não é possível emitir a declaração" }),
    ).toBeVisible();
    await expect(page.locator("#nada-consta-motivos")).toHaveText(
      "Não é possível emitir a declaração de nada consta enquanto houver pendências: 3 empréstimos em aberto; 3 reservas em aberto e 1 solicitação de empréstimo pendente.",
    );
    await expect(page.getByRole("button", { name: "Emitir a declaração de nada consta" })).toHaveCount(0);
    await a11y.check();

    await page.context().clearCookies();
    try {
      await loginTo(page, a11y, "/meupergamum/nada-consta", "nadaconsta");
      await expect(page.getByRole("heading", { level: 2, name: "Atenção: leia antes de emitir" })).toBeVisible();
      await a11y.check();

      // The awareness confirmation is required.
      await page.getByLabel("Motivo da declaração").selectOption({ label: "Conclusão de curso" });
      await page.getByRole("button", { name: "Emitir a declaração de nada consta" }).click();
      const confirmation = page.getByLabel(
        "Estou ciente de que, ao emitir a declaração, deixo de estar vinculado(a) à unidade de informação.",
      );
      await expect(
        page.locator(".error-summary").getByRole("link", {
          name: "Confirme que está ciente de que deixará de estar vinculado(a) à unidade de informação.",
        }),
      ).toBeVisible();
      await expect(confirmation).toHaveAccessibleDescription(/deixará de estar vinculado/);
      await expect(page).toHaveTitle(/^Erro: /);
      await expect(page.getByLabel("Motivo da declaração")).toHaveValue("1");
      await a11y.check();

      await confirmation.check();
      await page.getByRole("button", { name: "Emitir a declaração de nada consta" }).click();
      await expect(page.getByRole("status")).toHaveText(
        "Declaração de nada consta emitida. Você já pode baixá-la ou recebê-la por e-mail.",
      );
      await expect(page.getByRole("heading", { level: 2, name: "Sua declaração" })).toBeVisible();
      const code = (await page.locator("#nada-consta-codigo").textContent()) ?? "";
      expect(code).toMatch(/^[2-9A-HJKMNP-Z]{12}$/);
      await a11y.check();

      const [download] = await Promise.all([
        page.waitForEvent("download"),
        page.getByRole("link", { name: "Baixar a declaração (PDF)" }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`nada-consta-${code}.pdf`);
      const pdf = new Uint8Array(readFileSync(await download.path()));
      expect(await pdfText(pdf)).toContain("Irene Quitação (usuário nadaconsta)");
      const [address] = await pdfQrCodes(pdf);
      const url = new URL(address);
      expect(url.origin).toBe(new URL(baseURL!).origin);
      expect(url.pathname).toMatch(new RegExp(`^/nada-consta-validate-qrcode/${code}/[\\w-]{32}/1$`));

      // Anyone holding the paper: the QR code's page says genuine, for whom and why.
      await page.context().clearCookies();
      await a11y.visit(url.pathname);
      await expect(page.getByRole("heading", { level: 2, name: "Declaração autêntica" })).toBeVisible();
      await expect(page.locator(".clearance-values")).toContainText("Irene Quitação");
      await expect(page.locator(".clearance-values")).toContainText("Conclusão de curso");

      // One character of the signature changed: invalid, with a 404.
      const [, , cod, valid, motivo] = url.pathname.split("/");
      const forged = `${valid[0] === "A" ? "B" : "A"}${valid.slice(1)}`;
      const response = await a11y.visit(`/nada-consta-validate-qrcode/${cod}/${forged}/${motivo}`);
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 2, name: "QR code inválido" })).toBeVisible();
      await expect(page).toHaveTitle(/^QR code inválido/);
    } finally {
      // Back in the unit (a new enrolment at the desk), so the other project finds her ready.
      const back = await request.post(`/api/balcao/nada-consta/${READY_PATRON}/readmissao`, { headers: STAFF });
      expect([200, 404]).toContain(back.status());
    }
  });

  test("the loan token as text and QR code, replaced by a new one", async ({ page, a11y, request }) => {
    await loginTo(page, a11y, "/meupergamum/token", "token");
    const first = (await page.locator("#token-codigo").textContent()) ?? "";
    expect(first).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    await expect(page.getByRole("img", { name: `QR code do token ${first}` })).toHaveAttribute(
      "src",
      /^data:image\/png;base64,/,
    );
    await expect(page.locator("#token-validade")).toContainText("Válido até");
    const desk = async (token: string) => request.get(`/api/balcao/token/${token}`, { headers: STAFF });
    expect(await (await desk(first)).json()).toMatchObject({ valido: true, nome: "Lia Token", login: "token" });
    await a11y.check();

    await page.getByRole("button", { name: "Gerar um novo token" }).click();
    await expect(page.getByRole("status")).toHaveText("Novo token gerado. O anterior não vale mais.");
    const second = (await page.locator("#token-codigo").textContent()) ?? "";
    expect(second).toMatch(/^[2-9A-HJKMNP-Z]{8}$/);
    expect(second).not.toBe(first);
    expect((await desk(first)).status()).toBe(404);
    expect(await (await desk(second)).json()).toMatchObject({ valido: true, nome: "Lia Token" });
    await a11y.check();
  });
});
