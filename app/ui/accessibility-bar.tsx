/**
 * The eMAG accessibility bar (document 1 §3, decision 038): access keys 0 to 8 listed as links
 * (Alt+1 content, Alt+2 menu, Alt+3 search, Alt+4 footer, as Brazilian government sites use
 * them, then the catalogue's own), the display controls (colour scheme, text size, bold text),
 * the sign-language link, the accessibility statement (decision 063) and the language switcher.
 * Its first link is the skip link, so it is the first thing Tab reaches.
 *
 * The display controls are buttons of one POST form to /sobre-acessibilidade that comes back to the
 * same page (path and query) with the choice in a cookie; the root loader puts it on <html>. With
 * JS the same form goes through a fetcher: the page stays, focus stays on the button pressed.
 *
 * On a phone (≤ 40 rem) the bar is one row (decision 061): the access keys appear when the keyboard
 * reaches them, the sign-language link stays, and the display controls, the statement and the
 * languages are folded in a native disclosure. The folded copy and the wide one are both in the page, CSS showing one:
 * a `<details>` that is closed in the HTML cannot be shown open on a wide screen without being
 * "closed" to screen readers and axe, and the server does not know the window's width.
 */
import { useFetcher, useLocation, useRouteLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { accessKeys } from "../features/a11y/access-keys.ts";
import { STATEMENT_PATH } from "../features/a11y-statement/statement-path.ts";
export { LANDMARK_IDS } from "../features/a11y/access-keys.ts";
import {
  DEFAULT_PREFS,
  SCHEMES,
  TEXT_SIZE_BASE,
  TEXT_SIZE_MAX,
  type DisplayPrefs,
} from "../features/a11y/preferences.ts";
import { searchConfig } from "../features/search/search-config.ts";
import { useHydrated } from "../lib/use-hydrated.ts";
import { HEADER_SEARCH_TERM_ID, useHeaderSearchShown } from "./header-search.tsx";
import { LanguageSwitcher } from "./language-switcher.tsx";

interface BarRootData {
  user: unknown;
  display?: DisplayPrefs;
}

/** This page's access keys: the bar's links and the footer's list are the same keys. */
export function usePageAccessKeys() {
  const { pathname } = useLocation();
  const rootData = useRouteLoaderData("root") as BarRootData | undefined;
  const headerSearch = useHeaderSearchShown();
  return accessKeys({
    onSearchPage: pathname === searchConfig.path,
    loggedIn: Boolean(rootData?.user),
    headerSearch: headerSearch ? HEADER_SEARCH_TERM_ID : undefined,
  });
}

export function AccessibilityBar() {
  const { t } = useTranslation();
  const { pathname, search } = useLocation();
  const rootData = useRouteLoaderData("root") as BarRootData | undefined;
  const prefs = rootData?.display ?? DEFAULT_PREFS;
  const keys = usePageAccessKeys();
  return (
    <div className="a11y-bar">
      <div className="container a11y-bar__inner">
        <nav aria-label={t("a11y.barLabel")}>
          <ul className="a11y-bar__keys">
            {keys.map(({ key, href, label }) => (
              <li key={key}>
                <a href={href} accessKey={key} className={key === "1" ? "skip-link" : undefined}>
                  {t(label)} <span className="a11y-bar__key">{key}</span>
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <DisplayControls prefs={prefs} returnTo={pathname + search} className="a11y-bar__wide" />
        <p className="a11y-bar__libras">
          <a href="/sobre-acessibilidade#libras">{t("accessibility.bar.signLanguage")}</a>
        </p>
        <StatementLink className="a11y-bar__wide" />
        <LanguageSwitcher className="a11y-bar__wide" />
        <details className="a11y-bar__fold">
          <summary>{t("accessibility.bar.fold")}</summary>
          <DisplayControls prefs={prefs} returnTo={pathname + search} />
          <StatementLink />
          <LanguageSwitcher landmark={false} />
        </details>
      </div>
    </div>
  );
}

/** The accessibility statement (decision 063), beside the display controls in either copy of them. */
function StatementLink({ className }: { className?: string }) {
  const { t } = useTranslation();
  return (
    <p className={className ? `a11y-bar__statement ${className}` : "a11y-bar__statement"}>
      <a href={STATEMENT_PATH}>{t("accessibility.bar.statement")}</a>
    </p>
  );
}

function DisplayControls({
  prefs,
  returnTo,
  className,
}: {
  prefs: DisplayPrefs;
  returnTo: string;
  className?: string;
}) {
  const { t } = useTranslation();
  const fetcher = useFetcher();
  const hydrated = useHydrated();
  // While a choice is on its way, show it already (the cookie follows).
  const pending = fetcher.formData;
  const scheme = (pending?.get("esquema") as string | null) ?? prefs.scheme;
  const bold = pending?.get("negrito") ? pending.get("negrito") === "sim" : prefs.bold;
  return (
    <fetcher.Form
      method="post"
      action="/sobre-acessibilidade"
      className={className ? `a11y-bar__display ${className}` : "a11y-bar__display"}
    >
      <input type="hidden" name="voltar" value={returnTo} />
      {hydrated ? <input type="hidden" name="js" value="1" /> : null}
      <div role="group" aria-label={t("accessibility.bar.scheme")} className="a11y-bar__group">
        {SCHEMES.map((code) => (
          <button
            key={code}
            type="submit"
            name="esquema"
            value={code}
            className="a11y-bar__button"
            aria-pressed={scheme === code}
          >
            {t(`accessibility.scheme.${code}`)}
          </button>
        ))}
      </div>
      <div role="group" aria-label={t("accessibility.bar.textSize")} className="a11y-bar__group">
        <button
          type="submit"
          name="fonte"
          value="mais"
          className="a11y-bar__button"
          aria-disabled={prefs.textSize >= TEXT_SIZE_MAX ? true : undefined}
        >
          <span aria-hidden="true">A+</span>
          <span className="visually-hidden">{t("accessibility.bar.increase", { size: prefs.textSize })}</span>
        </button>
        <button type="submit" name="fonte" value="normal" className="a11y-bar__button">
          <span aria-hidden="true">A</span>
          <span className="visually-hidden">{t("accessibility.bar.reset", { size: TEXT_SIZE_BASE })}</span>
        </button>
        <button
          type="submit"
          name="negrito"
          value={bold ? "nao" : "sim"}
          className="a11y-bar__button"
          aria-pressed={bold}
        >
          {t("accessibility.bar.bold")}
        </button>
      </div>
    </fetcher.Form>
  );
}
