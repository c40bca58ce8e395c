/**
 * The answer of a patron's filtered list (a history, the suggestions): nothing before the filter
 * is sent, a status line when nothing matches, else a table with its caption and column headings.
 */
import type { ReactNode } from "react";

import { ScrollTable } from "../../ui/scroll-table.tsx";

export function FilteredTable<Row>({
  id,
  rows,
  empty,
  caption,
  columns,
  children,
}: {
  /** The caption's element id, which also names the scrolling region. */
  id: string;
  /** `null` until the filter is sent. */
  rows: readonly Row[] | null;
  empty: string;
  caption: string;
  columns: readonly string[];
  /** The body's rows. */
  children: (rows: readonly Row[]) => ReactNode;
}) {
  if (rows === null) return null;
  if (rows.length === 0) return <p role="status">{empty}</p>;
  return (
    <ScrollTable labelledBy={id}>
      <table className="table">
        <caption id={id}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th key={column} scope="col">
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children(rows)}</tbody>
      </table>
    </ScrollTable>
  );
}
