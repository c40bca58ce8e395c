/**
 * The eMAG accessibility bar: the access keys (Alt+1 content, Alt+2 menu, Alt+3 search,
 * Alt+4 footer, as Brazilian government sites use them) listed as links, and the language
 * switcher. Its first link is the skip link, so it is the first thing Tab reaches.
 */
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { searchConfig } from "../features/search/search-config.ts";
import { LanguageSwitcher } from "./language-switcher.tsx";

/** Ids of the targets, shared with the layout, header, search form and footer. */
export const LANDMARK_IDS = { content: "conteudo", menu: "menu", search: "busca", footer: "rodape" } as const;

export function AccessibilityBar() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  // The search field lives on the search page; elsewhere the key leads there.
  const searchHref =
    pathname === searchConfig.path ? `#${LANDMARK_IDS.search}` : `${searchConfig.path}#${LANDMARK_IDS.search}`;
  const keys = [
    { key: "1", href: `#${LANDMARK_IDS.content}`, label: t("a11y.skipToContent") },
    { key: "2", href: `#${LANDMARK_IDS.menu}`, label: t("a11y.skipToMenu") },
    { key: "3", href: searchHref, label: t("a11y.skipToSearch") },
    { key: "4", href: `#${LANDMARK_IDS.footer}`, label: t("a11y.skipToFooter") },
  ];
  return (
    <div className="a11y-bar">
      <div className="container a11y-bar__inner">
        <nav aria-label={t("a11y.barLabel")}>
          <ul className="a11y-bar__keys">
            {keys.map(({ key, href, label }) => (
              <li key={key}>
                <a href={href} accessKey={key} className={key === "1" ? "skip-link" : undefined}>
                  {label} <span className="a11y-bar__key">{key}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <LanguageSwitcher />
      </div>
    </div>
  );
}
