/**
 * What a route module may declare in `export const handle`.
 * - hydrate: false — the page has nothing to enhance, so the document ships no script at all
 *   (root.tsx leaves out <Scripts/> when any matched route says so). Links and forms on such
 *   pages are plain HTML and work the same.
 */
export interface RouteHandle {
  hydrate?: boolean;
}

export function shouldHydrate(matches: { handle?: unknown }[]): boolean {
  return !matches.some((m) => (m.handle as RouteHandle | undefined)?.hydrate === false);
}
