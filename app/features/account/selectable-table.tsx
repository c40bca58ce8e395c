/**
 * The patron's lists where items are ticked and one action applies to them (renew loans, cancel
 * reservations): a fieldset whose legend names the table, the "select an item" error inline, one
 * checkbox per row labelled by the row's title, and the action button. Works without JS.
 *
 * On a phone (≤ 40 rem) each row is a card (decision 061): the checkbox beside the title, then the
 * `lead` cells (the due date and the status), then the others, each after its column's name. It
 * stays one table (its headers still name each cell to screen readers); only CSS lays it out.
 */
import { Form } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";
import type * as z from "zod";

import type { FormResult } from "../../lib/forms.ts";
import { FieldError } from "../../ui/error-summary.tsx";
import { ScrollTable } from "../../ui/scroll-table.tsx";
import { useSchemaForm, type SchemaForm } from "../../ui/use-schema-form.ts";

export interface SelectableRow {
  id: number;
  title: ReactNode;
  cells: ReactNode[];
  /** A word that sets the row apart ("Overdue", "Ready for pick-up"): said in text, not colour alone. */
  mark?: string;
}

/**
 * The selection form's state, for the page that parses it (selectionSchema of ./account.ts): its
 * summary goes first on the page, its props and inline message to the table. The server checks the
 * selection (the reservations' confirmation step comes after it), so the browser does not.
 */
export function useSelection<Values extends Record<string, unknown>>(options: {
  name: string;
  schema: z.ZodType<unknown, Values>;
  result: FormResult | null;
  /** The first row's checkbox: where the summary's link leads (the field's name without rows). */
  firstBox: string | null;
}): SchemaForm<Values> & { error: string | null } {
  const form = useSchemaForm({
    id: `${options.name}-form`,
    schema: options.schema,
    lastResult: options.result,
    fields: { [options.name]: options.firstBox ?? options.name },
    validateInBrowser: false,
    autoCoercion: false,
  });
  return { ...form, error: form.summary[0]?.message ?? null };
}

export function SelectableTable(props: {
  /** Form field name of the checkboxes, and the prefix of element ids. */
  name: string;
  idPrefix: string;
  legend: string;
  /** The page's `useSelection`. */
  selection: Pick<SchemaForm<Record<string, unknown>>, "formProps"> & { error: string | null };
  columns: string[];
  rows: SelectableRow[];
  /** The cells (indexes in `cells`) a card shows right under the title, in this order. */
  lead?: number[];
  submitLabel: string;
  submitClassName?: string;
  /** With JS: may stop the submission (to ask first, as cancelling reservations does). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Inside the form, after its button (a confirmation dialog whose "yes" submits it). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { name, idPrefix } = props;
  const { formProps, error } = props.selection;
  return (
    <Form
      method="post"
      {...formProps}
      onSubmit={(event) => {
        formProps.onSubmit(event);
        if (!event.defaultPrevented) props.onSubmit?.(event);
      }}
    >
      <fieldset className="fieldset" aria-describedby={error ? `${name}-error` : undefined}>
        <legend id={`${name}-caption`}>{props.legend}</legend>
        <FieldError id={`${name}-error`} message={error} />
        <ScrollTable labelledBy={`${name}-caption`}>
          <table className="table table--cards">
            <thead>
              <tr>
                <th scope="col">{t("circulation.account.select")}</th>
                {props.columns.map((column) => (
                  <th key={column} scope="col">
                    {column}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody>
              {props.rows.map((row) => (
                <tr key={row.id} className={row.mark ? "table__row--marked" : undefined}>
                  <td>
                    <input
                      type="checkbox"
                      className="checkbox"
                      id={`${idPrefix}-${row.id}`}
                      name={name}
                      value={row.id}
                      aria-labelledby={`${idPrefix}-${row.id}-title`}
                    />
                  </td>
                  <th scope="row" id={`${idPrefix}-${row.id}-title`}>
                    {row.mark ? (
                      <>
                        <strong className="row-mark">{row.mark}</strong>{" "}
                      </>
                    ) : null}
                    {row.title}
                  </th>
                  {row.cells.map((cell, i) => {
                    // columns[0] names the title, so the cells start at columns[1].
                    const lead = props.lead?.indexOf(i) ?? -1;
                    return (
                      <td
                        key={i}
                        data-label={props.columns[i + 1]}
                        className={lead >= 0 ? `table__lead table__lead--${lead + 1}` : undefined}
                      >
                        {cell}
                      </td>
                    );
                  })}
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollTable>
      </fieldset>
      <button type="submit" className={props.submitClassName ?? "button"}>
        {props.submitLabel}
      </button>
      {props.children}
    </Form>
  );
}
