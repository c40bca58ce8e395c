/** The record tabs: links in a nav, the current one marked aria-current="page" (NavLink). */
import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { TabView } from "./activities.ts";

export function RecordTabNav({ tabs }: { tabs: TabView[] }) {
  const { t } = useTranslation();
  return (
    <nav className="record-tabs" aria-label={t("record.tabs.label")}>
      <ul>
        {tabs.map((tab) => (
          <li key={tab.slug}>
            <NavLink to={tab.href} end className="record-tabs__link">
              {tab.translate ? t(tab.label) : tab.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
