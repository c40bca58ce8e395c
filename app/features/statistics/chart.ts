/**
 * A report's chart as plain geometry, drawn by the page as SVG on the server (decision 039):
 * horizontal bars, one per row of the table (the labels of libraries and areas are long; bars
 * across leave room for them), scaled to the largest value, with a few round ticks. Colours are
 * not here: the SVG uses CSS classes, so the accessibility bar's colour schemes apply.
 */
import { ticksFor } from "../account-stats/loan-chart.ts";

export interface HBar {
  label: string;
  value: number;
  y: number;
  width: number;
}

export interface HChart {
  width: number;
  height: number;
  plot: { left: number; top: number; right: number; bottom: number };
  rowHeight: number;
  barHeight: number;
  bars: HBar[];
  ticks: { x: number; value: number }[];
}

/**
 * The labels' size in the drawing's units. The page draws one unit as 1/13 of the chart's font
 * size (0.8125rem, 13 px at 100 %): the labels are the text size the reader chose (A+ included)
 * at any screen width, and a phone scrolls the chart sideways rather than shrinking them.
 */
export const CHART_FONT_UNITS = 13;

/** Labels longer than this are shortened in the chart; the table has them whole. */
const MAX_LABEL = 30;

export function shortLabel(label: string): string {
  return label.length > MAX_LABEL ? `${label.slice(0, MAX_LABEL - 1).trimEnd()}…` : label;
}

export function barChart(points: { label: string; value: number }[]): HChart {
  const plot = { left: 210, top: 10, right: 60, bottom: 30 };
  const rowHeight = 24;
  const barHeight = 16;
  const width = 720;
  const height = plot.top + plot.bottom + Math.max(1, points.length) * rowHeight;
  const ticks = ticksFor(Math.max(0, ...points.map((p) => p.value)));
  const top = ticks[ticks.length - 1] || 1;
  const inner = width - plot.left - plot.right;
  const xOf = (value: number) => plot.left + (value / top) * inner;
  return {
    width,
    height,
    plot,
    rowHeight,
    barHeight,
    bars: points.map((p, i) => ({
      label: shortLabel(p.label),
      value: p.value,
      y: plot.top + i * rowHeight + (rowHeight - barHeight) / 2,
      width: xOf(p.value) - plot.left,
    })),
    ticks: ticks.map((value) => ({ value, x: xOf(value) })),
  };
}
