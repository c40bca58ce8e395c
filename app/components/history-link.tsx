/** The way from a search page to the visitor's search history (/historico). */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

export function HistoryLink() {
  const { t } = useTranslation();
  return (
    <p className="search-history-link">
      <Link to="/historico">{t("searchHistory.link")}</Link>
    </p>
  );
}
