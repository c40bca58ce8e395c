/**
 * Record navigation (decision 037): back to the results (the same address: query, filters,
 * page), and the previous and next result. The results page keeps the page's record ids with its
 * address in a cookie (result-nav.server.ts); a record of that list gets the links. Past the
 * page's first or last record, previous/next lead to the neighbouring page of results.
 */
export interface ResultTrail {
  /** The results page's address (path and query). */
  href: string;
  ids: number[];
  /** The previous and next pages of results, when there are. */
  prevPage: string | null;
  nextPage: string | null;
}

export interface RecordNav {
  back: string;
  /** 1-based position on the page of results. */
  position: number;
  count: number;
  prev: string | null;
  next: string | null;
}

/** The links for record `id`, or null when it is not on the last page of results seen. */
export function recordNav(trail: ResultTrail | null, id: number): RecordNav | null {
  if (!trail) return null;
  const index = trail.ids.indexOf(id);
  if (index < 0) return null;
  return {
    back: trail.href,
    position: index + 1,
    count: trail.ids.length,
    prev: index > 0 ? `/acervo/${trail.ids[index - 1]}` : trail.prevPage,
    next: index < trail.ids.length - 1 ? `/acervo/${trail.ids[index + 1]}` : trail.nextPage,
  };
}

/** A trail read back from a cookie: anything malformed is no trail (never a broken link). */
export function parseTrail(value: unknown): ResultTrail | null {
  if (!value || typeof value !== "object") return null;
  const v = value as Record<string, unknown>;
  const local = (s: unknown): s is string => typeof s === "string" && s.startsWith("/") && !s.startsWith("//");
  if (!local(v.href) || !Array.isArray(v.ids) || !v.ids.every((n) => Number.isInteger(n) && n > 0)) return null;
  return {
    href: v.href,
    ids: v.ids as number[],
    prevPage: local(v.prevPage) ? v.prevPage : null,
    nextPage: local(v.nextPage) ? v.nextPage : null,
  };
}
