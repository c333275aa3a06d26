import { chartSvg } from "./bar-chart.ts";
import { escapeHtml } from "./page-render.ts";

/** One point of a series: its label (a date) and value. */
export interface Point {
  label: string;
  value: number;
}

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 44;
const PLOT = 186;

/**
 * A line chart as inline SVG, drawn on the server (no script): the line, a dot per point
 * with its own title, the highest value and the first and last labels.
 */
export function lineChart(title: string, points: Point[]): string {
  const max = Math.max(1, ...points.map((point) => point.value));
  const step = (WIDTH - LEFT - 10) / Math.max(1, points.length - 1);
  const xy = points.map(
    (point, i) =>
      `${Math.round(LEFT + i * step)},${Math.round(10 + PLOT - (PLOT * point.value) / max)}`,
  );
  const dots = points
    .map((point, i) => {
      const [x, y] = (xy[i] ?? "").split(",");
      return `<circle cx="${x}" cy="${y}" r="2.5"><title>${escapeHtml(`${point.label}: ${point.value}`)}</title></circle>`;
    })
    .join("");
  const first = escapeHtml(points[0]?.label ?? "");
  const last = escapeHtml(points.at(-1)?.label ?? "");
  return chartSvg(
    title,
    `Line chart of ${points.length} days, highest ${max}`,
    WIDTH,
    HEIGHT,
    `<text x="${LEFT - 6}" y="16" text-anchor="end">${max}</text><text x="${LEFT - 6}" y="196" text-anchor="end">0</text><text x="${LEFT}" y="214">${first}</text><text x="${WIDTH - 10}" y="214" text-anchor="end">${last}</text><polyline fill="none" stroke="currentColor" stroke-width="2" points="${xy.join(" ")}"></polyline>${dots}`,
  );
}
