/**
 * The account statistics' months and value axis: a month's label in the reader's language, and a
 * few round ticks (shared with the public reports' chart, statistics/chart.ts, which the page
 * draws: decision 039). `loanChart` lays the months out as upright bars, in plain geometry; no
 * page draws that layout.
 */
import type { Language } from "../../lib/i18n.ts";

export interface Bar {
  x: number;
  y: number;
  width: number;
  height: number;
  label: string;
  value: number;
}

export interface Chart {
  width: number;
  height: number;
  plot: { left: number; top: number; bottom: number; right: number };
  bars: Bar[];
  ticks: { y: number; value: number }[];
}

/** "2026-03" → "mar/26" in the locale's month abbreviation. */
export function monthLabel(month: string, locale: Language): string {
  const [y, m] = month.split("-").map(Number);
  const tag = locale === "pt" ? "pt-BR" : locale === "es" ? "es" : "en-GB";
  const name = new Intl.DateTimeFormat(tag, { month: "short", timeZone: "UTC" })
    .format(new Date(Date.UTC(y, m - 1, 15)))
    .replace(".", "");
  return `${name}/${String(y).slice(2)}`;
}

/** Ticks 0..max in steps of 1, 2, 5, 10… so that there are at most five. */
export function ticksFor(max: number): number[] {
  if (max <= 0) return [0];
  const steps = [1, 2, 5];
  let step = 1;
  for (let scale = 1; ; scale *= 10) {
    const found = steps.map((s) => s * scale).find((s) => max / s <= 4);
    if (found) {
      step = found;
      break;
    }
  }
  const out: number[] = [];
  for (let v = 0; v <= max + step - 1 && out.length < 6; v += step) out.push(v);
  return out;
}

export function loanChart(months: { mes: string; total: number }[], locale: Language): Chart {
  const plot = { left: 40, top: 10, right: 10, bottom: 40 };
  const barWidth = 28;
  const gap = 12;
  const width = plot.left + plot.right + Math.max(1, months.length) * (barWidth + gap);
  const height = 220;
  const ticks = ticksFor(Math.max(0, ...months.map((m) => m.total)));
  const top = ticks[ticks.length - 1] || 1;
  const inner = height - plot.top - plot.bottom;
  const yOf = (value: number) => plot.top + inner - (value / top) * inner;
  return {
    width,
    height,
    plot,
    bars: months.map((m, i) => ({
      x: plot.left + gap / 2 + i * (barWidth + gap),
      y: yOf(m.total),
      width: barWidth,
      height: plot.top + inner - yOf(m.total),
      label: monthLabel(m.mes, locale),
      value: m.total,
    })),
    ticks: ticks.map((value) => ({ value, y: yOf(value) })),
  };
}
