import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { RecordNav } from "./result-nav.ts";

/** Back to the results, previous and next result (decision 037): plain links, with or without JS. */
export function ResultNavigation({ nav }: { nav: RecordNav }) {
  const { t } = useTranslation();
  return (
    <nav className="result-nav" aria-label={t("ui.resultNav.label")}>
      <ul>
        <li>
          <Link to={nav.back} className="result-nav__back">
            {t("ui.resultNav.back")}
          </Link>
        </li>
        <li className="result-nav__position">
          {t("ui.resultNav.position", { position: nav.position, count: nav.count })}
        </li>
        {nav.prev ? (
          <li>
            <Link to={nav.prev} rel="prev">
              {t(nav.prev.startsWith("/acervo/") ? "ui.resultNav.prev" : "ui.resultNav.prevPage")}
            </Link>
          </li>
        ) : null}
        {nav.next ? (
          <li>
            <Link to={nav.next} rel="next">
              {t(nav.next.startsWith("/acervo/") ? "ui.resultNav.next" : "ui.resultNav.nextPage")}
            </Link>
          </li>
        ) : null}
      </ul>
    </nav>
  );
}
