/**
 * The search form's database type select (`rep`, document 1 §2) and the network's institution
 * picker (document 1 §3: 'all institutions' and one checkbox per institution, 'ACRONYM -
 * description'). Without JavaScript the picker is always in the form (it only counts for a network
 * base); with it, the picker shows while a network base is chosen.
 */
import { type ReactNode, useState } from "react";
import { useTranslation } from "react-i18next";

import { useHydrated } from "../../lib/use-hydrated.ts";
import { Field, Fieldset } from "../../ui/field.tsx";
import { useFieldError } from "../search/search-form-context.ts";
import { ALL_INSTITUTIONS, NETWORK_PARAMS, PICKER_IDS } from "./network-params.ts";
import type { NetworkView } from "./network-search.server.ts";

/**
 * `folded`: above results (the compact form, decision 037) the picker without JavaScript is
 * folded in a disclosure, open when a network base is the search's or the picker has an error: it
 * only counts for a network base, and unfolded it pushed the first result 90 px down.
 */
export function NetworkFields({ network, folded = false }: { network: NetworkView; folded?: boolean }) {
  const { t } = useTranslation();
  const hydrated = useHydrated();
  const [rep, setRep] = useState(network.params.rep === null ? "" : String(network.params.rep));
  const pickerError = useFieldError(PICKER_IDS.all);
  const backed = new Set(network.bases.filter((b) => b.available).map((b) => String(b.code)));
  // A first search with a network base picks every institution.
  const chosen = network.params.institutions.length ? network.params.institutions : [ALL_INSTITUTIONS];
  const showPicker = network.institutions !== null && network.institutions.length > 0 && (!hydrated || backed.has(rep));
  return (
    <div className="network-fields">
      <Field id={PICKER_IDS.base} label={t("network.form.base")} className="search-form__field">
        {(control) => (
          <select
            {...control}
            name={NETWORK_PARAMS.base}
            defaultValue={rep}
            onChange={(event) => setRep(event.currentTarget.value)}
            className="select"
          >
            <option value="">{t("network.form.local")}</option>
            {network.bases.map((b) => (
              <option key={b.code} value={b.code}>
                {b.label}
              </option>
            ))}
          </select>
        )}
      </Field>
      {showPicker ? (
        <Fold
          folded={folded && !hydrated}
          open={backed.has(rep) || !!pickerError}
          summary={t("network.form.institutions")}
        >
          <Fieldset
            id={PICKER_IDS.fieldset}
            legend={t("network.form.institutions")}
            hint={hydrated ? undefined : t("network.form.institutionsHint")}
            error={pickerError}
            className="network-picker"
          >
            <ul className="network-picker__list">
              <li className="field--checkbox">
                <input
                  type="checkbox"
                  id={PICKER_IDS.all}
                  name={NETWORK_PARAMS.institutions}
                  value={ALL_INSTITUTIONS}
                  defaultChecked={chosen.includes(ALL_INSTITUTIONS)}
                  aria-invalid={pickerError ? true : undefined}
                />
                <label htmlFor={PICKER_IDS.all}>{t("network.form.all")}</label>
              </li>
              {network.institutions!.map((i) => (
                <li key={i.code} className="field--checkbox">
                  <input
                    type="checkbox"
                    id={PICKER_IDS.one(i.code)}
                    name={NETWORK_PARAMS.institutions}
                    value={i.code}
                    defaultChecked={chosen.includes(String(i.code))}
                  />
                  <label htmlFor={PICKER_IDS.one(i.code)}>{`${i.acronym} - ${i.name}`}</label>
                </li>
              ))}
            </ul>
          </Fieldset>
        </Fold>
      ) : null}
    </div>
  );
}

function Fold({
  folded,
  open,
  summary,
  children,
}: {
  folded: boolean;
  open: boolean;
  summary: string;
  children: ReactNode;
}) {
  if (!folded) return <>{children}</>;
  return (
    <details className="network-fold" open={open}>
      <summary>{summary}</summary>
      {children}
    </details>
  );
}
