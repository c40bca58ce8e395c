/**
 * Plain links to the current page with `?lng=`: the root loader stores the choice in a cookie and
 * redirects back to the clean URL. Plain <a> (not <Link>) so the page reloads in the new language
 * whether or not JS runs.
 */
import { useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { supportedLanguages } from "../lib/i18n.ts";

/**
 * `landmark` false for a second copy on the same page (the accessibility bar's fold on a phone,
 * decision 061): a group of the same name, as two navigation landmarks may not share one.
 */
export function LanguageSwitcher({ className, landmark = true }: { className?: string; landmark?: boolean }) {
  const { t, i18n } = useTranslation();
  const location = useLocation();
  const hrefFor = (lng: string) => {
    const params = new URLSearchParams(location.search);
    params.set("lng", lng);
    return `${location.pathname}?${params}`;
  };
  const names = className ? `language-switcher ${className}` : "language-switcher";
  const list = (
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
  );
  return landmark ? (
    <nav className={names} aria-label={t("language.label")}>
      {list}
    </nav>
  ) : (
    <div className={names} role="group" aria-label={t("language.label")}>
      {list}
    </div>
  );
}
