/**
 * Single sign-on round trips in the browser (decision 027), with JS on and off: OpenID Connect
 * against a real provider (oidc-provider, tests/support/oidc-provider.ts) including the logout to
 * the institution's link_logout_OIDC, and SAML 2.0 through a simulated IdP whose page posts a
 * response signed with a test-only key (tests/support/saml-idp.ts). The rules (nonce, replay,
 * signature, audience, expiry, mappings) are covered by tests/api/sso.test.ts.
 */
import type { APIRequestContext } from "@playwright/test";

import { setInstitutionParam } from "./circulation-helpers.ts";
import { expect, patronName, test } from "./fixtures.ts";
import { e2eServer } from "./servers.ts";
import { startOidcProvider, type TestOidcProvider } from "../support/oidc-provider.ts";
import { startSamlIdp, type TestSamlIdp } from "../support/saml-idp.ts";
import { spEntityId } from "../support/sso-test-settings.ts";

/** Sets institution parameters for one test and puts them back (flags off, texts removed) after it. */
async function withParams(request: APIRequestContext, params: Record<string, string>, run: () => Promise<void>) {
  try {
    for (const [key, value] of Object.entries(params)) await setInstitutionParam(request, key, value);
    await run();
  } finally {
    for (const key of Object.keys(params)) {
      await setInstitutionParam(request, key, key === "usaOAuth" || key === "usaSAML" ? "N" : "");
    }
  }
}

test.describe("single sign-on", () => {
  let oidc: TestOidcProvider;
  let idp: TestSamlIdp;
  test.beforeAll(async ({}, workerInfo) => {
    const server = e2eServer(workerInfo.parallelIndex);
    oidc = await startOidcProvider(server.oidcPort, [`${server.url}/oauth-response`]);
    idp = await startSamlIdp(server.samlIdpPort, {
      audience: spEntityId(server.url),
      nameId: "demo@biblioteca.example",
    });
  });
  test.afterAll(async () => {
    await oidc?.close();
    await idp?.close();
  });

  test("OIDC: an unlinked account is told why; the linked one signs in and logs out at the institution", async ({
    page,
    a11y,
    request,
    context,
  }) => {
    const name = await patronName(request, "demo", "demo");
    await withParams(
      request,
      { usaOAuth: "S", sso_nome_oidc: "Universidade Exemplo", link_logout_OIDC: oidc.logoutUrl },
      async () => {
        // Someone the provider knows but no patron matches: back on /login with the reason, once.
        await page.goto("/oidc/authorize?login=estranho");
        await expect(page).toHaveURL(/\/login$/);
        await expect(page.getByRole("status")).toHaveText(
          "Sua conta institucional não está vinculada a um usuário da biblioteca. Entre em contato com a biblioteca.",
        );
        await a11y.check();
        await page.reload();
        await expect(page.getByRole("status")).toHaveCount(0);

        // Another person at the institution's keyboard: the provider's own session cookie goes
        // (cookies ignore ports, so it lives beside the catalogue's on localhost).
        await context.clearCookies({ name: /^_session/ });
        await a11y.visit("/login?redirect=%2Fmeupergamum");
        await expect(page.getByRole("heading", { level: 2, name: "Acesso institucional" })).toBeVisible();
        // The password form is still there (institutional-only is off).
        await expect(page.getByLabel("Senha")).toBeVisible();
        await page.getByRole("link", { name: "Entrar com Universidade Exemplo" }).click();
        await expect(page).toHaveURL(/\/meupergamum$/);
        await expect(page.getByRole("banner")).toContainText(`Conectado como ${name}`);
        await a11y.check();

        await page.getByRole("banner").getByRole("button", { name: "Sair" }).click();
        await expect(page).toHaveURL(oidc.logoutUrl);
        await expect(page.getByRole("heading", { level: 1 })).toHaveText("Você saiu da sua conta institucional");
        await a11y.check();
        // The catalogue's session is gone too.
        const area = await page.request.get("/meupergamum", { maxRedirects: 0 });
        expect(area.headers().location).toBe("/login?redirect=%2Fmeupergamum");
      },
    );
  });

  test("SAML: institutional-only login, the IdP's page posts back, the patron is signed in", async ({
    page,
    a11y,
    request,
  }) => {
    const name = await patronName(request, "demo", "demo");
    await withParams(
      request,
      { usaSAML: "S", sso_nome_saml: "Federação Exemplo", tipoAutenticacaoInstitucional: "SOMENTE_INSTITUCIONAL" },
      async () => {
        await page.goto("/login?redirect=%2Fmeupergamum");
        await expect(page).toHaveURL(/\/login\/institucional\?redirect=%2Fmeupergamum$/);
        await expect(page.getByLabel("Senha")).toHaveCount(0);
        await a11y.check();
        await page.getByRole("link", { name: "Entrar com Federação Exemplo" }).click();

        // The IdP's page: its form posts the signed response to /saml-response.
        await expect(page).toHaveURL(new RegExp(`^${idp.ssoUrl}\\?SAMLRequest=`));
        await a11y.check();
        await page.getByRole("button", { name: "Continuar para o catálogo" }).click();
        await expect(page).toHaveURL(/\/meupergamum$/);
        await expect(page.getByRole("banner")).toContainText(`Conectado como ${name}`);
        await a11y.check();

        // Not an OIDC session: logout goes to the catalogue as usual.
        await page.getByRole("banner").getByRole("button", { name: "Sair" }).click();
        await expect(page).toHaveURL(/\/$/);
        await a11y.check();
      },
    );
  });
});
