/**
 * A bar chart drawn on the server as SVG (decision 039), for the public reports and the patron's
 * own statistics alike: role img, named by its title and described by its desc (which points at
 * the table beside it, its text alternative); one horizontal bar per point. Its width is in em
 * (chart.ts, CHART_FONT_UNITS), so its labels keep the reader's text size (A+ included) on any
 * screen, and the scroll region around it scrolls sideways on a phone instead of shrinking them.
 */
import { ScrollTable } from "../../ui/scroll-table.tsx";
import { barChart, CHART_FONT_UNITS } from "./chart.ts";

export function BarChart({
  id,
  points,
  title,
  desc,
}: {
  /** Prefix of the title's and desc's ids (`${id}-titulo`, `${id}-desc`). */
  id: string;
  points: { label: string; value: number }[];
  title: string;
  desc: string;
}) {
  const chart = barChart(points);
  return (
    <figure className="statistics-figure">
      <ScrollTable labelledBy={`${id}-titulo`}>
        <svg
          className="statistics-chart"
          role="img"
          aria-labelledby={`${id}-titulo ${id}-desc`}
          viewBox={`0 0 ${chart.width} ${chart.height}`}
          width={chart.width}
          height={chart.height}
          style={{ width: `${chart.width / CHART_FONT_UNITS}em` }}
        >
          <title id={`${id}-titulo`}>{title}</title>
          <desc id={`${id}-desc`}>{desc}</desc>
          {chart.ticks.map((tick) => (
            <g key={tick.value} className="statistics-chart__tick">
              <line x1={tick.x} x2={tick.x} y1={chart.plot.top} y2={chart.height - chart.plot.bottom} />
              <text x={tick.x} y={chart.height - chart.plot.bottom + 16} textAnchor="middle">
                {tick.value}
              </text>
            </g>
          ))}
          {chart.bars.map((bar, i) => (
            <g key={i}>
              <text x={chart.plot.left - 8} y={bar.y + chart.barHeight - 3} textAnchor="end">
                {bar.label}
              </text>
              <rect
                className="statistics-chart__bar"
                x={chart.plot.left}
                y={bar.y}
                width={Math.max(0, bar.width)}
                height={chart.barHeight}
              />
              <text x={chart.plot.left + bar.width + 6} y={bar.y + chart.barHeight - 3}>
                {bar.value}
              </text>
            </g>
          ))}
        </svg>
      </ScrollTable>
    </figure>
  );
}
