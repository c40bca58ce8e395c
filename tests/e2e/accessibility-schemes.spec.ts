/**
 * Issue 14's "axe clean in every colour scheme and at the largest text size" for the layouts of
 * their own that tests/e2e/accessibility-bar.spec.ts does not show in another scheme: a statistics
 * report (its SVG chart and table), the kids home (its textured header), the museum catalogue,
 * the FAQ and a mobile view at 360 px. Each in a different non-default scheme at 200 % text, set by
 * the preferences cookie the bar writes (the bar's controls themselves are walked in that spec),
 * one axe check per page, with and without JS.
 */
import { expect, test } from "./fixtures.ts";

/** The bar's cookie (app/features/a11y/preferences.server.ts): Remix's unsigned JSON in base64. */
const prefsCookie = (scheme: string, textSize: number, bold = false) =>
  Buffer.from(JSON.stringify({ scheme, textSize, bold })).toString("base64");

test("statistics, kids, museum, FAQ and a mobile view in each other scheme at 200 % text pass axe", async ({
  page,
  a11y,
  baseURL,
}) => {
  const year = new Date().getFullYear() - 1;
  const pages: [scheme: string, path: string, heading: RegExp][] = [
    ["inverted", `/estatistica/estat_bib_catracas?biblioteca=1&ano=${year}&mes=3`, /Frequência \(catracas\)/],
    ["grayscale", "/catalogos/kids", /./],
    ["high-contrast", "/catalogos/museus", /Catálogo do museu/],
    ["inverted", "/faq", /./],
  ];
  for (const [scheme, path, heading] of pages) {
    await page
      .context()
      .addCookies([{ name: "opac_a11y", value: prefsCookie(scheme, 200, scheme === "high-contrast"), url: baseURL! }]);
    await a11y.visit(path);
    await expect(page.locator("html")).toHaveAttribute("data-scheme", scheme);
    await expect(page.locator("html")).toHaveAttribute("data-text-size", "200");
    await expect(page.getByRole("heading", { level: 1 }).first()).toHaveText(heading);
  }
  // A mobile view at 360 px, high contrast and the largest text.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.context().addCookies([{ name: "opac_a11y", value: prefsCookie("high-contrast", 200), url: baseURL! }]);
  await a11y.visit("/?mobileView=services");
  await expect(page.locator("html")).toHaveAttribute("data-scheme", "high-contrast");
  // No sideways scrolling even at 200 %.
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});
