import { useEffect, useState, useSyncExternalStore } from "react";

/** Set by the first commit in the browser: from then on the page's script is running. */
let pageHydrated = false;
const noSubscription = () => () => {};

/**
 * False in the server render and the first client render (hydration must match the server's
 * HTML), true once the page has hydrated. A component mounted later, on a client navigation,
 * starts true: drawing its version without JS first and swapping it a moment later would move
 * what follows it, and Back would restore the scroll position over the wrong content
 * (docs/decisions/059-scroll-and-back.md). The server render and hydration read the server's
 * snapshot (false).
 */
export function useHydrated(): boolean {
  const mountedAfterHydration = useSyncExternalStore(
    noSubscription,
    () => pageHydrated,
    () => false,
  );
  const [hydrated, setHydrated] = useState(mountedAfterHydration);
  useEffect(() => {
    pageHydrated = true;
    setHydrated(true);
  }, []);
  return hydrated;
}
