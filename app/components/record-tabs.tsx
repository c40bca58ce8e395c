/** The record tabs: links in a nav, the current one marked aria-current="page" (NavLink). */
import { NavLink } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { RECORD_TABS, recordTabHref } from "../records/record-tabs.ts";

export function RecordTabs({ id }: { id: number }) {
  const { t } = useTranslation();
  return (
    <nav className="record-tabs" aria-label={t("record.tabs.label")}>
      <ul>
        {RECORD_TABS.map((tab) => (
          <li key={tab.key}>
            <NavLink to={recordTabHref(id, tab.segment)} end className="record-tabs__link">
              {t(tab.label)}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
