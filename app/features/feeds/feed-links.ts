import type { MetaDescriptor } from "@remix-run/node";

/** The Atom feed of the search in `search` (a query string): the same parameters, no page. */
export function searchFeedHref(search: string): string {
  const params = new URLSearchParams(search);
  params.delete("page");
  const query = params.toString();
  return query ? `/feed?${query}` : "/feed";
}

/** <link rel="alternate"> to a results page's feed, for feed readers' autodiscovery. */
export function searchFeedMeta(search: string, title: string | undefined): MetaDescriptor[] {
  return [{ tagName: "link", rel: "alternate", type: "application/atom+xml", href: searchFeedHref(search), title }];
}
