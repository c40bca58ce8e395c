import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { LANDMARK_IDS } from "./accessibility-bar.tsx";

/** `generalComment`: the viewer may write to a library (app/features/comments, decision 029). */
export function SiteFooter({ generalComment = false }: { generalComment?: boolean }) {
  const { t } = useTranslation();
  return (
    <footer id={LANDMARK_IDS.footer} tabIndex={-1} className="site-footer">
      <div className="container">
        <p className="site-footer__name">{t("site.name")}</p>
        <p>{t("footer.about")}</p>
        <p>{t("footer.accessKeys")}</p>
        {generalComment ? (
          <p>
            <Link to="/comentario">{t("comments.general.footerLink")}</Link>
          </p>
        ) : null}
      </div>
    </footer>
  );
}
