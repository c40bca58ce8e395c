/** The applied filters, each with a remove link whose purpose is spelled out for screen readers. */
import { Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import type { ActiveFilterView } from "./filter-presenter.ts";

export function ActiveFilters({ filters, clearHref }: { filters: ActiveFilterView[]; clearHref: string }) {
  const { t } = useTranslation();
  if (filters.length === 0) return null;
  return (
    <section className="active-filters" aria-labelledby="active-filters-title">
      <h3 id="active-filters-title" className="active-filters__title">
        {t("search.filters.active")}
      </h3>
      <ul className="active-filters__list">
        {filters.map((filter) => (
          <li key={`${filter.letter}-${filter.code}`} className="active-filter">
            <span>
              <span className="active-filter__letter">{filter.letterLabel}:</span> {filter.label}
            </span>
            <Link to={filter.removeHref} rel="nofollow" className="active-filter__remove">
              <span aria-hidden="true">×</span>
              <span className="visually-hidden">
                {t("search.filters.remove")} {filter.letterLabel}: {filter.label}
              </span>
            </Link>
          </li>
        ))}
      </ul>
      {filters.length > 1 ? (
        <p>
          <Link to={clearHref} rel="nofollow">
            {t("search.filters.removeAll")}
          </Link>
        </p>
      ) : null}
    </section>
  );
}
