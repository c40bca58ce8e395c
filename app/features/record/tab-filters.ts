/**
 * Query parameters of the kardex and statistics tabs (GET forms, so they work without JS and
 * can be bookmarked). A value that is not among the options is ignored ("all"), so a hand-edited
 * URL never reaches the service as a malformed parameter.
 */
import type { KardexOptions } from "../../../api/contract.ts";

export interface KardexFilter {
  library: number | null;
  year: number | null;
  month: number | null;
}

function pick(raw: string | null, allowed: readonly number[]): number | null {
  if (!raw || !/^\d{1,9}$/.test(raw)) return null;
  const value = Number(raw);
  return allowed.includes(value) ? value : null;
}

export function parseKardexFilter(params: URLSearchParams, options: KardexOptions): KardexFilter {
  return {
    library: pick(
      params.get("biblioteca"),
      options.bibliotecas.map((b) => b.cod_biblioteca),
    ),
    year: pick(params.get("ano"), options.anos),
    month: pick(
      params.get("periodo"),
      options.periodos.map((p) => p.cod_periodo),
    ),
  };
}

/** The service's query (codBib, year, codPeriod), without the "all" values. */
export function kardexQuery(filter: KardexFilter): Record<string, number> {
  const query: Record<string, number> = {};
  if (filter.library !== null) query.codBib = filter.library;
  if (filter.year !== null) query.year = filter.year;
  if (filter.month !== null) query.codPeriod = filter.month;
  return query;
}

/** The year of the statistics tab: the one asked for when it has loans, else the newest. */
export function pickYear(raw: string | null, years: readonly number[]): number | null {
  return pick(raw, years) ?? years[0] ?? null;
}

/** Column totals of the statistics table (loans per month over all libraries). */
export function monthTotals(rows: readonly { meses: readonly number[] }[]): number[] {
  const totals = Array.from({ length: 12 }, () => 0);
  for (const row of rows) row.meses.forEach((n, i) => (totals[i] += n));
  return totals;
}

/** Month names for column headers, in the page's language (January first). */
export function monthNames(locale: string, style: "short" | "long" = "short"): string[] {
  const format = new Intl.DateTimeFormat(locale, { month: style, timeZone: "UTC" });
  return Array.from({ length: 12 }, (_, i) => format.format(new Date(Date.UTC(2024, i, 15))));
}
