/**
 * Presenters and schemas of the patron account pages (/meupergamum/…): money, days, the loan
 * history's date filter, the selections of the renew and cancel forms.
 */
import * as z from "zod";

import type { Language } from "../../lib/i18n.ts";
import { tk } from "../../lib/i18n.ts";

/** Document 1 §5 "Currency: 2 decimals, comma default"; document 2 §9: R$ in pt, COP$ in es. */
const CURRENCY_SYMBOL: Record<Language, string> = { pt: "R$", en: "R$", es: "COP$" };

export function formatMoney(cents: number, locale: Language): string {
  const amount = (Math.abs(cents) / 100).toFixed(2);
  const [units, decimals] = amount.split(".");
  const grouping = locale === "en" ? "," : ".";
  const separator = locale === "en" ? "." : ",";
  const grouped = units.replace(/\B(?=(\d{3})+(?!\d))/g, grouping);
  return `${cents < 0 ? "-" : ""}${CURRENCY_SYMBOL[locale]} ${grouped}${separator}${decimals}`;
}

// One date helper for every page (app/lib/dates.ts); re-exported for the account pages.
export { formatDay } from "../../lib/dates.ts";

/**
 * The schema of a list form (renew loans, cancel reservations): the ticked rows' codes under
 * `name`, at least one. Parse it with `autoCoercion: false` (it reads the raw strings itself).
 */
export function selectionSchema<Name extends string>(name: Name, message: string) {
  const codes = z.preprocess(
    (value) => selectedIds(Array.isArray(value) ? value : typeof value === "string" ? [value] : []),
    z.array(z.number()).min(1, { error: message }),
  );
  return z.object(Object.fromEntries([[name, codes]]) as Record<Name, typeof codes>);
}

/** Ids ticked in a form (checkboxes of one name), positive integers only, without repeats. */
export function selectedIds(values: FormDataEntryValue[]): number[] {
  return [
    ...new Set(
      values
        .map(String)
        .filter((v) => /^[1-9]\d{0,9}$/.test(v))
        .map(Number),
    ),
  ];
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const validDay = (v: string) =>
  DAY.test(v) &&
  !Number.isNaN(new Date(`${v}T00:00:00Z`).getTime()) &&
  new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);
const day = (message: string) =>
  z.preprocess(
    (v) => (typeof v === "string" ? v.trim() : ""),
    z
      .string()
      .min(1, { error: message, abort: true })
      .refine(validDay, { error: tk("circulation.account.history.errors.invalid") }),
  );

/** Document 2 §5 "Date filters: both dates required and initial not after final". */
export const HistoryFilterSchema = z
  .object({
    dataIni: day(tk("circulation.account.history.errors.fromRequired")),
    dataFim: day(tk("circulation.account.history.errors.toRequired")),
  })
  .superRefine((value, ctx) => {
    if (value.dataIni > value.dataFim) {
      ctx.addIssue({ code: "custom", path: ["dataIni"], message: tk("circulation.account.history.errors.order") });
    }
  });

/** The proposed window: one month before today to today (document 2 §9 "Check-titles window"). */
export function defaultHistoryWindow(today: string): { dataIni: string; dataFim: string } {
  const date = new Date(`${today}T12:00:00Z`);
  const month = date.getUTCMonth();
  date.setUTCMonth(month - 1);
  // 31 March minus a month is 3 March in JS; keep to the last day of the previous month.
  if (date.getUTCMonth() === month) date.setUTCDate(0);
  return { dataIni: date.toISOString().slice(0, 10), dataFim: today };
}
