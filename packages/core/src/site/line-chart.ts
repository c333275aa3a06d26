import { escapeHtml } from "./page-render.ts";

/** One point of a series: its label (a date) and value. */
export interface Point {
  label: string;
  value: number;
}

const WIDTH = 640;
const HEIGHT = 220;
const LEFT = 44;
const BOTTOM = 24;
const TOP = 10;

/**
 * A line chart as inline SVG, drawn on the server: no script, colours from the page
 * (`currentColor`), named for screen readers by its title and description, each point
 * with its own title. The figures are also in a table on the page.
 */
export function lineChart(title: string, points: Point[]): string {
  const max = Math.max(1, ...points.map((point) => point.value));
  const step = (WIDTH - LEFT - 10) / Math.max(1, points.length - 1);
  const plotHeight = HEIGHT - TOP - BOTTOM;
  const xy = points.map((point, i) => [
    Math.round(LEFT + i * step),
    Math.round(TOP + plotHeight - (plotHeight * point.value) / max),
  ]);
  const dots = points
    .map(
      (point, i) =>
        `<circle cx="${xy[i]?.[0]}" cy="${xy[i]?.[1]}" r="2.5" fill="currentColor"><title>${escapeHtml(`${point.label}: ${point.value}`)}</title></circle>`,
    )
    .join("");
  const base = HEIGHT - BOTTOM;
  const first = points[0]?.label ?? "";
  const last = points.at(-1)?.label ?? "";
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return `<svg class="chart" role="img" aria-labelledby="${id}-title ${id}-desc" viewBox="0 0 ${WIDTH} ${HEIGHT}" width="100%" preserveAspectRatio="xMinYMin meet"><title id="${id}-title">${escapeHtml(title)}</title><desc id="${id}-desc">${escapeHtml(`Line chart of ${points.length} days from ${first} to ${last}, highest ${max}; the same figures are in the table below.`)}</desc><line x1="${LEFT}" y1="${base}" x2="${WIDTH - 10}" y2="${base}" stroke="currentColor" stroke-opacity="0.4"></line><text x="${LEFT - 6}" y="${TOP + 4}" text-anchor="end">${max}</text><text x="${LEFT - 6}" y="${base}" text-anchor="end">0</text><text x="${LEFT}" y="${HEIGHT - 6}">${escapeHtml(first)}</text><text x="${WIDTH - 10}" y="${HEIGHT - 6}" text-anchor="end">${escapeHtml(last)}</text><polyline fill="none" stroke="currentColor" stroke-width="2" points="${xy.map(([x, y]) => `${x},${y}`).join(" ")}"></polyline>${dots}</svg>`;
}
