/**
 * Personal data, the renewal prompt and the app's entry (decision 026), with and without JS, as
 * the demo patron "renovacao" (whose registration must be renewed; no other spec uses it). Each
 * test puts back what it changes.
 */
import type { APIRequestContext } from "@playwright/test";

import { startSmtpReceiver } from "../support/smtp-receiver.ts";
import { apiToken, loginTo } from "./circulation-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { e2eServer } from "./servers.ts";

const PATRON = "renovacao";
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The demo's values of what the tests change (api/operations/demo/personal.ts). */
async function restorePersonalData(request: APIRequestContext): Promise<void> {
  const response = await request.put("/api/pessoas/meu-pergamum/dados-pessoais", {
    headers: bearer(await apiToken(request, PATRON)),
    data: { cep: "88100-000", email: "renovacao@biblioteca.example", telefone: "(48) 3000-1020" },
  });
  expect(response.ok()).toBe(true);
}

test.describe("personal data", () => {
  test("renewal prompt: Yes leads to personal data, edited with errors then saved; No dismisses it; swap user", async ({
    page,
    a11y,
    request,
  }) => {
    try {
      await loginTo(page, a11y, "/meupergamum", PATRON);
      const prompt = page.getByRole("region", { name: "Renovação de cadastro" });
      await expect(prompt).toContainText("Seu cadastro precisa ser renovado.");
      await a11y.check();

      await prompt.getByRole("link", { name: "Sim, conferir meus dados" }).click();
      await expect(page.getByRole("heading", { level: 1, name: "Dados pessoais" })).toBeVisible();
      const nav = page.getByRole("navigation", { name: "Minha conta" });
      await expect(nav.getByRole("link", { name: "Dados pessoais" })).toHaveAttribute("aria-current", "page");
      // Read-only fields are text, not inputs.
      const other = page.getByRole("group", { name: "Outros dados" });
      await expect(other.getByText("11144477735")).toBeVisible();
      await expect(other.getByRole("textbox", { name: "CPF" })).toHaveCount(0);
      await a11y.check();

      await page.getByLabel("CEP").fill("881");
      await page.getByLabel("E-mail", { exact: true }).fill("fabio@");
      await page.getByLabel("Telefone").fill("+55 (48) 99876-5432");
      await page.getByRole("button", { name: "Salvar dados pessoais" }).click();
      const summary = page.locator(".error-summary");
      await expect(summary.getByRole("link")).toHaveText([
        "Informe o CEP com 8 dígitos, como 88000-000.",
        "Informe um e-mail válido, como nome@exemplo.com.br.",
      ]);
      await expect(summary).toBeFocused();
      await expect(page).toHaveTitle(/^Erro: /);
      await expect(page.locator("#personal-cep-error")).toHaveText(/Informe o CEP com 8 dígitos/);
      await expect(page.getByLabel("CEP")).toHaveValue("881");
      await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("fabio@");
      await a11y.check();

      await page.getByLabel("CEP").fill("88101000");
      await page.getByLabel("E-mail", { exact: true }).fill("fabio@exemplo.org");
      await page.getByRole("button", { name: "Salvar dados pessoais" }).click();
      await expect(page.getByRole("status")).toHaveText("Seus dados pessoais foram salvos.");
      await expect(page).not.toHaveTitle(/^Erro: /);
      await expect(page.getByLabel("CEP")).toHaveValue("88101-000");
      await expect(page.getByLabel("E-mail", { exact: true })).toHaveValue("fabio@exemplo.org");
      // Reduced to digits, hyphen, parentheses and spaces, then cut to 16 characters.
      await expect(page.getByLabel("Telefone")).toHaveValue("55 (48) 99876-54");
      await a11y.check();

      // Saving does not renew the registration (the library does): the prompt is still there.
      await nav.getByRole("link", { name: "Início" }).click();
      await prompt.getByRole("button", { name: "Não, obrigado" }).click();
      await expect(page.getByText("Olá, Fábio Renovação")).toBeVisible();
      await expect(prompt).toHaveCount(0);
      await a11y.check();
      await page.reload();
      await expect(page.getByText("Olá, Fábio Renovação")).toBeVisible();
      await expect(prompt).toHaveCount(0);

      // The kids catalogue's frame asks too (document 1 §3); its "No" comes back to the catalogue.
      await page.context().clearCookies({ name: "opac_renovacao" });
      await a11y.visit("/catalogos/kids");
      await expect(prompt).toContainText("Seu cadastro precisa ser renovado.");
      await prompt.getByRole("button", { name: "Não, obrigado" }).click();
      await expect(page).toHaveURL(/\/catalogos\/kids$/);
      await expect(page.getByRole("heading", { level: 1, name: "Catálogo infantil" })).toBeVisible();
      await expect(prompt).toHaveCount(0);
      await page.goto("/meupergamum");

      // Swapping user ends this session and opens the login for the other one.
      await page.getByRole("link", { name: "Trocar de usuário" }).click();
      await a11y.check();
      await page.getByLabel("Usuário com que deseja entrar").fill("demo");
      await page.getByRole("button", { name: "Trocar de usuário" }).click();
      await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum&usuario=demo$/);
      await a11y.check();
      await page.goto("/meupergamum");
      await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum$/);
    } finally {
      await restorePersonalData(request);
    }
  });

  test("app entry: a login in the wrapper hands the app a uuid, a uuid signs in, devices are revocable, logout revokes", async ({
    page,
    a11y,
    request,
    javaScriptEnabled,
  }) => {
    const token = await apiToken(request, PATRON);
    const stored = await request.post("/api/pessoas/store-app-uuid", {
      headers: bearer(token),
      data: { nome: "Telefone de teste" },
    });
    const { uuid } = (await stored.json()) as { uuid: string };
    // What the site told the app, kept across page loads (React Native's bridge, stood in for here).
    const sent = () => page.evaluate(() => JSON.parse(sessionStorage.getItem("test-sent") ?? "[]") as unknown[]);
    try {
      await page.addInitScript(() => {
        (window as unknown as { ReactNativeWebView: unknown }).ReactNativeWebView = {
          postMessage: (m: string) =>
            sessionStorage.setItem(
              "test-sent",
              JSON.stringify([
                ...(JSON.parse(sessionStorage.getItem("test-sent") ?? "[]") as unknown[]),
                JSON.parse(m),
              ]),
            ),
        };
      });
      // No uuid, no session: log in, and come back to the entry, which gives this device a uuid.
      await a11y.visit("/meupergamum/app");
      await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum%2Fapp$/);
      await page.getByLabel("Usuário").fill(PATRON);
      await page.getByLabel("Senha").fill(PATRON);
      await page.getByRole("button", { name: "Entrar" }).click();
      await expect(page.getByText("Você entrou pelo aplicativo.")).toBeVisible();
      await a11y.check();
      await page.getByRole("link", { name: "Ir para Meu Pergamum" }).click();
      await expect(page).toHaveURL(/\/meupergamum$/);
      await expect(page.getByText("Olá, Fábio Renovação!")).toBeVisible();
      await a11y.check();
      const user = { nome_pessoa: "Fábio Renovação", cod_pessoa: 1020, login: PATRON };
      if (javaScriptEnabled) {
        await expect.poll(sent).toEqual([
          { type: "pageName", page: "login" },
          { type: "language", language: "pt" },
          { type: "user", user: { ...user, app_uuid: expect.stringMatching(/^[0-9a-f-]{36}$/) } },
          { type: "pageName", page: "meupergamum" },
        ]);
        // The app changes the language ("en-US" → en): the page comes back in English and says so.
        const fromApp = (language: string) =>
          page.evaluate((l) => window.postMessage(JSON.stringify({ type: "language", language: l }), "*"), language);
        await fromApp("en-US");
        await expect(page.getByText("Hello, Fábio Renovação!")).toBeVisible();
        await expect.poll(async () => (await sent()).slice(4)).toEqual([{ type: "language", language: "en" }]);
        await a11y.check();
        await fromApp("pt");
        await expect(page.getByText("Olá, Fábio Renovação!")).toBeVisible();
      }

      // A fresh start of the app with the other device's uuid signs in from it alone.
      await page.context().clearCookies();
      await page.goto(`/meupergamum/app?uuid=${uuid}`);
      await expect(page).toHaveURL(/\/meupergamum$/);
      await expect(page.getByText("Olá, Fábio Renovação!")).toBeVisible();

      await page.getByRole("navigation", { name: "Minha conta" }).getByRole("link", { name: "Dados pessoais" }).click();
      const devices = page.getByRole("region", { name: "Aparelhos conectados pelo aplicativo" });
      await expect(devices.getByRole("listitem")).toHaveCount(2);
      await a11y.check();
      const other = devices.getByRole("listitem").filter({ hasNotText: "Telefone de teste" });
      await other.getByRole("button", { name: /^Desconectar / }).click();
      await expect(page.getByRole("status")).toHaveText("O aparelho foi desconectado.");
      await expect(devices.getByRole("listitem")).toHaveText([/Telefone de teste/]);
      await a11y.check();

      // Logout in the wrapper revokes this browser's device, and the app is told to forget it.
      await page.getByRole("navigation", { name: "Minha conta" }).getByRole("link", { name: "Início" }).click();
      await page.getByRole("main").getByRole("button", { name: "Sair" }).click();
      await expect(page).toHaveURL(/\/$/);
      await a11y.check();
      if (javaScriptEnabled) await expect.poll(async () => (await sent()).at(-1)).toEqual({ type: "removeUuid" });
      await page.goto(`/meupergamum/app?uuid=${uuid}`);
      await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum%2Fapp$/);
      await expect(page.getByRole("status")).toHaveText(
        "Este aparelho não está mais autorizado. Entre com seu usuário e senha.",
      );
      await a11y.check();
    } finally {
      await request.delete("/api/pessoas/app-uuid", { headers: bearer(token) });
    }
  });

  test("a new e-mail needs the current password and mails the old address a link that undoes it; sessions end one by one or everywhere", async ({
    page,
    a11y,
    request,
  }, testInfo) => {
    const smtp = await startSmtpReceiver(e2eServer(testInfo.parallelIndex).smtpPort);
    try {
      // Another session of the patron, which the list shows and this test ends.
      await apiToken(request, PATRON);
      await loginTo(page, a11y, "/meupergamum/dados-pessoais", PATRON);
      const email = page.getByLabel("E-mail", { exact: true });
      const password = page.getByLabel("Senha atual");
      const save = page.getByRole("button", { name: "Salvar dados pessoais" });

      await email.fill("fabio.novo@exemplo.org");
      await password.fill("errada");
      await save.click();
      const summary = page.locator(".error-summary");
      await expect(summary.getByRole("link")).toHaveText(["A senha atual não confere."]);
      await expect(summary.getByRole("link")).toHaveAttribute("href", "#personal-senha-atual");
      await expect(summary).toBeFocused();
      await expect(page).toHaveTitle(/^Erro: /);
      await expect(password).toHaveAttribute("aria-invalid", "true");
      await expect(password).toHaveValue("");
      await expect(email).toHaveValue("fabio.novo@exemplo.org");
      await a11y.check();

      const before = smtp.messages.length;
      await password.fill(PATRON);
      await save.click();
      await expect(page.getByRole("status")).toHaveText("Seus dados pessoais foram salvos.");
      await expect(email).toHaveValue("fabio.novo@exemplo.org");
      const mail = await smtp.waitFor((m) => smtp.messages.indexOf(m) >= before);
      expect(mail.to && "text" in mail.to ? mail.to.text : "").toBe("renovacao@biblioteca.example");
      const token = mail.text?.match(/desfazer-email\?token=(\S+)/)?.[1] ?? "";
      expect(token).not.toBe("");

      const sessions = page.getByRole("region", { name: "Onde sua conta está aberta" });
      await expect(sessions.getByText("Esta sessão")).toHaveCount(1);
      const end = sessions.getByRole("button", { name: /^Encerrar a sessão \d+: Entrada com senha$/ });
      const others = await end.count();
      expect(others).toBeGreaterThan(0);
      await end.first().click();
      await expect(page.getByRole("status")).toHaveText("A sessão foi encerrada.");
      await expect(end).toHaveCount(others - 1);
      await a11y.check();

      // The old address's link: an altered one is refused, the real one puts the address back.
      await a11y.visit(`/login/desfazer-email?token=${token}x`);
      await expect(page.getByRole("heading", { level: 1, name: "Desfazer a troca de e-mail" })).toBeVisible();
      await page.getByRole("button", { name: "Trazer meu endereço antigo de volta" }).click();
      const refusal = page.locator(".error-summary");
      await expect(refusal).toContainText("Este link para desfazer a troca de e-mail não é válido");
      await expect(refusal).toBeFocused();
      await expect(page).toHaveTitle(/^Erro: /);
      await a11y.check();
      await a11y.visit(`/login/desfazer-email?token=${token}`);
      await page.getByRole("button", { name: "Trazer meu endereço antigo de volta" }).click();
      await expect(page.getByRole("status")).toContainText("Seu e-mail antigo está de volta");
      await expect(page.getByRole("link", { name: "Recuperar minha senha" })).toBeVisible();
      await a11y.check();
      // Every session ended with it, this browser's too.
      await page.goto("/meupergamum");
      await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum$/);
      await a11y.check();

      await loginTo(page, a11y, "/meupergamum/dados-pessoais", PATRON);
      await expect(email).toHaveValue("renovacao@biblioteca.example");
      await page.getByRole("button", { name: "Encerrar todas as sessões" }).click();
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByText("Você saiu de todas as sessões")).toBeVisible();
      await a11y.check();
      await page.goto("/meupergamum");
      await expect(page).toHaveURL(/\/login\?redirect=%2Fmeupergamum$/);
      await a11y.check();
    } finally {
      await smtp.close();
      await restorePersonalData(request);
    }
  });
});
