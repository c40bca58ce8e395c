/**
 * What a route module may declare in `export const handle`.
 * - hydrate: false — the page has nothing to enhance, so the document ships no script at all.
 *   The deepest matched route that declares `hydrate` decides, so a layout can opt its pages out
 *   and one child page (say, a form that updates in place) can opt back in. Links and forms on
 *   pages without script are plain HTML and work the same.
 */
export interface RouteHandle {
  hydrate?: boolean;
}

export function shouldHydrate(matches: { handle?: unknown }[]): boolean {
  for (let i = matches.length - 1; i >= 0; i--) {
    const hydrate = (matches[i].handle as RouteHandle | undefined)?.hydrate;
    if (hydrate !== undefined) return hydrate;
  }
  return true;
}
