/** What the statistics pages say when the service could not compute a report or list them. */
import { useTranslation } from "react-i18next";

export function StatisticsFailure() {
  const { t } = useTranslation();
  return (
    <div className="notice notice--error" role="alert">
      <p>
        <strong>{t("statistics.failure")}</strong> {t("statistics.failureBody")}
      </p>
    </div>
  );
}
