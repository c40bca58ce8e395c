/**
 * Lets a wide table scroll sideways inside the page on narrow screens (reflow at 320 px) instead
 * of widening the page. The region is focusable so keyboard users can scroll it too.
 */
import type { Key, ReactNode } from "react";

export function ScrollTable({ labelledBy, children }: { labelledBy: string; children: ReactNode }) {
  return (
    // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
    <div className="scroll-table" role="region" aria-labelledby={labelledBy} tabIndex={0}>
      {children}
    </div>
  );
}

/** A row of a `CaptionedTable`: its header cell (what the row is about), then its data cells. */
export interface TableRow {
  key: Key;
  header: ReactNode;
  cells: ReactNode[];
}

/**
 * The plain data table of the pages: a caption that also names the scroll region, a header per
 * column, and per row a row header and its cells.
 */
export function CaptionedTable({
  captionId,
  caption,
  columns,
  rows,
  className = "table",
}: {
  captionId: string;
  caption: ReactNode;
  columns: ReactNode[];
  rows: TableRow[];
  className?: string;
}) {
  return (
    <ScrollTable labelledBy={captionId}>
      <table className={className}>
        <caption id={captionId}>{caption}</caption>
        <thead>
          <tr>
            {columns.map((column, index) => (
              <th scope="col" key={index}>
                {column}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row">{row.header}</th>
              {row.cells.map((cell, index) => (
                <td key={index}>{cell}</td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollTable>
  );
}
