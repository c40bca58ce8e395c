/**
 * Sort select with its own submit button. It does not submit on change, even with JS: a select
 * that reloads the results as the user arrows through it fails WCAG 3.2.2 (On Input) for
 * keyboard users, and one behaviour keeps the JS and no-JS pages identical.
 */
import { Form } from "@remix-run/react";
import { useTranslation } from "react-i18next";

import { Field } from "../../ui/field.tsx";
import { guidePath, hiddenInputs, searchConfig, type SearchState } from "./search-config.ts";

export function SortForm({ state }: { state: SearchState }) {
  const { t } = useTranslation();
  return (
    <Form method="get" action={guidePath(state.guide)} className="sort-form" preventScrollReset>
      {hiddenInputs(state, "sort").map(([name, value], index) => (
        <input key={`${name}-${index}`} type="hidden" name={name} value={value} />
      ))}
      <Field id="sort-order" label={t("search.sort.label")}>
        {(control) => (
          <select {...control} name={searchConfig.params.sort} defaultValue={state.sort} className="select">
            {searchConfig.sorts.map((sort) => (
              <option key={sort.key} value={sort.key}>
                {t(sort.label)}
              </option>
            ))}
          </select>
        )}
      </Field>
      <button type="submit" className="button button--secondary">
        {t("search.sort.submit")}
      </button>
    </Form>
  );
}
