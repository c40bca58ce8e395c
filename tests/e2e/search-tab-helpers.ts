/**
 * Reaching a search tab as a patron does. At 1280 px the first tabs stand in one row and the rest
 * are under the "Mais abas" disclosure (decision 037; app/features/search/search-tabs.tsx):
 * a patron opens it first. The same with and without JavaScript (a details element).
 */
import type { Locator, Page } from "@playwright/test";

export function searchTabs(page: Page): Locator {
  return page.getByRole("navigation", { name: "Modos de pesquisa" });
}

/** Opens "Mais abas" (once; a second click would close it). */
export async function openMoreTabs(page: Page): Promise<void> {
  const more = searchTabs(page).locator(".search-tabs__more > details");
  if ((await more.getAttribute("open")) === null) await more.getByText("Mais abas", { exact: true }).click();
}

/** The tab's link, with "Mais abas" opened first when the tab is behind it. */
export async function searchTabLink(page: Page, name: string): Promise<Locator> {
  const link = searchTabs(page).getByRole("link", { name, exact: true });
  // Counted while the disclosure is closed, so hidden links count too.
  const inMore = searchTabs(page)
    .locator(".search-tabs__more > details")
    .getByRole("link", { name, exact: true, includeHidden: true });
  if ((await inMore.count()) > 0) await openMoreTabs(page);
  return link;
}
