/**
 * The access keys of the accessibility bar, 0 to 8 (document 1 §3, decision 038). 1 to 4 are
 * eMAG's (content, menu, search, footer); 5 to 8 and 0 are the catalogue's. The /sobre-acessibilidade
 * page lists them from here, so the bar and its documentation cannot disagree.
 */
import { searchConfig } from "../search/search-config.ts";

export interface AccessKey {
  key: string;
  href: string;
  /** Translation key of the link's words. */
  label: string;
  /** Translation key of what the page says the key does. */
  description: string;
  /** Translation key of the key's short name in the footer's list. */
  short: string;
}

/** Ids of the targets, shared with the layout, header, search form and footer. */
export const LANDMARK_IDS = { content: "conteudo", menu: "menu", search: "busca", footer: "rodape" } as const;
const IDS = LANDMARK_IDS;

export function accessKeys({
  onSearchPage,
  loggedIn,
  headerSearch,
}: {
  onSearchPage: boolean;
  loggedIn: boolean;
  /** The id of the header search's field when the page shows it (app/ui/header-search.tsx). */
  headerSearch?: string;
}): AccessKey[] {
  // The search field of the search page, or the header's on a page that has it: the key stays on
  // the page. Only where there is neither (the kids catalogue's pages) does it lead to the search page.
  const searchHref = onSearchPage
    ? `#${IDS.search}`
    : headerSearch
      ? `#${headerSearch}`
      : `${searchConfig.path}#${IDS.search}`;
  const keys: AccessKey[] = [
    {
      key: "1",
      href: `#${IDS.content}`,
      label: "a11y.skipToContent",
      description: "accessibility.keys.1",
      short: "accessibility.short.1",
    },
    {
      key: "2",
      href: `#${IDS.menu}`,
      label: "a11y.skipToMenu",
      description: "accessibility.keys.2",
      short: "accessibility.short.2",
    },
    {
      key: "3",
      href: searchHref,
      label: "a11y.skipToSearch",
      description: "accessibility.keys.3",
      short: "accessibility.short.3",
    },
    {
      key: "4",
      href: `#${IDS.footer}`,
      label: "a11y.skipToFooter",
      description: "accessibility.keys.4",
      short: "accessibility.short.4",
    },
    {
      key: "5",
      href: "/pesquisa_acessibilidade",
      label: "accessibility.bar.accessibleSearch",
      description: "accessibility.keys.5",
      short: "accessibility.short.5",
    },
    {
      key: "6",
      href: "/",
      label: "accessibility.bar.firstTab",
      description: "accessibility.keys.6",
      short: "accessibility.short.6",
    },
  ];
  // Login only for a visitor (document 1 §3); a patron keeps the key free rather than moved.
  if (!loggedIn)
    keys.push({
      key: "7",
      href: "/login",
      label: "accessibility.bar.login",
      description: "accessibility.keys.7",
      short: "accessibility.short.7",
    });
  keys.push(
    {
      key: "8",
      href: "/faq",
      label: "accessibility.bar.faq",
      description: "accessibility.keys.8",
      short: "accessibility.short.8",
    },
    {
      key: "0",
      href: "/sobre-acessibilidade",
      label: "accessibility.bar.about",
      description: "accessibility.keys.0",
      short: "accessibility.short.0",
    },
  );
  return keys;
}
