/**
 * The search tabs (document 1 §2): links on wide screens, a selector on narrow ones. The selector
 * is a GET form to "/" naming the tab (`guia`), which the root answers with a redirect, so it works
 * without JavaScript. Both keep `mobileView`.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { TabView } from "./search-loader.server.ts";

/** How many tabs stand in the row at 1280 px (decision 037); the others are under "More". */
export const VISIBLE_TABS = 5;

/** The tabs in the row and those under "More": the current tab always stands in the row. */
export function splitTabs(tabs: TabView[], current: string): { row: TabView[]; more: TabView[] } {
  if (tabs.length <= VISIBLE_TABS + 1) return { row: tabs, more: [] };
  const row = tabs.slice(0, VISIBLE_TABS);
  const currentTab = tabs.find((tab) => tab.code === current);
  if (currentTab && !row.includes(currentTab)) row.push(currentTab);
  return { row, more: tabs.filter((tab) => !row.includes(tab)) };
}

function TabLink({ tab, current }: { tab: TabView; current: string }) {
  return (
    <Link
      to={tab.href}
      className={tab.code === current ? "search-tabs__tab search-tabs__tab--current" : "search-tabs__tab"}
      aria-current={tab.code === current ? "page" : undefined}
    >
      {tab.title}
    </Link>
  );
}

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
  const { row, more } = splitTabs(tabs, current);
  return (
    <nav className="search-tabs" aria-label={t("search.tabs.label")}>
      <ul className="search-tabs__list">
        {row.map((tab) => (
          <li key={tab.code}>
            <TabLink tab={tab} current={current} />
          </li>
        ))}
        {more.length > 0 ? (
          <li className="search-tabs__more">
            {/* A disclosure of links: opens without JavaScript, and each tab stays a plain link. */}
            <details>
              <summary className="search-tabs__tab">{t("ui.tabs.more")}</summary>
              <ul className="search-tabs__more-list">
                {more.map((tab) => (
                  <li key={tab.code}>
                    <TabLink tab={tab} current={current} />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : null}
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
