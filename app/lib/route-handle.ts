/**
 * What a route module may declare in `export const handle`.
 * - hydrate: false — the page has nothing to enhance, so the document ships no script at all.
 *   The deepest matched route that declares `hydrate` decides, so a layout can opt its pages out
 *   and one child page (say, a form that updates in place) can opt back in. Links and forms on
 *   pages without script are plain HTML and work the same.
 *   A function decides from the matched routes' data: a record page ships script only when it
 *   has something to enhance (an embedded PDF viewer).
 */
export interface HydrateMatch {
  id: string;
  data?: unknown;
  handle?: unknown;
}

export interface RouteHandle {
  hydrate?: boolean | ((matches: readonly HydrateMatch[]) => boolean);
}

export function shouldHydrate(matches: readonly HydrateMatch[]): boolean {
  for (let i = matches.length - 1; i >= 0; i--) {
    const hydrate = (matches[i].handle as RouteHandle | undefined)?.hydrate;
    if (typeof hydrate === "function") return hydrate(matches);
    if (hydrate !== undefined) return hydrate;
  }
  return true;
}
