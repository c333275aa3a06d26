import { escapeHtml } from "./page-render.ts";

/** One bar: its label and value. */
export interface Bar {
  label: string;
  value: number;
}

const WIDTH = 640;
const ROW = 26;
const LABEL = 220;

/**
 * A horizontal bar chart as inline SVG, drawn on the server: readable without JavaScript,
 * announced to screen readers by its title and description, each bar with its own title.
 */
export function barChart(title: string, bars: Bar[]): string {
  const max = Math.max(1, ...bars.map((bar) => bar.value));
  const height = Math.max(ROW, bars.length * ROW);
  const rows = bars
    .map((bar, i) => {
      const y = i * ROW;
      const width = Math.max(1, Math.round(((WIDTH - LABEL - 60) * bar.value) / max));
      const label = bar.label.length > 30 ? `${bar.label.slice(0, 29)}…` : bar.label;
      return `<g><title>${escapeHtml(`${bar.label}: ${bar.value}`)}</title><text x="${LABEL - 8}" y="${y + 17}" text-anchor="end">${escapeHtml(label)}</text><rect x="${LABEL}" y="${y + 5}" width="${width}" height="16" rx="2"></rect><text x="${LABEL + width + 6}" y="${y + 17}">${bar.value}</text></g>`;
    })
    .join("");
  return chartSvg(title, `Bar chart of ${bars.length} rows`, WIDTH, height, rows);
}

/**
 * An accessible inline SVG chart: `role="img"`, named by its title and described by `desc`
 * (which adds that the figures are also in a table on the page).
 */
export function chartSvg(
  title: string,
  desc: string,
  width: number,
  height: number,
  body: string,
): string {
  const id = title.toLowerCase().replace(/[^a-z0-9]+/g, "-");
  return `<svg class="chart" role="img" aria-labelledby="${id}-title ${id}-desc" viewBox="0 0 ${width} ${height}" width="100%" preserveAspectRatio="xMinYMin meet"><title id="${id}-title">${escapeHtml(title)}</title><desc id="${id}-desc">${escapeHtml(`${desc}; the same figures are in the table below.`)}</desc>${body}</svg>`;
}
