/** The service's call reference (/api/docs, decision 045): readable, keyboard-usable, under its CSP. */
import { expect, test } from "./fixtures.ts";

test("the call reference lists every resource's calls and shows one resource in full", async ({ page, a11y }) => {
  const response = await a11y.visit("/api/docs");
  expect(response?.status()).toBe(200);
  expect(response?.headers()["content-security-policy"]).toMatch(/^default-src 'none'; style-src 'sha256-/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Referência das chamadas do serviço da biblioteca");
  await expect(page.getByRole("link", { name: "/api/openapi.json" })).toHaveAttribute("href", "/api/openapi.json");
  await expect(page.getByText("GET /api/kardex/{id}/combobox-data", { exact: true })).toBeVisible();

  await page.getByRole("link", { name: "/api/kardex", exact: true }).click();
  await expect(page).toHaveURL(/\/api\/docs\/kardex$/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("/api/kardex");
  const table = page.getByRole("table", { name: "Parâmetros de GET /api/kardex/{id}/data" });
  await expect(table.getByRole("rowheader")).toHaveText(["id", "codBib", "year", "codPeriod"]);
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Ir para o conteúdo" })).toBeFocused();
  await page.keyboard.press("Enter");
  await expect(page.locator("main")).toBeFocused();
  await a11y.check();
});
