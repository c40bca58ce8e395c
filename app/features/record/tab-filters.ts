/**
 * The kardex and statistics tabs' GET forms (so they work without JS and can be bookmarked): one
 * schema each, built from the options the service offers, which the loader parses the address
 * with and the form spreads. A value that is not among the options is ignored ("all"), so a
 * hand-edited URL never reaches the service as a malformed parameter.
 */
import * as z from "zod";

import type { KardexOptions } from "../../../api/contract.ts";
import { parseFilter } from "../../lib/forms.ts";

export interface KardexFilter {
  library: number | null;
  year: number | null;
  month: number | null;
}

/** A code among the options, or null ("all") for anything else. */
function choice(allowed: readonly number[]) {
  return z
    .string()
    .regex(/^\d{1,9}$/)
    .transform(Number)
    .refine((value) => allowed.includes(value))
    .nullable()
    .catch(null);
}

/** The kardex tab's GET form: a library, a year and a month among those the serial has. */
export function kardexFilterSchema(options: KardexOptions) {
  return z.object({
    biblioteca: choice(options.bibliotecas.map((b) => b.cod_biblioteca)),
    ano: choice(options.anos),
    periodo: choice(options.periodos.map((p) => p.cod_periodo)),
  });
}

export const KARDEX_FIELDS = { biblioteca: "kardex-library", ano: "kardex-year", periodo: "kardex-month" };

export function parseKardexFilter(params: URLSearchParams, options: KardexOptions): KardexFilter {
  const { biblioteca, ano, periodo } = parseFilter(params, kardexFilterSchema(options));
  return { library: biblioteca, year: ano, month: periodo };
}

/** The service's query (codBib, year, codPeriod), without the "all" values. */
export function kardexQuery(filter: KardexFilter): Record<string, number> {
  const query: Record<string, number> = {};
  if (filter.library !== null) query.codBib = filter.library;
  if (filter.year !== null) query.year = filter.year;
  if (filter.month !== null) query.codPeriod = filter.month;
  return query;
}

/** The statistics tab's GET form: the year asked for when it has loans, else the newest. */
export function statisticsYearSchema(years: readonly number[]) {
  return z.object({ ano: choice(years).transform((year) => year ?? years[0] ?? null) });
}

export const STATISTICS_FIELDS = { ano: "stats-year" };

/** The year of the statistics tab for the address's `ano` (statisticsYearSchema). */
export function pickYear(raw: string | null, years: readonly number[]): number | null {
  return statisticsYearSchema(years).parse({ ano: raw ?? undefined }).ano;
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
