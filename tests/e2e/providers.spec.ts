/**
 * The hand-off to a licensed content provider in the browser (decision 044),
 * with JS on and off: a visitor opening /pearson logs in first and lands at the provider, which
 * verifies the signed token it receives (tests/support/test-provider.ts); a provider the
 * institution has not configured is a page saying so. The rules (signature, audience, expiry,
 * EZproxy tickets, refusals) are in tests/api/calls-providers.test.ts.
 */
import { expect, patronName, test } from "./fixtures.ts";
import { e2eServer } from "./servers.ts";
import { startTestProvider, type TestProvider } from "../support/test-provider.ts";

/** The demo's institution-wide desk key (api/operations/demo/seed.ts), as tests/e2e/circulation-helpers.ts uses it. */
const DEMO_STAFF_KEY = "demo-balcao-chave-2026";
const SECRET = "e2e-provider-key-0123456789abcdef";

test.describe("content providers", () => {
  let provider: TestProvider;
  test.beforeAll(async ({}, workerInfo) => {
    const port = e2eServer(workerInfo.parallelIndex).port + 70;
    provider = await startTestProvider({ secret: SECRET, audience: "pearson", port });
  });
  test.afterAll(async () => {
    await provider?.close();
  });

  test("a visitor opening /pearson logs in and lands at the provider with a verified token; an unconfigured one says so", async ({
    page,
    a11y,
    request,
  }) => {
    const name = await patronName(request, "demo", "demo");
    const desk = { "x-staff-key": DEMO_STAFF_KEY };
    const configured = await request.put("/api/balcao/provedores/pearson", {
      headers: desk,
      data: { name: "Pearson (teste)", base_url: `${provider.url}/pearson`, identity: "jwt", secret: SECRET },
    });
    expect(configured.status(), await configured.text()).toBe(200);
    try {
      await page.goto("/pearson");
      await expect(page).toHaveURL(/\/login\?redirect=pearson$/);
      await a11y.check();
      await page.getByLabel("Usuário").fill("demo");
      await page.getByLabel("Senha", { exact: true }).fill("demo");
      await page.getByRole("button", { name: "Entrar" }).click();
      await expect(page).toHaveURL(new RegExp(`^${provider.url}/pearson\\?token=`));
      await expect(page.locator("#patron")).toHaveText(`Acesso liberado: ${name} (demo)`);
      await a11y.check();
      expect(provider.accepted.at(-1)!.sub).toBe("demo");

      // Logged in, a provider this institution has not configured: a page in words, 404.
      const response = await a11y.visit("/grupoa");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acesso ao provedor de conteúdo");
      await expect(page.getByRole("status")).toHaveText(
        "Este provedor de conteúdo não está disponível nesta instituição.",
      );
    } finally {
      await request.delete("/api/balcao/provedores/pearson", { headers: desk });
    }
  });
});
