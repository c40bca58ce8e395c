/** The links every step of the accessible search ends with: where else one can go from here. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { BASE } from "./accessible-query.ts";

export function StepLinks({ children }: { children?: React.ReactNode }) {
  const { t } = useTranslation();
  return (
    <nav className="acc-search__steps" aria-label={t("accSearch.nav.label")}>
      <ul>
        {children}
        <li>
          <Link to={BASE}>{t("accSearch.nav.newSearch")}</Link>
        </li>
        <li>
          <Link to={`${BASE}/sobre`}>{t("accSearch.nav.about")}</Link>
        </li>
        <li>
          <Link to={`${BASE}/duvidas-frequentes`}>{t("accSearch.nav.faq")}</Link>
        </li>
      </ul>
    </nav>
  );
}
