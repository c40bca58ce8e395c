/** The support message a page opens with after a login with `suporte=true` (support-after-login.server.ts). */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { SupportPanelData } from "./support-after-login.server.ts";

export function SupportPanel({ panel }: { panel: SupportPanelData }) {
  const { t } = useTranslation();
  return (
    // A complementary note with a name rather than a heading: it stands above the page's h1.
    <aside className="support-panel notice" aria-label={t("info.support.title")}>
      <p>
        <strong>{t("info.support.title")}</strong>
      </p>
      {panel.html ? (
        // Sanitised by the service (api/community/information/sanitize.ts): staff HTML, no script or style.
        <div className="info-html" lang={panel.textLang} dangerouslySetInnerHTML={{ __html: panel.html }} />
      ) : (
        <p>{t("info.support.empty")}</p>
      )}
      <p>
        <Link to={panel.closeHref}>{t("info.support.close")}</Link>
      </p>
    </aside>
  );
}
