/**
 * The accessible search's filters step (decision 038): narrow the titles found to one library and
 * one work type, a GET form to the results (each choice says how many titles it leaves).
 */
import { Form, useLoaderData } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { Fieldset } from "../../ui/field.tsx";
import { useFilterForm } from "../../ui/use-schema-form.ts";
import { BASE, FILTER_PARAMS, FiltersSchema } from "./accessible-query.ts";
import type { filtersLoader } from "./accessible-search.server.ts";
import { StepLinks } from "./step-links.tsx";

/** The form's fields by name, mapped to the element ids of their first option ("any"). */
const FILTER_FIELDS = {
  [FILTER_PARAMS.B]: `acc-${FILTER_PARAMS.B}-all`,
  [FILTER_PARAMS.T]: `acc-${FILTER_PARAMS.T}-all`,
};

export function FiltersPage() {
  const { state, filters } = useLoaderData<typeof filtersLoader>();
  const { t } = useTranslation();
  // A filter value the search does not offer reads as "any": the schema never refuses, so there is
  // no summary to show.
  const formProps = useFilterForm("acc-filtros", FiltersSchema, FILTER_FIELDS);
  return (
    <>
      <h1>{t("accSearch.filters.title")}</h1>
      <p>{t("accSearch.filters.intro", { q: state.q })}</p>
      <Form method="get" action={`${BASE}/resultados`} {...formProps} className="acc-search__form">
        <input type="hidden" name="q" value={state.q} />
        <input type="hidden" name="titulos" value={state.titulos} />
        {filters.map((filter) => {
          const name = FILTER_PARAMS[filter.codigo as keyof typeof FILTER_PARAMS];
          const current = filter.codigo === "B" ? state.biblioteca : state.tipo_obra;
          return (
            <Fieldset key={filter.codigo} id={`acc-filtro-${filter.codigo}`} legend={filter.descricao}>
              <div className="field--checkbox">
                <input
                  type="radio"
                  className="checkbox"
                  id={`acc-${name}-all`}
                  name={name}
                  value=""
                  defaultChecked={current === undefined}
                />
                <label htmlFor={`acc-${name}-all`}>{t("accSearch.filters.any")}</label>
              </div>
              {filter.contagem.map((value) => (
                <div className="field--checkbox" key={value.codigo}>
                  <input
                    type="radio"
                    className="checkbox"
                    id={`acc-${name}-${value.codigo}`}
                    name={name}
                    value={value.codigo}
                    defaultChecked={String(current) === value.codigo}
                  />
                  <label htmlFor={`acc-${name}-${value.codigo}`}>
                    {t(value.total === 1 ? "accSearch.filters.valueOne" : "accSearch.filters.valueMany", {
                      label: value.descricao,
                      count: value.total,
                    })}
                  </label>
                </div>
              ))}
            </Fieldset>
          );
        })}
        <button type="submit" className="button">
          {t("accSearch.filters.submit")}
        </button>
      </Form>
      <StepLinks />
    </>
  );
}
