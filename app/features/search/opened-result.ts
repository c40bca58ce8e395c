/**
 * Back from a record puts the focus on the result the patron opened, as a plain page does when
 * the browser gives it back from its cache (docs/decisions/059-scroll-and-back.md). With JS the
 * results are drawn again by the router and the focus would start over at the top of the
 * document: the record's address opened from each page of results is kept in the tab's session
 * storage under the results' history entry (`location.key`, the key ScrollRestoration keeps the
 * scroll position under), and when the patron comes back to that entry its link takes the focus
 * without scrolling (the scroll position is ScrollRestoration's).
 */
import { useLocation, useNavigationType } from "@remix-run/react";
import { useEffect, type RefObject } from "react";

const STORAGE_PREFIX = "opened-result:";

/** Storage refused (a private mode, a policy) is no trail, never an error. */
function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Returns what a result's title link calls when followed, with its address; on coming back (a POP
 * to the same history entry) the remembered result's title link in `list` takes the focus.
 */
export function useOpenedResult(list: RefObject<HTMLElement | null>): (href: string) => void {
  const location = useLocation();
  const navigationType = useNavigationType();
  const key = STORAGE_PREFIX + location.key;
  useEffect(() => {
    if (navigationType !== "POP") return;
    const href = storage()?.getItem(key);
    if (!href) return;
    const link = [...(list.current?.querySelectorAll<HTMLAnchorElement>(".result__title a") ?? [])].find(
      (a) => a.getAttribute("href") === href,
    );
    link?.focus({ preventScroll: true });
    // Only a new history entry is a new return; the entry's key says which.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key]);
  return (href) => storage()?.setItem(key, href);
}
