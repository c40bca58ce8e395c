/**
 * The search tabs (document 1 §2): links on wide screens, a selector on narrow ones. The selector
 * is a GET form to "/" naming the tab (`guia`), which the root answers with a redirect, so it works
 * without JavaScript. Both keep `mobileView`.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { TabView } from "./search-loader.server.ts";

export function SearchTabs({
  tabs,
  current,
  mobileView,
}: {
  tabs: TabView[];
  current: string;
  mobileView: string | null;
}) {
  const { t } = useTranslation();
  if (tabs.length < 2) return null;
  return (
    <nav className="search-tabs" aria-label={t("search.tabs.label")}>
      <ul className="search-tabs__list">
        {tabs.map((tab) => (
          <li key={tab.code}>
            <Link
              to={tab.href}
              className={tab.code === current ? "search-tabs__tab search-tabs__tab--current" : "search-tabs__tab"}
              aria-current={tab.code === current ? "page" : undefined}
            >
              {tab.title}
            </Link>
          </li>
        ))}
      </ul>
      <Form method="get" action="/" className="search-tabs__select">
        <label htmlFor="search-guide">{t("search.tabs.select")}</label>
        <select id="search-guide" name="guia" defaultValue={current} className="select">
          {tabs.map((tab) => (
            <option key={tab.code} value={tab.code}>
              {tab.title}
            </option>
          ))}
        </select>
        {mobileView ? <input type="hidden" name="mobileView" value={mobileView} /> : null}
        <button type="submit" className="button button--secondary">
          {t("search.tabs.go")}
        </button>
      </Form>
    </nav>
  );
}
