/**
 * What the search page's live region says after a search, a filter, a sort or a page change made
 * with JavaScript (decision 037): the count, and the page past the first, since a page change
 * keeps the count and the page is the news (a new search, filter or sort starts on the first page,
 * which goes without saying).
 */
import type { TFunction } from "i18next";

export function resultsAnnouncement(
  t: TFunction,
  {
    total,
    grouped,
    page,
    pages,
    formatted,
  }: { total: number; grouped: boolean; page: number; pages: number; formatted: string },
): string {
  if (total === 0) return t("ui.live.none");
  const count = t(grouped ? "search.works.count" : "ui.live.count", { count: total, total: formatted });
  return page > 1 ? `${count}. ${t("ui.live.page", { page, pages })}` : count;
}

/**
 * The text for the nth message: a live region speaks only when its text changes, so every other
 * message ends in a no-break space that nobody hears, and the same words are said again.
 */
export function liveText(text: string, n: number): string {
  return n % 2 ? text : `${text}\u00a0`;
}
