/**
 * The hand-off to a licensed content provider in the browser (decisions 044 and 066), with JS on
 * and off: the demo's provider (the pearson preset, api/operations/demo/providers.ts) pointed by
 * the desk at this worker's provider stand-in (tests/support/test-provider.ts); a visitor opening
 * /pearson logs in first and lands at the stand-in, which verifies the signed token and names the
 * patron, and refuses a tampered one; a provider enabled as an SSO form post gets a page whose
 * form the patron sends; a provider the institution has not configured is a page saying so. The
 * rules (signature, audience, expiry, EZproxy tickets, presets, refusals) are in
 * tests/api/calls-providers.test.ts.
 */
import { expect, patronName, test } from "./fixtures.ts";
import { e2eServer } from "./servers.ts";
import { startTestProvider, type TestProvider } from "../support/test-provider.ts";

/** The demo's institution-wide desk key (api/operations/demo/seed.ts), as tests/e2e/circulation-helpers.ts uses it. */
const DEMO_STAFF_KEY = "demo-balcao-chave-2026";
/** The demo provider's key and address (DEMO_PROVIDER in api/operations/demo/providers.ts). */
const DEMO_PROVIDER_KEY = "demo-provedor-chave-2026-simulado";
const DEMO_PROVIDER_URL = "http://127.0.0.1:3790/pearson";

test.describe("content providers", () => {
  let provider: TestProvider;
  test.beforeAll(async ({}, workerInfo) => {
    const port = e2eServer(workerInfo.parallelIndex).port + 70;
    provider = await startTestProvider({ secret: DEMO_PROVIDER_KEY, audience: ["pearson", "vlex"], port });
  });
  test.afterAll(async () => {
    await provider?.close();
  });

  test("a visitor opening /pearson logs in and lands at the provider with a verified token; a form post and an unconfigured one", async ({
    page,
    a11y,
    request,
  }) => {
    const name = await patronName(request, "demo", "demo");
    const desk = { "x-staff-key": DEMO_STAFF_KEY };
    // The desk enables presets with a few fields: the demo's pearson at this worker's stand-in
    // (its key kept), and vlex, whose preset is an SSO form post.
    const moved = await request.put("/api/balcao/provedores/predefinicoes/pearson", {
      headers: desk,
      data: { base_url: `${provider.url}/pearson` },
    });
    expect(moved.status(), await moved.text()).toBe(200);
    const vlex = await request.put("/api/balcao/provedores/predefinicoes/vlex", {
      headers: desk,
      data: { base_url: `${provider.url}/vlex`, secret: DEMO_PROVIDER_KEY },
    });
    expect(vlex.status(), await vlex.text()).toBe(200);
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

      // The same link with its signature changed is refused by the provider.
      const tampered = new URL(page.url());
      const token = tampered.searchParams.get("token")!;
      tampered.searchParams.set("token", `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`);
      expect((await request.get(tampered.toString())).status()).toBe(401);
      expect(provider.rejected.at(-1)).toBe("ERR_JWS_SIGNATURE_VERIFICATION_FAILED");

      // An SSO form post: a page says where the patron goes; its button posts the token there.
      await a11y.visit("/pergamum_redireciona?base=vlex");
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acesso ao provedor de conteúdo");
      await expect(page.getByText("Ao continuar, você entra em vLex com a sua identificação de leitor.")).toBeVisible();
      await page.getByRole("button", { name: "Continuar para vLex" }).click();
      await expect(page).toHaveURL(`${provider.url}/vlex`);
      await expect(page.locator("#patron")).toHaveText(`Acesso liberado: ${name} (demo)`);
      await a11y.check();
      expect([provider.accepted.at(-1)!.sub, provider.accepted.at(-1)!.aud]).toEqual(["demo", "vlex"]);

      // Logged in, a provider this institution has not configured: a page in words, 404.
      const response = await a11y.visit("/grupoa");
      expect(response?.status()).toBe(404);
      await expect(page.getByRole("heading", { level: 1 })).toHaveText("Acesso ao provedor de conteúdo");
      await expect(page.getByRole("status")).toHaveText(
        "Este provedor de conteúdo não está disponível nesta instituição.",
      );
    } finally {
      await request.delete("/api/balcao/provedores/vlex", { headers: desk });
      await request.put("/api/balcao/provedores/predefinicoes/pearson", {
        headers: desk,
        data: { base_url: DEMO_PROVIDER_URL },
      });
    }
  });
});
