/**
 * The patron's lists where items are ticked and one action applies to them (renew loans, cancel
 * reservations): a fieldset whose legend names the table, the "select an item" error inline, one
 * checkbox per row labelled by the row's title, and the action button. Works without JS.
 */
import { Form } from "@remix-run/react";
import type { FormEvent, ReactNode } from "react";
import { useTranslation } from "react-i18next";

import { FieldError } from "../../ui/error-summary.tsx";
import { ScrollTable } from "../../ui/scroll-table.tsx";

export interface SelectableRow {
  id: number;
  title: ReactNode;
  cells: ReactNode[];
  /** A word that sets the row apart ("Overdue", "Ready for pick-up"): said in text, not colour alone. */
  mark?: string;
}

export function SelectableTable(props: {
  /** Form field name of the checkboxes, and the prefix of element ids. */
  name: string;
  idPrefix: string;
  legend: string;
  error?: string | null;
  columns: string[];
  rows: SelectableRow[];
  submitLabel: string;
  submitClassName?: string;
  /** With JS: may stop the submission (to ask first, as cancelling reservations does). */
  onSubmit?: (event: FormEvent<HTMLFormElement>) => void;
  /** Inside the form, after its button (a confirmation dialog whose "yes" submits it). */
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const { name, idPrefix, error } = props;
  return (
    <Form method="post" onSubmit={props.onSubmit}>
      <fieldset className="fieldset" aria-describedby={error ? `${name}-error` : undefined}>
        <legend id={`${name}-caption`}>{props.legend}</legend>
        <FieldError id={`${name}-error`} message={error} />
        <ScrollTable labelledBy={`${name}-caption`}>
          <table className="table">
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
                  {row.cells.map((cell, i) => (
                    <td key={i}>{cell}</td>
                  ))}
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
