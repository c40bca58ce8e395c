/**
 * With JS only (document 1 §8 "loading screen, cancellable"): while the next step of the
 * accessible search loads, a status says so and offers to cancel, which stays on the current
 * page. The status region is always in the page, so a screen reader hears what is put in it.
 */
import { useNavigate, useNavigation } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { BASE } from "./accessible-query.ts";

export function SearchProgress() {
  const { t } = useTranslation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const loading = navigation.state !== "idle" && navigation.location?.pathname.startsWith(BASE);
  return (
    <div role="status" className="acc-search__progress">
      {loading ? (
        <>
          <span>{t("accSearch.loading")}</span>{" "}
          <button
            type="button"
            className="button button--secondary"
            // A navigation to where we are replaces (and so aborts) the pending one.
            onClick={() => navigate(".", { replace: true, preventScrollReset: true })}
          >
            {t("accSearch.cancel")}
          </button>
        </>
      ) : null}
    </div>
  );
}
