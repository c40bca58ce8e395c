/**
 * The size of a statistics chart's labels on a phone (decision 039): the page's
 * `svg.statistics-chart` at 360 px wide, its labels' 13 drawing units in CSS pixels. The viewport
 * is put back as it was.
 */
import type { Page } from "@playwright/test";

export async function chartLabelPxOnPhone(page: Page): Promise<number> {
  const desktop = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  const labelPx = await page
    .locator("svg.statistics-chart")
    .evaluate((svg: SVGSVGElement) => (svg.getBoundingClientRect().width / svg.viewBox.baseVal.width) * 13);
  await page.setViewportSize(desktop);
  return labelPx;
}
