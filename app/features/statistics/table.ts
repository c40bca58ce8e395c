/**
 * A report's figures as one table model, drawn as the page's HTML table and written as its CSV
 * file, so that both always say the same (decision 039).
 */
export interface ReportTable {
  caption: string;
  /** Header labels; the first is the row headers' column. */
  columns: string[];
  rows: { head: string; cells: (number | string)[] }[];
  /** The totals row, when the report has one. */
  foot?: { head: string; cells: (number | string)[] };
}

/**
 * CSV as Brazilian spreadsheets open it (decision 039): UTF-8 with a byte-order mark (without it
 * Excel reads the accents as Latin-1), ";" between fields (a comma is the decimal separator in
 * pt-BR), CRLF line ends (RFC 4180), every text field quoted when it holds a quote, ";" or a line
 * break. A field starting with =, +, - or @ is prefixed with an apostrophe so that no spreadsheet
 * runs it as a formula (the names come from the institution's records).
 */
export function tableToCsv(table: ReportTable): string {
  const lines = [table.columns, ...table.rows.map((r) => [r.head, ...r.cells])];
  if (table.foot) lines.push([table.foot.head, ...table.foot.cells]);
  return "\uFEFF" + lines.map((cells) => cells.map(csvField).join(";")).join("\r\n") + "\r\n";
}

export function csvField(value: number | string): string {
  if (typeof value === "number") return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[";\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}
