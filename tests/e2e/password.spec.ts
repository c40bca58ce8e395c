/**
 * Password recovery end to end (decision 025), with the code read from a local SMTP receiver on
 * this worker's mail port (see basket-mail.spec.ts), then the password change in the patron area.
 * The patron is `recupera`, invented for this and used by no other spec; the flow never needs its
 * current password at the start (recovery sets a new one), so a run or a retry starts anywhere.
 */
import { startSmtpReceiver, type SmtpReceiver } from "../support/smtp-receiver.ts";
import { loginTo } from "./circulation-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { answerCaptcha } from "./login-helpers.ts";
import { e2eServer } from "./servers.ts";

const LOGIN = "recupera";
const ADDRESS = "recupera@biblioteca.example";

let smtp: SmtpReceiver;

test.beforeAll(async ({}, workerInfo) => {
  smtp = await startSmtpReceiver(e2eServer(workerInfo.parallelIndex).smtpPort);
});

test.afterAll(async () => {
  await smtp?.close();
});

/** The code of the next message to the patron after `since` messages. */
async function codeSent(since: number): Promise<string> {
  const mail = await smtp.waitFor(
    (m) => smtp.messages.indexOf(m) >= since && JSON.stringify(m.to ?? "").includes(ADDRESS),
  );
  expect(mail.subject).toBe("Código para recuperar a senha");
  return mail.text?.match(/\b(\d{6})\b/)?.[1] ?? "";
}

test.describe("password recovery and change", () => {
  test("recovers a password with a code sent by e-mail, then changes it in the patron area", async ({
    page,
    a11y,
    javaScriptEnabled,
  }, testInfo) => {
    const summary = page.getByRole("alert");
    const codeField = page.getByRole("textbox", { name: "Código de verificação" });
    // With JS the code step submits itself once six digits are typed; without, the button does.
    const typeCode = async (code: string) => {
      await codeField.fill(code);
      if (!javaScriptEnabled) await page.getByRole("button", { name: "Verificar código" }).click();
    };

    // Step 1: the user code (and the captcha).
    await a11y.visit("/login/recuperar-senha");
    await expect(page.getByRole("heading", { level: 1, name: "Recuperar senha" })).toBeVisible();
    await expect(page.getByRole("heading", { level: 2, name: "Etapa 1 de 3: código de usuário" })).toBeVisible();
    const send = page.getByRole("button", { name: "Enviar código" });
    await send.click();
    await expect(summary.getByRole("link", { name: "Digite o código de usuário." })).toHaveAttribute(
      "href",
      "#recovery-user",
    );
    await expect(page).toHaveTitle(/^Erro: Recuperar senha \| /);

    await page.getByRole("textbox", { name: "Código de usuário" }).fill(` ${LOGIN} `);
    await answerCaptcha(page);
    const before = smtp.messages.length;
    await send.click();

    // Step 2: the code, sent if the login exists; neither its owner's name nor address is shown
    // before the code is proved (decision 053).
    await expect(page.getByRole("heading", { level: 2, name: "Etapa 2 de 3: código de verificação" })).toBeVisible();
    await expect(
      page.getByText(
        "Se o usuário recupera existir e tiver e-mail cadastrado, enviamos para esse e-mail um código de 6 dígitos.",
      ),
    ).toBeVisible();
    await expect(page.getByText(/Rita|r\*\*\*@/)).toHaveCount(0);
    await expect(codeField).toBeFocused();
    const first = await codeSent(before);
    const wrong = first === "000000" ? "000001" : "000000";
    await typeCode(wrong);
    await expect(
      summary.getByRole("link", { name: "Código de verificação incorreto. Restam 4 tentativas." }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Erro: Recuperar senha \| /);
    await expect(codeField).toHaveValue(wrong);
    await a11y.check();

    // After a refusal, a new code can be asked for; it replaces the first.
    const beforeResend = smtp.messages.length;
    await page.getByRole("button", { name: "Reenviar código" }).click();
    await expect(
      page.getByRole("status").filter({ hasText: "Enviamos um novo código. Use o mais recente." }),
    ).toBeVisible();
    const second = await codeSent(beforeResend);
    await typeCode(second);

    // Step 3: the new password, the rules listed first.
    await expect(page.getByRole("heading", { level: 2, name: "Etapa 3 de 3: nova senha" })).toBeVisible();
    const rules = page.locator("#recovery-rules li");
    await expect(rules).toHaveText([
      "ter entre 8 e 64 caracteres",
      "conter números",
      "não ter somente números",
      "conter um destes caracteres especiais: @ ! # $ % & * ( ) _ -",
      "conter letras maiúsculas e minúsculas",
      "não conter nenhuma palavra do seu nome",
      "ser diferente das últimas 3 senhas",
    ]);
    const password = page.getByLabel("Nova senha", { exact: true });
    const confirmation = page.getByLabel("Confirme a nova senha");
    await expect(password).toBeFocused();
    const save = page.getByRole("button", { name: "Salvar nova senha" });
    await password.fill("Rita-2026!");
    await confirmation.fill("Rita-2026!");
    await save.click();
    const namedRule = "A senha não confere com os critérios: não conter nenhuma palavra do seu nome.";
    await expect(summary.getByRole("link", { name: namedRule })).toHaveAttribute("href", "#recovery-password");
    await expect(password).toHaveAccessibleDescription(
      new RegExp(`Erro: ${namedRule.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`),
    );
    await a11y.check();

    const tag = `${testInfo.project.name}${Date.now() % 100_000}`;
    const recovered = `Livro-${tag}-A`;
    await password.fill(recovered);
    await confirmation.fill(`${recovered}x`);
    await save.click();
    await expect(summary.getByRole("link", { name: "As senhas não coincidem." })).toHaveAttribute(
      "href",
      "#recovery-confirmation",
    );
    await password.fill(recovered);
    await confirmation.fill(recovered);
    await save.click();

    // Back at login, told so; the new password works.
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole("status").filter({ hasText: "Senha alterada com sucesso." })).toBeVisible();
    await a11y.check();

    // The password change, from the patron area's menu.
    await loginTo(page, a11y, "/meupergamum/senha", LOGIN, recovered);
    await expect(page.getByRole("heading", { level: 1, name: "Alterar senha" })).toBeVisible();
    await expect(
      page.getByRole("navigation", { name: "Minha conta" }).getByRole("link", { name: "Senha" }),
    ).toHaveAttribute("aria-current", "page");
    const change = page.getByRole("button", { name: "Alterar senha" });
    const changed = `Livro-${tag}-B`;
    await page.getByLabel("Senha atual").fill("not-my-password");
    await page.getByLabel("Nova senha", { exact: true }).fill(changed);
    await page.getByLabel("Confirme a nova senha").fill(changed);
    await change.click();
    await expect(summary.getByRole("link", { name: "A senha atual não confere." })).toHaveAttribute(
      "href",
      "#senha-atual",
    );
    await expect(page).toHaveTitle(/^Erro: Alterar senha \| /);
    await a11y.check();

    await page.getByLabel("Senha atual").fill(recovered);
    await page.getByLabel("Nova senha", { exact: true }).fill(changed);
    await page.getByLabel("Confirme a nova senha").fill(changed);
    await change.click();
    await expect(page).toHaveURL(/\/meupergamum\/senha$/);
    await expect(page.getByRole("status").filter({ hasText: "Senha alterada com sucesso." })).toBeVisible();
  });
});
