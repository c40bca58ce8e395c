/**
 * The filter panel (Blacklight facets). Two ways to use it, both plain HTML:
 * - each value's name is a link that adds (or, when applied, removes) that one value;
 * - the whole panel is a GET form: tick several values, then "Aplicar filtros".
 * The checkbox is named by the value's link (aria-labelledby), so each value is announced once
 * by name, as a link and as a checkbox.
 */
import { Form, Link } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { Fieldset } from "../../ui/field.tsx";
import type { FilterView } from "./filter-presenter.ts";
import { filterGroupId, guidePath, hiddenInputs, type SearchState } from "./search-config.ts";

export function FilterPanel({ filters, state }: { filters: FilterView[]; state: SearchState }) {
  const { t, i18n } = useTranslation();
  const numberFormat = new Intl.NumberFormat(i18n.language);
  const visible = filters.filter((f) => f.values.length > 0);
  if (visible.length === 0) return null;
  return (
    <section className="filter-panel" aria-labelledby="filter-panel-title">
      <h2 id="filter-panel-title" tabIndex={-1}>
        {t("search.filters.heading")}
      </h2>
      <Form method="get" action={guidePath(state.guide)}>
        {hiddenInputs(state, "filters").map(([name, value], index) => (
          <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
        ))}
        {visible.map((filter) => (
          <Fieldset
            key={filter.letter}
            id={filterGroupId(filter.letter)}
            legend={filter.label}
            className="filter-panel__group"
          >
            <ul className="filter-panel__values">
              {filter.values.map((value) => {
                const id = `filter-${filter.letter}-${value.code}`;
                return (
                  <li key={value.code} className={value.active ? "filter-value filter-value--active" : "filter-value"}>
                    <input
                      // Uncontrolled: when a link (client-side, with JS) applies or removes the value,
                      // a new element is what shows the new state.
                      key={value.active ? "applied" : "not-applied"}
                      type="checkbox"
                      id={id}
                      name={filter.letter}
                      value={value.code}
                      defaultChecked={value.active}
                      aria-labelledby={`${id}-label`}
                      className="checkbox"
                    />
                    <Link id={`${id}-label`} to={value.href} rel="nofollow" className="filter-value__link">
                      {value.label}
                    </Link>{" "}
                    <span className="filter-value__count">{numberFormat.format(value.count)}</span>
                    {value.active ? <span className="visually-hidden"> ({t("search.filters.selected")})</span> : null}
                  </li>
                );
              })}
            </ul>
            {filter.toggle ? (
              <p className="filter-panel__more">
                <Link to={filter.toggle.href} rel="nofollow">
                  {filter.toggle.open
                    ? t("search.filters.showFewer")
                    : t("search.filters.showAll", {
                        count: filter.total,
                        formatted: numberFormat.format(filter.total),
                      })}
                  <span className="visually-hidden"> – {filter.label}</span>
                </Link>
              </p>
            ) : null}
          </Fieldset>
        ))}
        <button type="submit" className="button">
          {t("search.filters.apply")}
        </button>
      </Form>
    </section>
  );
}
