/**
 * The record tabs: links in a nav, the current one marked aria-current="page" (NavLink). What a
 * patron comes for stays in view; the views made for cataloguers and staff (MARC, Dublin Core,
 * loan statistics) fold under "Mais detalhes", a native disclosure that needs no script and is
 * open while one of them is the page shown.
 */
import { NavLink, useLocation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { currentSlug, type TabView } from "./activities.ts";

const STAFF_VIEWS: ReadonlySet<string> = new Set(["marc", "dublin-core", "dados-estatisticos"]);

function TabLink({ tab }: { tab: TabView }) {
  const { t } = useTranslation();
  return (
    <NavLink to={tab.href} end className="record-tabs__link">
      {tab.translate ? t(tab.label) : tab.label}
    </NavLink>
  );
}

export function RecordTabNav({ tabs }: { tabs: TabView[] }) {
  const { t } = useTranslation();
  const here = currentSlug(useLocation().pathname);
  const main = tabs.filter((tab) => !STAFF_VIEWS.has(tab.slug));
  const more = tabs.filter((tab) => STAFF_VIEWS.has(tab.slug));
  return (
    <nav className="record-tabs" aria-label={t("record.tabs.label")}>
      <ul>
        {main.map((tab) => (
          <li key={tab.slug}>
            <TabLink tab={tab} />
          </li>
        ))}
        {more.length > 0 ? (
          <li className="record-tabs__more">
            <details open={more.some((tab) => tab.slug === here)}>
              <summary className="record-tabs__link">{t("record.tabs.more")}</summary>
              <ul>
                {more.map((tab) => (
                  <li key={tab.slug}>
                    <TabLink tab={tab} />
                  </li>
                ))}
              </ul>
            </details>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
