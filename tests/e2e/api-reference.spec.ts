/** The service's call reference (/api/docs, decision 045): readable, keyboard-usable, under its CSP. */
import { expect, test } from "./fixtures.ts";

test("the call reference lists the calls of the OpenAPI document, with no script and a strict CSP", async ({
  page,
  a11y,
}) => {
  const response = await a11y.visit("/api/docs");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'sha256-/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Referência das chamadas do serviço da biblioteca");
  await expect(page.getByRole("link", { name: "/api/openapi.json" })).toHaveAttribute("href", "/api/openapi.json");
  await expect(page.getByRole("heading", { level: 3, name: "get/api/acervo/{id}", exact: true })).toBeVisible();
  await expect(page.getByRole("table", { name: "Parâmetros de GET /api/acervo/{id}/exemplares" })).toBeVisible();
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Ir para o conteúdo" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
});
