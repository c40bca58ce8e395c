import type { MetaDescriptor } from "@remix-run/node";

/**
 * The Atom feed of the search in `search` (a query string) on the tab at `pathname`: the same
 * parameters, no page, and the tab (`guia`) unless it is the general one (decision 037: the
 * other tabs' pages linked the general search's feed).
 */
export function searchFeedHref(search: string, pathname = "/"): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  const guide = pathname.replace(/^\/+|\/+$/g, "");
  if (guide && /^[a-z_]+$/.test(guide)) params.set("guia", guide);
  else params.delete("guia");
  const query = params.toString();
  return query ? `/feed?${query}` : "/feed";
}

/** <link rel="alternate"> to a results page's feed, for feed readers' autodiscovery. */
export function searchFeedMeta(search: string, title: string | undefined, pathname = "/"): MetaDescriptor[] {
  return [
    { tagName: "link", rel: "alternate", type: "application/atom+xml", href: searchFeedHref(search, pathname), title },
  ];
}
