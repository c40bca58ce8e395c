import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { BROWSE_PATH } from "./browse-paths.ts";

/** The way from the search form to the alphabetic browse (docs/decisions/057-browse.md). */
export function BrowseLink() {
  const { t } = useTranslation();
  return (
    <p className="browse-link">
      <Link to={BROWSE_PATH}>{t("browse.link")}</Link>
    </p>
  );
}
