/**
 * Plain links to the current page with `?lng=`: the root loader stores the choice in a cookie and
 * redirects back to the clean URL. Plain <a> (not <Link>) so the page reloads in the new language
 * whether or not JS runs.
 */
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { supportedLanguages } from "../lib/i18n.ts";

export function LanguageSwitcher({ className }: { className?: string }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const hrefFor = (lng: string) => {
    const params = new URLSearchParams(location.search);
    params.set("lng", lng);
    return `${location.pathname}?${params}`;
  };
  return (
    <nav
      className={className ? `language-switcher ${className}` : "language-switcher"}
      aria-label={t("language.label")}
    >
      <ul>
        {supportedLanguages.map((lng) => {
          const current = lng === i18n.language;
          return (
            <li key={lng}>
              <a href={hrefFor(lng)} lang={lng} hrefLang={lng} aria-current={current ? "true" : undefined}>
                {t(`language.${lng}`)}
              </a>
            </li>
          );
        })}
      </ul>
    </nav>
  );
}
