/**
 * Document 1 §8: record data failures are shown, but copies, links and layout failures are only
 * logged and the rest of the page still renders. `orLogged(what, fallback)` is the catch handler
 * of such a call: a 404 (the record itself is unknown, which the record call reports) is quiet.
 */
export function orLogged<T>(what: string, fallback: T): (error: unknown) => T {
  return (error) => {
    const status = (error as { status?: unknown } | null)?.status;
    if (status !== 404) console.error(`${what}:`, error instanceof Error ? error.message : error);
    return fallback;
  };
}
