/**
 * The optional date filter of the patron-service lists (alerts, permanent basket, statistics):
 * both dates or neither, each a real day, the initial not after the final (document 2 §5). The
 * reservation history takes the required one (HistoryFilterSchema, app/features/account).
 */
import * as z from "zod";

import { tk } from "../../lib/i18n.ts";

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** A real day "YYYY-MM-DD" (not 2026-02-30). */
function safeIsDay(v: string): boolean {
  if (!DAY.test(v)) return false;
  const date = new Date(`${v}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(v);
}

const optionalDay = z.preprocess(
  (v) => (typeof v === "string" ? v.trim() : ""),
  z.string().refine((v) => v === "" || safeIsDay(v), { error: tk("services.dates.errors.invalid") }),
);

export const OptionalRangeShape = { dataIni: optionalDay, dataFim: optionalDay };

/** Adds the both-or-neither and order rules to a schema holding dataIni and dataFim. */
export function rangeRules(value: { dataIni: string; dataFim: string }, ctx: z.RefinementCtx): void {
  const { dataIni, dataFim } = value;
  if (dataIni && !dataFim)
    ctx.addIssue({ code: "custom", path: ["dataFim"], message: tk("services.dates.errors.toRequired") });
  else if (dataFim && !dataIni)
    ctx.addIssue({ code: "custom", path: ["dataIni"], message: tk("services.dates.errors.fromRequired") });
  else if (dataIni && dataFim && safeIsDay(dataIni) && safeIsDay(dataFim) && dataIni > dataFim)
    ctx.addIssue({ code: "custom", path: ["dataIni"], message: tk("services.dates.errors.order") });
}

export const OptionalRangeSchema = z.object(OptionalRangeShape).superRefine(rangeRules);

/** The range to send, or undefined when neither date is given. */
export function rangeOf(value: { dataIni: string; dataFim: string }): { dataIni: string; dataFim: string } | undefined {
  return value.dataIni && value.dataFim ? { dataIni: value.dataIni, dataFim: value.dataFim } : undefined;
}
