/**
 * The login screen (decision 024), with JS and without: a failed login, the captcha it brings,
 * the person choice of a person with two logins; the institution's message, the password toggle,
 * the destination choice and the restricted-access notice; the limit on one address (429).
 * Institution parameters changed here are put back in `finally`.
 */
import { setInstitutionParam } from "./circulation-helpers.ts";
import { expect, test } from "./fixtures.ts";
import { typeCaptchaPicture, withoutWorkers } from "./login-helpers.ts";

test.describe("the login screen", () => {
  test("a wrong password, the captcha it brings, then the choice between a person's logins", async ({ page, a11y }) => {
    // The picture in both projects, so the form can be sent unanswered (the proof of work is automatic).
    await withoutWorkers(page);
    await a11y.visit("/login");
    // No captcha before a failure: demo/demo logs in at the first try.
    await expect(page.locator("#captcha-answer")).toHaveCount(0);
    await page.getByLabel("Usuário").fill("duplo");
    await page.getByLabel("Senha", { exact: true }).fill("wrong");
    await page.getByRole("button", { name: "Entrar" }).click();
    const summary = page.locator(".error-summary");
    await expect(summary.getByRole("link", { name: "Usuário ou senha incorretos." })).toBeVisible();
    await expect(summary).toBeFocused();
    await expect(page).toHaveTitle(/^Erro: Entrar \| /);
    await expect(page.getByLabel("Usuário")).toHaveValue("duplo");
    await expect(page.getByLabel("Senha", { exact: true })).toHaveValue("");
    await a11y.check();

    // The right password without answering: the captcha's message, and a new question.
    const token = page.locator('input[name="recaptcha_token"]');
    const firstToken = await token.inputValue();
    await page.getByLabel("Senha", { exact: true }).fill("duplo");
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(
      summary.getByRole("link", { name: "Captcha inválido ou expirado. Responda à nova pergunta." }),
    ).toHaveAttribute("href", "#captcha-answer");
    await expect(page.locator("#captcha-answer")).toHaveValue("");
    await expect(token).not.toHaveValue(firstToken);

    await page.getByLabel("Senha", { exact: true }).fill("duplo");
    await typeCaptchaPicture(page);
    await page.getByRole("button", { name: "Entrar" }).click();

    // duplo has a second login: which one?
    await expect(page.getByRole("heading", { level: 1, name: "Escolha o login" })).toBeVisible();
    await page.getByRole("button", { name: "Continuar" }).click();
    await expect(
      page.locator(".error-summary").getByRole("link", { name: "Escolha com qual login deseja entrar." }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Erro: Escolha o login \| /);
    await a11y.check();
    await page.getByLabel("duplo2 (categoria professor)").check();
    await page.getByRole("button", { name: "Continuar" }).click();
    // The demo's destination starts on the member area.
    await expect(page).toHaveURL(/\/meupergamum$/);
    await expect(page.getByText("Usuário: duplo2")).toBeVisible();
    await a11y.check();
  });

  test("the institution's message, the password toggle, the destination choice", async ({
    page,
    a11y,
    request,
    javaScriptEnabled,
  }) => {
    await setInstitutionParam(request, "destino_padrao_login_catalogo", "");
    await setInstitutionParam(
      request,
      "msg_login",
      '<p>Use a <strong>matrícula</strong>. <a href="https://example.org/ajuda">Ajuda</a><img src=x onerror="alert(1)"></p>',
    );
    try {
      // suporte=true: passed on by the login, the page it opens shows the support message first.
      await a11y.visit("/login?origin=restricted_access&suporte=true");
      await expect(page.getByRole("status")).toContainText("Este conteúdo é de acesso restrito.");
      const message = page.getByRole("region", { name: "Mensagem da biblioteca" });
      await expect(message.locator("strong")).toHaveText("matrícula");
      await expect(message.getByRole("link", { name: "Ajuda" })).toHaveAttribute("rel", "noopener noreferrer");
      await expect(message.locator("img")).toHaveCount(0);
      await expect(message).toHaveCSS("max-height", "200px");
      await expect(page.getByRole("link", { name: "Esqueci minha senha" })).toHaveAttribute(
        "href",
        "/login/recuperar-senha",
      );
      await a11y.check();

      const password = page.getByLabel("Senha", { exact: true });
      await password.fill("demo");
      const toggle = page.getByRole("button", { name: "Mostrar senha" });
      if (javaScriptEnabled) {
        await toggle.click();
        await expect(toggle).toHaveAttribute("aria-pressed", "true");
        await expect(password).toHaveAttribute("type", "text");
        await toggle.click();
        await expect(password).toHaveAttribute("type", "password");
      } else {
        await expect(toggle).toHaveCount(0);
        await expect(password).toHaveAttribute("type", "password");
      }

      // No default destination: the choice is required.
      await page.getByLabel("Usuário").fill("demo");
      await page.getByRole("button", { name: "Entrar" }).click();
      await expect(
        page.locator(".error-summary").getByRole("link", { name: "Preencha o campo Direcionar para." }),
      ).toHaveAttribute("href", "#login-destination-M");
      await a11y.check();
      await page.getByLabel("Senha", { exact: true }).fill("demo");
      await page.getByRole("radio", { name: "Meu Pergamum" }).check();
      await page.getByRole("button", { name: "Entrar" }).click();
      await expect(page).toHaveURL(/\/meupergamum\?suporte=true$/);
      const support = page.getByRole("complementary", { name: "Suporte" });
      await expect(support.getByRole("link", { name: "suporte@biblioteca.example" })).toHaveAttribute(
        "href",
        "mailto:suporte@biblioteca.example",
      );
      await a11y.check();
      await support.getByRole("link", { name: "Fechar o suporte" }).click();
      await expect(page).toHaveURL(/\/meupergamum$/);
      await expect(page.getByRole("complementary", { name: "Suporte" })).toHaveCount(0);
      await a11y.check();
    } finally {
      await setInstitutionParam(request, "destino_padrao_login_catalogo", "M");
      await setInstitutionParam(request, "msg_login", "");
    }
  });

  test("too many failures from one address: 429 and the spec's message, for that address only", async ({
    page,
    a11y,
  }) => {
    // The e2e servers trust X-Forwarded-For from the machine itself (TRUSTED_PROXIES), as behind a
    // proxy: this test is a client of its own, so the limit it meets reaches no other test.
    // An address and a login of this run's own (IPv6 documentation addresses): the other project's
    // run of this test on the same server, minutes earlier, counted its failures against others.
    const unique = Math.floor(Math.random() * 0xffffffff).toString(16);
    const address = `2001:db8::${unique.slice(0, 4)}:${unique.slice(4) || "0"}`;
    const nobody = `ninguem-${unique}`;
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": address });
    // LOGIN_MAX_ATTEMPTS (10 in 5 minutes) failures from that address, with a login no one has.
    for (let i = 0; i < 10; i++) {
      const failed = await page.request.post("/login", {
        form: { username: nobody, password: `wrong-${i}`, destination: "M" },
      });
      // The first is a wrong password; it brings the captcha, unanswered (422) from then on.
      expect(failed.status()).toBe(i === 0 ? 401 : 422);
    }
    await a11y.visit("/login");
    await page.getByLabel("Usuário").fill("demo");
    await page.getByLabel("Senha", { exact: true }).fill("demo");
    await page.getByRole("radio", { name: "Meu Pergamum" }).check();
    await page.getByRole("button", { name: "Entrar" }).click();
    await expect(
      page
        .locator(".error-summary")
        .getByRole("link", { name: "Muitas tentativas consecutivas. Aguarde alguns minutos e tente novamente." }),
    ).toBeVisible();
    await expect(page).toHaveTitle(/^Erro: Entrar \| /);
    await a11y.check();
    const demo = () =>
      page.request.post("/login", { form: { username: "demo", password: "demo", destination: "M" }, maxRedirects: 0 });
    // The refusal says when to come back.
    const refused = await demo();
    expect(refused.status()).toBe(429);
    expect(Number(refused.headers()["retry-after"])).toBeGreaterThan(0);
    // Another address still logs in with the same account.
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": "198.51.100.200" });
    const other = await demo();
    expect(other.status()).toBe(303);
    // That login left this browser the login device cookie: from the limited address too, its
    // patron now logs in on the device's own allowance (decision 053).
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": address });
    expect((await demo()).status()).toBe(303);
  });
});
