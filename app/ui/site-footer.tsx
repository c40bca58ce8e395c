import { useTranslation } from "react-i18next";

import { LANDMARK_IDS } from "./accessibility-bar.tsx";

export function SiteFooter() {
  const { t } = useTranslation();
  return (
    <footer id={LANDMARK_IDS.footer} tabIndex={-1} className="site-footer">
      <div className="container">
        <p className="site-footer__name">{t("site.name")}</p>
        <p>{t("footer.about")}</p>
        <p>{t("footer.accessKeys")}</p>
      </div>
    </footer>
  );
}
