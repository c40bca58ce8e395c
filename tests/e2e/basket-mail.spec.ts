/**
 * The basket by e-mail: the form's validation (error summary, inline messages, "Erro: " in the
 * title, what was typed kept), then a real send through the web server's SMTP settings
 * (playwright.config.ts) to a local SMTP receiver started here, on the port of this worker's server, whose message is read back.
 */
import type { Page } from "@playwright/test";

import { startSmtpReceiver, type SmtpReceiver } from "../support/smtp-receiver.ts";
import { expect, test } from "./fixtures.ts";
import { e2eServer } from "./servers.ts";

let smtp: SmtpReceiver;

test.beforeAll(async ({}, workerInfo) => {
  smtp = await startSmtpReceiver(e2eServer(workerInfo.parallelIndex).smtpPort);
});

test.afterAll(async () => {
  await smtp?.close();
});

async function fillBasket(page: Page, a11y: { visit(path: string): Promise<unknown> }): Promise<number[]> {
  await a11y.visit("/?q=history&for=LIVRE");
  const items = page.locator(".result-list > li");
  const ids: number[] = [];
  for (const i of [0, 1]) {
    const href = await items.nth(i).getByRole("heading", { level: 3 }).getByRole("link").getAttribute("href");
    ids.push(Number(href?.split("/").pop()));
    await items
      .nth(i)
      .getByRole("checkbox", { name: /^Selecionar/ })
      .check();
  }
  await page.getByRole("button", { name: "Adicionar selecionados à cesta" }).click();
  await expect(
    page.getByRole("status").filter({ hasText: "Registros selecionados adicionados à cesta." }),
  ).toBeVisible();
  return ids;
}

test.describe("basket by e-mail", () => {
  test("validates the recipients and sends the records to a real SMTP server", async ({
    page,
    a11y,
    baseURL,
  }, testInfo) => {
    const ids = await fillBasket(page, a11y);
    await a11y.visit("/cesta");
    await page.getByRole("link", { name: "Enviar por e-mail" }).click();
    await expect(page.getByRole("heading", { level: 1, name: "Enviar a cesta por e-mail" })).toBeVisible();
    await a11y.check();

    const field = page.getByRole("textbox", { name: "E-mail do destinatário" });
    const submit = page.getByRole("button", { name: "Enviar", exact: true });

    // Nothing typed.
    await submit.click();
    const summary = page.getByRole("alert");
    await expect(summary.getByRole("link", { name: "Informe o e-mail do destinatário." })).toHaveAttribute(
      "href",
      "#destinatarios",
    );
    await expect(page).toHaveTitle(/^Erro: Enviar a cesta por e-mail \| /);
    await expect(field).toHaveAccessibleDescription(/Erro: Informe o e-mail do destinatário\.$/);
    await a11y.check();

    // A bad address among good ones: named, and what was typed is kept.
    const typed = "ana@example.org; bia@example";
    await field.fill(typed);
    await submit.click();
    await expect(
      summary.getByRole("link", {
        name: "E-mail inválido: bia@example. Separe vários e-mails com ponto e vírgula (;).",
      }),
    ).toBeVisible();
    await expect(field).toHaveValue(typed);
    await a11y.check();

    // Two good addresses, RIS attached.
    const tag = `${testInfo.project.name}-${Date.now()}`;
    const recipients = [`ana-${tag}@example.org`, `bia-${tag}@example.com`];
    await field.fill(recipients.join("; "));
    await page.getByRole("radio", { name: "Referências e arquivo RIS anexo" }).check();
    await submit.click();
    await expect(page).toHaveURL(/\/cesta$/);
    await expect(
      page.getByRole("status").filter({ hasText: "O e-mail com os registros da cesta foi enviado." }),
    ).toBeVisible();
    await a11y.check();

    const mail = await smtp.waitFor((m) => (Array.isArray(m.to) ? m.to : [m.to]).some((a) => a?.text.includes(tag)));
    const to = (Array.isArray(mail.to) ? mail.to : [mail.to]).flatMap((a) => a?.value.map((v) => v.address) ?? []);
    expect(to).toEqual(recipients);
    expect(mail.subject).toBe("Cesta de registros do catálogo (2)");
    expect(mail.from?.value[0].address).toBe("catalogo@example.org");
    for (const id of ids) expect(mail.text).toContain(`${baseURL}/acervo/${id}`);
    expect(mail.attachments.map((a) => a.filename)).toEqual(["cesta.ris"]);
    expect(mail.attachments[0].content.toString("utf8").match(/^TY {2}- /gm)).toHaveLength(2);
  });
});
